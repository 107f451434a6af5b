/**
 * Marquee instances as real processes (`node --import tsx server/index.ts`, what `npm start` runs after
 * its build step), each with its own DATA_DIR and port, restartable on the same port so nginx's upstream
 * lines stay true.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { freePort } from '../freePort';

const ROOT = path.resolve(__dirname, '..', '..');
const ENTRY = path.join(ROOT, 'server', 'index.ts');
/** Lines of output kept per instance, for a failure's message. */
const KEPT_LINES = 200;

export interface Instance {
  name: string;
  port: number;
  url: string;
  /** host:port, as nginx's upstream lines name it. */
  address: string;
  dataDir: string;
  /** Whether the process is running. */
  running(): boolean;
  /** Sends `signal` and answers the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts the process again (same port, same DATA_DIR) and waits until it answers. */
  start(): Promise<void>;
  /** Its last lines of output. */
  output(): string;
  /** Stops it if running and removes its DATA_DIR. */
  remove(): Promise<void>;
}

/** Settings every instance of a cluster test shares; `env` adds or replaces. */
export function instanceEnv(env: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: os.tmpdir(),
    HOST: '127.0.0.1',
    IMAGE_BASE_URL: 'off',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    ...env,
  };
}

/** Starts instance `name` with `env` (instanceEnv's defaults under it) and waits until it answers. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `marquee-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  let child: ChildProcess | null = null;
  let exit: Promise<number | null> = Promise.resolve(null);

  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };

  const instance: Instance = {
    name,
    port,
    url,
    address: `127.0.0.1:${port}`,
    dataDir,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    async start() {
      const started = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        cwd: ROOT,
        env: instanceEnv({
          ...env,
          PORT: String(port),
          DATA_DIR: dataDir,
          // No web app unless the caller names a build (the account journeys do).
          DIST_DIR: env.DIST_DIR ?? path.join(dataDir, 'no-dist'),
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout!.on('data', keep);
      started.stderr!.on('data', keep);
      exit = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
      const deadline = Date.now() + 30_000;
      for (;;) {
        if (!instance.running()) {
          throw new Error(`${name} exited at start:\n${instance.output()}`);
        }
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) throw new Error(`${name} did not answer:\n${instance.output()}`);
        await sleep(100);
      }
    },
    async stop(signal = 'SIGTERM') {
      if (!instance.running()) return exit;
      child!.kill(signal);
      return exit;
    },
    output: () => lines.join('\n'),
    async remove() {
      await instance.stop('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await instance.start();
  return instance;
}

/** Starts `count` instances at once, named `${prefix}1`… */
export function startInstances(
  count: number,
  env: Record<string, string>,
  prefix = 'instance',
): Promise<Instance[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => startInstance(`${prefix}${i + 1}`, env)),
  );
}
