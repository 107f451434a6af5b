/**
 * The servers `npm run bench:api` measures, in one child process so the load generator does not share
 * their event loop:
 * - `live`: the real app over the live source, pointed at a local stand-in for TMDB and warmed, so
 *   /api/tmdb/movie/550 is answered from the cache; beside it, in the same Fastify instance, a bare
 *   route sending the same bytes, the floor the cached path is compared with;
 * - `demo`: the real app over the demo catalogue, serving the build in dist/ when there is one (`pages`
 *   says whether there is), so its pages can be measured too.
 * Prints one JSON line with the ports, then serves until killed.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { openDemoSource } from '../../server/sources/demo/demoSource';
import { liveSourceFromConfig } from '../../server/sources/live/liveSource';

const DIST = path.resolve(__dirname, '..', '..', 'dist');

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-'));
  const logger = createLogger('warn');

  // The demo app, which also supplies the body the stand-in TMDB answers with.
  const demoConfig = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: DIST,
    PORT: '0',
    // RENDER_THREADS=0 measures renders on the server's own thread, as before the pool.
    ...(process.env.RENDER_THREADS ? { RENDER_THREADS: process.env.RENDER_THREADS } : {}),
  });
  const demo = await buildApp({ config: demoConfig, source: openDemoSource({ dataDir }), logger });
  const body = (await demo.inject('/api/tmdb/movie/550?append_to_response=credits')).body;

  let upstreamHits = 0;
  const upstream = http.createServer((_req, res) => {
    upstreamHits++;
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/3`;

  const liveConfig = loadConfig({
    CATALOGUE: 'tmdb',
    TMDB_API_KEY: '00000000000000000000000000000000',
    TMDB_BASE_URL: upstreamUrl,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'none'),
  });
  const live = await buildApp({
    config: liveConfig,
    source: liveSourceFromConfig(liveConfig, logger),
    logger,
  });
  live.get('/bench/bare', (_request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });
  const cachedPath = '/api/tmdb/movie/550?append_to_response=credits';
  const warm = await live.inject(cachedPath);
  if (warm.statusCode !== 200 || upstreamHits !== 1) throw new Error('could not warm the cache');

  await live.listen({ port: 0, host: '127.0.0.1' });
  await demo.listen({ port: 0, host: '127.0.0.1' });
  const port = (app: typeof live) => (app.server.address() as AddressInfo).port;
  process.stdout.write(
    `${JSON.stringify({
      live: port(live),
      demo: port(demo),
      cachedPath,
      bytes: Buffer.byteLength(body),
      pages: fs.existsSync(path.join(DIST, 'index.html')),
    })}\n`,
  );

  const stop = async () => {
    process.stderr.write(`upstream hits during the run: ${upstreamHits}\n`);
    await Promise.all([live.close(), demo.close()]);
    upstream.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
