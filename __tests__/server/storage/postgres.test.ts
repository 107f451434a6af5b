/**
 * What only PostgreSQL has to prove: instances starting together on an empty database migrate it once
 * without racing; two relays on one database mail each message exactly once; and the real app with
 * DATABASE_URL commits a message there before its 200, keeps what it is sent while PostgreSQL is down
 * in the instance's own spool (the catalogue still serving) and delivers it once when it is back,
 * without a restart, also after a restart in between.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';

import { loadConfig } from '../../../server/config';
import { ContactRelay } from '../../../server/contact/relay';
import { ContactSpool } from '../../../server/contact/spool';
import { createLogger } from '../../../server/logger';
import { openContactFileReadOnly } from '../../../server/contact/contactFile';
import {
  openContactSpoolFile,
  openEmbeddedStorage,
  openStorage,
} from '../../../server/storage/storage';
import type { Storage } from '../../../server/storage/storage';
import { closeSharedSource, runExport, startContactApp, upServer } from '../helpers/contact';
import { createTestDatabase, describeWithPostgres, throwawayPostgres } from '../helpers/services';
import type { TestDatabase, ThrowawayPostgres } from '../helpers/services';

jest.setTimeout(120_000);
afterAll(closeSharedSource);

const logger = createLogger('silent');

async function rows(url: string, query: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

describeWithPostgres('PostgreSQL storage', (adminUrl) => {
  let db: TestDatabase;
  let dir: string;
  const open = () =>
    openStorage(loadConfig({ DATA_DIR: dir, DATABASE_URL: db.url, LOG_LEVEL: 'silent' }), logger);

  beforeEach(async () => {
    db = await createTestDatabase(adminUrl());
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pg-'));
  });
  afterEach(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('5 instances starting at once on an empty database migrate it once, and all work', async () => {
    const instances = await Promise.all(Array.from({ length: 5 }, open));
    try {
      const ids = await Promise.all(
        instances.map((s, i) => s.contact.save({ subject: null, message: `from ${i}` }, false)),
      );
      expect([...ids].sort()).toEqual([1, 2, 3, 4, 5]);
      await Promise.all(instances.map((s) => s.ping()));
      // Each migration once, whichever instance ran it.
      for (const [concern, count] of [
        ['contact', 2],
        ['names', 1],
        ['mirror', 1],
      ] as const) {
        const applied = await rows(db.url, `SELECT name FROM marquee_migrations_${concern}`);
        expect({ concern, applied: applied.length }).toEqual({ concern, applied: count });
      }
      const tables = await rows(
        db.url,
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      );
      expect(tables.map((t) => t.tablename)).toEqual(
        expect.arrayContaining(['messages', 'mirror', 'names', 'outbox']),
      );
    } finally {
      await Promise.all(instances.map((s) => s.close()));
    }
  });

  it('two relays on one database mail each message exactly once', async () => {
    const up = await upServer(0);
    const stores: Storage[] = [await open(), await open()];
    const relays = stores.map(
      (storage) =>
        new ContactRelay({
          store: storage.contact,
          smtpUrl: `smtp://127.0.0.1:${up.port}`,
          to: 'ops@example.org',
          from: 'site@example.org',
          siteName: 'Marquee',
          logger,
          timing: { pollMs: 10, retryBaseMs: 100, retryMaxMs: 200 },
        }),
    );
    try {
      const messages = Array.from({ length: 30 }, (_, i) => `message ${i}`);
      // Saved through both instances, as a load balancer would spread them.
      for (const [i, message] of messages.entries()) {
        await stores[i % 2]!.contact.save({ subject: null, message }, true);
      }
      for (const relay of relays) relay.start();
      const deadline = Date.now() + 30_000;
      while (up.received.length < messages.length && Date.now() < deadline) await sleep(20);
      await sleep(500);
      const bodies = up.received.map((mail) => mail.raw.split('\r\n\r\n').slice(1).join('').trim());
      expect(bodies.sort()).toEqual([...messages].sort());
      const pending = await rows(
        db.url,
        'SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL',
      );
      expect(pending).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
      await Promise.all(stores.map((s) => s.close()));
      await up.close();
    }
  });
});

describeWithPostgres('npm run contact:migrate and contact:export with DATABASE_URL', (adminUrl) => {
  let db: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    db = await createTestDatabase(adminUrl());
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pg-migrate-'));
  });
  afterEach(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies contact.sqlite into PostgreSQL once, keeping ids, and exports it from there', async () => {
    const embedded = openEmbeddedStorage(dir);
    const sent = ['first', 'second 漢字', 'third'];
    for (const [i, message] of sent.entries()) {
      await embedded.contact.save({ subject: i === 0 ? 'Hi' : null, message }, i === 2);
    }
    await embedded.close();
    const before = await runExport(dir);
    expect(before.messages).toHaveLength(3);

    const env = { DATABASE_URL: db.url };
    const first = await runExport(dir, env, 'contact:migrate');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Copied 3 messages and 1 outbox row from .*contact\.sqlite/);
    expect(first.stdout).not.toContain(db.url);
    const second = await runExport(dir, env, 'contact:migrate');
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(
      /^Copied 0 messages and 0 outbox rows .* 3 of its 3 messages were there already/,
    );

    const exported = await runExport(dir, env);
    expect(exported.code).toBe(0);
    expect(exported.messages).toEqual(before.messages);
    expect(exported.stderr).toMatch(/3 messages from PostgreSQL/);
    expect(await rows(db.url, 'SELECT message_id, sent_at FROM outbox')).toEqual([
      { message_id: 3, sent_at: null },
    ]);
    // The next message PostgreSQL takes follows the copied ids.
    const storage = await openStorage(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: db.url, LOG_LEVEL: 'silent' }),
      logger,
    );
    try {
      expect(await storage.contact.save({ subject: null, message: 'new' }, false)).toBe(4);
    } finally {
      await storage.close();
    }
  });
});

describeWithPostgres('the contact form with DATABASE_URL', () => {
  let cluster: ThrowawayPostgres | null = null;
  beforeAll(async () => {
    cluster = await throwawayPostgres();
    cluster?.start();
  });
  afterAll(() => cluster?.remove());

  it('starts while PostgreSQL is down (ping fails, saves fail), and migrates and works once it is up', async () => {
    if (!cluster) throw new Error('PostgreSQL binaries (initdb, pg_ctl) are missing');
    cluster.stop();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pg-down-'));
    const storage = await openStorage(
      loadConfig({
        DATA_DIR: dir,
        // Another database of the throwaway cluster: the app test below wants `postgres` empty.
        DATABASE_URL: cluster.url.replace(/\/postgres$/, '/template1'),
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        LOG_LEVEL: 'silent',
      }),
      logger,
    );
    try {
      expect(storage.engine).toBe('postgres');
      await expect(storage.ping()).rejects.toThrow();
      await expect(storage.contact.save({ subject: null, message: 'x' }, false)).rejects.toThrow();
      cluster.start();
      await storage.ping();
      await storage.mirror.write('/movie/1', 200, '{}', 1);
      expect(await storage.mirror.read('/movie/1')).toEqual({
        status: 200,
        body: '{}',
        fetchedAt: 1,
      });
    } finally {
      await storage.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('commits to PostgreSQL before the 200; down: kept in the spool, catalogue served; back: delivered once', async () => {
    if (!cluster) throw new Error('PostgreSQL binaries (initdb, pg_ctl) are missing');
    const contact = await startContactApp(
      {
        DATABASE_URL: cluster.url,
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        CONTACT_RATE_LIMIT: '1000/1m',
      },
      { spoolRetryMs: 200 },
    );
    const spoolFile = path.join(contact.dataDir, 'contact-spool.sqlite');
    try {
      expect(await contact.post({ subject: 'Hi', message: 'first' })).toMatchObject({
        status: 200,
        body: { ok: true },
      });
      expect(await rows(cluster.url, 'SELECT id, subject, message FROM messages')).toEqual([
        { id: 1, subject: 'Hi', message: 'first' },
      ]);
      // Nothing in DATA_DIR: the messages live in PostgreSQL.
      expect(fs.existsSync(path.join(contact.dataDir, 'contact.sqlite'))).toBe(false);
      expect(fs.existsSync(spoolFile)).toBe(false);

      cluster.stop();
      for (const message of ['while down 1', 'while down 2', 'while down 2']) {
        expect(await contact.post({ subject: 'Outage', message })).toMatchObject({
          status: 200,
          body: { ok: true },
        });
      }
      // On this instance's disk, committed before each 200.
      const kept = openContactFileReadOnly(contact.dataDir, 'contact-spool.sqlite');
      try {
        const spooled = await kept!.store.spooled(10);
        expect(spooled.messages.map((m) => m.message)).toEqual([
          'while down 1',
          'while down 2',
          'while down 2',
        ]);
      } finally {
        await kept?.close();
      }
      expect((await contact.app.inject('/api/tmdb/movie/550')).statusCode).toBe(200);
      expect((await contact.app.inject('/healthz')).statusCode).toBe(200);

      cluster.start();
      const back = await contact.post({ message: 'after' });
      expect(back).toMatchObject({ status: 200, body: { ok: true } });
      // The spool's pass delivers the three by itself, each once (the same text twice is two messages).
      const deadline = Date.now() + 15_000;
      let messages: unknown[] = [];
      while (Date.now() < deadline) {
        messages = (await rows(cluster.url, 'SELECT message FROM messages ORDER BY message')).map(
          (r) => r.message,
        );
        if (messages.length >= 5) break;
        await sleep(100);
      }
      expect(messages).toEqual(['after', 'first', 'while down 1', 'while down 2', 'while down 2']);
      const spooledLeft = openContactFileReadOnly(contact.dataDir, 'contact-spool.sqlite');
      try {
        expect((await spooledLeft!.store.spooled(10)).messages).toEqual([]);
      } finally {
        await spooledLeft?.close();
      }
    } finally {
      await contact.close();
    }
  });

  it('a spooled message delivered again (the instance died before it forgot it) is not added twice', async () => {
    if (!cluster) throw new Error('PostgreSQL binaries (initdb, pg_ctl) are missing');
    const database = await createTestDatabase(cluster.url);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-spool-'));
    const storage = await openStorage(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: database.url, LOG_LEVEL: 'silent' }),
      logger,
    );
    const spool = new ContactSpool({ dataDir: dir, target: storage.contact, logger });
    try {
      await spool.keep({ subject: null, message: 'once' }, true);
      // The operator's export reads PostgreSQL, and says what still waits in this DATA_DIR's spool.
      const waiting = await runExport(dir, { DATABASE_URL: database.url });
      expect(waiting.code).toBe(0);
      expect(waiting.messages).toEqual([]);
      expect(waiting.stderr).toContain('1 more waits in');
      expect(waiting.stderr).not.toContain('once');
      const copy = openContactSpoolFile(dir);
      const before = await copy.store.spooled(10);
      await copy.close();
      // What a run killed after PostgreSQL's commit and before the spool's removal does next time.
      expect(await storage.contact.deliverIn(before.messages, before.outbox)).toBe(1);
      expect(await spool.deliver()).toBe(1);
      expect(await spool.deliver()).toBe(0);
      const exported = await runExport(dir, { DATABASE_URL: database.url });
      expect(exported.messages.map((m) => m.message)).toEqual(['once']);
      expect(exported.stderr).not.toContain('wait');
      expect(
        await rows(
          database.url,
          'SELECT m.message, o.sent_at FROM messages m JOIN outbox o ON o.message_id = m.id',
        ),
      ).toEqual([{ message: 'once', sent_at: null }]);
    } finally {
      await spool.stop();
      await storage.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
