import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { useHydrated } from '@/hooks/useHydrated';
import { WHERE_TO_WATCH_ID, focusSection } from '@/lib/focusSection';
import { playableAction, watchAction } from '@/lib/watchButton';
import type { WatchButtonInput } from '@/lib/watchButton';
import { pickTrailer } from '@/lib/youtube';
import { useHasPlayerProviders } from '@/services/site';
import { useGetTitleVideosQuery } from '@/services/titles';

interface WatchButtonProps extends WatchButtonInput {
  /** The title's TMDB id (whose trailer plays when no provider is configured). */
  id: number;
  /** The page shows "Where to watch": a title with nothing to play points there instead. */
  whereToWatch?: boolean;
  /** The demo knows the title by its facts alone: it has no trailer. */
  factsOnly?: boolean;
}

/**
 * Whether the title has a trailer the player page can play (on an episode's page, the season's or
 * else the show's, as the player picks it): undefined until known. Asked only when it decides the
 * button (no provider), and only in the browser: the server's render, and the hydration of it, show
 * the button, which goes if the answer says there is nothing to play.
 */
function useHasTrailer(
  { type, id, season }: { type: WatchButtonInput['type']; id: number; season?: number },
  ask: boolean,
): boolean | undefined {
  const hydrated = useHydrated();
  const videos = useGetTitleVideosQuery({ type, id, season }, { skip: !ask || !hydrated });
  if (!videos.currentData) return undefined;
  return pickTrailer(videos.currentData.results) !== undefined;
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
  const providers = useHasPlayerProviders();
  const target = watchAction(input);
  const trailer = useHasTrailer(
    { type: input.type, id, season: target?.season },
    Boolean(target) && !providers && !factsOnly,
  );
  const action = playableAction(target, { providers, trailer: factsOnly ? false : trailer });
  if (!action) {
    return whereToWatch ? (
      <Button
        variant="contained"
        size="large"
        onClick={() => focusSection(WHERE_TO_WATCH_ID)}
        sx={{ minHeight: 44, px: 3 }}
      >
        Where to watch
      </Button>
    ) : null;
  }
  return (
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
}
