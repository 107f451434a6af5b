import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/logger';
import { liveSourceFromConfig } from '../../../server/sources/live/liveSource';
import { describeWithCorpus } from '../helpers/corpus';
import { startReplay } from '../helpers/replay';
import type { Replay } from '../helpers/replay';

const API_KEY = 'f3a9c0d1e2b34567890abcdef1234567';

describeWithCorpus('the TMDB key stays on the server', () => {
  let replay: Replay;
  let app: FastifyInstance;
  let dataDir: string;
  const logLines: string[] = [];
  const exposed: string[] = [];

  /** Sends a request through the real app, keeping everything the browser would see. */
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    exposed.push(res.body, JSON.stringify(res.headers));
    return res;
  };

  beforeAll(async () => {
    replay = await startReplay();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-live-'));
    const config = loadConfig(
      {
        TMDB_API_KEY: API_KEY,
        CATALOGUE: 'tmdb',
        TMDB_BASE_URL: replay.url,
        TMDB_TIMEOUT_MS: '300',
        MIRROR: '1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'debug',
        IMAGE_BASE_URL: 'off',
      },
      dataDir,
    );
    const logger = createLogger(config.logLevel, {
      write: (line: string) => void logLines.push(line),
    });
    const source = liveSourceFromConfig(config, logger, { retryBaseMs: 10 });
    app = await buildApp({ config, source, logger });
  });

  afterAll(async () => {
    await app?.close();
    await replay?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('appears in no answer and no log line, whatever happens upstream', async () => {
    const ok = await get('/api/tmdb/movie/550');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-cache']).toBe('MISS');
    expect((await get('/api/tmdb/movie/550')).headers['x-cache']).toBe('HIT');

    // A visitor guessing the parameter: it is dropped, and masked in the request log.
    const probing = await get(`/api/tmdb/movie/popular?api_key=${API_KEY}&language=en`);
    expect(probing.statusCode).toBe(200);

    expect((await get('/api/tmdb/movie/999999999')).statusCode).toBe(404);

    replay.fail({ status: 500, times: 4 });
    const down = await get('/api/tmdb/movie/551');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, status_code: 43 });

    replay.fail({ status: 401 });
    const refused = await get('/api/tmdb/tv/1399');
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ success: false, status_code: 7 });

    replay.fail({ delayMs: 2000 });
    const slow = await get('/api/tmdb/tv/1396');
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toMatchObject({ success: false, status_code: 24 });

    replay.fail({ status: 500 });
    expect((await get('/api/tmdb/person/287')).statusCode).toBe(200);

    // The key did go upstream, so its absence below means something.
    expect(replay.received.filter((r) => r.url.includes(`api_key=${API_KEY}`))).toHaveLength(
      replay.received.length,
    );

    for (const text of exposed) expect(text).not.toContain(API_KEY);

    const logs = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logs.filter((l) => l.msg === 'tmdb request').length).toBeGreaterThanOrEqual(8);
    expect(logs.some((l) => l.level === 40 && l.msg.includes('retrying'))).toBe(true);
    expect(logs.some((l) => l.level === 50 && l.msg.includes('credentials'))).toBe(true);
    expect(logLines.some((line) => line.includes('api_key=[redacted]'))).toBe(true);
    for (const line of logLines) expect(line).not.toContain(API_KEY);
  });
});
