/**
 * The account store's contract, once per engine: challenges are single use, sessions expire (and
 * idle out), and records merge by name (newer stamp wins, deletions are kept as sealed tombstones
 * until compacted past a horizon, a retried batch changes nothing twice, limits and the deployment's
 * quota refuse a whole batch); the sweep removes what has run out.
 */
import { AccountLimitError } from '../../../server/accounts/accountStore';
import type { AccountStore, IncomingRecord } from '../../../server/accounts/accountStore';
import type { Storage } from '../../../server/storage/storage';
import { describeEachEngine } from './engines';
import type { Place } from './engines';

const LIMITS = { maxRecords: 100, maxBytes: 10_000 };
const stamp = (wall: number, counter = 0, node = 'aaaaaaaa') =>
  `${String(wall).padStart(15, '0')}.${String(counter).padStart(4, '0')}.${node}`;
const record = (
  name: string,
  wall: number,
  body: string | null = `body-${wall}`,
): IncomingRecord => ({
  name,
  body,
  stamp: stamp(wall),
  deleted: body === null,
});

/** The records of a pull, without its horizon. */
const rows = async (store: AccountStore, accountId: number, after: number, limit: number) =>
  (await store.pull(accountId, after, limit)).records;

describeEachEngine('account store', (engine) => {
  let place: Place;
  let storage: Storage;

  beforeEach(async () => {
    place = await engine.fresh();
    storage = await place.open();
  });
  afterEach(async () => {
    await place.remove();
  });

  it('takes a challenge once, and never after it expires', async () => {
    const store = storage.accounts;
    await store.addChallenge('c1', 2000, 1000);
    await store.addChallenge('c2', 2000, 1000);
    expect(await store.takeChallenge('c1', 1500)).toBe(true);
    expect(await store.takeChallenge('c1', 1500)).toBe(false);
    expect(await store.takeChallenge('c2', 2000)).toBe(false);
    expect(await store.takeChallenge('never-issued', 1500)).toBe(false);
    // Racing logins with one challenge: exactly one wins.
    await store.addChallenge('c3', 5000, 1000);
    const raced = await Promise.all([1, 2, 3].map(() => store.takeChallenge('c3', 1500)));
    expect(raced.filter(Boolean)).toHaveLength(1);
  });

  it('makes one account per public key and finds it again', async () => {
    const store = storage.accounts;
    const id = await store.createAccount('pk-1', new Date());
    expect(id).toEqual(expect.any(Number));
    expect(await store.createAccount('pk-1', new Date())).toBeUndefined();
    expect(await store.accountId('pk-1')).toBe(id);
    expect(await store.accountId('pk-2')).toBeUndefined();
  });

  it('keeps sessions by token hash until they expire, and lists, renames and removes devices', async () => {
    const store = storage.accounts;
    const accountId = (await store.createAccount('pk', new Date()))!;
    const now = new Date('2026-01-01T00:00:00Z');
    await store.createSession({
      accountId,
      tokenHash: 'h1',
      deviceId: 'd1',
      device: 'enc-laptop',
      now,
      expiresAt: now.getTime() + 60_000,
    });
    await store.createSession({
      accountId,
      tokenHash: 'h2',
      deviceId: 'd2',
      device: 'enc-phone',
      now: new Date(now.getTime() + 1),
      expiresAt: now.getTime() + 120_000,
    });
    expect(await store.session('h1', now)).toEqual({ accountId, deviceId: 'd1' });
    expect(await store.session('unknown', now)).toBeUndefined();
    expect((await store.devices(accountId, now)).map((d) => [d.id, d.device])).toEqual([
      ['d1', 'enc-laptop'],
      ['d2', 'enc-phone'],
    ]);
    expect(await store.renameDevice(accountId, 'd2', 'enc-tablet')).toBe(true);
    expect(await store.renameDevice(accountId + 1, 'd2', 'enc-x')).toBe(false);
    const later = new Date(now.getTime() + 90_000);
    expect(await store.session('h1', later)).toBeUndefined();
    expect((await store.devices(accountId, later)).map((d) => d.device)).toEqual(['enc-tablet']);
    expect(await store.removeDevice(accountId + 1, 'd2')).toBe(false);
    expect(await store.removeDevice(accountId, 'd2')).toBe(true);
    expect(await store.session('h2', later)).toBeUndefined();
  });

  it('merges by name: newer stamps win, older ones are stale, deletions stay as tombstones', async () => {
    const store = storage.accounts;
    const id = (await store.createAccount('pk', new Date()))!;
    expect(await store.push(id, [record('a', 10), record('b', 10)], LIMITS)).toEqual({
      applied: 2,
      stale: 0,
      seq: 2,
    });
    // An older write of a (another device, behind) loses; a newer deletion of b wins.
    expect(await store.push(id, [record('a', 5, 'old'), record('b', 20, null)], LIMITS)).toEqual({
      applied: 1,
      stale: 1,
      seq: 3,
    });
    // The item deleted at 20 does not come back from a device that still has its write of 10.
    expect(await store.push(id, [record('b', 10)], LIMITS)).toMatchObject({ applied: 0, stale: 1 });
    const all = await rows(store, id, 0, 100);
    expect(all).toEqual([
      { name: 'a', body: 'body-10', stamp: stamp(10), deleted: false, seq: 1 },
      { name: 'b', body: null, stamp: stamp(20), deleted: true, seq: 3 },
    ]);
    expect(await rows(store, id, 1, 100)).toHaveLength(1);
    expect(await rows(store, id, 3, 100)).toEqual([]);
    expect(await rows(store, id, 0, 1)).toHaveLength(1);
  });

  it('changes nothing twice for a retried batch, and gives an equal stamp with new content to the later push', async () => {
    const store = storage.accounts;
    const id = (await store.createAccount('pk', new Date()))!;
    const batch = [record('a', 10), record('b', 11)];
    await store.push(id, batch, LIMITS);
    expect(await store.push(id, batch, LIMITS)).toEqual({ applied: 0, stale: 0, seq: 2 });
    expect(await store.push(id, [{ ...record('a', 10), body: 'other' }], LIMITS)).toEqual({
      applied: 1,
      stale: 0,
      seq: 3,
    });
    expect((await rows(store, id, 2, 10))[0]).toMatchObject({ name: 'a', body: 'other', seq: 3 });
    // The same name twice in one batch: the newer is kept.
    await store.push(id, [record('c', 30), record('c', 31), record('c', 29)], LIMITS);
    expect((await rows(store, id, 3, 10)).map((r) => [r.name, r.stamp])).toEqual([
      ['c', stamp(31)],
    ]);
  });

  it('refuses a whole batch past the record or byte limit, keeping what was there', async () => {
    const store = storage.accounts;
    const id = (await store.createAccount('pk', new Date()))!;
    await store.push(id, [record('a', 1)], { maxRecords: 2, maxBytes: 100 });
    await expect(
      store.push(id, [record('b', 2), record('c', 3)], { maxRecords: 2, maxBytes: 100 }),
    ).rejects.toBeInstanceOf(AccountLimitError);
    await expect(
      store.push(id, [record('b', 2, 'x'.repeat(200))], { maxRecords: 2, maxBytes: 100 }),
    ).rejects.toMatchObject({ limit: 'bytes' });
    expect(await rows(store, id, 0, 10)).toHaveLength(1);
    expect(await store.usage(id)).toEqual({ records: 1, bytes: 'body-1'.length, seq: 1 });
    // Deleting frees bytes even at the limit.
    await store.push(id, [record('a', 5, null)], { maxRecords: 1, maxBytes: 0 });
    expect(await store.usage(id)).toEqual({ records: 1, bytes: 0, seq: 2 });
  });

  it('keeps concurrent pushes to one account in one sequence', async () => {
    const store = storage.accounts;
    const id = (await store.createAccount('pk', new Date()))!;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.push(id, [record(`n${i}`, 100 + i), record(`m${i}`, 100 + i)], LIMITS),
      ),
    );
    const seqs = (await rows(store, id, 0, 100)).map((r) => r.seq);
    expect(seqs).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(await store.usage(id)).toMatchObject({ records: 16, seq: 16 });
  });

  it('deletes an account with every record and session at once, leaving other accounts alone', async () => {
    const store = storage.accounts;
    const gone = (await store.createAccount('pk-gone', new Date()))!;
    const kept = (await store.createAccount('pk-kept', new Date()))!;
    const now = new Date();
    for (const [accountId, hash] of [
      [gone, 'hg'],
      [kept, 'hk'],
    ] as const) {
      await store.createSession({
        accountId,
        tokenHash: hash,
        deviceId: `d-${hash}`,
        device: 'enc',
        now,
        expiresAt: now.getTime() + 60_000,
      });
      await store.push(accountId, [record('a', 1)], LIMITS);
    }
    await store.deleteAccount(gone, now);
    expect(await store.accountId('pk-gone')).toBeUndefined();
    expect(await store.session('hg', now)).toBeUndefined();
    expect(await rows(store, gone, 0, 10)).toEqual([]);
    expect(await store.session('hk', now)).toEqual({ accountId: kept, deviceId: 'd-hk' });
    expect(await rows(store, kept, 0, 10)).toHaveLength(1);
    // What is kept of it: why its device's session ended, until it would have expired.
    expect(await store.endedReason('hg', now)).toBe('deleted');
    expect(await store.endedReason('hg', new Date(now.getTime() + 60_000))).toBeUndefined();
    expect(await store.endedReason('hk', now)).toBeUndefined();
    // The same passphrase may make a new account afterwards.
    expect(await store.createAccount('pk-gone', new Date())).toEqual(expect.any(Number));
  });

  it('remembers why another device ended a session until it would have expired, and sweeps the rest', async () => {
    const store = storage.accounts;
    const accountId = (await store.createAccount('pk', new Date()))!;
    const now = new Date('2026-01-01T00:00:00Z');
    for (const [hash, ttl] of [
      ['h1', 60_000],
      ['h2', 120_000],
      ['h3', 180_000],
    ] as const) {
      await store.createSession({
        accountId,
        tokenHash: hash,
        deviceId: `d-${hash}`,
        device: 'enc',
        now,
        expiresAt: now.getTime() + ttl,
      });
    }
    // Signed out by itself: no reason kept.
    expect(await store.removeDevice(accountId, 'd-h1')).toBe(true);
    expect(await store.endedReason('h1', now)).toBeUndefined();
    // From another device's list.
    expect(await store.removeDevice(accountId, 'd-h2', { reason: 'signed_out', now })).toBe(true);
    expect(await store.endedReason('h2', now)).toBe('signed_out');
    expect(await store.session('h2', now)).toBeUndefined();
    // Everywhere, later: h2's note has run out and is swept; h3's is kept.
    const later = new Date(now.getTime() + 150_000);
    expect(await store.removeAllDevices(accountId, later)).toBe(1);
    expect(await store.endedReason('h3', later)).toBe('signed_out');
    expect(await store.endedReason('h2', later)).toBeUndefined();
    expect(await store.endedReason('unknown', later)).toBeUndefined();
  });

  it('keeps sealed deletions with their body, and compacts old ones past a horizon every device can see', async () => {
    const store = storage.accounts;
    const id = (await store.createAccount('pk', new Date()))!;
    const other = (await store.createAccount('pk-other', new Date()))!;
    const day = 86_400_000;
    const t0 = new Date('2026-01-01T00:00:00Z');
    const tombstone = (name: string, wall: number): IncomingRecord => ({
      name,
      body: `sealed-tombstone-${name}`,
      stamp: stamp(wall),
      deleted: true,
    });
    await store.push(id, [record('a', 1), record('b', 1), record('c', 1)], LIMITS, t0);
    await store.push(id, [tombstone('a', 2), tombstone('b', 2)], LIMITS, t0);
    await store.push(other, [tombstone('z', 2)], LIMITS, t0);
    // A deletion stored later, and a live record: neither is old enough.
    const t1 = new Date(t0.getTime() + 50 * day);
    await store.push(id, [tombstone('c', 3), record('d', 3)], LIMITS, t1);
    expect(await rows(store, id, 3, 10)).toEqual([
      { name: 'a', body: 'sealed-tombstone-a', stamp: stamp(2), deleted: true, seq: 4 },
      { name: 'b', body: 'sealed-tombstone-b', stamp: stamp(2), deleted: true, seq: 5 },
      { name: 'c', body: 'sealed-tombstone-c', stamp: stamp(3), deleted: true, seq: 6 },
      { name: 'd', body: 'body-3', stamp: stamp(3), deleted: false, seq: 7 },
    ]);
    expect((await store.pull(id, 0, 10)).horizon).toBe(0);

    // Ninety days after t0, what was stored before t0 + 1 ms goes: a and b, of this account only.
    const horizon = t0.getTime() + 1;
    expect(await store.compactTombstones(horizon, id)).toBe(2);
    const page = await store.pull(id, 0, 10);
    expect(page.horizon).toBe(5);
    expect(page.records.map((r) => r.name)).toEqual(['c', 'd']);
    expect(await store.usage(id)).toEqual({
      records: 2,
      bytes: 'sealed-tombstone-c'.length + 'body-3'.length,
      seq: 7,
    });
    expect((await store.pull(other, 0, 10)).records).toHaveLength(1);
    // Twice, or on two instances at once: nothing more, and the horizon never goes down.
    const raced = await Promise.all([
      store.compactTombstones(horizon),
      store.compactTombstones(horizon),
    ]);
    expect(raced[0] + raced[1]).toBe(1);
    expect((await store.pull(other, 0, 10)).horizon).toBe(1);
    expect((await store.pull(id, 0, 10)).horizon).toBe(5);
    // A name deleted then written again is a live record, never compacted.
    await store.push(id, [record('c', 9)], LIMITS, t1);
    expect(await store.compactTombstones(t1.getTime() + 365 * day)).toBe(0);
    expect((await rows(store, id, 0, 10)).map((r) => r.name)).toEqual(['d', 'c']);
  });

  it("refuses a push past the deployment's quota, counting every account, while deletions still go through", async () => {
    const store = storage.accounts;
    const a = (await store.createAccount('pk-a', new Date()))!;
    const b = (await store.createAccount('pk-b', new Date()))!;
    const quota = { maxRecords: 100, maxBytes: 1000, maxTotalBytes: 1000 };
    await store.push(a, [record('a', 1, 'x'.repeat(600))], quota);
    await store.push(b, [record('b', 1, 'y'.repeat(300))], quota);
    await expect(store.push(b, [record('c', 2, 'z'.repeat(200))], quota)).rejects.toMatchObject({
      limit: 'site',
    });
    expect(await store.usage(b)).toMatchObject({ records: 1, bytes: 300 });
    // Within what is left, and a smaller body in place of a larger one, still go through.
    await store.push(b, [record('c', 2, 'z'.repeat(100))], quota);
    await store.push(a, [record('a', 3, 'x'.repeat(500))], quota);
    expect(await store.usage(a)).toMatchObject({ bytes: 500 });
  });

  it('ends sessions unused for too long, frees their device id, and sweeps expired rows', async () => {
    const store = storage.accounts;
    const accountId = (await store.createAccount('pk', new Date()))!;
    const now = new Date('2026-01-01T00:00:00Z');
    const day = 86_400_000;
    const idleMs = 30 * day;
    const session = (tokenHash: string, deviceId: string, at: Date, ttl = 90 * day) =>
      store.createSession({
        accountId,
        tokenHash,
        deviceId,
        device: 'enc',
        now: at,
        expiresAt: at.getTime() + ttl,
        idleMs,
      });
    expect(await session('h-used', 'device-used-0001', now)).toBe(true);
    expect(await session('h-idle', 'device-idle-0001', now)).toBe(true);
    expect(await session('h-short', 'device-short-001', now, 1000)).toBe(true);
    // A live device's id cannot be taken, by this account or another.
    expect(await session('h-twin', 'device-used-0001', now)).toBe(false);
    expect(await store.session('h-twin', now)).toBeUndefined();

    // Twenty days on the first is used; forty days on the second has idled out, the first not.
    expect(await store.session('h-used', new Date(now.getTime() + 20 * day), idleMs)).toBeTruthy();
    const later = new Date(now.getTime() + 40 * day);
    expect((await store.devices(accountId, later, idleMs)).map((d) => d.id)).toEqual([
      'device-used-0001',
    ]);
    await store.removeDevice(accountId, 'device-used-0001', { reason: 'signed_out', now });
    await store.addChallenge('old', now.getTime() + 1000, now.getTime());

    expect(await store.sweep(later, idleMs)).toEqual({ sessions: 2, ended: 0, challenges: 1 });
    expect(await store.session('h-idle', later)).toBeUndefined();
    expect(await store.takeChallenge('old', now.getTime())).toBe(false);
    // The ended session's reason stays until its session would have expired, then goes.
    expect(await store.endedReason('h-used', later)).toBe('signed_out');
    const end = new Date(now.getTime() + 91 * day);
    expect(await store.sweep(end, idleMs)).toEqual({ sessions: 0, ended: 1, challenges: 0 });
    // The idle device signs in again with its own id.
    expect(await session('h-back', 'device-idle-0001', end)).toBe(true);
    // An idle session that the sweep has not reached yet is over all the same, and gives its id back.
    expect(await session('h-next', 'device-next-0001', end)).toBe(true);
    const idle = new Date(end.getTime() + 31 * day);
    expect(await store.session('h-next', idle, idleMs)).toBeUndefined();
    expect(await session('h-next-2', 'device-next-0001', idle)).toBe(true);
  });
});
