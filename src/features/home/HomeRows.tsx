import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { useNearViewport } from '@/hooks/useNearViewport';

import { toCardItem } from '@/lib/mediaItem';
import { useGetFanFavoritesQuery } from '@/services/fanFavorites';
import { useGetPopularMoviesQuery } from '@/services/movies';
import { useGetTrendingQuery } from '@/services/trending';
import { useGetPopularTvQuery } from '@/services/tv';

import { MediaRow } from './MediaRow';

/** Spec: the home page shows at most 20 fan favorites. */
export const HOME_FAN_FAVORITES_LIMIT = 20;

export function TrendingRow() {
  const { t } = useLingui();
  const { data, isLoading, isError } = useGetTrendingQuery({ timeWindow: 'week' });
  const items = useMemo(
    () => (data?.results ?? []).map((item) => toCardItem(item, item.media_type)),
    [data],
  );
  return (
    <MediaRow
      title={t`Trending This Week`}
      to="/trending"
      items={items}
      isLoading={isLoading}
      isError={isError}
      showType
    />
  );
}

export function FanFavoritesRow() {
  const { t } = useLingui();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isLoading, isUninitialized, isError } = useGetFanFavoritesQuery('tv', {
    skip: !near,
  });
  const items = useMemo(
    () => (data ?? []).slice(0, HOME_FAN_FAVORITES_LIMIT).map((item) => toCardItem(item, 'tv')),
    [data],
  );
  return (
    <MediaRow
      ref={ref}
      title={t`Fan Favorites`}
      to="/fan-favorites"
      items={items}
      isLoading={isLoading || isUninitialized}
      isError={isError}
    />
  );
}

export function PopularMoviesRow() {
  const { t } = useLingui();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isLoading, isUninitialized, isError } = useGetPopularMoviesQuery(undefined, {
    skip: !near,
  });
  const items = useMemo(
    () => (data?.results ?? []).map((item) => toCardItem(item, 'movie')),
    [data],
  );
  return (
    <MediaRow
      ref={ref}
      title={t`Popular Movies`}
      to="/movies"
      items={items}
      isLoading={isLoading || isUninitialized}
      isError={isError}
    />
  );
}

export function PopularTvRow() {
  const { t } = useLingui();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isLoading, isUninitialized, isError } = useGetPopularTvQuery(undefined, {
    skip: !near,
  });
  const items = useMemo(() => (data?.results ?? []).map((item) => toCardItem(item, 'tv')), [data]);
  return (
    <MediaRow
      ref={ref}
      title={t`Popular TV Shows`}
      to="/tv-shows"
      items={items}
      isLoading={isLoading || isUninitialized}
      isError={isError}
    />
  );
}
