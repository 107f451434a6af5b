import type { Episode, Paged, TvDetails, TvListItem } from '@common/tmdb';

import { FRESHNESS, tmdbApi } from './tmdbApi';

/** A show airing today with the episode that aired: the home page's Latest Episodes row. */
export interface LatestEpisode {
  episode: Episode;
  show: Pick<TvDetails, 'id' | 'name' | 'backdrop_path' | 'poster_path'>;
}

/** Spec: the home page reads the detail of the first 6 shows airing today. */
export const LATEST_EPISODE_SHOWS = 6;

/**
 * Whether the show's season list holds the episode, so that its player can play it: TMDB may name a
 * latest episode of a season it does not list (yet), which would open on 'Media not found'.
 */
function listsEpisode(show: TvDetails, episode: Episode): boolean {
  return (show.seasons ?? []).some(
    (season) =>
      season.season_number === episode.season_number &&
      season.episode_count >= episode.episode_number,
  );
}

export const latestEpisodesApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Page 1 of airing today, then the detail of the first six shows in parallel. A show whose detail
     * fails, that has no last episode, or whose last episode its seasons do not list, is left out; if
     * the list itself fails the row is empty (spec).
     */
    getLatestEpisodes: build.query<LatestEpisode[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const list = await baseQuery({ url: 'tv/airing_today', params: { page: 1 } });
        if (list.error) {
          console.warn('Airing today could not be loaded', list.error);
          return { data: [] };
        }
        const shows = (list.data as Paged<TvListItem>).results.slice(0, LATEST_EPISODE_SHOWS);
        const details = await Promise.all(
          shows.map((show) =>
            baseQuery({ url: `tv/${show.id}`, params: { append_to_response: 'season/1' } }),
          ),
        );
        const episodes: LatestEpisode[] = [];
        for (const detail of details) {
          const show = detail.data as TvDetails | undefined;
          const episode = show?.last_episode_to_air;
          if (!show || !episode || !listsEpisode(show, episode)) continue;
          episodes.push({
            episode,
            show: {
              id: show.id,
              name: show.name,
              backdrop_path: show.backdrop_path ?? null,
              poster_path: show.poster_path,
            },
          });
        }
        return { data: episodes };
      },
      keepUnusedDataFor: FRESHNESS.short,
    }),
  }),
});

export const { useGetLatestEpisodesQuery } = latestEpisodesApi;
