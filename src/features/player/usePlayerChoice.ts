import { useCallback, useMemo, useState } from 'react';

import { TRAILER_PROVIDER_ID } from '@common/players';
import type { PlayerChoice, PlayTarget, TrailerScope } from '@/lib/player';
import {
  activeChoice,
  playerChoices,
  readPreferredPlayer,
  writePreferredPlayer,
} from '@/lib/player';
import { pickTrailer } from '@/lib/youtube';
import { useHydrated } from '@/hooks/useHydrated';
import { useGetSiteConfigQuery } from '@/services/site';
import { useGetTitleVideosQuery } from '@/services/titles';

import { pageReload } from '@/lib/pageReload';

export interface PlayerChoiceState {
  /** False until the site's providers and the title's videos are known, and in the server's render. */
  ready: boolean;
  choices: PlayerChoice[];
  active: PlayerChoice | undefined;
  trailerKey: string | undefined;
  /** Whose trailer the Trailer plays: on an episode's page, the show's or the season's. */
  trailerScope: TrailerScope;
  choose: (id: string) => void;
}

/**
 * The switcher's state for a title: the site's providers (from /api/site), the Trailer when the title
 * has one, the visitor's stored choice. Choosing saves `preferredPlayer` and reloads the page (spec);
 * where the browser refuses to save, the player switches in place instead.
 */
export function usePlayerChoice(target: PlayTarget | undefined): PlayerChoiceState {
  const site = useGetSiteConfigQuery();
  const videos = useGetTitleVideosQuery(
    target ? { type: target.type, id: target.id, season: target.season } : { type: 'movie', id: 0 },
    { skip: !target },
  );
  const providers = useMemo(() => site.data?.players ?? [], [site.data]);
  const trailerKey = pickTrailer(videos.currentData?.results)?.key;
  const trailerScope: TrailerScope =
    target?.type !== 'tv' ? 'title' : videos.currentData?.seasonSpecific ? 'season' : 'show';
  const choices = useMemo(
    () => (target ? playerChoices(providers, target, trailerKey, trailerScope) : []),
    [providers, target, trailerKey, trailerScope],
  );
  const [picked, setPicked] = useState<string | null>(null);
  // Read only once the site's providers are known (a stored id is checked against them), and in the
  // browser: the server's render, and the hydration of it, cannot know this browser's choice.
  const hydrated = useHydrated();
  const siteKnown = Boolean(site.data) || site.isError;
  const preferred = useMemo(
    () =>
      picked ??
      (siteKnown && hydrated
        ? readPreferredPlayer([...providers.map((p) => p.id), TRAILER_PROVIDER_ID])
        : null),
    [picked, providers, siteKnown, hydrated],
  );
  const videosKnown = Boolean(videos.currentData) || videos.isError;
  const choose = useCallback((id: string) => {
    if (writePreferredPlayer(id)) pageReload.reload();
    else setPicked(id);
  }, []);
  return {
    ready: Boolean(target) && siteKnown && videosKnown && hydrated,
    choices,
    active: activeChoice(choices, preferred),
    trailerKey,
    trailerScope,
    choose,
  };
}
