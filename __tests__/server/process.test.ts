/**
 * `npm start`'s entry point as a real process: it refuses a bad setting naming the variable, serves,
 * and on SIGTERM finishes what it is doing and exits cleanly.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

import { describeWithCorpus } from './helpers/corpus';
import { startReplay } from './helpers/replay';
import type { Replay } from './helpers/replay';

const ENTRY = path.resolve(__dirname, '..', '..', 'server', 'index.ts');

function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-proc-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('stops at start on a bad setting, naming the variable', async () => {
  const child = start({ DATA_DIR: dataDir, PORT: 'eighty' });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  expect(await exited(child)).toBe(1);
  expect(stderr).toContain('Marquee cannot start: PORT:');
}, 30_000);

it('stops at start on a bad player provider, naming the entry and the field', async () => {
  const child = start({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PLAYER_PROVIDERS: JSON.stringify([
      {
        id: 'nova',
        name: 'Nova',
        movieUrl: 'https://player.example/movie/{id}',
        tvUrl: 'https://player.example/tv/{id}/{season}/{episode}',
      },
      {
        id: 'broken',
        name: 'Broken',
        movieUrl: 'https://player.example/movie/latest',
        tvUrl: 'https://player.example/tv/{id}/{season}/{episode}',
      },
    ]),
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  expect(await exited(child)).toBe(1);
  expect(stderr).toContain(
    'Marquee cannot start: PLAYER_PROVIDERS: entry 2 ("broken"), field "movieUrl": must contain {id}',
  );
  // It stopped before listening.
  expect(stdout).not.toContain('Server listening');
}, 30_000);

/** Waits for the "Server listening" log line and answers the address. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address) resolve(address);
    });
    child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
  });
}

it('stops at start when DATA_DIR cannot be written, naming it', async () => {
  const file = path.join(dataDir, 'a-file');
  fs.writeFileSync(file, '');
  const child = start({ DATA_DIR: path.join(file, 'data') });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  expect(await exited(child)).toBe(1);
  expect(stderr).toContain('Marquee cannot start: DATA_DIR: cannot be created or written');
}, 30_000);

it('serves the demo catalogue by default, and says where in one JSON line', async () => {
  const child = start({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
  const lines: string[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
  const done = exited(child);
  const url = await listening(child);
  // stdout is a pipe here, not a terminal: JSON lines for a log collector.
  const deadline = Date.now() + 5000;
  while (!lines.some((line) => line.includes('Marquee is at')) && Date.now() < deadline) {
    await sleep(20);
  }
  const where = lines.map((line) => JSON.parse(line) as { msg: string; url?: string });
  expect(where).toContainEqual(
    expect.objectContaining({ url, msg: `Marquee is at ${url}, serving the demo catalogue` }),
  );
  expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({
    status: 'ok',
    source: 'demo',
  });
  child.kill('SIGTERM');
  expect(await done).toBe(0);
}, 60_000);

describeWithCorpus('graceful shutdown', () => {
  let replay: Replay;
  beforeAll(async () => {
    replay = await startReplay();
  });
  afterAll(async () => {
    await replay.close();
  });

  it('on SIGTERM answers the request in flight, then exits 0', async () => {
    const child = start({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      CATALOGUE: 'tmdb',
      TMDB_API_KEY: '0123456789abcdef0123456789abcdef',
      TMDB_BASE_URL: replay.url,
    });
    const done = exited(child);
    const url = await listening(child);

    // TMDB takes a while: the request is in flight when the signal comes.
    replay.fail({ delayMs: 700 });
    const inFlight = fetch(`${url}/api/tmdb/movie/550`);
    const deadline = Date.now() + 5000;
    while (replay.hits('/movie/550') === 0 && Date.now() < deadline) await sleep(10);
    child.kill('SIGTERM');

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { title: string }).title).toBe('Fight Club');
    expect(await done).toBe(0);
    // After shutdown nothing listens.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 60_000);

  it('on SIGTERM cuts off a request still running after SHUTDOWN_GRACE_S, and exits 1', async () => {
    const child = start({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      CATALOGUE: 'tmdb',
      TMDB_API_KEY: '0123456789abcdef0123456789abcdef',
      TMDB_BASE_URL: replay.url,
      TMDB_TIMEOUT_MS: '20000',
      SHUTDOWN_GRACE_S: '1',
      // The drain before close() waits for this test's idle connection (its /readyz call) this long.
      KEEP_ALIVE_TIMEOUT_S: '1',
    });
    const done = exited(child);
    const url = await listening(child);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    replay.reset();
    replay.fail({ delayMs: 15_000 });
    const stuck = fetch(`${url}/api/tmdb/movie/550`).then(
      (res) => res.status,
      () => 'cut off',
    );
    const deadline = Date.now() + 5000;
    while (replay.hits('/movie/550') === 0 && Date.now() < deadline) await sleep(10);
    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await done).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(5000);
    expect(await stuck).toBe('cut off');
  }, 60_000);
});
