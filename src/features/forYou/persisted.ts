/**
 * How the titles For You hides are saved: the reader of a saved value (or another tab's save, another
 * device's records) and the view as keyed entries, one record per title. Loaded beside the page.
 */
import { isMediaType } from '@common/mediaType';
import type { SliceCodec } from '@/lib/persistedSlice';
import { sanitizeDetails, savedMediaKey } from '@/lib/savedTitle';
import { isPositiveId, isRecord, storedTime } from '@/lib/storedValue';

import type { NotInterested, NotInterestedState } from './notInterestedSlice';

/** Reads the stored not-interested titles back (`{byTitle}`); bad entries are dropped one by one. */
export function restoreNotInterested(stored: unknown): NotInterestedState | undefined {
  if (!isRecord(stored) || !isRecord(stored.byTitle)) return undefined;
  const byTitle: Record<string, NotInterested> = {};
  for (const [key, value] of Object.entries(stored.byTitle)) {
    if (!isRecord(value) || !isPositiveId(value.media_id) || !isMediaType(value.media_type))
      continue;
    const entry: NotInterested = {
      media_id: value.media_id,
      media_type: value.media_type,
      at: storedTime(value.at),
      details: sanitizeDetails(value.details),
    };
    if (savedMediaKey(entry) === key) byTitle[key] = entry;
  }
  return { byTitle };
}

export const notInterestedCodec: SliceCodec<NotInterestedState> = {
  restore: restoreNotInterested,
  view: {
    fields: (state) => state.byTitle,
    build: (fields) => ({ byTitle: fields as NotInterestedState['byTitle'] }),
  },
};
