import type { MediaType } from '@common/mediaType';
import type { MovieListItem, Paged, TvListItem, Video, Videos } from '@common/tmdb';

import { FRESHNESS, tmdbApi } from './tmdbApi';

/** The two lists under a title's details: 'Similar Content' and 'You May Also Like'. */
export type RelatedList = 'similar' | 'recommendations';

export interface RelatedArgs {
  type: MediaType;
  id: number;
  list: RelatedList;
}

export type RelatedItem = MovieListItem | TvListItem;

export interface TitleVideosArgs {
  type: MediaType;
  id: number;
  /** For a show: try this season's videos first, falling back to the show's (spec). */
  season?: number;
}

export interface TitleVideos {
  results: Video[];
  /** True when the videos are the season's own, false when they are the show's or a movie's. */
  seasonSpecific: boolean;
}

export const titlesApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Similar titles or recommendations, page by page: `fetchNextPage` asks for page + 1 while it is
     * within total_pages (spec's 'Load More').
     */
    getRelatedTitles: build.infiniteQuery<Paged<RelatedItem>, RelatedArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) =>
          lastPage.page < lastPage.total_pages ? lastPage.page + 1 : undefined,
      },
      query: ({ queryArg: { type, id, list }, pageParam }) => ({
        url: `${type}/${id}/${list}`,
        params: { page: pageParam },
      }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
    /** Videos of a title, fetched only when the visitor opens them. */
    getTitleVideos: build.query<TitleVideos, TitleVideosArgs>({
      async queryFn({ type, id, season }, _api, _extraOptions, baseQuery) {
        if (type === 'tv' && season !== undefined) {
          const seasonVideos = await baseQuery(`tv/${id}/season/${season}/videos`);
          const results = (seasonVideos.data as Videos | undefined)?.results ?? [];
          if (results.length > 0) return { data: { results, seasonSpecific: true } };
        }
        const videos = await baseQuery(`${type}/${id}/videos`);
        if (videos.error) return { error: videos.error };
        return { data: { results: (videos.data as Videos).results ?? [], seasonSpecific: false } };
      },
      keepUnusedDataFor: FRESHNESS.short,
    }),
  }),
});

export const { useGetRelatedTitlesInfiniteQuery, useGetTitleVideosQuery } = titlesApi;
