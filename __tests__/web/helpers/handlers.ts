import { http, HttpResponse } from 'msw';

import {
  collection,
  collectionDetails,
  collectionLists,
  homeCollection,
  listedCollection,
  movie,
  paged,
  person,
  personDetails,
  range,
  seasonDetails,
  show,
  tvDetails,
} from './fixtures';

const api = (path: string) => `*/api/tmdb/${path}`;
const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get('page') ?? '1');

/** A believable answer for every endpoint the screens call; tests override what they examine. */
export const defaultHandlers = [
  http.get('*/api/site', () =>
    HttpResponse.json({ name: 'Marquee', catalogue: 'demo', images: 'https://image.tmdb.org/t/p' }),
  ),
  http.get('*/api/stats', () =>
    HttpResponse.json({ movies: 12_453, tvShows: 840, fanFavorites: 200, collections: 18 }),
  ),
  http.get('*/api/collections', () =>
    HttpResponse.json(
      collectionLists({
        home: range(700, 6).map((id) => homeCollection(id)),
        all: range(700, 6).map((id) => listedCollection(id, id % 2 ? 'action' : 'fantasy')),
      }),
    ),
  ),
  http.get(api('trending/all/:window'), ({ request }) => {
    const page = pageOf(request);
    const base = page * 100;
    return HttpResponse.json(
      paged(
        [
          ...range(base, 10).map((id) => movie(id)),
          ...range(base + 50, 9).map((id) => show(id)),
          person(base + 90),
        ],
        page,
        50,
      ),
    );
  }),
  http.get(api('movie/popular'), ({ request }) =>
    HttpResponse.json(
      paged(
        range(2000).map((id) => movie(id)),
        pageOf(request),
        500,
      ),
    ),
  ),
  http.get(api('movie/top_rated'), ({ request }) => {
    const page = pageOf(request);
    return HttpResponse.json(
      paged(
        range(3000 + page * 20).map((id) => movie(id, { vote_average: 8.6 - page / 10 })),
        page,
        5,
      ),
    );
  }),
  http.get(api('tv/popular'), ({ request }) =>
    HttpResponse.json(
      paged(
        range(4000).map((id) => show(id)),
        pageOf(request),
        500,
      ),
    ),
  ),
  http.get(api('tv/top_rated'), ({ request }) => {
    const page = pageOf(request);
    return HttpResponse.json(
      paged(
        range(5000 + page * 20).map((id) => show(id, { vote_average: 8.8 - page / 10 })),
        page,
        5,
      ),
    );
  }),
  http.get(api('tv/airing_today'), ({ request }) =>
    HttpResponse.json(
      paged(
        range(6000).map((id) => show(id)),
        pageOf(request),
        3,
      ),
    ),
  ),
  http.get(api('discover/movie'), ({ request }) => {
    const page = pageOf(request);
    return HttpResponse.json(
      paged(
        range(7000 + page * 20).map((id) => movie(id)),
        page,
        500,
        10000,
      ),
    );
  }),
  http.get(api('tv/:id'), ({ params }) => HttpResponse.json(tvDetails(Number(params.id)))),
  http.get(api('movie/:id'), ({ params }) =>
    HttpResponse.json({ ...movie(Number(params.id)), credits: { cast: [] } }),
  ),
  // Title pages: similar and recommended lists, seasons, videos, people and collections.
  http.get(api(':type/:id/:list'), ({ params, request }) => {
    const { type, id, list } = params as Record<string, string>;
    // Other three-part paths (genre/movie/list) fall through to their own handlers.
    if (!type || !id || !['movie', 'tv'].includes(type) || !/^\d+$/.test(id)) return undefined;
    if (list === 'videos') return HttpResponse.json({ id: Number(id), results: [] });
    const page = pageOf(request);
    const base = Number(id) * 100 + page * 10;
    const items = range(base, 10).map((item) => (type === 'tv' ? show(item) : movie(item)));
    return HttpResponse.json(paged(items, page, 2));
  }),
  // The services "On my services" is chosen from: three in every region unless a test says otherwise.
  http.get(api('watch/providers/:type'), () =>
    HttpResponse.json({
      results: [
        { provider_id: 8, provider_name: 'Netflix', logo_path: null, display_priority: 0 },
        { provider_id: 337, provider_name: 'Disney Plus', logo_path: null, display_priority: 1 },
        { provider_id: 1899, provider_name: 'Max', logo_path: null, display_priority: 2 },
      ],
    }),
  ),
  // Where to watch: no offers anywhere unless a test says otherwise.
  http.get(api(':type/:id/watch/providers'), ({ params }) =>
    HttpResponse.json({ id: Number(params.id), results: {} }),
  ),
  http.get(api('tv/:id/season/:season'), ({ params }) =>
    HttpResponse.json(seasonDetails(Number(params.id), Number(params.season))),
  ),
  http.get(api('tv/:id/season/:season/videos'), ({ params }) =>
    HttpResponse.json({ id: Number(params.id), results: [] }),
  ),
  http.get(api('person/:id'), ({ params }) => HttpResponse.json(personDetails(Number(params.id)))),
  http.get(api('search/person'), () => HttpResponse.json(paged([person(31)]))),
  // The search page's other searches find nothing unless a test says otherwise (helpers/searchPage.ts).
  ...['multi', 'movie', 'tv'].map((kind) =>
    http.get(api(`search/${kind}`), () => HttpResponse.json(paged([], 1, 1, 0))),
  ),
  http.get(api('collection/:id'), ({ params }) =>
    HttpResponse.json(collectionDetails(Number(params.id))),
  ),
  http.get(api('search/collection'), ({ request }) => {
    const query = new URL(request.url).searchParams.get('query') ?? '';
    const seed = [...query].reduce((sum, char) => sum + char.charCodeAt(0), 0);
    return HttpResponse.json(paged([collection(seed), collection(seed + 1)]));
  }),
  http.get(api('genre/movie/list'), () =>
    HttpResponse.json({
      genres: [
        { id: 28, name: 'Action' },
        { id: 18, name: 'Drama' },
      ],
    }),
  ),
  http.get(api('genre/tv/list'), () =>
    HttpResponse.json({
      genres: [
        { id: 18, name: 'Drama' },
        { id: 10765, name: 'Sci-Fi & Fantasy' },
      ],
    }),
  ),
];
