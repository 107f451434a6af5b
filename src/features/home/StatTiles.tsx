import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MovieIcon from '@mui/icons-material/Movie';
import TvIcon from '@mui/icons-material/Tv';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface StatTile {
  to: string;
  value: string;
  label: string;
  Icon: SvgIconComponent;
}

/** Spec: four tiles under the hero with these figures and targets. */
export const STAT_TILES: readonly StatTile[] = [
  { to: '/movies', value: '1M+', label: 'Movies', Icon: MovieIcon },
  { to: '/tv-shows', value: '1M+', label: 'TV Shows', Icon: TvIcon },
  { to: '/fan-favorites', value: '100+', label: 'Fan Favorites', Icon: FavoriteIcon },
  { to: '/collections', value: '1000+', label: 'Collections', Icon: CollectionsBookmarkIcon },
];

/** The catalogue at a glance: four tiles linking to the main lists. */
export function StatTiles() {
  return (
    <Box
      component="ul"
      aria-label="Browse the catalogue"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        mt: { xs: 2, md: 3 },
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {STAT_TILES.map(({ to, value, label, Icon }) => (
        <li key={to}>
          <Link
            component={RouterLink}
            to={to}
            underline="none"
            color="inherit"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              height: '100%',
              p: { xs: 1.5, md: 2 },
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              transition: 'border-color 150ms ease, transform 150ms ease',
              '&:hover, &:focus-visible': { borderColor: 'primary.main' },
              '@media (prefers-reduced-motion: no-preference)': {
                '&:hover': { transform: 'translateY(-2px)' },
              },
            }}
          >
            <Icon aria-hidden sx={{ fontSize: 32, color: 'primary.main' }} />
            <Box>
              <Typography
                component="span"
                sx={{ display: 'block', fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.1 }}
              >
                {value}
              </Typography>
              <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {label}
              </Typography>
            </Box>
          </Link>
        </li>
      ))}
    </Box>
  );
}
