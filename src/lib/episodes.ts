/**
 * A show's seasons and episodes as its details list them: which episodes exist, which is the finale,
 * which season comes next. Kept apart from lib/player (the player pages' own rules), so that the
 * title pages and the home page that need only these do not load the rest.
 */
import type { SeasonSummary, TvDetails } from '@common/tmdb';

/** The show's listed season with this number. */
export function findSeason(
  show: Pick<TvDetails, 'seasons'>,
  season: number,
): SeasonSummary | undefined {
  return show.seasons?.find((entry) => entry.season_number === season);
}

/** True when the show lists the season and the season has the episode (past the end: not found). */
export function episodeExists(
  show: Pick<TvDetails, 'seasons'>,
  season: number,
  episode: number,
): boolean {
  const entry = findSeason(show, season);
  return entry !== undefined && episode <= Math.max(entry.episode_count, 0);
}

/** The last regular season a show lists (specials aside), or undefined. */
function lastSeasonNumber(show: Pick<TvDetails, 'seasons'>): number | undefined {
  const regular = (show.seasons ?? []).map((entry) => entry.season_number).filter((n) => n > 0);
  return regular.length ? Math.max(...regular) : undefined;
}

/** Spec: the show is finished when this is the last episode of its last season. */
export function isFinale(show: Pick<TvDetails, 'seasons'>, season: number, episode: number) {
  const last = lastSeasonNumber(show);
  const entry = last === undefined ? undefined : findSeason(show, last);
  return season === last && entry !== undefined && episode >= entry.episode_count;
}

/** The season listed after this one (regular seasons only), when this episode ends its season. */
export function nextSeasonNumber(
  show: Pick<TvDetails, 'seasons'>,
  season: number,
): number | undefined {
  if (season === 0) return undefined;
  const later = (show.seasons ?? [])
    .map((entry) => entry.season_number)
    .filter((n) => n > season && (findSeason(show, n)?.episode_count ?? 0) > 0);
  return later.length ? Math.min(...later) : undefined;
}

/**
 * The season listed before this one (regular seasons only) with episodes, for the previous episode of a
 * season's first: undefined before season 2, and for the specials.
 */
export function previousSeasonNumber(
  show: Pick<TvDetails, 'seasons'>,
  season: number,
): number | undefined {
  const earlier = (show.seasons ?? [])
    .filter((entry) => entry.season_number > 0 && entry.season_number < season)
    .filter((entry) => entry.episode_count > 0)
    .map((entry) => entry.season_number);
  return earlier.length ? Math.max(...earlier) : undefined;
}

/**
 * The season whose first episode 'Start' plays: `preferred` when it lists episodes, else the first
 * regular season that does, else the specials; undefined when no season lists an episode (nothing of
 * the show can play).
 */
export function firstPlayableSeason(
  seasons: readonly SeasonSummary[] | undefined,
  preferred = 1,
): number | undefined {
  const playable = (seasons ?? []).filter((entry) => entry.episode_count > 0);
  if (playable.some((entry) => entry.season_number === preferred)) return preferred;
  const regular = playable.filter((entry) => entry.season_number > 0);
  const first = regular.length ? regular : playable;
  return first.length ? Math.min(...first.map((entry) => entry.season_number)) : undefined;
}
