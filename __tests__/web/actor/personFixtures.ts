/**
 * Invented people and credits in the shape of TMDB's `person/{id}?append_to_response=
 * combined_credits,images,external_ids` and `search/person`. Names, places and texts are made up.
 */
import { http, HttpResponse } from 'msw';

import type { PersonCredit } from '@common/tmdb';

import { movie, paged, person, show } from '../helpers/fixtures';
import { server } from '../helpers/server';

export const MARA_ID = 901;

/** A movie credit: film `id` with a popularity (higher first) and the character played. */
export function movieCredit(id: number, overrides: Record<string, unknown> = {}): PersonCredit {
  return {
    ...movie(id),
    original_title: `Movie ${id}`,
    adult: false,
    video: false,
    character: `Role ${id}`,
    credit_id: `credit-m-${id}`,
    order: 2,
    ...overrides,
  } as PersonCredit;
}

/** A TV credit: show `id`, as TMDB lists a guest appearance (one row per credit). */
export function tvCredit(id: number, overrides: Record<string, unknown> = {}): PersonCredit {
  return {
    ...show(id),
    original_name: `Show ${id}`,
    origin_country: ['US'],
    adult: false,
    character: 'Self',
    credit_id: `credit-t-${id}-${String(overrides.character ?? 'self')}`,
    episode_count: 1,
    ...overrides,
  } as PersonCredit;
}

/** 25 movies (popularity 100 down to 76) and 4 shows, one of them credited twice. */
export function maraCredits(): PersonCredit[] {
  return [
    ...Array.from({ length: 25 }, (_, index) =>
      movieCredit(100 + index, {
        title: `Film ${String.fromCharCode(90 - index)}`,
        popularity: 100 - index,
        release_date: `${2000 + ((index * 7) % 25)}-06-01`,
        vote_average: 5 + ((index * 3) % 40) / 10,
      }),
    ),
    tvCredit(500, { name: 'Late Talk', popularity: 10 }),
    tvCredit(501, { name: 'Harbour Lights', popularity: 40, character: 'Dr. Vale' }),
    tvCredit(500, { name: 'Late Talk', popularity: 60, character: 'Guest host' }),
    tvCredit(502, { name: 'Quiet Acres', popularity: 5 }),
  ];
}

/** An invented actor in TMDB's person shape, with credits, pictures and social ids. */
export function personDetails(id = MARA_ID, overrides: Record<string, unknown> = {}) {
  return {
    adult: false,
    also_known_as: [],
    biography: '',
    birthday: '1963-12-18',
    deathday: null,
    gender: 1,
    homepage: null,
    id,
    imdb_id: 'nm9000901',
    known_for_department: 'Acting',
    name: 'Mara Quill',
    place_of_birth: 'Tallow Springs, Oregon, USA',
    popularity: 12.5,
    profile_path: '/mara-quill.jpg',
    combined_credits: { cast: maraCredits(), crew: [] },
    images: {
      profiles: [{ file_path: '/mara-quill.jpg', aspect_ratio: 0.667, width: 500, height: 750 }],
    },
    external_ids: {
      imdb_id: 'nm9000901',
      facebook_id: null,
      instagram_id: 'mara.quill',
      tiktok_id: null,
      twitter_id: 'maraquill',
      youtube_id: null,
      wikidata_id: null,
    },
    ...overrides,
  };
}

export const DARA_ID = 902;

/** A crew credit: title `id` of `type`, one job (TMDB lists a person once per job on a title). */
export function crewCredit(
  type: 'movie' | 'tv',
  id: number,
  job: string,
  department: string,
  overrides: Record<string, unknown> = {},
): PersonCredit {
  const base = type === 'movie' ? movieCredit(id) : tvCredit(id);
  const {
    character: _played,
    order: _billed,
    ...title
  } = base as PersonCredit & { order?: number };
  return {
    ...title,
    credit_id: `credit-${type}-${id}-${job}`,
    department,
    job,
    ...overrides,
  } as PersonCredit;
}

/** The films the invented director directed, most popular first. */
export const DARA_FILMS = [
  'Dusk Harbour',
  'Iron Orchard',
  'Paper Lanterns',
  'Salt Road',
  'The Long Field',
  'Winter Glass',
  'Copper Sky',
  'Night Ferry',
];

/**
 * An invented director: eight films directed (one also written, one credited twice as director), a
 * show created, and one acting part in a film of someone else's.
 */
export function directorDetails(overrides: Record<string, unknown> = {}) {
  return personDetails(DARA_ID, {
    name: 'Dara Fenwick',
    known_for_department: 'Directing',
    imdb_id: null,
    external_ids: { imdb_id: null },
    profile_path: null,
    combined_credits: {
      cast: [movieCredit(300, { title: 'Cameo Film', popularity: 5, character: 'Ferry captain' })],
      crew: [
        ...DARA_FILMS.map((title, index) =>
          crewCredit('movie', 200 + index, 'Director', 'Directing', {
            title,
            popularity: 80 - index,
          }),
        ),
        crewCredit('movie', 200, 'Screenplay', 'Writing', {
          title: 'Dusk Harbour',
          popularity: 80,
        }),
        crewCredit('movie', 201, 'Director', 'Directing', {
          title: 'Iron Orchard',
          popularity: 79,
          credit_id: 'credit-again',
        }),
        crewCredit('tv', 600, 'Creator', 'Creator', { name: 'Tideline', popularity: 30 }),
      ],
    },
    ...overrides,
  });
}

/** TMDB's 404 body for a person it does not have. */
export const NOT_FOUND_BODY = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};

/** A promise and the function that settles it: holds answers until a test has looked. */
export function gate() {
  let open = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

/** An upstream failure as the server passes it on. */
export const SERVER_ERROR_BODY = {
  success: false,
  status_code: 11,
  status_message: 'Internal error: the catalogue is resting.',
};

type Answer = Record<string, unknown> | { status: number; body: Record<string, unknown> };

/**
 * Answers `person/{id}` from `people` (a person, or a status and body) and 404 for anyone else;
 * returns the ids asked for, one entry per request, so tests can count calls and retries. With
 * `hold`, answers wait for it (to look at the loading state).
 */
export function answerPeople(people: Record<number, Answer>, hold?: Promise<void>) {
  const asked: number[] = [];
  server.use(
    http.get('*/api/tmdb/person/:id', async ({ params, request }) => {
      const id = Number(params.id);
      asked.push(id);
      await hold;
      const append = new URL(request.url).searchParams.get('append_to_response');
      if (append !== 'combined_credits,images,external_ids') {
        return HttpResponse.json({ error: `unexpected append ${append}` }, { status: 400 });
      }
      const answer = people[id];
      if (!answer) return HttpResponse.json(NOT_FOUND_BODY, { status: 404 });
      if ('status' in answer && typeof answer.status === 'number' && 'body' in answer) {
        return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
      }
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

/** Answers `search/person` from `byQuery` (no results for other names); returns the queries. */
export function answerPeopleSearch(byQuery: Record<string, number[]>) {
  const queries: string[] = [];
  server.use(
    http.get('*/api/tmdb/search/person', ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      queries.push(query);
      const ids = byQuery[query] ?? [];
      return HttpResponse.json(
        paged(
          ids.map((id) => person(id, { name: id === MARA_ID ? 'Mara Quill' : `Person ${id}` })),
        ),
      );
    }),
  );
  return queries;
}
