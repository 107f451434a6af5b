/**
 * The header suggestions' network edge: our `/api/suggest` and TMDB's `search/multi`, each answered per
 * query from a table, every query asked recorded. Tests add them with `server.use(...)`.
 */
import { http, HttpResponse } from 'msw';

import { SUGGEST_PATH } from '@common/suggest';
import type { SuggestAnswer, SuggestItem } from '@common/suggest';

import { collection, movie, paged, person, show } from './fixtures';

export const SUGGEST_URL = `*${SUGGEST_PATH}`;
export const MULTI_URL = '*/api/tmdb/search/multi';

/** The query a request asks for (`q` of ours, `query` of TMDB's). */
export const askedQuery = (request: Request) => {
  const params = new URL(request.url).searchParams;
  return params.get('q') ?? params.get('query') ?? '';
};

/** A suggest answer; `didYouMean` defaults to none. */
export const answer = (results: SuggestItem[], didYouMean: string[] = []): SuggestAnswer => ({
  results,
  didYouMean,
});

/** `/api/suggest` answering from `table` (nothing for other queries); queries asked go to `asked`. */
export function suggestFrom(table: Record<string, SuggestAnswer>, asked: string[] = []) {
  return http.get(SUGGEST_URL, ({ request }) => {
    const query = askedQuery(request);
    asked.push(query);
    return HttpResponse.json(table[query] ?? answer([]));
  });
}

/** `search/multi` answering page 1 from `table` (nothing for other queries), items as given. */
export function multiFrom(table: Record<string, object[]>, asked: string[] = []) {
  return http.get(MULTI_URL, ({ request }) => {
    const query = askedQuery(request);
    asked.push(query);
    return HttpResponse.json(paged(table[query] ?? []));
  });
}

/** Ours failing (a server error), every time. */
export const suggestFails = http.get(SUGGEST_URL, () =>
  HttpResponse.json({ message: 'Suggestions are down' }, { status: 500 }),
);
/** TMDB's failing (a server error), every time (the retries fail too). */
export const multiFails = http.get(MULTI_URL, () =>
  HttpResponse.json({ status_message: 'Search is down' }, { status: 500 }),
);

/** Both sources find nothing: for tests that type in the box but do not look at the list. */
export const findNothing = [suggestFrom({}), multiFrom({})];

/** The site on the live source (with it the header asks TMDB's search/multi too). */
export const liveSite = http.get('*/api/site', () =>
  HttpResponse.json({ name: 'Marquee', catalogue: 'tmdb', images: 'https://image.tmdb.org/t/p' }),
);

/** A film, a show, an actor, a collection and two more films, all matching "star". */
export const STAR_ITEMS: SuggestItem[] = [
  movie(101, { title: 'Star Wars', release_date: '1977-05-25' }),
  show(102, { name: 'Star Trek', first_air_date: '1966-09-08' }),
  person(103, { name: 'Starla Actor' }) as SuggestItem,
  { ...collection(104, { name: 'Star Wars Collection' }), media_type: 'collection' },
  movie(105, { title: 'Stardust', release_date: '2007-08-10' }),
  movie(106, { title: 'Starship Troopers', release_date: '1997-11-07' }),
];
