import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';

import { useAppSelector } from '@/app/hooks';
import { FollowedShowsProvider } from '@/features/calendar/FollowedShowsProvider';
import { selectContinueWatching } from '@/features/lists/continueWatching/continueWatchingSlice';

import { CollectionsRow } from '@/features/home/CollectionsRow';
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
import type { PageData } from '@/app/hooks';
import { catalogueStatsApi } from '@/services/catalogueStats';
import { trendingApi } from '@/services/trending';

// Only a returning visitor has titles in progress: the row's code (cards with progress and a remove
// button) loads for them alone, below the hero.
const ContinueWatchingSection = lazy(
  () => import(/* webpackChunkName: "continue-watching-row" */ './ContinueWatchingSection'),
);

// For You's row and its ranking load only for a visitor who has saved, rated or watched something.
const ForYouSection = lazy(() => import(/* webpackChunkName: "for-you-row" */ './ForYouSection'));

/** Home (/): the trending hero, the four stat tiles, then the rows in the spec's order. */
export default function HomePage() {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const watching = useAppSelector((state) => selectContinueWatching(state).length > 0);
  const tasteKnown = useAppSelector(
    (state) =>
      state.favorites.items.length > 0 ||
      state.watchlist.items.length > 0 ||
      Object.keys(state.ratings.byTitle).length > 0 ||
      Object.keys(state.diary.entries).length > 0,
  );
  // A followed show's card in the rows marks a new episode (the calendar feature).
  return (
    <FollowedShowsProvider>
      <Typography component="h1" sx={visuallyHidden}>
        {`${site.name} home`}
      </Typography>
      <HeroCarousel />
      <Box sx={{ maxWidth: 'xxl', mx: 'auto', px: { xs: 2, sm: 3, lg: 4 }, pb: 6 }}>
        <StatTiles />
        {watching && (
          <Suspense fallback={null}>
            <ContinueWatchingSection />
          </Suspense>
        )}
        {tasteKnown && (
          <Suspense fallback={null}>
            <ForYouSection />
          </Suspense>
        )}
        <LatestEpisodes />
        <TrendingRow />
        <FanFavoritesRow />
        <PopularMoviesRow />
        <CollectionsRow />
        <PopularTvRow />
      </Box>
    </FollowedShowsProvider>
  );
}

/** The hero's and first row's trending week, and the stat tiles' figures (the rows below wait). */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch) => {
        return [
          dispatch(trendingApi.endpoints.getTrending.initiate({ timeWindow: 'week' })),
          dispatch(catalogueStatsApi.endpoints.getCatalogueStats.initiate()),
        ];
      }
    : undefined;
