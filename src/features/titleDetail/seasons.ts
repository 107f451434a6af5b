import type { SeasonSummary } from '@common/tmdb';
import type { ImageSize } from '@/lib/image';

/** The still size of episode cards (their widest column is about 340 px); preloads use the same. */
export const STILL_SIZE: ImageSize = 'w342';

/** The seasons in picker order: regular seasons by number, then the specials (season 0) last. */
export function orderedSeasons(seasons: readonly SeasonSummary[] | undefined): SeasonSummary[] {
  const regular = (seasons ?? []).filter((season) => season.season_number > 0);
  const specials = (seasons ?? []).filter((season) => season.season_number === 0);
  return [...regular.sort((a, b) => a.season_number - b.season_number), ...specials];
}

/** Where a show's page starts: season 1 (spec), or the first listed season when it has no season 1. */
export function initialSeason(seasons: readonly SeasonSummary[] | undefined): number {
  const listed = orderedSeasons(seasons);
  if (!listed.length || listed.some((season) => season.season_number === 1)) return 1;
  return listed[0]?.season_number ?? 1;
}
