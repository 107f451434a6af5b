/**
 * Issue 32's acceptance, on the shipped setup: two instances on one PostgreSQL database and one Redis,
 * behind nginx from deploy/nginx.conf, and two devices in Chromium. Once both are in step, the
 * operator (anyone who runs or broke into the server) rewrites the account's records in the database:
 * an old version of the profile's name under a newer stamp, every other record turned into a deletion
 * carrying another record's body, and a stamp far in the future. Someone with device A's session
 * cookie (and no passphrase) pushes a made-up deletion and a far-future stamp, tries to change the
 * keys, and opens more event streams than the caps allow. Nothing changes on either device, each says
 * what it left out, other visitors are served meanwhile, and sync keeps working afterwards.
 */
import pg from 'pg';

import {
  favoriteTitles,
  register,
  save,
  signIn,
  watchlistTitles,
} from '../../e2e/helpers/accounts';
import { launchBrowser } from '../../e2e/helpers/browser';
import { describeJourneys } from '../../e2e/helpers/env';
import { Journey, action, eventually, visible } from '../../e2e/helpers/journey';
import type { Nginx } from '../../scripts/cluster/nginx';
import { describeWith, startAccountsCluster } from './helpers/services';

jest.setTimeout(240_000);

interface Row {
  name: string;
  body: string | null;
  stamp: string;
  deleted: number | boolean;
  seq: string | number;
}

describeWith(['postgresql', 'redis', 'nginx'], 'a hostile operator and a stolen session', () => {
  let cluster: Awaited<ReturnType<typeof startAccountsCluster>>;
  let nginx: Nginx;
  let client: pg.Client;

  beforeAll(async () => {
    cluster = await startAccountsCluster({ ACCOUNT_STREAMS_PER_ACCOUNT: '5' });
    nginx = cluster.nginx;
    client = new pg.Client({ connectionString: cluster.database.url });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await cluster?.stop();
  }, 60_000);

  const rows = async () =>
    (await client.query<Row>('SELECT name, body, stamp, deleted, seq FROM account_records')).rows;

  /** The operator's write: `row` stored as the account's newest change. */
  const rewrite = async (row: Omit<Row, 'seq'>) => {
    const { rows: next } = await client.query<{ seq: string }>(
      'UPDATE accounts SET seq = seq + 1 RETURNING seq',
    );
    await client.query(
      'UPDATE account_records SET body = $2, stamp = $3, deleted = $4, seq = $5 WHERE name = $1',
      [row.name, row.body, row.stamp, row.deleted ? 1 : 0, next[0]!.seq],
    );
  };

  const later = (stamp: string) =>
    `${String(Number(stamp.slice(0, 15)) + 1000).padStart(15, '0')}${stamp.slice(15, 21)}ffffffff`;

  describeJourneys('in Chromium, through nginx', () => {
    it('changes nothing on any device, says what it left out, and sync keeps working', async () => {
      const browser = await launchBrowser();
      const opened: Journey[] = [];
      try {
        const a = await Journey.open(browser, nginx.url, 'hostile-a');
        opened.push(a);
        const b = await Journey.open(browser, nginx.url, 'hostile-b');
        opened.push(b);
        await save(a, '/movie/550-fight-club', 'Watchlist');
        await save(a, '/movie/13-forrest-gump', 'Watchlist');
        const passphrase = await register(a);
        await signIn(b, passphrase);
        await eventually('the watchlist on B', async () => (await watchlistTitles(b)).length === 2);

        // The name changes on A; the operator keeps the version before.
        const before = await rows();
        await a.visit('/user-settings');
        await a.main.getByLabel('Username').fill('Tyler');
        await (await visible(action(a.main, 'Save Changes'))).click();
        await eventually("A's name on B", async () =>
          b.page.evaluate(
            `JSON.parse(localStorage.getItem('user_profile') || '{}').username === 'Tyler'`,
          ),
        );
        const after = await rows();
        const renamed = after.find(
          (row) =>
            before.find((old) => old.name === row.name)?.stamp !== row.stamp &&
            before.some((old) => old.name === row.name),
        );
        const oldName = before.find((row) => row.name === renamed?.name);
        expect(oldName).toBeDefined();

        // The operator: a rollback, forged deletions of everything else, a stamp far ahead.
        await rewrite({ ...oldName!, stamp: later(renamed!.stamp), deleted: false });
        const others = after.filter((row) => row.name !== renamed!.name);
        for (const [index, row] of others.entries()) {
          const donor = others[(index + 1) % others.length]!;
          await rewrite({
            name: row.name,
            body: donor.body,
            stamp: later(row.stamp),
            deleted: true,
          });
        }
        await rewrite({ ...others[0]!, stamp: '999999999999999.9999.ffffffff', deleted: false });

        // A stolen session: A's cookie, no passphrase.
        const cookies = await a.context.cookies(`${nginx.url}/api/sync/push`);
        const session = cookies.find((c) => c.name.endsWith('marquee_session'))!;
        const cookie = `${session.name}=${session.value}`;
        const post = (path: string, body: unknown) =>
          fetch(`${nginx.url}${path}`, {
            method: 'POST',
            headers: { origin: nginx.url, cookie, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const forged = {
          name: others[1]!.name,
          body: 'A'.repeat(720),
          stamp: later(others[1]!.stamp),
          deleted: true,
        };
        expect((await post('/api/sync/push', { records: [forged] })).status).toBe(200);
        const ahead = await post('/api/sync/push', {
          records: [
            { ...forged, stamp: `${Date.now() + 3_600_000}`.padStart(15, '0') + '.0000.ffffffff' },
          ],
        });
        expect(ahead.status).toBe(422);
        const keys = await post('/api/account/keys', {
          challenge: 'A'.repeat(43),
          signature: 'A'.repeat(86),
          newPublicKey: 'B'.repeat(43),
          newSignature: 'A'.repeat(86),
          wrappedKey: 'A'.repeat(80),
          rotate: true,
          seq: 0,
        });
        expect(keys.status).toBeGreaterThanOrEqual(400);
        expect(keys.status).toBeLessThan(500);

        // More event streams than the account may hold: the oldest close; other visitors are served.
        const streams = await Promise.all(
          Array.from({ length: 12 }, () => {
            const controller = new AbortController();
            return fetch(`${nginx.url}/api/sync/events`, {
              headers: { cookie },
              signal: controller.signal,
            }).then((res) => ({ res, controller }));
          }),
        );
        const others50 = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            fetch(`${nginx.url}/api/tmdb/movie/popular?page=${(i % 5) + 1}`).then((r) => r.status),
          ),
        );
        expect(others50.every((status) => status === 200)).toBe(true);
        for (const { controller } of streams) controller.abort();

        // Both devices sync again: nothing changed, and each says what it left out.
        for (const device of [a, b]) {
          await device.visit('/user-settings');
          await visible(
            device.main.getByText(/changes? from the server could not be verified/),
            30_000,
          );
          expect((await watchlistTitles(device)).sort()).toEqual(['Fight Club', 'Forrest Gump']);
          expect(
            await device.page.evaluate(
              `JSON.parse(localStorage.getItem('user_profile') || '{}').username`,
            ),
          ).toBe('Tyler');
        }

        // Sync keeps working: a change on A reaches B.
        await save(a, '/movie/680-pulp-fiction', 'Favorites');
        await eventually('Pulp Fiction on B', async () =>
          (await favoriteTitles(b)).includes('Pulp Fiction'),
        );
        for (const device of opened) device.assertClean();
      } finally {
        await Promise.all(opened.map((journey) => journey.close().catch(() => undefined)));
        await browser.close();
      }
    });
  });
});
