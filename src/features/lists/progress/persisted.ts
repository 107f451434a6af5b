/**
 * How the progress slices are saved: each one's reader of a saved value (or an imported section,
 * another tab's save, another device's records) and its view as keyed entries. Their own module, loaded
 * beside the page at start (src/app/restorers.ts) rather than in every page's first load with the
 * slices.
 */
import { readMediaData } from '@common/mediaData';
import type { Fields, SliceCodec } from '@/lib/persistedSlice';
import { isFiniteNumber, isPositiveId, isRecord } from '@/lib/storedValue';

import type { CompletedShowsState } from './completedShowsSlice';
import { isEpisode } from './currentEpisodeSlice';
import type { CurrentEpisodeState } from './currentEpisodeSlice';
import type { LastProgressState } from './lastProgressSlice';
import { isSeasonNumber } from './lastWatchedSlice';
import type { LastWatched, LastWatchedState } from './lastWatchedSlice';
import { clampPercent } from './progressSlice';
import type { ProgressState } from './progressSlice';

/** A show id and a season (0 holds the specials): `1399_1`. */
const ENTRY_KEY = /^[1-9]\d*_(0|[1-9]\d*)$/;

/** An episode number as stored: digits only (optionally around whitespace), above 0. */
function storedEpisode(value: unknown): number | null {
  if (isEpisode(value)) return value;
  if (typeof value !== 'string' || !/^\s*\d{1,6}\s*$/.test(value)) return null;
  const episode = Number(value);
  return episode > 0 ? episode : null;
}

/**
 * Reads stored progress back: the bare percent map (version 0) or `{percent}`. Bad entries are dropped
 * one by one; anything that is not an object resets the slice.
 */
export function restoreProgress(stored: unknown): ProgressState | undefined {
  if (!isRecord(stored)) return undefined;
  const rawPercent = isRecord(stored.percent)
    ? (stored.percent as Record<string, unknown>)
    : stored;
  const percent: Record<string, number> = {};
  for (const [key, value] of Object.entries(rawPercent)) {
    if (/^(movie|tv)-\d+$/.test(key) && isFiniteNumber(value)) percent[key] = clampPercent(value);
  }
  return { percent };
}

/** Reads the stored map back (bare in version 0, `{shows}` after); bad entries are dropped. */
export function restoreLastWatched(stored: unknown): LastWatchedState | undefined {
  if (!isRecord(stored)) return undefined;
  const raw = isRecord(stored.shows) ? stored.shows : stored;
  const shows: Record<string, LastWatched> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!/^\d+$/.test(key) || !isRecord(value)) continue;
    if (!isSeasonNumber(value.season) || !isPositiveId(value.episode)) continue;
    shows[key] = {
      season: value.season,
      episode: value.episode,
      updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : new Date(0).toISOString(),
    };
    if (isFiniteNumber(value.percent) && value.percent >= 0 && value.percent <= 100) {
      shows[key].percent = value.percent;
    }
  }
  return { shows };
}

/** Reads the stored ids back (a bare array in version 0, `{ids}` after), each once. */
export function restoreCompletedShows(stored: unknown): CompletedShowsState | undefined {
  const list = Array.isArray(stored) ? stored : isRecord(stored) ? stored.ids : undefined;
  if (!Array.isArray(list)) return undefined;
  return { ids: [...new Set(list.filter(isPositiveId))] };
}

/**
 * Reads the stored episodes back: each entry's value as its key held it (digits, as text) or as a
 * number. An entry that is not an episode number is dropped (and its key removed by the next save);
 * the others are kept.
 */
export function restoreCurrentEpisode(stored: unknown): CurrentEpisodeState | undefined {
  if (!isRecord(stored) || !isRecord(stored.byShowSeason)) return undefined;
  const byShowSeason: Record<string, number> = {};
  for (const [key, value] of Object.entries(stored.byShowSeason)) {
    const episode = storedEpisode(value);
    if (ENTRY_KEY.test(key) && episode !== null) byShowSeason[key] = episode;
  }
  return { byShowSeason };
}

/**
 * Reads the stored message back (as the store lays it out, `{message}`): a well-formed progress
 * message, or null. Anything else is unreadable, so the slice (and its key) is reset.
 */
export function restoreLastProgress(stored: unknown): LastProgressState | undefined {
  if (!isRecord(stored) || !('message' in stored)) return undefined;
  if (stored.message === null) return { message: null };
  const message = readMediaData(stored.message);
  return message ? { message } : undefined;
}

export const progressCodec: SliceCodec<ProgressState> = {
  restore: restoreProgress,
  view: {
    fields: (state) => state.percent,
    build: (fields) => ({ percent: fields as ProgressState['percent'] }),
  },
};

export const lastWatchedCodec: SliceCodec<LastWatchedState> = {
  restore: restoreLastWatched,
  view: {
    fields: (state) => state.shows,
    build: (fields) => ({ shows: fields as LastWatchedState['shows'] }),
  },
};

export const completedShowsCodec: SliceCodec<CompletedShowsState> = {
  restore: restoreCompletedShows,
  view: {
    fields: (state) => Object.fromEntries(state.ids.map((id) => [String(id), true])),
    build: (fields) => ({ ids: Object.keys(fields).map(Number) }),
  },
};

export const currentEpisodeCodec: SliceCodec<CurrentEpisodeState> = {
  restore: restoreCurrentEpisode,
  view: {
    fields: (state) => state.byShowSeason,
    build: (fields) => ({ byShowSeason: fields as CurrentEpisodeState['byShowSeason'] }),
  },
};

export const lastProgressCodec: SliceCodec<LastProgressState> = {
  restore: restoreLastProgress,
  view: {
    fields: (state): Fields => (state.message ? { message: state.message } : {}),
    build: (fields) => ({ message: (fields.message ?? null) as LastProgressState['message'] }),
  },
};
