import type { MediaType } from '@common/mediaType';

import { playerPath } from './slug';

export interface WatchButtonInput {
  type: MediaType;
  /** The title's canonical slug (`550-fight-club`): player routes take it in place of the id. */
  slug: string;
  /** TV: the season picked on the page (spec: starts at the navigation state's season, else 1). */
  activeSeason: number;
  /** TV: the last episode played of this show, if any. */
  lastWatched?: { season: number; episode: number } | null;
  /** Movie: whether it is in the continue-watching list. */
  inContinueWatching?: boolean;
}

export interface WatchAction {
  label: string;
  /** The player route the button leads to. */
  to: string;
}

/**
 * The detail page's watch button (spec): a show with saved progress continues from the saved season
 * and episode ('Continue S2 E5'); a show without starts the active season's first episode
 * ('Start S1 E1'); a movie in the continue-watching list says 'Continue Watching', else 'Watch Now'.
 */
export function watchAction({
  type,
  slug,
  activeSeason,
  lastWatched,
  inContinueWatching = false,
}: WatchButtonInput): WatchAction {
  if (type === 'movie') {
    return {
      label: inContinueWatching ? 'Continue Watching' : 'Watch Now',
      to: playerPath('movie', slug),
    };
  }
  if (lastWatched) {
    const { season, episode } = lastWatched;
    return {
      label: `Continue S${season} E${episode}`,
      to: playerPath('tv', slug, season, episode),
    };
  }
  return { label: `Start S${activeSeason} E1`, to: playerPath('tv', slug, activeSeason, 1) };
}
