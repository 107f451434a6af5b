/**
 * The contact store's contract, on SQLite and on PostgreSQL alike: what is saved is read back in order,
 * with its outbox row when relayed; a due mail is claimed by one caller only (also by two instances at
 * once); the copy of `contact:migrate` keeps ids and copies nothing twice. And a DATA_DIR holding
 * today's contact.sqlite keeps working with every message it had.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';

import { openEmbeddedStorage } from '../../../server/storage/storage';
import { describeEachEngine } from './engines';
import type { Place } from './engines';

jest.setTimeout(60_000);

const input = (message: string, subject: string | null = null) => ({ subject, message });
const T0 = new Date('2026-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describeEachEngine('contact store', ({ engine, fresh }) => {
  let place: Place;
  beforeEach(async () => {
    place = await fresh();
  });
  afterEach(async () => {
    await place.remove();
  });

  it('answers increasing ids and reads every message back, oldest first', async () => {
    const { contact } = await place.open();
    expect(contact.engine).toBe(engine);
    const ids = [];
    ids.push(await contact.save(input('first', 'Hello'), false, at(0)));
    ids.push(await contact.save(input('漢字 🎬 <b>x</b>\nline'), false, at(1)));
    ids.push(await contact.save(input('third'), false, at(2)));
    expect(ids).toEqual([1, 2, 3]);
    const read = [];
    for await (const m of contact.messages()) read.push(m);
    expect(read).toEqual([
      { id: 1, received_at: '2026-01-01T00:00:00.000Z', subject: 'Hello', message: 'first' },
      {
        id: 2,
        received_at: '2026-01-01T00:00:00.001Z',
        subject: null,
        message: '漢字 🎬 <b>x</b>\nline',
      },
      { id: 3, received_at: '2026-01-01T00:00:00.002Z', subject: null, message: 'third' },
    ]);
    expect(await contact.outbox()).toEqual([]);
  });

  it('keeps what was saved across a restart', async () => {
    const first = await place.open();
    await first.contact.save(input('kept'), true, at(0));
    await first.close();
    const second = await place.open();
    const read = [];
    for await (const m of second.contact.messages()) read.push(m.message);
    expect(read).toEqual(['kept']);
    expect(await second.contact.save(input('next'), false)).toBe(2);
  });

  it('reads more messages than one page', async () => {
    const { contact } = await place.open();
    for (let i = 0; i < 503; i += 1) await contact.save(input(`m${i}`), false, at(i));
    let count = 0;
    for await (const m of contact.messages()) {
      expect(m.message).toBe(`m${count}`);
      count += 1;
    }
    expect(count).toBe(503);
  });

  it('claims a due mail for one caller until its lease ends, then retries, then never again once sent', async () => {
    const { contact } = await place.open();
    const id = await contact.save(input('relay me'), true, at(0));
    expect(await contact.outbox()).toEqual([
      expect.objectContaining({ message_id: id, attempts: 0, sent_at: null }),
    ]);
    const claimed = await contact.claimDue(at(0), 60_000);
    expect(claimed).toMatchObject({ id, message: 'relay me', attempts: 0 });
    // Held: nobody else takes it during the lease.
    expect(await contact.claimDue(at(1000), 60_000)).toBeUndefined();
    // A relay that died holding it: taken again once the lease is over.
    expect(await contact.claimDue(at(60_000), 60_000)).toMatchObject({ id });

    await contact.markFailed(id, 1, at(200_000), 'x'.repeat(600));
    expect(await contact.claimDue(at(199_999), 60_000)).toBeUndefined();
    const [failed] = await contact.outbox();
    expect(failed).toMatchObject({ attempts: 1, next_attempt_at: at(200_000).toISOString() });
    expect(failed!.last_error).toHaveLength(500);

    expect(await contact.claimDue(at(200_000), 60_000)).toMatchObject({ id, attempts: 1 });
    await contact.markSent(id, at(200_001));
    expect(await contact.claimDue(at(10_000_000), 60_000)).toBeUndefined();
    expect((await contact.outbox())[0]).toMatchObject({
      sent_at: at(200_001).toISOString(),
      last_error: null,
    });
  });

  it('claims the oldest due mail first', async () => {
    const { contact } = await place.open();
    const a = await contact.save(input('a'), true, at(10));
    const b = await contact.save(input('b'), true, at(5));
    await contact.save(input('not relayed'), false, at(0));
    expect((await contact.claimDue(at(100), 1000))!.id).toBe(b);
    expect((await contact.claimDue(at(100), 1000))!.id).toBe(a);
    expect(await contact.claimDue(at(100), 1000)).toBeUndefined();
  });

  it('two instances claiming at once never take the same mail', async () => {
    const one = await place.open();
    const two = await place.open();
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push(await one.contact.save(input(`m${i}`), true, at(i)));
    const claimedBy = async (store: typeof one.contact) => {
      const mine: number[] = [];
      for (;;) {
        const mail = await store.claimDue(at(1000), 600_000);
        if (!mail) return mine;
        mine.push(mail.id);
      }
    };
    if (engine === 'postgres') {
      const [a, b] = await Promise.all([claimedBy(one.contact), claimedBy(two.contact)]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(ids);
      expect(a.length).toBeGreaterThan(0);
      expect(b.length).toBeGreaterThan(0);
      return;
    }
    // better-sqlite3 is synchronous: two connections of one process waiting on each other's lock
    // would block its only thread, so here they take turns (instances are processes in production).
    const taken: number[] = [];
    for (let turn = 0; ; turn += 1) {
      const mail = await (turn % 2 ? two : one).contact.claimDue(at(1000), 600_000);
      if (!mail) break;
      taken.push(mail.id);
    }
    expect(taken.sort((x, y) => x - y)).toEqual(ids);
  });

  it('copies messages in keeping their ids, copies nothing twice, and new ids follow', async () => {
    const { contact } = await place.open();
    const messages = [
      { id: 3, received_at: at(0).toISOString(), subject: 'Old', message: 'three' },
      { id: 7, received_at: at(1).toISOString(), subject: null, message: 'seven' },
    ];
    const outbox = [
      {
        message_id: 7,
        attempts: 2,
        next_attempt_at: at(5).toISOString(),
        last_error: 'down',
        sent_at: null,
      },
    ];
    expect(await contact.copyIn(messages, outbox)).toEqual({ messages: 2, outbox: 1 });
    expect(await contact.copyIn(messages, outbox)).toEqual({ messages: 0, outbox: 0 });
    const read = [];
    for await (const m of contact.messages()) read.push(m);
    expect(read).toEqual(messages);
    expect(await contact.outbox()).toEqual(outbox);
    expect(await contact.save(input('new'), false)).toBe(8);
    // An id taken by another message: the copied one gets a new id, once.
    const clash = [
      { id: 8, received_at: at(9).toISOString(), subject: null, message: 'other eight' },
    ];
    expect(await contact.copyIn(clash, [])).toEqual({ messages: 1, outbox: 0 });
    expect(await contact.copyIn(clash, [])).toEqual({ messages: 0, outbox: 0 });
    const texts = [];
    for await (const m of contact.messages()) texts.push(`${m.id}:${m.message}`);
    expect(texts).toEqual(['3:three', '7:seven', '8:new', '9:other eight']);
  });

  it('as a spool: lists what carries a delivery key, delivers each key once, and removes what was delivered', async () => {
    const { contact: spool } = await place.open();
    const other = await place.open();
    await spool.save(input('plain'), false, at(0));
    await spool.save(input('kept 1', 'Hi'), true, at(1), 'key-1');
    await spool.save(input('kept 2'), false, at(2), 'key-2');
    const batch = await spool.spooled(10);
    expect(batch.messages.map((m) => [m.message, m.delivery_key])).toEqual([
      ['kept 1', 'key-1'],
      ['kept 2', 'key-2'],
    ]);
    expect(batch.outbox.map((row) => row.message_id)).toEqual([batch.messages[0]!.id]);
    expect((await spool.spooled(1)).messages).toHaveLength(1);

    // Into the deployment's store (here the same database: the keys are what count). Still there under
    // their keys: nothing is added.
    const target = other.contact;
    expect(await target.deliverIn(batch.messages, batch.outbox)).toBe(0);
    await spool.remove(batch.messages.map((m) => m.id));
    const left = [];
    for await (const m of spool.messages()) left.push(m.message);
    expect(left).toEqual(['plain']);
    expect(await spool.outbox()).toEqual([]);
    // Gone from the spool: delivered under new ids, with the relayed one's outbox row; a second
    // delivery (the spool's removal lost to a crash) adds nothing.
    expect(await target.deliverIn(batch.messages, batch.outbox)).toBe(2);
    expect(await target.deliverIn(batch.messages, batch.outbox)).toBe(0);
    const delivered = [];
    const idOf = new Map<string, number>();
    for await (const m of target.messages()) {
      delivered.push(`${m.message}@${m.received_at}`);
      idOf.set(m.message, m.id);
    }
    expect(delivered).toEqual([
      'plain@2026-01-01T00:00:00.000Z',
      'kept 1@2026-01-01T00:00:00.001Z',
      'kept 2@2026-01-01T00:00:00.002Z',
    ]);
    const outbox = await target.outbox();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ message_id: idOf.get('kept 1'), attempts: 0, sent_at: null });
  });
});

describe("a DATA_DIR with today's contact.sqlite", () => {
  it('keeps every message and outbox row it had, and takes new ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-storage-old-'));
    try {
      // The schema and pragmas the server wrote before the storage seams.
      const old = new Database(path.join(dir, 'contact.sqlite'));
      old.pragma('journal_mode = WAL');
      old.exec(`
        CREATE TABLE IF NOT EXISTS messages (
          id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, subject TEXT, message TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS outbox (
          message_id INTEGER PRIMARY KEY REFERENCES messages (id), attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at TEXT NOT NULL, last_error TEXT, sent_at TEXT);
        CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;
        INSERT INTO messages (received_at, subject, message) VALUES ('2025-05-01T10:00:00.000Z', 'Hi', 'old one');
        INSERT INTO messages (received_at, subject, message) VALUES ('2025-05-02T10:00:00.000Z', NULL, 'old two');
        INSERT INTO outbox (message_id, attempts, next_attempt_at) VALUES (2, 3, '2025-05-02T10:00:00.000Z');
      `);
      old.pragma('user_version = 1');
      old.close();

      const storage = openEmbeddedStorage(dir);
      try {
        const read = [];
        for await (const m of storage.contact.messages()) read.push(m.message);
        expect(read).toEqual(['old one', 'old two']);
        expect(await storage.contact.claimDue(new Date(), 1000)).toMatchObject({
          id: 2,
          attempts: 3,
        });
        expect(await storage.contact.save(input('new'), false)).toBe(3);
      } finally {
        await storage.close();
      }
      const db = new Database(path.join(dir, 'contact.sqlite'), { readonly: true });
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
