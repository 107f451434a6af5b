import { tmdbApi } from '@/services/tmdbApi';

/** The lists under a title (similar, recommendations) are asked for as its page asks: page 1. */
const PAGED = /^\/(movie|tv)\/\d+\/(similar|recommendations)$/;

/**
 * One public list For You reads (`/movie/550/recommendations`, `/discover/movie?with_genres=18&…`),
 * sent exactly as the page that shows it sends it, so the server's cache answers both alike.
 */
export const forYouApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getTasteList: build.query<unknown, string>({
      query: (path) => {
        const url = new URL(path, 'http://x');
        const params = Object.fromEntries(url.searchParams);
        if (PAGED.test(url.pathname)) params.page ??= '1';
        return { url: url.pathname.slice(1), params };
      },
    }),
  }),
});
