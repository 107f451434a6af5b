import { isMediaType } from '@common/mediaType';
import type { MediaType } from '@common/mediaType';
import { sanitizeDetails, savedMediaKey } from '@/lib/savedTitle';
import type { SavedDetails } from '@/lib/savedTitle';
import { isPositiveId, isRecord } from '@/lib/storedValue';

/** A watchlist or favorites entry (spec: media_id, media_type, details, added_at). */
export interface SavedMedia {
  media_id: number;
  media_type: MediaType;
  details: SavedDetails;
  added_at: string;
}

/** A stored entry if it is well formed, else null (the caller drops it). */
export function sanitizeSavedMedia(value: unknown): SavedMedia | null {
  if (!isRecord(value) || !isPositiveId(value.media_id) || !isMediaType(value.media_type))
    return null;
  const addedAt = typeof value.added_at === 'string' ? value.added_at : new Date(0).toISOString();
  return {
    media_id: value.media_id,
    media_type: value.media_type,
    details: sanitizeDetails(value.details),
    added_at: addedAt,
  };
}

/** Sanitises a stored list: malformed entries are dropped, duplicates keep their first copy. */
export function sanitizeSavedList(value: unknown): SavedMedia[] | null {
  if (!Array.isArray(value)) return null;
  const seen = new Set<string>();
  const items: SavedMedia[] = [];
  for (const raw of value) {
    const item = sanitizeSavedMedia(raw);
    if (!item || seen.has(savedMediaKey(item))) continue;
    seen.add(savedMediaKey(item));
    items.push(item);
  }
  return items;
}
