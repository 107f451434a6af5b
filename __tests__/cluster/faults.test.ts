/**
 * The shared engines failing under a running deployment (issue 23, section 3 "Faults"): three instances
 * behind nginx from deploy/nginx.conf, on a redis-server and a PostgreSQL cluster of the test's own (on
 * free ports, so they can be stopped; the machine's shared ones never are).
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { startReplay } from '../server/helpers/replay';
import type { Replay } from '../server/helpers/replay';
import { startInstances } from '../../scripts/cluster/instances';
import type { Instance } from '../../scripts/cluster/instances';
import { startNginx } from '../../scripts/cluster/nginx';
import type { Nginx } from '../../scripts/cluster/nginx';
import { exportedMessages } from './helpers/contactExport';
import { failed, sendContact, startLoad } from './helpers/load';
import type { Target } from './helpers/load';
import {
  createDatabase,
  describeWith,
  startPrivatePostgres,
  startPrivateRedis,
} from './helpers/services';
import type { PrivateService, TestDatabase } from './helpers/services';

let asked = 0;
/** Catalogue routes, cached and not: during a Redis outage both must be answered. */
const CATALOGUE: Target[] = [
  { label: 'movie', path: '/api/tmdb/movie/550' },
  { label: 'tv', path: '/api/tmdb/tv/1399' },
  { label: 'trending', path: '/api/tmdb/trending/all/week' },
  {
    label: 'uncached',
    // Pages of a discover list, a year at a time (pages stop at 500): each one new.
    path: () => {
      asked += 1;
      return `/api/tmdb/discover/movie?page=${1 + (asked % 500)}&primary_release_year=${1950 + Math.floor(asked / 500)}`;
    },
  },
];

/** A visitor address nobody has used in this file yet, so the contact limit never gets in the way. */
let visitor = 0;
const nextVisitor = () => {
  visitor += 1;
  return `127.0.${20 + Math.floor(visitor / 200)}.${(visitor % 200) + 1}`;
};

/** Polls `url` until `ok` holds for its status and body, or `ms` pass; answers the last seen. */
async function until(
  url: string,
  ok: (status: number, body: unknown) => boolean,
  ms = 15_000,
): Promise<{ status: number; body: unknown }> {
  const deadline = Date.now() + ms;
  let last = { status: 0, body: undefined as unknown };
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      last = { status: res.status, body: (await res.json()) as unknown };
      if (ok(last.status, last.body)) return last;
    } catch {
      last = { status: 0, body: undefined };
    }
    await sleep(200);
  }
  return last;
}

/** Every instance's kept output, named: for a failure message. */
const instancesOutput = (instances: Instance[]) =>
  instances.map((instance) => `--- ${instance.name}\n${instance.output()}`).join('\n');

const downNames = (body: unknown) => (body as { down?: string[] } | undefined)?.down ?? [];
const isReady = (body: unknown) => (body as { status?: string } | undefined)?.status === 'ready';

describeWith(
  ['nginx', 'corpus', 'redis-server binary', 'postgresql binaries'],
  'shared engines failing under three instances',
  () => {
    let replay: Replay;
    let redis: PrivateService;
    let postgres: PrivateService;
    let database: TestDatabase;
    let instances: Instance[] = [];
    let nginx: Nginx;

    beforeAll(async () => {
      replay = await startReplay();
      [redis, postgres] = await Promise.all([startPrivateRedis(), startPrivatePostgres()]);
      database = await createDatabase(postgres.url);
      instances = await startInstances(
        3,
        {
          CATALOGUE: 'tmdb',
          TMDB_API_KEY: '0123456789abcdef0123456789abcdef',
          TMDB_BASE_URL: replay.url,
          DATABASE_URL: database.url,
          // DATABASE_CONNECT_TIMEOUT_MS stays at its default (5 s): a stopped PostgreSQL refuses at once,
          // so a short timeout bought nothing, and on a busy two-core machine it can fail a new connection
          // to a running one (CI once saw the contact before the outage answered 503).
          REDIS_URL: redis.url,
          REDIS_PREFIX: 'marquee_faults:',
        },
        'faults',
      );
      nginx = await startNginx(instances.map((instance) => instance.address));
      for (const target of CATALOGUE.filter((t) => typeof t.path === 'string')) {
        expect((await fetch(`${nginx.url}${target.path as string}`)).status).toBe(200);
      }
    }, 120_000);

    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.remove()));
      await replay?.close();
      await redis?.remove();
      await postgres?.remove();
    }, 60_000);

    it('Redis stopped under load: no catalogue request fails, /readyz names redis, and recovers', async () => {
      const load = startLoad(nginx.url, CATALOGUE, 6);
      await sleep(1000);
      await redis.stop();
      const down = await until(`${instances[0]!.url}/readyz`, (_status, body) =>
        downNames(body).includes('redis'),
      );
      await sleep(2000);
      await redis.start();
      const back = await until(`${instances[0]!.url}/readyz`, (_status, body) => isReady(body));
      await sleep(1000);
      const result = await load.stop();

      expect({ failed: failed(result), failures: result.failures }).toEqual({
        failed: 0,
        failures: [],
      });
      expect(result.total).toBeGreaterThan(50);
      // Degraded but still in: Redis is every instance's, so a 503 would empty the load balancer.
      expect(down).toEqual({ status: 200, body: { status: 'degraded', down: ['redis'] } });
      expect(back).toEqual({ status: 200, body: { status: 'ready' } });
      // The load's bookkeeping (seen names, the mirror) neither deadlocked on PostgreSQL nor held
      // every pooled connection (what once left the contact form waiting for one).
      expect(instancesOutput(instances)).not.toMatch(
        /deadlock detected|timeout exceeded when trying to connect/,
      );
    }, 60_000);

    it('PostgreSQL stopped: contact messages are kept (200), one instance killed meanwhile, the catalogue serves; back: each delivered once', async () => {
      const before = await sendContact(nginx.url, 'before the outage', nextVisitor());
      // On failure, what the instances said (warnings and errors) comes with the answer.
      expect({
        status: before.status,
        body: before.body,
        logs: before.status === 200 ? '' : instancesOutput(instances),
      }).toEqual({ status: 200, body: '{"ok":true}', logs: '' });
      await postgres.stop();

      // Each instance keeps what it is sent in its own spool, on its disk before the 200.
      const during = instances.flatMap((instance) =>
        [1, 2, 3].map((i) => ({ instance, message: `during the outage, ${instance.name} ${i}` })),
      );
      const answers = [];
      for (const { instance, message } of during) {
        answers.push({ message, ...(await sendContact(instance.url, message, nextVisitor())) });
      }
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      expect(answers.map((answer) => answer.body)).toEqual(during.map(() => '{"ok":true}'));
      // One instance dies with its spool full and comes back while PostgreSQL is still down.
      const victim = instances[2]!;
      await victim.stop('SIGKILL');
      await victim.start();

      for (const target of CATALOGUE) {
        const path = typeof target.path === 'string' ? target.path : target.path();
        expect({ path, status: (await fetch(`${nginx.url}${path}`)).status }).toEqual({
          path,
          status: 200,
        });
      }
      const down = await until(`${instances[0]!.url}/readyz`, (_status, body) =>
        downNames(body).includes('postgresql'),
      );
      expect(down).toEqual({ status: 200, body: { status: 'degraded', down: ['postgresql'] } });

      await postgres.start();
      // No restart of any instance: each finds PostgreSQL again by itself.
      const deadline = Date.now() + 20_000;
      let statuses: number[] = [];
      while (Date.now() < deadline) {
        statuses = await Promise.all(
          instances.map(
            async (instance) =>
              (await sendContact(instance.url, `after, to ${instance.name}`, nextVisitor())).status,
          ),
        );
        if (statuses.every((status) => status === 200)) break;
        await sleep(500);
      }
      expect(statuses).toEqual([200, 200, 200]);
      expect(await until(`${instances[0]!.url}/readyz`, (_status, body) => isReady(body))).toEqual({
        status: 200,
        body: { status: 'ready' },
      });
      // Every message answered during the outage reaches PostgreSQL by itself, once, the killed
      // instance's too; contact:export, run as an operator would, shows them.
      const wanted = during.map(({ message }) => message).sort();
      let delivered: string[] = [];
      const deadline2 = Date.now() + 30_000;
      while (Date.now() < deadline2) {
        delivered = (await exportedMessages({ DATABASE_URL: database.url }))
          .filter((message) => message.startsWith('during the outage'))
          .sort();
        if (delivered.length >= wanted.length) break;
        await sleep(1000);
      }
      expect(delivered).toEqual(wanted);
    }, 90_000);
  },
);
