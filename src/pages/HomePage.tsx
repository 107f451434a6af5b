import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { CollectionsRow } from '@/features/home/CollectionsRow';
import { ContinueWatchingRow } from '@/features/home/ContinueWatchingRow';
import { HeroCarousel } from '@/features/home/HeroCarousel';
import {
  FanFavoritesRow,
  PopularMoviesRow,
  PopularTvRow,
  TrendingRow,
} from '@/features/home/HomeRows';
import { LatestEpisodes } from '@/features/home/LatestEpisodes';
import { StatTiles } from '@/features/home/StatTiles';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import { useResumeEntries } from './useResumeEntries';

/** Home (/): the trending hero, the four stat tiles, then the rows in the spec's order. */
export default function HomePage() {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const continueWatching = useResumeEntries();
  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        {`${site.name} home`}
      </Typography>
      <HeroCarousel />
      <Box sx={{ maxWidth: 'xxl', mx: 'auto', px: { xs: 2, sm: 3, lg: 4 }, pb: 6 }}>
        <StatTiles />
        <ContinueWatchingRow items={continueWatching.items} onRemove={continueWatching.remove} />
        <LatestEpisodes />
        <TrendingRow />
        <FanFavoritesRow />
        <PopularMoviesRow />
        <CollectionsRow />
        <PopularTvRow />
      </Box>
    </>
  );
}
