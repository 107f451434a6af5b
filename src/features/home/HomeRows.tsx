import { useMemo } from 'react';

import { toCardItem } from '@/lib/mediaItem';
import { useGetFanFavoritesQuery } from '@/services/fanFavorites';
import { useGetPopularMoviesQuery } from '@/services/movies';
import { useGetTrendingQuery } from '@/services/trending';
import { useGetPopularTvQuery } from '@/services/tv';

import { MediaRow } from './MediaRow';

/** Spec: the home page shows at most 20 fan favorites. */
export const HOME_FAN_FAVORITES_LIMIT = 20;

export function TrendingRow() {
  const { data, isLoading, isError } = useGetTrendingQuery({ timeWindow: 'week' });
  const items = useMemo(
    () => (data?.results ?? []).map((item) => toCardItem(item, item.media_type)),
    [data],
  );
  return (
    <MediaRow
      title="Trending This Week"
      to="/trending"
      items={items}
      isLoading={isLoading}
      isError={isError}
      showType
    />
  );
}

export function FanFavoritesRow() {
  const { data, isLoading, isError } = useGetFanFavoritesQuery('tv');
  const items = useMemo(
    () => (data ?? []).slice(0, HOME_FAN_FAVORITES_LIMIT).map((item) => toCardItem(item, 'tv')),
    [data],
  );
  return (
    <MediaRow
      title="Fan Favorites"
      to="/fan-favorites"
      items={items}
      isLoading={isLoading}
      isError={isError}
    />
  );
}

export function PopularMoviesRow() {
  const { data, isLoading, isError } = useGetPopularMoviesQuery();
  const items = useMemo(
    () => (data?.results ?? []).map((item) => toCardItem(item, 'movie')),
    [data],
  );
  return (
    <MediaRow
      title="Popular Movies"
      to="/movies"
      items={items}
      isLoading={isLoading}
      isError={isError}
    />
  );
}

export function PopularTvRow() {
  const { data, isLoading, isError } = useGetPopularTvQuery();
  const items = useMemo(() => (data?.results ?? []).map((item) => toCardItem(item, 'tv')), [data]);
  return (
    <MediaRow
      title="Popular TV Shows"
      to="/tv-shows"
      items={items}
      isLoading={isLoading}
      isError={isError}
    />
  );
}
