/**
 * `GET /api/suggest` on the real server over the real demo catalogue: typos forgiven, exact and prefix
 * matches first and popular titles above obscure ones, limits, and every hostile query answered 200
 * (also by the demo's TMDB-shaped search endpoints, which hand the same text to SQLite FTS5).
 */
import zlib from 'node:zlib';

import Fastify from 'fastify';

import { SUGGEST_MAX_LIMIT } from '../../common/suggest';
import type { SuggestAnswer, SuggestItem } from '../../common/suggest';
import { normalizeTitle } from '../../common/normalizeTitle';
import { CacheBudget } from '../../server/cacheBudget';
import { suggestRoutes } from '../../server/suggest/routes';
import type { Suggestions } from '../../server/suggest/suggestions';
import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';

jest.setTimeout(60_000);

let demo: DemoApp;
beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(async () => {
  await demo.close();
});

const suggest = async (q: string, limit?: number | string): Promise<SuggestAnswer> => {
  const extra = limit === undefined ? '' : `&limit=${encodeURIComponent(String(limit))}`;
  const res = await demo.get(`/api/suggest?q=${encodeURIComponent(q)}${extra}`);
  expect({ q, status: res.status }).toEqual({ q, status: 200 });
  return res.body as SuggestAnswer;
};

const nameOf = (item: SuggestItem) => ('title' in item ? item.title : item.name);
const ref = (item: SuggestItem) => `${item.media_type}:${item.id}`;
/** Collections (search/collection's shape) carry no popularity of their own. */
const popularityOf = (item: SuggestItem) => ('popularity' in item ? item.popularity! : NaN);

/** A name's normalised form, and the same without a leading article. */
const startsOf = (name: string) => {
  const norm = normalizeTitle(name);
  return [norm, norm.replace(/^(the|a|an) /, '')];
};

/**
 * Misspellings and the entry each should find (ids of the demo catalogue). `corrected`: the query is
 * not found as typed, so the entry's name is also offered in didYouMean.
 */
const TABLE: { q: string; want: string; name: string; corrected: boolean }[] = [
  // The issue's own.
  { q: 'godfahter', want: 'movie:238', name: 'The Godfather', corrected: true },
  { q: 'spiderman', want: 'movie:557', name: 'Spider-Man', corrected: true },
  { q: 'amelie', want: 'movie:194', name: 'Amélie', corrected: false },
  { q: 'star wrs', want: 'movie:11', name: 'Star Wars', corrected: true },
  { q: 'star wrs', want: 'collection:10', name: 'Star Wars Collection', corrected: true },
  { q: 'brad pit', want: 'person:287', name: 'Brad Pitt', corrected: false },
  // Transposed letters.
  { q: 'matirx', want: 'movie:603', name: 'The Matrix', corrected: true },
  { q: 'stranger thigns', want: 'tv:66732', name: 'Stranger Things', corrected: true },
  { q: 'tom hnaks', want: 'person:31', name: 'Tom Hanks', corrected: true },
  { q: 'the dark knigth', want: 'movie:155', name: 'The Dark Knight', corrected: true },
  // A letter missing, extra or wrong; two of them.
  { q: 'incepton', want: 'movie:27205', name: 'Inception', corrected: true },
  { q: 'braking bad', want: 'tv:1396', name: 'Breaking Bad', corrected: true },
  { q: 'jurasic park', want: 'movie:329', name: 'Jurassic Park', corrected: true },
  { q: 'forest gump', want: 'movie:13', name: 'Forrest Gump', corrected: true },
  { q: 'gladiatr', want: 'movie:98', name: 'Gladiator', corrected: true },
  { q: 'keanu reves', want: 'person:6384', name: 'Keanu Reeves', corrected: true },
  { q: 'scarlett johanson', want: 'person:1245', name: 'Scarlett Johansson', corrected: true },
  {
    q: 'the shawshenk redemption',
    want: 'movie:278',
    name: 'The Shawshank Redemption',
    corrected: true,
  },
  { q: 'interstelar', want: 'movie:157336', name: 'Interstellar', corrected: true },
  { q: 'the ofice', want: 'tv:2316', name: 'The Office', corrected: true },
  { q: 'avengrs', want: 'movie:24428', name: 'The Avengers', corrected: true },
  // Spaces missing or extra, words in another order or left out, accents and case.
  { q: 'pulpfiction', want: 'movie:680', name: 'Pulp Fiction', corrected: true },
  { q: 'inter stellar', want: 'movie:157336', name: 'Interstellar', corrected: true },
  { q: 'leonardo di caprio', want: 'person:6193', name: 'Leonardo DiCaprio', corrected: true },
  {
    q: 'lord rings',
    want: 'movie:120',
    name: 'The Lord of the Rings: The Fellowship of the Ring',
    corrected: false,
  },
  {
    q: 'pirates carribean',
    want: 'movie:1865',
    name: 'Pirates of the Caribbean: On Stranger Tides',
    corrected: true,
  },
  { q: 'AMÉLIE', want: 'movie:194', name: 'Amélie', corrected: false },
  { q: 'gam of thrones', want: 'tv:1399', name: 'Game of Thrones', corrected: false },
  // Part of a word, while typing.
  { q: 'godfaht', want: 'movie:238', name: 'The Godfather', corrected: true },
  {
    q: 'harry pott',
    want: 'movie:671',
    name: "Harry Potter and the Philosopher's Stone",
    corrected: false,
  },
];

describe('the misspelling table', () => {
  it.each(TABLE)('$q finds $name', async ({ q, want, name, corrected }) => {
    const answer = await suggest(q);
    expect(answer.results.slice(0, 5).map(ref)).toContain(want);
    if (corrected) expect(answer.didYouMean).toContain(name);
    else expect(answer.didYouMean).toEqual([]);
  });

  it('forgives two typos in a two-word query: "brakng bda" is Breaking Bad, first and corrected', async () => {
    for (const q of ['brakng bda', 'the brakng bda', 'bda brakng']) {
      const answer = await suggest(q);
      expect({ q, first: ref(answer.results[0]!) }).toEqual({ q, first: 'tv:1396' });
      expect(answer.didYouMean[0]).toBe('Breaking Bad');
    }
    // Each word still has to be near a word of its own: nonsense finds nothing.
    expect(await suggest('brakng qzx')).toEqual({ results: [], didYouMean: [] });
    expect(await suggest('xqzvw kqz')).toEqual({ results: [], didYouMean: [] });
  });

  it('offers at most three distinct corrections, and none when the query was found as typed', async () => {
    const answer = await suggest('godfahter');
    expect(answer.didYouMean.length).toBeLessThanOrEqual(3);
    expect(new Set(answer.didYouMean).size).toBe(answer.didYouMean.length);
    expect(answer.didYouMean[0]).toBe('The Godfather');
    expect((await suggest('the godfather')).didYouMean).toEqual([]);
    expect((await suggest('zzqxvvk')).didYouMean).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts the exact title first, above more popular titles that merely start with it', async () => {
    const starWars = await suggest('star wars');
    expect(ref(starWars.results[0]!)).toBe('movie:11');
    expect(popularityOf(starWars.results[1]!)).toBeGreaterThan(popularityOf(starWars.results[0]!));
    expect(ref((await suggest('spider-man')).results[0]!)).toBe('movie:557');
    // A leading article is optional: "godfather" is The Godfather exactly.
    expect(ref((await suggest('godfather')).results[0]!)).toBe('movie:238');
  });

  it('puts names that start with the query above names with a later word that does', async () => {
    const results = (await suggest('godfather', SUGGEST_MAX_LIMIT)).results;
    const starts = results.map((r) => startsOf(nameOf(r)).some((n) => n.startsWith('godfather')));
    expect(starts[0]).toBe(true);
    expect(starts.includes(false)).toBe(true);
    // Once a name that does not start with the query appears, none after it does.
    expect(starts.slice(starts.indexOf(false))).not.toContain(true);
  });

  it('ranks popular titles above obscure ones among equal matches', async () => {
    const results = (await suggest('st', SUGGEST_MAX_LIMIT)).results;
    expect(results).toHaveLength(SUGGEST_MAX_LIMIT);
    const popularity = results.filter((r) => r.media_type !== 'collection').map(popularityOf);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const godfathers = (await suggest('godfahter')).results.map(ref);
    expect(godfathers.indexOf('movie:238')).toBeLessThan(godfathers.indexOf('movie:240'));
  });

  it('is useful from the second character: popular titles starting with it', async () => {
    const results = (await suggest('st')).results;
    expect(results).toHaveLength(5);
    for (const r of results) {
      expect(startsOf(nameOf(r)).some((n) => n.startsWith('st'))).toBe(true);
    }
    // More popular than an average "st" title of the catalogue.
    expect(Math.min(...results.map(popularityOf))).toBeGreaterThan(100);
  });

  it('answers one character too', async () => {
    const results = (await suggest('a')).results;
    expect(results).toHaveLength(5);
  });
});

describe('answers', () => {
  it('holds items shaped as search/multi gives them, and collections as search/collection does', async () => {
    const fight = (await suggest('fight club')).results.find((r) => ref(r) === 'movie:550');
    const multi = (await demo.get('/api/tmdb/search/multi?query=fight%20club')).body;
    expect(fight).toEqual(multi.results.find((r: SuggestItem) => r.id === 550));

    const brad = (await suggest('brad pitt')).results.find((r) => ref(r) === 'person:287');
    const people = (await demo.get('/api/tmdb/search/multi?query=brad%20pitt')).body;
    expect(brad).toEqual(people.results.find((r: SuggestItem) => r.id === 287));
    expect(brad).toMatchObject({ media_type: 'person', known_for: expect.any(Array) });

    const show = (await suggest('breaking bad')).results[0];
    expect(show).toMatchObject({ media_type: 'tv', id: 1396, name: 'Breaking Bad' });

    const collection = (await suggest('star wars collection')).results[0]!;
    const found = (await demo.get('/api/tmdb/search/collection?query=star%20wars')).body;
    expect(collection).toEqual({
      ...found.results.find((r: SuggestItem) => r.id === 10),
      media_type: 'collection',
    });
  });

  it('never suggests adult titles or people', async () => {
    const adult = await demo.get(
      '/api/tmdb/search/person?query=sibel%20kekilli&include_adult=true',
    );
    expect(adult.body.results.map((p: SuggestItem) => p.id)).toContain(5118);
    const results = (await suggest('sibel kekilli', SUGGEST_MAX_LIMIT)).results;
    expect(results.map(ref)).not.toContain('person:5118');
    for (const r of results) expect('adult' in r ? r.adult : false).toBeFalsy();
  });

  it('may be cached a short while, and is compressed for a client that takes it', async () => {
    const plain = await demo.app.inject({ url: '/api/suggest?q=star%20wars&limit=20' });
    expect(plain.headers['cache-control']).toBe('public, max-age=60');
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await demo.app.inject({
      url: '/api/suggest?q=star%20wars&limit=20',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('reads only GET and HEAD', async () => {
    const post = await demo.app.inject({ method: 'POST', url: '/api/suggest?q=star' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect((await demo.app.inject({ method: 'HEAD', url: '/api/suggest?q=star' })).statusCode).toBe(
      200,
    );
  });
});

describe('limit', () => {
  it.each([
    [undefined, 5],
    ['1', 1],
    ['7', 7],
    ['20', 20],
    ['21', 20],
    ['999999999', 20],
    ['0', 1],
    ['-3', 1],
    ['2.9', 2],
    ['abc', 5],
    ['', 5],
    ['1e3', 5],
    ['%20', 5],
  ])('limit=%s gives %i', async (limit, count) => {
    expect((await suggest('the', limit)).results).toHaveLength(count);
  });

  it('takes the first of repeated parameters', async () => {
    const res = await demo.get('/api/suggest?q=star&q=zzzz&limit=2&limit=9');
    expect(res.body.results).toHaveLength(2);
    expect(startsOf(nameOf(res.body.results[0]))).toContain('star');
  });
});

/** Every kind of query the issue names as hostile, and a few more. */
const HOSTILE = [
  'a',
  'x'.repeat(500),
  'star wars '.repeat(50).trim().padEnd(500, 'x'),
  'godfahter '.repeat(50),
  ' ',
  '          ',
  '\t\n',
  '!',
  '?!.,;:…',
  '🎬',
  '🎬🍿 star 🎬',
  '👨‍👩‍👧‍👦',
  'שלום עולם',
  'مرحبا بالعالم',
  '\u202Estar wars\u202C',
  '"',
  '""',
  "'",
  '"star wars',
  'star wars"',
  "o'brien",
  '*',
  'star*',
  '**',
  'NEAR',
  'NEAR(star wars)',
  'star NEAR/2 wars',
  'AND OR NOT',
  'star AND wars',
  'NOT star',
  'star OR',
  '(',
  ')',
  '(star',
  '-',
  '-star',
  'star -wars',
  ':',
  'title:star',
  'star:',
  '^star',
  '{star}',
  '[star]',
  '%',
  '%_%',
  '_',
  '\\',
  '\u0000',
  "'; DROP TABLE movies; --",
  "1' OR '1'='1",
  'SELECT * FROM search WHERE 1=1',
  '" OR 1=1 --',
  'star wars UNION SELECT data FROM movies',
];

/** Queries with no letter or digit: nothing to look up. */
const NOTHING = [
  ' ',
  '          ',
  '\t\n',
  '!',
  '?!.,;:…',
  '🎬',
  '👨‍👩‍👧‍👦',
  '"',
  '""',
  "'",
  '*',
  '**',
  '(',
  ')',
  '-',
  ':',
  '%',
  '%_%',
  '_',
  '\\',
  '\u0000',
];

describe('hostile queries', () => {
  it.each(HOSTILE.map((q) => [JSON.stringify(q).slice(0, 40), q]))(
    '/api/suggest answers %s with 200',
    async (_label, q) => {
      const answer = await suggest(q, 20);
      expect(Array.isArray(answer.results)).toBe(true);
      expect(Array.isArray(answer.didYouMean)).toBe(true);
      if (NOTHING.includes(q)) expect(answer).toEqual({ results: [], didYouMean: [] });
    },
  );

  it('answers an absent or empty query with empty lists', async () => {
    for (const url of [
      '/api/suggest',
      '/api/suggest?q=',
      '/api/suggest?q=%20%20',
      '/api/suggest?limit=3',
    ]) {
      const res = await demo.get(url);
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 200,
        body: { results: [], didYouMean: [] },
      });
    }
  });

  it('reads malformed percent-encoding as text', async () => {
    for (const url of ['/api/suggest?q=%', '/api/suggest?q=%E0%A4%A', '/api/suggest?q=%ZZstar']) {
      expect({ url, status: (await demo.get(url)).status }).toEqual({ url, status: 200 });
    }
  });

  it('still finds titles around the text that reads like query syntax', async () => {
    expect((await suggest('"star wars"')).results.map(ref)).toContain('movie:11');
    expect((await suggest('star* wars')).results.map(ref)).toContain('movie:11');
    expect((await suggest('(godfather)')).results.map(ref)).toContain('movie:238');
    expect((await suggest('🎬 amelie')).results.map(ref)).toContain('movie:194');
  });

  describe.each(['multi', 'movie', 'tv', 'person', 'collection'])(
    'the demo search/%s endpoint',
    (kind) => {
      it.each(HOSTILE.map((q) => [JSON.stringify(q).slice(0, 40), q]))(
        'answers %s with a page',
        async (_label, q) => {
          const res = await demo.get(`/api/tmdb/search/${kind}?query=${encodeURIComponent(q)}`);
          expect({ q, status: res.status }).toEqual({ q, status: 200 });
          expect(res.body).toMatchObject({ page: 1, results: expect.any(Array) });
          if (NOTHING.includes(q)) expect(res.body.results).toEqual([]);
        },
      );
    },
  );

  it('leaves the catalogue as it was', async () => {
    expect((await demo.get('/api/tmdb/movie/550')).body.title).toBe('Fight Club');
    expect(ref((await suggest('fight club')).results[0]!)).toBe('movie:550');
  });
});

describe('a fault of the engine', () => {
  it('is a 500 with an error, never cached, so that the header falls back to TMDB-shaped search', async () => {
    const app = Fastify({ logger: false });
    const broken = {
      answer: () => {
        throw new Error('index unavailable');
      },
    } as unknown as Suggestions;
    await app.register(suggestRoutes(broken, { cacheBudget: new CacheBudget(1024 * 1024) }));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/suggest?q=godfather' });
      expect(res.statusCode).toBe(500);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ error: expect.any(String) });
    } finally {
      await app.close();
    }
  });
});
