/**
 * What a public server owes its operator: one log line per request, with a URL short enough that a probe
 * cannot grow the log without bound, and connections that trickle or idle are closed, not held.
 */
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { SLOW_REQUEST_MS, createLogger } from '../../server/logger';
import { openDemoSource } from '../../server/sources/demo/demoSource';
import { wrappedDemoSource } from './helpers/demoApp';

jest.setTimeout(60_000);

let dataDir: string;
let app: FastifyInstance;
let port: number;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-log-'));
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'none'),
    IMAGE_BASE_URL: 'off',
    KEEP_ALIVE_TIMEOUT_S: '1',
  });
  app = await buildApp({
    config,
    source: openDemoSource({ dataDir }),
    logger: createLogger('info', out),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('request log', () => {
  it('writes one line per request, with method, URL, status, time and address', async () => {
    const before = requestLines().length;
    const res = await fetch(`http://127.0.0.1:${port}/api/tmdb/movie/550?api_key=secret`);
    expect(res.status).toBe(200);
    await res.text();
    await new Promise((resolve) => setImmediate(resolve));
    const written = requestLines().slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/tmdb/movie/550?api_key=[redacted]',
      status: 200,
      ip: '127.0.0.1',
    });
    expect(typeof written[0]!.ms).toBe('number');
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(0);
  });

  it('caps a long URL and says how long it was', async () => {
    const url = `/api/tmdb/search/multi?query=${'a'.repeat(5000)}`;
    await (await fetch(`http://127.0.0.1:${port}${url}`)).text();
    await new Promise((resolve) => setImmediate(resolve));
    const line = requestLines().at(-1)!;
    expect(line.status).toBe(400);
    expect(String(line.url).length).toBeLessThan(330);
    expect(line.url).toMatch(new RegExp(`…\\(${url.length} chars\\)$`));
  });
});

describe('request log at a terminal (quietRequests)', () => {
  it('puts the requests that went well at debug, and server errors and slow answers at info', async () => {
    const quietDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-quiet-log-'));
    const out = new PassThrough();
    const written: Record<string, unknown>[] = [];
    out.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        written.push(JSON.parse(line));
      }
    });
    const source = wrappedDemoSource(async (req, answer) => {
      if (req.path === '/movie/1') throw new Error('disk on fire');
      if (req.path === '/movie/278')
        await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      return answer();
    });
    const quiet = await buildApp({
      config: loadConfig({
        DATA_DIR: quietDir,
        DIST_DIR: path.join(quietDir, 'none'),
        IMAGE_BASE_URL: 'off',
      }),
      source,
      logger: createLogger('debug', out),
      quietRequests: true,
    });
    try {
      for (const url of [
        '/healthz',
        '/api/tmdb/movie/550',
        '/api/nothing-here',
        '/api/tmdb/movie/1',
        '/api/tmdb/movie/278',
      ]) {
        await quiet.inject(url);
      }
      await new Promise((resolve) => setImmediate(resolve));
      const levels = written
        .filter((line) => line.msg === 'request')
        .map(
          (line) =>
            `${String(line.status)} ${line.url} ${line.level === 30 ? 'info' : line.level === 20 ? 'debug' : String(line.level)}`,
        );
      expect(levels).toEqual([
        '200 /healthz debug',
        '200 /api/tmdb/movie/550 debug',
        '404 /api/nothing-here debug',
        '500 /api/tmdb/movie/1 info',
        '200 /api/tmdb/movie/278 info',
      ]);
    } finally {
      await quiet.close();
      fs.rmSync(quietDir, { recursive: true, force: true });
    }
  });
});

/** Opens a raw connection, writes `text`, and resolves with how long the server took to close it. */
function closedAfter(text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', () => {});
    socket.on('error', reject);
    socket.on('close', () => resolve(Date.now() - started));
  });
}

describe('connection timeouts', () => {
  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_S', async () => {
    const ms = await closedAfter('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(5_000);
  });

  it('closes a connection whose headers never finish, within 10 s and a check interval', async () => {
    const ms = await closedAfter('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(ms).toBeGreaterThanOrEqual(9_000);
    expect(ms).toBeLessThan(14_000);
  });
});
