import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { MediaType } from '@common/mediaType';
import type { SeasonSummary } from '@common/tmdb';

import { episodeExists, findSeason, firstPlayableSeason, nextSeasonNumber } from './episodes';
import { playerPath } from './slug';

/** An episode played this far (percent) counts as watched: the show's page offers the next one. */
export const FINISHED_PERCENT = 90;

export interface WatchButtonInput {
  type: MediaType;
  /** The title's canonical slug (`550-fight-club`): player routes take it in place of the id. */
  slug: string;
  /** TV: the season picked on the page (spec: starts at the navigation state's season, else 1). */
  activeSeason: number;
  /** TV: the seasons the show lists, with their episode counts (only listed episodes can play). */
  seasons?: readonly SeasonSummary[];
  /** TV: the last episode played of this show, and how far when its player said, if any. */
  lastWatched?: { season: number; episode: number; percent?: number } | null;
  /** Movie: whether it is in the continue-watching list. */
  inContinueWatching?: boolean;
}

export interface WatchAction {
  label: string;
  /** The player route the button leads to. */
  to: string;
  /** TV: the season of the episode it leads to (whose trailer plays there without a provider). */
  season?: number;
}

/** The watch button's label while no player provider is configured: only a trailer can play. */
export const WATCH_TRAILER = msg`Watch trailer`;

/** What can play on this site, as far as the page knows. */
export interface Playable {
  /** The operator configured at least one player provider (`/api/site`'s `players`). */
  providers: boolean;
  /** The title has a trailer to play: false when known to have none, undefined while unknown. */
  trailer?: boolean;
}

/**
 * The watch action as this site can honour it (DECISIONS.md, "The watch button says what will
 * play"): the spec's label with a player provider; without one only the Trailer plays, so the button
 * says 'Watch trailer', and there is none at all for a title known to have no trailer.
 */
export function playableAction(
  action: WatchAction | null,
  { providers, trailer }: Playable,
  i18n: I18n,
): WatchAction | null {
  if (!action || providers) return action;
  return trailer === false ? null : { ...action, label: i18n._(WATCH_TRAILER) };
}

/** The episode after this one: the next in its season, else the next season's first. */
function nextEpisode(
  show: { seasons?: readonly SeasonSummary[] },
  season: number,
  episode: number,
): { season: number; episode: number } | undefined {
  const seasons = { seasons: [...(show.seasons ?? [])] };
  if (episode < (findSeason(seasons, season)?.episode_count ?? 0)) {
    return { season, episode: episode + 1 };
  }
  const next = nextSeasonNumber(seasons, season);
  return next === undefined ? undefined : { season: next, episode: 1 };
}

/**
 * The detail page's watch button (spec): a show with saved progress continues from the saved season
 * and episode ('Continue S2 E5'), or from the next episode once that one was played to
 * FINISHED_PERCENT; a show without starts the active season's first episode ('Start S1 E1'); a movie
 * in the continue-watching list says 'Continue Watching', else 'Watch Now'. Only what can play is
 * offered: a show that lists no episode at all has no watch button (null).
 */
export function watchAction(
  {
    type,
    slug,
    activeSeason,
    seasons = [],
    lastWatched,
    inContinueWatching = false,
  }: WatchButtonInput,
  i18n: I18n,
): WatchAction | null {
  if (type === 'movie') {
    return {
      label: i18n._(inContinueWatching ? msg`Continue Watching` : msg`Watch Now`),
      to: playerPath('movie', slug),
    };
  }
  const show = { seasons: [...seasons] };
  if (lastWatched && episodeExists(show, lastWatched.season, lastWatched.episode)) {
    const finished = (lastWatched.percent ?? 0) >= FINISHED_PERCENT;
    const resume = finished
      ? nextEpisode(show, lastWatched.season, lastWatched.episode)
      : lastWatched;
    if (resume) {
      const { season, episode } = resume;
      return {
        label: i18n._(msg`Continue S${season} E${episode}`),
        to: playerPath('tv', slug, resume.season, resume.episode),
        season: resume.season,
      };
    }
  }
  const start = firstPlayableSeason(seasons, activeSeason);
  if (start === undefined) return null;
  return {
    label: i18n._(msg`Start S${start} E1`),
    to: playerPath('tv', slug, start, 1),
    season: start,
  };
}
