import { createSlice } from '@reduxjs/toolkit';

import { isPositiveId, isRecord } from '@/lib/storedValue';

import { episodeOpened } from './completedShowsSlice';

export interface CurrentEpisodeState {
  /**
   * The episode the visitor is on, per `{showId}_{season}` (`'1399_1': 3`). Saved one key per entry,
   * `currentEpisode_{id}_{season}` holding the number (spec), by the store's persistence.
   */
  byShowSeason: Record<string, number>;
}

const initialState: CurrentEpisodeState = { byShowSeason: {} };

/** A show id and a season (0 holds the specials): `1399_1`. */
const ENTRY_KEY = /^[1-9]\d*_(0|[1-9]\d*)$/;

const entryKey = (showId: number, season: number) => `${showId}_${season}`;

/** An episode number: a safe integer above 0, of at most 6 digits as the spec's values are. */
const isEpisode = (value: unknown): value is number => isPositiveId(value) && value <= 999_999;

/** An episode number as stored: digits only (optionally around whitespace), above 0. */
function storedEpisode(value: unknown): number | null {
  if (isEpisode(value)) return value;
  if (typeof value !== 'string' || !/^\s*\d{1,6}\s*$/.test(value)) return null;
  const episode = Number(value);
  return episode > 0 ? episode : null;
}

export const currentEpisodeSlice = createSlice({
  name: 'currentEpisode',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Opening an episode makes it the one the visitor is on in its season (the season episodes page's
    // 'Currently Playing' badge).
    builder.addCase(episodeOpened, (state, action) => {
      const { showId, season, episode } = action.payload;
      if (!isPositiveId(showId) || !(season === 0 || isPositiveId(season)) || !isEpisode(episode))
        return;
      state.byShowSeason[entryKey(showId, season)] = episode;
    });
  },
  selectors: {
    /** The episode the visitor is on in a show's season, or null when none is known. */
    selectCurrentEpisode: (state, showId: number, season: number): number | null =>
      state.byShowSeason[entryKey(showId, season)] ?? null,
  },
});

export const { selectCurrentEpisode } = currentEpisodeSlice.selectors;

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
