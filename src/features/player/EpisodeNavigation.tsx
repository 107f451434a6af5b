import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import type { EpisodeLinks } from '@/lib/player';
import { isEpisodeKey } from '@/lib/player';

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
  const navigate = useNavigate();
  const next = links.next ?? links.nextSeason?.to;
  const { previous } = links;

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
      aria-label="Episodes"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {previous && (
        <Button
          component={RouterLink}
          to={previous}
          variant="outlined"
          color="inherit"
          startIcon={<ChevronLeftIcon />}
          aria-keyshortcuts="p"
          aria-label={
            links.previousSeason
              ? `Previous Episode: Season ${links.previousSeason.season}, Episode ${links.previousSeason.episode}`
              : undefined
          }
        >
          Previous Episode
        </Button>
      )}
      <Button
        component={RouterLink}
        to={links.viewAll}
        variant="outlined"
        color="inherit"
        startIcon={<ViewListIcon />}
      >
        View All
      </Button>
      {links.next && (
        <Button
          component={RouterLink}
          to={links.next}
          variant="contained"
          endIcon={<ChevronRightIcon />}
          aria-keyshortcuts="n"
        >
          Next Episode
        </Button>
      )}
      {!links.next && links.nextSeason && (
        <Button
          component={RouterLink}
          to={links.nextSeason.to}
          variant="contained"
          endIcon={<ChevronRightIcon />}
          aria-keyshortcuts="n"
          aria-label={`Next Season: Season ${links.nextSeason.season}, Episode 1`}
        >
          Next Season
        </Button>
      )}
    </Box>
  );
});
