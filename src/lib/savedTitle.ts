import { isPositiveId, isRecord, storedText } from './storedValue';

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

const DETAIL_STRINGS = ['title', 'name', 'release_date', 'first_air_date'] as const;
const DETAIL_PATHS = ['poster_path', 'backdrop_path'] as const;

/** Keeps only well-typed display fields; drops anything else a stored value carries. */
export function sanitizeDetails(value: unknown): SavedDetails {
  if (!isRecord(value)) return {};
  const details: SavedDetails = {};
  for (const key of DETAIL_STRINGS) {
    const field = storedText(value[key], 300);
    if (field !== undefined) details[key] = field;
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
  // Season 0 holds a show's specials.
  if (
    isRecord(last) &&
    (last.season === 0 || isPositiveId(last.season)) &&
    isPositiveId(last.episode)
  ) {
    details.last_episode = { season: last.season, episode: last.episode };
  }
  return details;
}

/** One key per title across every saved list: `{media_type}-{media_id}`. */
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
