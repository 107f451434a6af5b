/**
 * `npm start`'s entry point with REDIS_URL, as real processes: two instances share answers through
 * Redis, and one whose Redis is unreachable still serves.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

import { freePort } from '../../../scripts/freePort';
import { describeWithCorpus } from '../helpers/corpus';
import { startReplay } from '../helpers/replay';
import type { Replay } from '../helpers/replay';
import {
  TEST_REDIS_URL,
  deleteRedisKeys,
  describeWithRedis,
  testRedisPrefix,
} from '../helpers/services';

const ENTRY = path.resolve(__dirname, '..', '..', '..', 'server', 'index.ts');

interface Instance {
  url: string;
  lines: string[];
  stop(): Promise<number | null>;
}

describeWithCorpus('npm start with REDIS_URL', () => {
  describeWithRedis('instances as real processes', () => {
    let replay: Replay;
    let prefix: string;
    let dirs: string[];
    let running: Instance[];

    const start = async (env: Record<string, string>): Promise<Instance> => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-proc-redis-'));
      dirs.push(dataDir);
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: os.tmpdir(),
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          CATALOGUE: 'tmdb',
          TMDB_API_KEY: '0123456789abcdef0123456789abcdef',
          TMDB_BASE_URL: replay.url,
          REDIS_PREFIX: prefix,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      const lines: string[] = [];
      const url = await new Promise<string>((resolve, reject) => {
        readline.createInterface({ input: child.stdout! }).on('line', (line) => {
          lines.push(line);
          const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
          if (address) resolve(address);
        });
        void exited.then((code) => reject(new Error(`exited early with ${code}`)));
      });
      const instance = {
        url,
        lines,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          return exited;
        },
      };
      running.push(instance);
      return instance;
    };

    beforeAll(async () => {
      replay = await startReplay();
    });

    afterAll(async () => {
      await replay.close();
    });

    beforeEach(() => {
      prefix = testRedisPrefix();
      dirs = [];
      running = [];
      replay.reset();
    });

    afterEach(async () => {
      await Promise.all(running.map((instance) => instance.stop()));
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
      await deleteRedisKeys(prefix);
    });

    it('two instances: the second serves what the first fetched, and both exit 0 on SIGTERM', async () => {
      const [a, b] = await Promise.all([
        start({ REDIS_URL: TEST_REDIS_URL }),
        start({ REDIS_URL: TEST_REDIS_URL }),
      ]);
      const first = await fetch(`${a!.url}/api/tmdb/movie/550`);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-cache')).toBe('MISS');
      const second = await fetch(`${b!.url}/api/tmdb/movie/550`);
      expect(second.status).toBe(200);
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(await second.text()).toBe(await first.text());
      expect(replay.hits('/movie/550')).toBe(1);
      expect(await a!.stop()).toBe(0);
      expect(await b!.stop()).toBe(0);
    }, 60_000);

    it('Redis unreachable at start: serves anyway, one warning, no password in the log', async () => {
      const port = await freePort();
      const instance = await start({ REDIS_URL: `redis://:s3cret@127.0.0.1:${port}` });
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${instance.url}/api/tmdb/movie/550`);
        expect(res.status).toBe(200);
      }
      expect(await instance.stop()).toBe(0);
      const warnings = instance.lines.filter((line) =>
        line.includes("redis unreachable, serving from this instance's memory"),
      );
      expect(warnings).toHaveLength(1);
      expect(instance.lines.join('\n')).not.toContain('s3cret');
    }, 60_000);
  });
});
