/**
 * The real server as a child process (the same entry point as `npm start`), on a free loopback port,
 * with a fresh DATA_DIR, the demo catalogue and the production build in dist/.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { freePort } from '../../scripts/freePort';

import { DIST_DIR, REPO_ROOT } from './env';

const ENTRY = path.join(REPO_ROOT, 'server', 'index.ts');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface AppServer {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** What the server wrote to stdout and stderr so far (LOG_LEVEL=warn: warnings and errors only). */
  output(): string;
  /** SIGTERM, then wait for the exit; removes the data folder. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `env`: settings added to the server's environment (PLAYER_PROVIDERS for the player journeys). */
export async function startServer(env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-e2e-'));
  const origin = `http://127.0.0.1:${port}`;
  // Only what the server needs: no TMDB key leaks in from the caller, so it is always the demo catalogue.
  const child = spawn(TSX, [ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR,
      LOG_LEVEL: 'warn',
      CATALOGUE: 'demo',
      // As offline as the acceptance run: an image host that refuses connections (the discard port),
      // so the server reports none and the app draws generated posters without requesting images.
      IMAGE_BASE_URL: 'http://127.0.0.1:9/t/p',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = exited(child);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // A server that does not stop in time is killed; the timer does not outlive the exit.
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await done;
      clearTimeout(killer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The server exited before it answered /healthz:\n${output}`);
    }
    try {
      const response = await fetch(`${origin}/healthz`);
      const body = (await response.json()) as { status?: string; source?: string };
      if (response.ok && body.status === 'ok') {
        if (body.source !== 'demo') {
          await stop();
          throw new Error(`Expected the demo catalogue, the server says ${JSON.stringify(body)}`);
        }
        break;
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Expected the demo')) throw error;
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer /healthz within ${START_TIMEOUT_MS} ms:\n${output}`,
      );
    }
    await sleep(100);
  }

  return { origin, output: () => output, stop };
}
