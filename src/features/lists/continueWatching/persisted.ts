/**
 * The codec of continue watching's saved state: its reader and its view as entries (see
 * src/features/lists/progress/persisted.ts for why it is a module of its own).
 */
import { isMediaType } from '@common/mediaType';
import { titleListView } from '@/lib/persistedSlice';
import type { SliceCodec } from '@/lib/persistedSlice';
import { sanitizeDetails, savedMediaKey } from '@/lib/savedTitle';
import { isPositiveId, isRecord } from '@/lib/storedValue';

import { CONTINUE_WATCHING_LIMIT } from './continueWatchingSlice';
import type { ContinueWatchingEntry, ContinueWatchingState } from './continueWatchingSlice';

/** Reads the stored list back (bare array in version 0), newest first, capped, malformed entries dropped. */
export function restoreContinueWatching(stored: unknown): ContinueWatchingState | undefined {
  const list = Array.isArray(stored) ? stored : isRecord(stored) ? stored.items : undefined;
  if (!Array.isArray(list)) return undefined;
  const seen = new Set<string>();
  const items: ContinueWatchingEntry[] = [];
  for (const raw of list) {
    if (!isRecord(raw) || !isPositiveId(raw.media_id) || !isMediaType(raw.media_type)) continue;
    const entry: ContinueWatchingEntry = {
      media_id: raw.media_id,
      media_type: raw.media_type,
      details: sanitizeDetails(raw.details),
      last_watched:
        typeof raw.last_watched === 'string' && !Number.isNaN(Date.parse(raw.last_watched))
          ? raw.last_watched
          : new Date(0).toISOString(),
    };
    if (seen.has(savedMediaKey(entry))) continue;
    seen.add(savedMediaKey(entry));
    items.push(entry);
  }
  items.sort((a, b) => Date.parse(b.last_watched) - Date.parse(a.last_watched));
  return { items: items.slice(0, CONTINUE_WATCHING_LIMIT) };
}

export const continueWatchingCodec: SliceCodec<ContinueWatchingState> = {
  restore: restoreContinueWatching,
  view: titleListView<ContinueWatchingEntry>('last_watched', CONTINUE_WATCHING_LIMIT),
};
