import { useLingui } from '@lingui/react/macro';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import type { EpisodeLinks } from '@/lib/player';
import { isEpisodeKey } from '@/lib/player';
import { MIRRORED } from '@/lib/mirrored';

/**
 * The TV player's episode navigation (spec): 'Previous Episode' (on a season's first episode, the last
 * of the season before), 'View All', 'Next Episode' or 'Next Season'. `n` and `p` go to the next and
 * previous episode when focus is not in a text field.
 */
export const EpisodeNavigation = memo(function EpisodeNavigation({
  links,
}: {
  links: EpisodeLinks;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const next = links.next ?? links.nextSeason?.to;
  const { previous, previousSeason, nextSeason } = links;
  // The labels' numbers, named for their messages.
  const { season: previousSeasonNumber, episode: lastEpisode } = previousSeason ?? {};
  const nextSeasonNumber = nextSeason?.season;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isEpisodeKey(event)) return;
      const target = event.key === 'n' ? next : previous;
      if (!target) return;
      event.preventDefault();
      navigate(target);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [next, previous, navigate]);

  return (
    <Box
      component="nav"
      aria-label={t`Episodes`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {previous && (
        <Button
          component={RouterLink}
          to={previous}
          variant="outlined"
          color="inherit"
          startIcon={<ChevronLeftIcon className={MIRRORED} />}
          aria-keyshortcuts="p"
          aria-label={
            previousSeason
              ? t`Previous Episode: Season ${previousSeasonNumber}, Episode ${lastEpisode}`
              : undefined
          }
        >
          {t`Previous Episode`}
        </Button>
      )}
      <Button
        component={RouterLink}
        to={links.viewAll}
        variant="outlined"
        color="inherit"
        startIcon={<ViewListIcon />}
      >
        {t`View All`}
      </Button>
      {links.next && (
        <Button
          component={RouterLink}
          to={links.next}
          variant="contained"
          endIcon={<ChevronRightIcon className={MIRRORED} />}
          aria-keyshortcuts="n"
        >
          {t`Next Episode`}
        </Button>
      )}
      {!links.next && nextSeason && (
        <Button
          component={RouterLink}
          to={nextSeason.to}
          variant="contained"
          endIcon={<ChevronRightIcon className={MIRRORED} />}
          aria-keyshortcuts="n"
          aria-label={t`Next Season: Season ${nextSeasonNumber}, Episode 1`}
        >
          {t`Next Season`}
        </Button>
      )}
    </Box>
  );
});
