import { isMediaType } from '@common/mediaType';
import { isPositiveId, isRecord } from '@/lib/storedValue';

/** Display fields kept with a saved title, so lists render without a network call. */
export interface SavedDetails {
  title?: string;
  name?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
  release_date?: string;
  first_air_date?: string;
  vote_average?: number;
  last_episode?: { season: number; episode: number };
}

/** A watchlist or favorites entry (spec: media_id, media_type, details, added_at). */
export interface SavedMedia {
  media_id: number;
  media_type: 'movie' | 'tv';
  details: SavedDetails;
  added_at: string;
}

const DETAIL_STRINGS = ['title', 'name', 'release_date', 'first_air_date'] as const;
const DETAIL_PATHS = ['poster_path', 'backdrop_path'] as const;

/** Keeps only well-typed display fields; drops anything else a stored value carries. */
export function sanitizeDetails(value: unknown): SavedDetails {
  if (!isRecord(value)) return {};
  const details: SavedDetails = {};
  for (const key of DETAIL_STRINGS) {
    const field = value[key];
    if (typeof field === 'string') details[key] = field.slice(0, 300);
  }
  for (const key of DETAIL_PATHS) {
    const field = value[key];
    if (field === null || (typeof field === 'string' && field.startsWith('/')))
      details[key] = field;
  }
  if (typeof value.vote_average === 'number' && Number.isFinite(value.vote_average)) {
    details.vote_average = value.vote_average;
  }
  const last = value.last_episode;
  if (isRecord(last) && isPositiveId(last.season) && isPositiveId(last.episode)) {
    details.last_episode = { season: last.season, episode: last.episode };
  }
  return details;
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

export const savedMediaKey = (item: { media_type: string; media_id: number }) =>
  `${item.media_type}-${item.media_id}`;

/** The list with `entry` first and any earlier copy of the same title removed. */
export function withEntryFirst<T extends { media_type: string; media_id: number }>(
  items: readonly T[],
  entry: T,
): T[] {
  const key = savedMediaKey(entry);
  return [entry, ...items.filter((item) => savedMediaKey(item) !== key)];
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
