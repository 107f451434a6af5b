import { Trans, useLingui } from '@lingui/react/macro';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import { Suspense, lazy, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useHydrated } from '@/hooks/useHydrated';
import { WHERE_TO_WATCH_ID, focusSection } from '@/lib/focusSection';
import { playableAction, watchAction } from '@/lib/watchButton';
import type { WatchButtonInput } from '@/lib/watchButton';
import { useHasPlayerProviders } from '@/services/site';

interface WatchButtonProps extends WatchButtonInput {
  /** The title's TMDB id (whose trailer plays when no provider is configured). */
  id: number;
  /** The page shows "Where to watch": a title with nothing to play points there instead. */
  whereToWatch?: boolean;
  /** The demo knows the title by its facts alone: it has no trailer. */
  factsOnly?: boolean;
}

/** The trailer check's code (the videos endpoint, the trailer picker) loads apart from the page. */
const TrailerProbe = lazy(() =>
  import(/* webpackChunkName: "trailer-probe" */ './TrailerProbe').then((module) => ({
    default: module.TrailerProbe,
  })),
);

/**
 * Whether the title has a trailer the player page can play (on an episode's page, the season's or
 * else the show's, as the player picks it): undefined until known. Asked only when it decides the
 * button (no provider), and only in the browser: the server's render, and the hydration of it, show
 * the button, which goes if the answer says there is nothing to play.
 */
function useTrailerCheck(
  target: { type: WatchButtonInput['type']; id: number; season?: number },
  ask: boolean,
): { hasTrailer: boolean | undefined; probe: ReactNode } {
  const hydrated = useHydrated();
  const key = `${target.type}/${target.id}/${target.season ?? ''}`;
  const [known, setKnown] = useState<{ key: string; hasTrailer: boolean } | null>(null);
  const onKnown = useCallback((hasTrailer: boolean) => setKnown({ key, hasTrailer }), [key]);
  const probe =
    ask && hydrated ? (
      <Suspense fallback={null}>
        <TrailerProbe {...target} onKnown={onKnown} />
      </Suspense>
    ) : null;
  return { hasTrailer: known?.key === key ? known.hasTrailer : undefined, probe };
}

/**
 * The detail page's main action: a link to the player, labelled by the spec's rule ('Watch Now',
 * 'Continue Watching', 'Start S1 E1', 'Continue S2 E5') once a player provider is configured, and
 * 'Watch trailer' while only the Trailer can play. Nothing that would end at a player with nothing
 * to show is offered (a show listing no episode; no provider and no trailer): "Where to watch"
 * instead, when the page has it.
 */
export function WatchButton({
  id,
  whereToWatch = false,
  factsOnly = false,
  ...input
}: WatchButtonProps) {
  const { i18n } = useLingui();
  const providers = useHasPlayerProviders();
  const target = watchAction(input, i18n);
  const { hasTrailer, probe } = useTrailerCheck(
    { type: input.type, id, season: target?.season },
    Boolean(target) && !providers && !factsOnly,
  );
  const action = playableAction(
    target,
    { providers, trailer: factsOnly ? false : hasTrailer },
    i18n,
  );
  let button: ReactNode = null;
  if (action) {
    button = (
      <Button
        component={RouterLink}
        to={action.to}
        variant="contained"
        size="large"
        startIcon={<PlayArrowIcon />}
        sx={{ minHeight: 44, px: 3 }}
      >
        {action.label}
      </Button>
    );
  } else if (whereToWatch) {
    button = (
      <Button
        variant="contained"
        size="large"
        onClick={() => focusSection(WHERE_TO_WATCH_ID)}
        sx={{ minHeight: 44, px: 3 }}
      >
        <Trans>Where to watch</Trans>
      </Button>
    );
  }
  return (
    <>
      {probe}
      {button}
    </>
  );
}
