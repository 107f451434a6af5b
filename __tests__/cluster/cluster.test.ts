/**
 * Three instances behind nginx from deploy/nginx.conf, on the machine's PostgreSQL (a fresh database)
 * and Redis (a fresh key prefix), TMDB replayed from the recorded corpus (issue 23, section 4): what a
 * deployment of several instances promises, asked through the load balancer.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { startReplay } from '../server/helpers/replay';
import type { Replay } from '../server/helpers/replay';
import { startInstances } from '../../scripts/cluster/instances';
import type { Instance } from '../../scripts/cluster/instances';
import { startNginx } from '../../scripts/cluster/nginx';
import type { Nginx } from '../../scripts/cluster/nginx';
import { exportedMessages } from './helpers/contactExport';
import { failed, postContact, startLoad } from './helpers/load';
import type { Target } from './helpers/load';
import { createDatabase, createPrefix, describeWith } from './helpers/services';
import type { TestDatabase, TestPrefix } from './helpers/services';

/** Low, so that three instances at their own ceilings (3x) are plainly told from one shared ceiling. */
const MAX_RPS = 5;
const CONTACT_LIMIT = 5;
/** deploy/nginx.conf's fail_timeout for each instance. */
const NGINX_FAIL_TIMEOUT_MS = 5000;

/** Catalogue answers the load asks for again and again: cached after the first ask. */
const CACHED: Target[] = [
  { label: 'movie', path: '/api/tmdb/movie/550' },
  { label: 'tv', path: '/api/tmdb/tv/1399' },
  { label: 'popular', path: '/api/tmdb/movie/popular?page=1' },
  { label: 'trending', path: '/api/tmdb/trending/all/week' },
  { label: 'genres', path: '/api/tmdb/genre/movie/list' },
];

/** A path no test has asked for yet: a page of a list the replay answers for any page. */
let unused = 100;
const uncachedPath = () => `/api/tmdb/movie/popular?page=${(unused += 1)}`;

/** Requests in any one second of `times` (ms), at most. */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while (sorted[end]! - sorted[start]! >= 1000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describeWith(['postgresql', 'redis', 'nginx', 'corpus'], 'three instances behind nginx', () => {
  let replay: Replay;
  let database: TestDatabase;
  let prefix: TestPrefix;
  let instances: Instance[] = [];
  let nginx: Nginx;
  let env: Record<string, string>;

  beforeAll(async () => {
    replay = await startReplay();
    database = await createDatabase();
    prefix = await createPrefix();
    env = {
      CATALOGUE: 'tmdb',
      TMDB_API_KEY: '0123456789abcdef0123456789abcdef',
      TMDB_BASE_URL: replay.url,
      TMDB_MAX_RPS: String(MAX_RPS),
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: prefix.prefix,
      CONTACT_RATE_LIMIT: `${CONTACT_LIMIT}/10m`,
      SHUTDOWN_GRACE_S: '10',
    };
    instances = await startInstances(3, env);
    nginx = await startNginx(instances.map((instance) => instance.address));
    // Warm the answers the load asks for, so that it measures serving, not TMDB's ceiling.
    for (const target of CACHED) {
      const res = await fetch(`${nginx.url}${target.path}`);
      expect(res.status).toBe(200);
    }
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.remove()));
    await replay?.close();
    await prefix?.close();
    await database?.drop();
  }, 60_000);

  /** The instances' last output, for a failure's message. */
  const output = () =>
    instances.map((instance) => `--- ${instance.name}\n${instance.output()}`).join('\n');

  it('spreads requests over the three instances, without sticky sessions', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await fetch(`${nginx.url}/api/tmdb/movie/550`)).status).toBe(200);
    }
    const served = new Set(
      [...nginx.accessLog().matchAll(/upstream=(127\.0\.0\.1:\d+)/g)].map((m) => m[1]),
    );
    expect([...served].sort()).toEqual(instances.map((i) => i.address).sort());
    for (const instance of instances) {
      const res = await fetch(`${instance.url}/readyz`);
      expect({ name: instance.name, status: res.status, body: await res.json() }).toEqual({
        name: instance.name,
        status: 200,
        body: { status: 'ready' },
      });
    }
  });

  it("passes the app's own compression through, and tells it the visitor came over http", async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${nginx.url}/api/tmdb/movie/550`, {
        headers: { 'accept-encoding': encoding },
      });
      expect({ encoding, status: res.status, sent: res.headers.get('content-encoding') }).toEqual({
        encoding,
        status: 200,
        sent: encoding,
      });
      expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      // The body still reads: nginx neither compressed it again nor changed it.
      expect(((await res.json()) as { title: string }).title).toBe('Fight Club');
    }
    // A visitor's own X-Forwarded-Proto does not reach the app: no HSTS over plain http.
    const spoofed = await fetch(`${nginx.url}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it('holds the contact limit for the whole deployment, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    // One visitor (127.0.0.2 to nginx), round-robined over three instances, forging its address.
    for (let i = 0; i < 3 * CONTACT_LIMIT; i += 1) {
      statuses.push(
        await postContact(nginx.url, `limit ${i}`, '127.0.0.2', {
          'x-forwarded-for': `6.6.6.${i + 1}`,
        }),
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(CONTACT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * CONTACT_LIMIT);
    // Another visitor's quota is untouched.
    expect(await postContact(nginx.url, 'someone else', '127.0.0.3')).toBe(200);
  });

  it('makes one upstream call for 60 concurrent asks of the same uncached answer', async () => {
    const target = '/api/tmdb/movie/top_rated?page=7';
    replay.reset();
    // Held a little, as TMDB would be, so that all 60 arrive while the first is being fetched.
    replay.fail({ delayMs: 300 });
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => fetch(`${nginx.url}${target}`).then((r) => r.status)),
    );
    expect(answers).toEqual(answers.map(() => 200));
    const hits = replay.received.filter((r) => r.path === '/movie/top_rated').length;
    expect(hits).toBe(1);
  }, 60_000);

  it(`keeps the combined upstream rate at TMDB_MAX_RPS (${MAX_RPS}) across the instances`, async () => {
    // Idle long enough for every ceiling to be full again: the test then sees the worst burst.
    await sleep(1500);
    replay.reset();
    const paths = Array.from({ length: 40 }, uncachedPath);
    const started = performance.now();
    const answers = await Promise.all(
      paths.map((p) => fetch(`${nginx.url}${p}`).then((r) => r.status)),
    );
    expect(answers.filter((s) => s !== 200)).toEqual([]);
    const times = replay.received.map((r) => r.at);
    expect(times).toHaveLength(paths.length);
    // A token bucket lets one burst of MAX_RPS through, then MAX_RPS a second: never more than twice
    // MAX_RPS in a second, and the whole run takes (40 - burst) / MAX_RPS seconds at least. Three
    // separate ceilings would send three bursts at once and finish in a third of the time.
    expect(busiestSecond(times)).toBeLessThanOrEqual(2 * MAX_RPS);
    const seconds = (Math.max(...times) - started) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(((paths.length - MAX_RPS) / MAX_RPS) * 0.9);
  }, 60_000);

  it('kill -9 of one instance under load: no GET fails, no message answered 200 is lost', async () => {
    const load = startLoad(nginx.url, CACHED, 6);
    const answered: string[] = [];
    let sent = 0;
    // Visitors on distinct loopback addresses, a few messages each (under the limit), throughout.
    const posting = (async () => {
      for (let visitor = 0; visitor < 40; visitor += 1) {
        const from = `127.0.${10 + Math.floor(visitor / 200)}.${(visitor % 200) + 1}`;
        const batch = Array.from({ length: 3 }, (_, i) => `kill test ${visitor}.${i}`);
        sent += batch.length;
        const statuses = await Promise.all(batch.map((m) => postContact(nginx.url, m, from)));
        statuses.forEach((status, i) => status === 200 && answered.push(batch[i]!));
        await sleep(25);
      }
    })();
    await sleep(700);
    const victim = instances[1]!;
    await victim.stop('SIGKILL');
    await posting;
    const result = await load.stop();
    await victim.start();

    expect({ failed: failed(result), failures: result.failures }).toEqual({
      failed: 0,
      failures: [],
    });
    expect(result.total).toBeGreaterThan(50);
    // Nearly everything is answered; what was in flight on the killed instance may have failed.
    expect(answered.length).toBeGreaterThan(sent * 0.8);
    const stored = await exportedMessages({ DATABASE_URL: database.url });
    const missing = answered.filter((message) => !stored.includes(message));
    expect({ missing: missing.length, some: missing.slice(0, 5) }).toEqual({
      missing: 0,
      some: [],
    });
  }, 120_000);

  it('rolling restart with SIGTERM, one instance at a time, under load: no request fails', async () => {
    const load = startLoad(nginx.url, CACHED, 6);
    // Contact messages throughout, each visitor on its own address (well under the limit).
    let posting = true;
    const posts: number[] = [];
    const poster = (async () => {
      for (let i = 0; posting; i += 1) {
        posts.push(await postContact(nginx.url, `restart ${i}`, `127.0.30.${(i % 250) + 1}`));
        await sleep(20);
      }
    })();
    const codes: (number | null)[] = [];
    try {
      for (const instance of instances) {
        // As the README says: the next one goes once nginx sends to the last again. nginx leaves a
        // stopped instance alone for fail_timeout (5 s, deploy/nginx.conf) even when it is back;
        // stopping all three within that window leaves it no live upstream.
        await sleep(NGINX_FAIL_TIMEOUT_MS + 500);
        codes.push(await instance.stop('SIGTERM'));
        await instance.start();
      }
      await sleep(500);
    } finally {
      posting = false;
      await poster;
      const result = await load.stop();
      if (failed(result)) console.error(output());
      expect({ failed: failed(result), failures: result.failures }).toEqual({
        failed: 0,
        failures: [],
      });
      expect(result.total).toBeGreaterThan(100);
    }
    expect(codes).toEqual([0, 0, 0]);
    expect(posts.length).toBeGreaterThan(20);
    if (posts.some((status) => status !== 200)) {
      // What nginx saw of them: the upstream, its status, and its error log's reason.
      const refused = nginx
        .accessLog()
        .split('\n')
        .filter((line) => line.includes('POST /api/contact') && !/" 200 /.test(line));
      console.error(`${refused.join('\n')}\n${nginx.errorLog()}\n${output()}`);
    }
    expect(posts.filter((status) => status !== 200)).toEqual([]);
  }, 180_000);
});
