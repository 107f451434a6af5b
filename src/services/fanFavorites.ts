import { FRESHNESS, tmdbApi } from './tmdbApi';
import { FAN_FAVORITE_SOURCE_PAGES, fanFavoritesOf } from '@common/catalogueLists';
import type { MediaType } from '@common/mediaType';
import type { MovieListItem, Paged, TvListItem } from '@common/tmdb';

export type FanFavorite =
  (MovieListItem & { media_type: 'movie' }) | (TvListItem & { media_type: 'tv' });

export const fanFavoritesApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The top-rated titles of one media type with a rating of 7.5 or more; filtering, sorting and paging
     * happen in the browser. A failure is logged and gives an empty list (spec).
     */
    getFanFavorites: build.query<FanFavorite[], MediaType>({
      async queryFn(mediaType, _api, _extra, baseQuery) {
        const pages = await Promise.all(
          Array.from({ length: FAN_FAVORITE_SOURCE_PAGES }, (_, index) =>
            baseQuery({ url: `${mediaType}/top_rated`, params: { page: index + 1 } }),
          ),
        );
        const found: (MovieListItem | TvListItem)[] = [];
        for (const page of pages) {
          if (page.error) {
            console.warn(`Fan favorites (${mediaType}) page failed`, page.error);
            continue;
          }
          found.push(...(page.data as Paged<MovieListItem | TvListItem>).results);
        }
        const items = fanFavoritesOf(found).map(
          (item) => ({ ...item, media_type: mediaType }) as FanFavorite,
        );
        return { data: items };
      },
      // Spec: no cache; the screen polls every 30 s and refetches on mount and focus.
      keepUnusedDataFor: FRESHNESS.none,
    }),
  }),
});

export const FAN_FAVORITES_POLL_MS = 30_000;

export const { useGetFanFavoritesQuery } = fanFavoritesApi;
