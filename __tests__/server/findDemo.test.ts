/**
 * `/find/{external_id}` on the demo catalogue (issue 33, the IMDb import): the real server over the
 * real SQLite catalogue built from the committed seed.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';

const SEED = path.resolve(__dirname, '..', '..', 'server', 'catalogue', 'seed');

const EMPTY = {
  movie_results: [],
  person_results: [],
  tv_results: [],
  tv_episode_results: [],
  tv_season_results: [],
};

let demo: DemoApp;
beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(async () => {
  await demo.close();
});

const find = (id: string, source = 'imdb_id') =>
  demo.get(`/api/tmdb/find/${id}?external_source=${source}`);

describe('/find/{external_id} on the demo catalogue', () => {
  it('finds a movie by its IMDb id, in the shape of a search item', async () => {
    const res = await find('tt0137523');
    expect(res.status).toBe(200);
    expect(res.headers['x-cache']).toBe('DEMO');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=86400/);
    expect(res.body).toEqual({
      ...EMPTY,
      movie_results: [
        expect.objectContaining({
          id: 550,
          title: 'Fight Club',
          media_type: 'movie',
          release_date: '1999-10-15',
          genre_ids: expect.any(Array),
          poster_path: expect.any(String),
        }),
      ],
    });
    // The same item as search/multi gives for the title.
    const search = await demo.get('/api/tmdb/search/multi?query=fight%20club');
    expect(search.body.results.find((item: { id: number }) => item.id === 550)).toEqual(
      res.body.movie_results[0],
    );
  });

  it('finds a show by its IMDb id', async () => {
    const res = await find('tt0944947');
    expect(res.status).toBe(200);
    expect(res.body.movie_results).toEqual([]);
    expect(res.body.tv_results).toEqual([
      expect.objectContaining({ id: 1399, name: 'Game of Thrones', media_type: 'tv' }),
    ]);
  });

  it('finds a person by their IMDb id', async () => {
    const res = await find('nm0000093');
    expect(res.body.person_results).toEqual([
      expect.objectContaining({ id: 287, name: 'Brad Pitt', media_type: 'person' }),
    ]);
  });

  it('finds every movie of the seed that records an IMDb id, and the id its page gives', async () => {
    const movies = fs
      .readFileSync(path.join(SEED, 'movies.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: number; imdb_id: string | null });
    const withIds = movies.filter((movie) => movie.imdb_id);
    expect(withIds.length).toBeGreaterThan(100);
    for (const movie of withIds) {
      const res = await find(movie.imdb_id!);
      expect(res.body.movie_results.map((item: { id: number }) => item.id)).toContain(movie.id);
    }
    const external = await demo.get('/api/tmdb/movie/76/external_ids');
    const found = await find(external.body.imdb_id);
    expect(found.body.movie_results[0].id).toBe(76);
  });

  it('answers an id it does not know with empty lists, as TMDB does', async () => {
    const res = await find('tt0000001');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(EMPTY);
    // An id is matched exactly, under the source it is asked by.
    expect((await find('TT0137523')).body).toEqual(EMPTY);
    expect((await find('tt0137523', 'wikidata_id')).body).toEqual(EMPTY);
  });

  it('finds by the other ids the seed records (Wikidata)', async () => {
    const res = await find('Q190050', 'wikidata_id');
    expect(res.body.movie_results.map((item: { id: number }) => item.id)).toEqual([550]);
  });

  it('refuses an unknown or missing external_source, and a malformed id, in TMDB words', async () => {
    const wrong = await find('tt0137523', 'letterboxd_id');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      status_code: 5,
      status_message: expect.stringMatching(
        /^Invalid parameters: external_source must be one of imdb_id, /,
      ),
    });
    const missing = await demo.get('/api/tmdb/find/tt0137523');
    expect(missing.status).toBe(400);
    expect(missing.body.status_message).toMatch(/^Invalid parameters: external_source is required/);
    const malformed = await demo.get('/api/tmdb/find/tt%20013?external_source=imdb_id');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, status_code: 6 });
    const posted = await demo.app.inject({
      method: 'POST',
      url: '/api/tmdb/find/tt0137523?external_source=imdb_id',
    });
    expect(posted.statusCode).toBe(405);
  });
});
