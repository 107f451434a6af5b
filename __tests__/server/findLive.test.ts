/**
 * `/find/{external_id}` on the live source: the real server passes the request to TMDB (a local HTTP
 * server standing in for it at the network edge) with the server's key, keeps the answer while fresh,
 * refuses a bad request without asking TMDB, and never writes find answers to the mirror (their keys
 * are whatever a visitor sends).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { liveSourceFromConfig } from '../../server/sources/live/liveSource';

const API_KEY = '0123456789abcdef0123456789abcdef';

const FOUND = {
  movie_results: [
    {
      adult: false,
      id: 550,
      title: 'Fight Club',
      original_title: 'Fight Club',
      media_type: 'movie',
      release_date: '1999-10-15',
      poster_path: '/p550.jpg',
      backdrop_path: null,
      genre_ids: [18],
      popularity: 60,
      vote_average: 8.4,
      vote_count: 30000,
    },
  ],
  person_results: [],
  tv_results: [],
  tv_episode_results: [],
  tv_season_results: [],
};

const MOVIE = { id: 550, title: 'Fight Club' };

interface StandIn {
  url: string;
  received: URL[];
  down: boolean;
  close(): Promise<void>;
}

/** TMDB at the network edge: /3/find/tt0137523 and /3/movie/550 answer; everything fails when down. */
async function startTmdb(): Promise<StandIn> {
  const standIn = { received: [] as URL[], down: false } as StandIn;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://tmdb');
    standIn.received.push(url);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (standIn.down) return json(500, { success: false, status_code: 11 });
    if (url.pathname === '/3/find/tt0137523') return json(200, FOUND);
    if (url.pathname.startsWith('/3/find/')) return json(200, { ...FOUND, movie_results: [] });
    if (url.pathname === '/3/movie/550') return json(200, MOVIE);
    return json(404, { success: false, status_code: 34 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}/3`;
  standIn.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return standIn;
}

describe('/find/{external_id} on the live source', () => {
  let tmdb: StandIn;
  let dataDir: string;
  const apps: FastifyInstance[] = [];

  async function startApp(): Promise<FastifyInstance> {
    const config = loadConfig(
      {
        TMDB_API_KEY: API_KEY,
        CATALOGUE: 'tmdb',
        TMDB_BASE_URL: tmdb.url,
        TMDB_TIMEOUT_MS: '1000',
        MIRROR: '1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        IMAGE_BASE_URL: 'off',
      },
      dataDir,
    );
    const logger = createLogger('silent');
    const source = liveSourceFromConfig(config, logger, { retryBaseMs: 5 });
    const app = await buildApp({ config, source, logger });
    apps.push(app);
    return app;
  }

  beforeEach(async () => {
    tmdb = await startTmdb();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-find-'));
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await tmdb.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("passes the request to TMDB with the server's key and hands back TMDB's answer", async () => {
    const app = await startApp();
    const res = await app.inject({
      method: 'GET',
      url: '/api/tmdb/find/tt0137523?external_source=imdb_id&api_key=guess&sort_by=x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBe('MISS');
    expect(res.json()).toEqual(FOUND);
    expect(tmdb.received).toHaveLength(1);
    const asked = tmdb.received[0]!;
    expect(asked.pathname).toBe('/3/find/tt0137523');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      external_source: 'imdb_id',
      api_key: API_KEY,
    });

    const again = await app.inject({
      method: 'GET',
      url: '/api/tmdb/find/tt0137523?external_source=imdb_id',
    });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.json()).toEqual(FOUND);
    expect(tmdb.received).toHaveLength(1);
  });

  it('refuses a bad source or id itself, without asking TMDB', async () => {
    const app = await startApp();
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/tmdb/find/tt0137523?external_source=letterboxd_id',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, status_code: 5 });
    const missing = await app.inject({ method: 'GET', url: '/api/tmdb/find/tt0137523' });
    expect(missing.statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/tmdb/find/..%2Fmovie%2F550?external_source=imdb_id',
    });
    expect(malformed.statusCode).toBe(400);
    expect(tmdb.received).toHaveLength(0);
  });

  it('keeps find answers out of the mirror, which still serves the titles it holds', async () => {
    const first = await startApp();
    for (const url of ['/api/tmdb/find/tt0137523?external_source=imdb_id', '/api/tmdb/movie/550'])
      expect((await first.inject({ method: 'GET', url })).statusCode).toBe(200);
    await first.close();
    apps.splice(0);

    // A new instance over the same data folder, with TMDB down: the mirror answers the title only.
    tmdb.down = true;
    const second = await startApp();
    const movie = await second.inject({ method: 'GET', url: '/api/tmdb/movie/550' });
    expect(movie.statusCode).toBe(200);
    expect(movie.headers['x-cache']).toBe('MIRROR');
    const found = await second.inject({
      method: 'GET',
      url: '/api/tmdb/find/tt0137523?external_source=imdb_id',
    });
    expect(found.statusCode).toBe(503);
    expect(found.json()).toMatchObject({ success: false, status_code: 43 });
  });
});
