import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MovieIcon from '@mui/icons-material/Movie';
import TvIcon from '@mui/icons-material/Tv';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { CatalogueStats } from '@common/catalogueStats';
import { roundedFigure } from '@/features/home/figures';
import { useGetCatalogueStatsQuery } from '@/services/catalogueStats';

interface StatTile {
  to: string;
  figure: keyof CatalogueStats;
  label: MessageDescriptor;
  Icon: SvgIconComponent;
}

/**
 * Spec: four tiles under the hero with these targets. Their figures are the catalogue's own, counted
 * by the server (DECISIONS.md: numbers are true), not the spec's constants.
 */
export const STAT_TILES: readonly StatTile[] = [
  { to: '/movies', figure: 'movies', label: msg`Movies`, Icon: MovieIcon },
  { to: '/tv-shows', figure: 'tvShows', label: msg`TV Shows`, Icon: TvIcon },
  { to: '/fan-favorites', figure: 'fanFavorites', label: msg`Fan Favorites`, Icon: FavoriteIcon },
  {
    to: '/collections',
    figure: 'collections',
    label: msg`Collections`,
    Icon: CollectionsBookmarkIcon,
  },
];

/** The figure's line: 1.5rem type, one line tall whatever it holds, so nothing moves when it arrives. */
const FIGURE_HEIGHT = '1.65rem';

/**
 * What stands where a tile's figure goes: the rounded count; nothing while it is counted; a word
 * rather than a made-up number when the catalogue could not be counted.
 */
function figureText(
  value: number | null | undefined,
  loading: boolean,
  browse: string,
  locale: string,
): string | null {
  if (typeof value === 'number') return roundedFigure(value, locale);
  return loading ? null : browse;
}

/** The catalogue at a glance: four tiles linking to the main lists, with their true figures. */
export function StatTiles() {
  const { data, isLoading } = useGetCatalogueStatsQuery();
  const { t, i18n } = useLingui();
  return (
    <Box
      component="ul"
      aria-label={t`Browse the catalogue`}
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
      {STAT_TILES.map(({ to, figure, label, Icon }) => (
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
                sx={{
                  display: 'block',
                  height: FIGURE_HEIGHT,
                  fontSize: '1.5rem',
                  fontWeight: 800,
                  lineHeight: 1.1,
                }}
              >
                {figureText(data?.[figure], isLoading, t`Browse`, i18n.locale)}
              </Typography>
              <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {t(label)}
              </Typography>
            </Box>
          </Link>
        </li>
      ))}
    </Box>
  );
}
