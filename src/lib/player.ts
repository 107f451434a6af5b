import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { MediaType } from '@common/mediaType';
import { episodeNumber, seasonNumber } from '@common/pagePaths';
import type { MediaDataMessage } from '@common/mediaData';
import type { PlayerProvider } from '@common/players';
import { TRAILER_PROVIDER_ID, expandTemplate, templateFields } from '@common/players';
import type { TvDetails } from '@common/tmdb';

import { findSeason, previousSeasonNumber } from './episodes';
import { playerPath, seasonEpisodesPath } from './slug';

import { PREFERRED_PLAYER_KEY } from './playerKeys';
import { isTypingIn } from './shortcutKeys';

export { PREFERRED_PLAYER_KEY };

/** Progress is written at most this often while a title plays (and once more when the page goes). */
export const PROGRESS_WRITE_INTERVAL_MS = 5000;

/** The built-in provider as the switcher lists it. */
export const TRAILER_NAME = msg`Trailer`;

/** An episode route's numbers, or why they cannot be one (spec: 'Invalid media information provided'). */
export type EpisodeParams = { ok: true; season: number; episode: number } | { ok: false };

/** Season and episode from the path: digits only; season 0 (specials) may exist, episode 0 never. */
export function parseEpisodeParams(
  season: string | undefined,
  episode: string | undefined,
): EpisodeParams {
  const numbers = { season: seasonNumber(season), episode: episodeNumber(episode) };
  return numbers.season !== null && numbers.episode !== null
    ? { ok: true, season: numbers.season, episode: numbers.episode }
    : { ok: false };
}

export interface EpisodeLinks {
  previous?: string;
  /** The previous episode is the last of the season before (on a season's first episode). */
  previousSeason?: { season: number; episode: number };
  viewAll: string;
  next?: string;
  /** Spec: 'Next Season' (Season N+1, Episode 1) on a season's last episode when one exists. */
  nextSeason?: { season: number; to: string };
}

/**
 * The episode navigation of a TV player (spec): 'Previous Episode' above episode 1, and on episode 1
 * to the last episode of the season before when the show lists it (our addition: the spec stops at
 * the season's start), 'View All' for the season, 'Next Episode' within the season, else 'Next
 * Season' when the next season is known to exist.
 */
export function episodeLinks(
  show: Pick<TvDetails, 'id' | 'name' | 'seasons'>,
  slug: string,
  season: number,
  episode: number,
  nextSeason: number | undefined,
): EpisodeLinks {
  const count = findSeason(show, season)?.episode_count ?? 0;
  const links: EpisodeLinks = { viewAll: seasonEpisodesPath(show, season) };
  if (episode > 1) links.previous = playerPath('tv', slug, season, episode - 1);
  else {
    const before = previousSeasonNumber(show, season);
    const last = before === undefined ? 0 : (findSeason(show, before)?.episode_count ?? 0);
    if (before !== undefined && last > 0) {
      links.previous = playerPath('tv', slug, before, last);
      links.previousSeason = { season: before, episode: last };
    }
  }
  if (episode < count) links.next = playerPath('tv', slug, season, episode + 1);
  else if (nextSeason !== undefined) {
    links.nextSeason = { season: nextSeason, to: playerPath('tv', slug, nextSeason, 1) };
  }
  return links;
}

/** What a player is asked to play. */
export interface PlayTarget {
  type: MediaType;
  id: number;
  imdbId?: string | null;
  season?: number;
  episode?: number;
}

/** A text of the switcher: a provider's own (the operator's words), or one of ours, a message. */
export type ChoiceText = string | MessageDescriptor;

/** A switcher's text as the page shows it. */
export function choiceText(i18n: I18n, text: ChoiceText): string {
  return typeof text === 'string' ? text : i18n._(text);
}

/** One entry of the switcher: a provider and whether it can play this title. */
export interface PlayerChoice {
  id: string;
  name: ChoiceText;
  description?: ChoiceText;
  /** The iframe's address, when it can play. */
  src?: string;
  /** Why it cannot play this title (shown beside it, disabled). */
  unavailable?: ChoiceText;
  /** Configured providers only (the Trailer's own frame is made by the page). */
  provider?: PlayerProvider;
}

export const NO_TRAILER = msg`No trailer is known for this title.`;
export const NO_IMDB_ID = msg`Needs an IMDb id, which this title does not have.`;
export const TRAILER_DESCRIPTION = msg`The official trailer, from YouTube.`;

/**
 * What the Trailer plays: the title's own trailer (a movie), or on an episode's page the show's or
 * the season's, never the episode itself.
 */
export type TrailerScope = 'title' | 'show' | 'season';

const TRAILER_DESCRIPTIONS: Record<TrailerScope, MessageDescriptor> = {
  title: TRAILER_DESCRIPTION,
  show: msg`The show's trailer, from YouTube, not this episode.`,
  season: msg`This season's trailer, from YouTube, not this episode.`,
};

/** The Trailer frame's accessible name: 'Trailer: Fight Club', 'Show trailer: Game of Thrones'. */
export function trailerFrameTitle(
  i18n: I18n,
  scope: TrailerScope,
  title: string,
  season?: number,
): string {
  if (scope === 'show') return i18n._(msg`Show trailer: ${title}`);
  if (scope === 'season') {
    const number = season ?? '';
    return i18n._(msg`Season ${number} trailer: ${title}`);
  }
  return i18n._(msg`Trailer: ${title}`);
}

/**
 * The switcher's entries: configured providers first, in their order, then Trailer (issue). A
 * provider whose template needs an IMDb id the title lacks, or a Trailer without a trailer, is listed
 * as unavailable with the reason.
 */
export function playerChoices(
  providers: readonly PlayerProvider[],
  target: PlayTarget,
  trailerKey: string | undefined,
  trailerScope: TrailerScope = 'title',
): PlayerChoice[] {
  const choices: PlayerChoice[] = providers.map((provider) => {
    const template = target.type === 'movie' ? provider.movieUrl : provider.tvUrl;
    const src = expandTemplate(template, target) ?? undefined;
    const needsImdb = templateFields(template).includes('imdbId');
    return {
      id: provider.id,
      name: provider.name,
      description: provider.description,
      provider,
      src,
      unavailable: src ? undefined : needsImdb ? NO_IMDB_ID : msg`Cannot play this title.`,
    };
  });
  choices.push({
    id: TRAILER_PROVIDER_ID,
    name: TRAILER_NAME,
    description: TRAILER_DESCRIPTIONS[trailerScope],
    unavailable: trailerKey ? undefined : NO_TRAILER,
  });
  return choices;
}

/**
 * The provider to show: the visitor's preferred one when it can play this title; otherwise the first
 * configured one that can, else the Trailer when it can; undefined when nothing can.
 */
export function activeChoice(
  choices: readonly PlayerChoice[],
  preferred: string | null,
): PlayerChoice | undefined {
  const playable = choices.filter((choice) => !choice.unavailable);
  return playable.find((choice) => choice.id === preferred) ?? playable[0];
}

/** The browser's localStorage, or null where reading it throws (blocked storage). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored `preferredPlayer` when it names a provider of this site. Any other value (a provider the
 * operator removed, the spec's old host names, junk) is removed, so it does not linger.
 */
export function readPreferredPlayer(
  knownIds: readonly string[],
  storage: Storage | null = browserStorage(),
): string | null {
  try {
    const value = storage?.getItem(PREFERRED_PLAYER_KEY) ?? null;
    if (value === null) return null;
    if (knownIds.includes(value)) return value;
    storage?.removeItem(PREFERRED_PLAYER_KEY);
    return null;
  } catch {
    return null;
  }
}

/** Saves the switcher's choice; false when the browser refused (the page then says so). */
export function writePreferredPlayer(
  id: string,
  storage: Storage | null = browserStorage(),
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(PREFERRED_PLAYER_KEY, id);
    return true;
  } catch {
    return false;
  }
}

/** Percent watched (0-100) of a progress message. */
export function percentOf({ data }: MediaDataMessage): number {
  return Math.min(100, Math.max(0, (data.currentTime / data.duration) * 100));
}

/**
 * A provider frame's accessible name: '{name} player: {what}', without saying "player" twice for a
 * provider already named so ('Fake player: Fight Club', not 'Fake player player: Fight Club').
 */
export function playerFrameTitle(i18n: I18n, name: string, playing: string): string {
  const label = name.trim();
  return /\bplayer$/i.test(label)
    ? `${label}: ${playing}`
    : i18n._(msg`${label} player: ${playing}`);
}

/**
 * True when `n` / `p` should move between episodes: no modifier, and focus is not in something that
 * takes text (the same rule as the site-wide keys, lib/shortcutKeys).
 */
export function isEpisodeKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key !== 'n' && event.key !== 'p') return false;
  return !isTypingIn(event.target);
}
