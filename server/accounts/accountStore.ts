import { sql } from 'kysely';
import type { Kysely, SelectQueryBuilder } from 'kysely';

import { endedReason } from '../../common/accountEnded';
import type { EndedReason } from '../../common/accountEnded';

import { writeTransaction } from '../storage/engine';
import type { Engine, StorageHandle } from '../storage/engine';
import type { StorageTables } from '../storage/schema';

type SessionQuery = SelectQueryBuilder<
  StorageTables,
  'account_sessions',
  { token_hash: string; expires_at: number }
>;
/** Narrows a query of an account's sessions (to one device, say). */
type SessionFilter = (query: SessionQuery) => SessionQuery;

/** A record as a device sends it: every field opaque to the server but the stamp. */
export interface IncomingRecord {
  name: string;
  /**
   * AES-GCM ciphertext (base64url), deletions included (their seal is what makes them the owner's);
   * null only for a deletion stored before deletions were sealed.
   */
  body: string | null;
  stamp: string;
  deleted: boolean;
}

export interface StoredRecord extends IncomingRecord {
  seq: number;
}

export interface AccountLimits {
  /** Records an account may hold, deletions included. */
  maxRecords: number;
  /** Bytes of record bodies an account may hold. */
  maxBytes: number;
  /** Bytes of record bodies all accounts together may hold (the deployment's quota). */
  maxTotalBytes?: number;
}

/** What a pull answers: a page of records, and the account's compaction horizon. */
export interface PullPage {
  records: StoredRecord[];
  /** The highest sequence number of a deletion compacted away; 0 when none was. */
  horizon: number;
}

/** What a sweep removed. */
export interface SweepResult {
  sessions: number;
  ended: number;
  challenges: number;
}

export interface PushResult {
  /** Records that changed the account (new, or newer than the stored one). */
  applied: number;
  /** Records older than the stored one: the device pulls the winner. */
  stale: number;
  /** The account's last sequence number after the push. */
  seq: number;
}

/**
 * A push that would take the account past a limit, or the deployment past its quota (`site`): nothing
 * of it was kept.
 */
export class AccountLimitError extends Error {
  constructor(readonly limit: 'records' | 'bytes' | 'site') {
    super(limit);
  }
}

export interface Device {
  id: string;
  /** The device's name, encrypted by the browser. */
  device: string;
  createdAt: string;
  lastSeenAt: string;
}

/** A device signing in: its token's hash, its id in the device list, its encrypted name. */
export interface NewSession {
  accountId: number;
  tokenHash: string;
  deviceId: string;
  device: string;
  now: Date;
  expiresAt: number;
  /** Sessions unused this long are over (and their device id free again); none when absent. */
  idleMs?: number;
}

/**
 * Why a session was ended by another device: `signed_out` (from its device list, or "sign out
 * everywhere") or `deleted` (the account). A device that signed itself out leaves no reason.
 */
export type { EndedReason };

/** What the server keeps of an account's keys. */
export interface AccountKeyInfo {
  publicKey: string;
  wrappedKey: string | null;
  /** 1: keys from the passphrase alone (before issue 32); 2: a wrapped account key. */
  keyVersion: number;
  generation: number;
  seq: number;
}

/** A change of an account's keys, as checked by the routes (signatures hold, challenge taken). */
export interface KeyChange {
  /** The public key the change was signed with: the account's, or nothing changes. */
  publicKey: string;
  newPublicKey: string;
  wrappedKey: string;
  rotate: boolean;
  /** For a rotation: the account's sequence number as the device has it. */
  seq: number;
  /** The session of the device making the change, which stays signed in. */
  keepTokenHash: string;
}

export type KeyChangeResult =
  { status: 'changed'; generation: number } | { status: 'behind' | 'stale_key' | 'exists' };

export interface SessionInfo {
  accountId: number;
  deviceId: string;
}

/**
 * Accounts, their signed-in devices, login challenges and encrypted records. The server merges records
 * by name: the newer stamp wins; an equal stamp with a different body goes to the later push (the
 * higher sequence); an equal stamp with the same body changes nothing, so a retried batch is harmless.
 */
export interface AccountStore {
  readonly engine: Engine;
  /** Keeps a new challenge until `expiresAt` (and forgets expired ones). */
  addChallenge(challenge: string, expiresAt: number, now: number): Promise<void>;
  /** Uses up a challenge: true only the first time, and only before it expires. */
  takeChallenge(challenge: string, now: number): Promise<boolean>;
  /** The account of a public key, or undefined. */
  accountId(publicKey: string): Promise<number | undefined>;
  /** A new account; undefined when the public key has one already. */
  createAccount(publicKey: string, now: Date, wrappedKey?: string): Promise<number | undefined>;
  /** The account's keys as the server keeps them: its public key and the wrapped account key. */
  accountKeys(accountId: number): Promise<AccountKeyInfo | undefined>;
  /**
   * Replaces the account's public key and wrapped key (a new passphrase), and with `rotate` also
   * removes its records (sealed under the old account key) and ends every session but `keep`'s,
   * with the reason `keys_changed`. All at once, under the account row's lock.
   */
  changeKeys(accountId: number, change: KeyChange, now: Date): Promise<KeyChangeResult>;
  /**
   * A value of the deployment, made by `make` the first time it is asked for and kept from then on
   * (several instances asking at once all get the first one stored).
   */
  deploymentValue(name: string, make: () => string): Promise<string>;
  /**
   * A new session; false when its device id is already a live device of the account (or of another
   * account: ids are unique), which changes nothing.
   */
  createSession(session: NewSession): Promise<boolean>;
  /**
   * The live session of a token hash (its last use noted at most once a minute). With `idleMs`, a
   * session unused that long is over, as one past its expiry is.
   */
  session(tokenHash: string, now: Date, idleMs?: number): Promise<SessionInfo | undefined>;
  devices(accountId: number, now: Date, idleMs?: number): Promise<Device[]>;
  /** False when the device is not one of the account's. */
  renameDevice(accountId: number, deviceId: string, device: string): Promise<boolean>;
  /**
   * Signs one device out; false when it is not one of the account's. With a reason, its device is
   * told why when it comes back (`endedReason`).
   */
  removeDevice(
    accountId: number,
    deviceId: string,
    ending?: { reason: EndedReason; now: Date },
  ): Promise<boolean>;
  /** Signs every device out; each is told why when it comes back. */
  removeAllDevices(accountId: number, now: Date): Promise<number>;
  /**
   * Removes the account and every record and count of it, at once; its sessions end with the reason
   * `deleted`, all that is kept of it.
   */
  deleteAccount(accountId: number, now: Date): Promise<void>;
  /** Why another device ended this token's session, while it would still have been valid. */
  endedReason(tokenHash: string, now: Date): Promise<EndedReason | undefined>;
  usage(accountId: number): Promise<{ records: number; bytes: number; seq: number }>;
  /** Merges a batch; `now` is when the server stores it (tombstones are compacted by it). */
  push(
    accountId: number,
    records: IncomingRecord[],
    limits: AccountLimits,
    now?: Date,
  ): Promise<PushResult>;
  /** Records with a sequence number above `after`, in order, at most `limit`; and the horizon. */
  pull(accountId: number, after: number, limit: number): Promise<PullPage>;
  /**
   * Forgets deletions stored before `before` (ms), of one account or of all, and raises each
   * account's horizon to the highest sequence number forgotten. Answers how many were removed. Safe
   * to run on several instances at once: each account is compacted under its row's lock.
   */
  compactTombstones(before: number, accountId?: number): Promise<number>;
  /**
   * Removes sessions past their expiry or unused for `idleMs`, ended-session reasons past the time
   * their session would have ended, and expired challenges. Idempotent, so instances may overlap.
   */
  sweep(now: Date, idleMs: number): Promise<SweepResult>;
}

/** The ISO time before which a session's last use makes it idle (last uses are ISO text). */
const idleSince = (now: Date, idleMs: number) => new Date(now.getTime() - idleMs).toISOString();

const SEEN_EVERY_MS = 60_000;

/** The account store over either engine: the same queries, a lock clause where PostgreSQL needs it. */
export class KyselyAccountStore implements AccountStore {
  constructor(private readonly handle: StorageHandle) {}

  get engine(): Engine {
    return this.handle.engine;
  }

  async addChallenge(challenge: string, expiresAt: number, now: number): Promise<void> {
    const db = await this.handle.db();
    await db.deleteFrom('account_challenges').where('expires_at', '<=', now).execute();
    await db
      .insertInto('account_challenges')
      .values({ challenge, expires_at: expiresAt })
      .execute();
  }

  async takeChallenge(challenge: string, now: number): Promise<boolean> {
    const db = await this.handle.db();
    // One statement: of two logins racing with the same challenge, one deletes it, the other nothing.
    const taken = await db
      .deleteFrom('account_challenges')
      .where('challenge', '=', challenge)
      .returning('expires_at')
      .executeTakeFirst();
    return taken !== undefined && taken.expires_at > now;
  }

  async accountId(publicKey: string): Promise<number | undefined> {
    const db = await this.handle.db();
    const row = await db
      .selectFrom('accounts')
      .select('id')
      .where('public_key', '=', publicKey)
      .executeTakeFirst();
    return row?.id;
  }

  async createAccount(
    publicKey: string,
    now: Date,
    wrappedKey?: string,
  ): Promise<number | undefined> {
    const db = await this.handle.db();
    const row = await db
      .insertInto('accounts')
      .values({
        public_key: publicKey,
        created_at: now.toISOString(),
        seq: 0,
        records: 0,
        bytes: 0,
        wrapped_key: wrappedKey ?? null,
        key_version: wrappedKey ? 2 : 1,
      })
      .onConflict((oc) => oc.column('public_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async accountKeys(accountId: number): Promise<AccountKeyInfo | undefined> {
    const db = await this.handle.db();
    const row = await db
      .selectFrom('accounts')
      .select(['public_key', 'wrapped_key', 'key_version', 'generation', 'seq'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    return (
      row && {
        publicKey: row.public_key,
        wrappedKey: row.wrapped_key,
        keyVersion: Number(row.key_version),
        generation: Number(row.generation),
        seq: Number(row.seq),
      }
    );
  }

  async changeKeys(accountId: number, change: KeyChange, now: Date): Promise<KeyChangeResult> {
    const db = await this.handle.db();
    const result = await writeTransaction(db, this.engine, async (trx) => {
      let accountQuery = trx
        .selectFrom('accounts')
        .select(['public_key', 'seq', 'generation'])
        .where('id', '=', accountId);
      if (this.engine === 'postgres') accountQuery = accountQuery.forUpdate();
      const account = await accountQuery.executeTakeFirst();
      if (!account || account.public_key !== change.publicKey) {
        return { status: 'stale_key' as const };
      }
      if (change.rotate && Number(account.seq) !== change.seq) return { status: 'behind' as const };
      if (change.newPublicKey !== change.publicKey) {
        const taken = await trx
          .selectFrom('accounts')
          .select('id')
          .where('public_key', '=', change.newPublicKey)
          .executeTakeFirst();
        if (taken) return { status: 'exists' as const };
      }
      const generation = Number(account.generation) + 1;
      await trx
        .updateTable('accounts')
        .set({
          public_key: change.newPublicKey,
          wrapped_key: change.wrappedKey,
          key_version: 2,
          generation,
          ...(change.rotate ? { records: 0, bytes: 0, horizon: account.seq } : {}),
        })
        .where('id', '=', accountId)
        .execute();
      if (change.rotate) {
        await trx.deleteFrom('account_records').where('account_id', '=', accountId).execute();
        await this.endSessions(trx, accountId, 'keys_changed', now.getTime(), (q) =>
          q.where('token_hash', '!=', change.keepTokenHash),
        );
      }
      return { status: 'changed' as const, generation };
    });
    if (result.status === 'changed' && change.rotate && this.engine === 'sqlite') {
      // As for a deleted account: the old ciphertexts leave the write-ahead log too.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    }
    return result;
  }

  async deploymentValue(name: string, make: () => string): Promise<string> {
    const db = await this.handle.db();
    await db
      .insertInto('deployment_settings')
      .values({ name, value: make() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('deployment_settings')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  async createSession(session: NewSession): Promise<boolean> {
    const db = await this.handle.db();
    const at = session.now.toISOString();
    return writeTransaction(db, this.engine, async (trx) => {
      // A device coming back after its session ran out keeps its id: the old row goes first.
      let over = trx
        .deleteFrom('account_sessions')
        .where('account_id', '=', session.accountId)
        .where('id', '=', session.deviceId);
      const { idleMs } = session;
      over =
        idleMs === undefined
          ? over.where('expires_at', '<=', session.now.getTime())
          : over.where((eb) =>
              eb.or([
                eb('expires_at', '<=', session.now.getTime()),
                eb('last_seen_at', '<', idleSince(session.now, idleMs)),
              ]),
            );
      await over.execute();
      const row = await trx
        .insertInto('account_sessions')
        .values({
          token_hash: session.tokenHash,
          id: session.deviceId,
          account_id: session.accountId,
          device: session.device,
          created_at: at,
          last_seen_at: at,
          expires_at: session.expiresAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    });
  }

  async session(tokenHash: string, now: Date, idleMs?: number): Promise<SessionInfo | undefined> {
    const db = await this.handle.db();
    const row = await db
      .selectFrom('account_sessions')
      .select(['account_id', 'id', 'last_seen_at', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const idle = idleMs !== undefined && row.last_seen_at < idleSince(now, idleMs);
    if (row.expires_at <= now.getTime() || idle) {
      await db.deleteFrom('account_sessions').where('token_hash', '=', tokenHash).execute();
      return undefined;
    }
    if (now.getTime() - Date.parse(row.last_seen_at) >= SEEN_EVERY_MS) {
      await db
        .updateTable('account_sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return { accountId: row.account_id, deviceId: row.id };
  }

  async devices(accountId: number, now: Date, idleMs?: number): Promise<Device[]> {
    const db = await this.handle.db();
    let query = db
      .selectFrom('account_sessions')
      .select(['id', 'device', 'created_at', 'last_seen_at'])
      .where('account_id', '=', accountId)
      .where('expires_at', '>', now.getTime());
    if (idleMs !== undefined) query = query.where('last_seen_at', '>=', idleSince(now, idleMs));
    const rows = await query.orderBy('created_at').orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      device: row.device,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
    }));
  }

  async renameDevice(accountId: number, deviceId: string, device: string): Promise<boolean> {
    const db = await this.handle.db();
    const result = await db
      .updateTable('account_sessions')
      .set({ device })
      .where('account_id', '=', accountId)
      .where('id', '=', deviceId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async removeDevice(
    accountId: number,
    deviceId: string,
    ending?: { reason: EndedReason; now: Date },
  ): Promise<boolean> {
    const db = await this.handle.db();
    const ended = await writeTransaction(db, this.engine, (trx) =>
      this.endSessions(trx, accountId, ending?.reason, ending?.now.getTime() ?? 0, (q) =>
        q.where('id', '=', deviceId),
      ),
    );
    return ended > 0;
  }

  async removeAllDevices(accountId: number, now: Date): Promise<number> {
    const db = await this.handle.db();
    return writeTransaction(db, this.engine, (trx) =>
      this.endSessions(trx, accountId, 'signed_out', now.getTime()),
    );
  }

  async deleteAccount(accountId: number, now: Date): Promise<void> {
    const db = await this.handle.db();
    await writeTransaction(db, this.engine, async (trx) => {
      await this.endSessions(trx, accountId, 'deleted', now.getTime());
      await trx.deleteFrom('account_records').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
    });
    if (this.engine === 'sqlite') {
      // secure_delete has zeroed the freed pages, but the write-ahead log still holds the earlier
      // frames that carried the account's key and ciphertexts: copy back and empty it now.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    }
  }

  async endedReason(tokenHash: string, now: Date): Promise<EndedReason | undefined> {
    const db = await this.handle.db();
    const row = await db
      .selectFrom('account_ended_sessions')
      .select(['reason', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.expires_at <= now.getTime()) return undefined;
    return endedReason(row.reason) ?? 'signed_out';
  }

  /**
   * Deletes the account's sessions that `where` picks (all without it) and, with a reason, notes each
   * one's end until it would have expired; ends that have run out are swept on the way. Answers how
   * many sessions ended.
   */
  private async endSessions(
    trx: Kysely<StorageTables>,
    accountId: number,
    reason: EndedReason | undefined,
    now: number,
    where: SessionFilter = (q) => q,
  ): Promise<number> {
    const sessions = await where(
      trx
        .selectFrom('account_sessions')
        .select(['token_hash', 'expires_at'])
        .where('account_id', '=', accountId),
    ).execute();
    if (sessions.length === 0) return 0;
    if (reason) {
      await trx.deleteFrom('account_ended_sessions').where('expires_at', '<=', now).execute();
      const live = sessions.filter((session) => session.expires_at > now);
      // In token order, so that two instances ending sessions together lock rows in one order.
      live.sort((a, b) => (a.token_hash < b.token_hash ? -1 : 1));
      for (let i = 0; i < live.length; i += 500) {
        await trx
          .insertInto('account_ended_sessions')
          .values(
            live.slice(i, i + 500).map((session) => ({
              token_hash: session.token_hash,
              reason,
              expires_at: session.expires_at,
            })),
          )
          .onConflict((oc) => oc.column('token_hash').doNothing())
          .execute();
      }
    }
    const hashes = sessions.map((session) => session.token_hash);
    let ended = 0;
    for (let i = 0; i < hashes.length; i += 500) {
      const result = await trx
        .deleteFrom('account_sessions')
        .where('account_id', '=', accountId)
        .where('token_hash', 'in', hashes.slice(i, i + 500))
        .executeTakeFirst();
      ended += Number(result.numDeletedRows);
    }
    return ended;
  }

  async usage(accountId: number): Promise<{ records: number; bytes: number; seq: number }> {
    const db = await this.handle.db();
    const row = await db
      .selectFrom('accounts')
      .select(['records', 'bytes', 'seq'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    return row ?? { records: 0, bytes: 0, seq: 0 };
  }

  async push(
    accountId: number,
    records: IncomingRecord[],
    limits: AccountLimits,
    now: Date = new Date(),
  ): Promise<PushResult> {
    // Within one batch, the newest of each name (a device may send a name twice).
    const newest = new Map<string, IncomingRecord>();
    for (const record of records) {
      const seen = newest.get(record.name);
      if (!seen || record.stamp >= seen.stamp) newest.set(record.name, record);
    }
    const batch = [...newest.values()];
    const db = await this.handle.db();
    return writeTransaction(db, this.engine, async (trx) => {
      let accountQuery = trx
        .selectFrom('accounts')
        .select(['seq', 'records', 'bytes'])
        .where('id', '=', accountId);
      // Pushes to one account from two devices (or instances) take turns on the account row.
      if (this.engine === 'postgres') accountQuery = accountQuery.forUpdate();
      const account = await accountQuery.executeTakeFirst();
      if (!account) return { applied: 0, stale: 0, seq: 0 };

      const stored = new Map<string, { body: string | null; stamp: string; deleted: number }>();
      for (let i = 0; i < batch.length; i += 500) {
        const names = batch.slice(i, i + 500).map((record) => record.name);
        const rows = await trx
          .selectFrom('account_records')
          .select(['name', 'body', 'stamp', 'deleted'])
          .where('account_id', '=', accountId)
          .where('name', 'in', names)
          .execute();
        for (const row of rows) stored.set(row.name, row);
      }

      let { seq, records: count, bytes } = account;
      let applied = 0;
      let stale = 0;
      const writes: { record: IncomingRecord; seq: number; exists: boolean }[] = [];
      for (const record of batch) {
        const { body } = record;
        const old = stored.get(record.name);
        if (old) {
          if (record.stamp < old.stamp) {
            stale += 1;
            continue;
          }
          if (
            record.stamp === old.stamp &&
            old.body === body &&
            Boolean(old.deleted) === record.deleted
          ) {
            continue;
          }
        }
        seq += 1;
        applied += 1;
        bytes += (body?.length ?? 0) - (old?.body?.length ?? 0);
        if (!old) count += 1;
        writes.push({ record: { ...record, body }, seq, exists: Boolean(old) });
      }
      if (count > limits.maxRecords && count > account.records) {
        throw new AccountLimitError('records');
      }
      if (bytes > limits.maxBytes && bytes > account.bytes) throw new AccountLimitError('bytes');
      if (limits.maxTotalBytes !== undefined && bytes > account.bytes) {
        // The sum is read, not locked: two accounts pushing at once may both pass by one batch each,
        // which the quota's margin absorbs; a lock here would make every push in the deployment queue.
        const total = await trx
          .selectFrom('accounts')
          .select((eb) => eb.fn.sum<number | string | null>('bytes').as('bytes'))
          .executeTakeFirst();
        const all = Number(total?.bytes ?? 0) - account.bytes + bytes;
        if (all > limits.maxTotalBytes) throw new AccountLimitError('site');
      }

      for (const { record, seq: recordSeq, exists } of writes) {
        const values = {
          body: record.body,
          stamp: record.stamp,
          deleted: record.deleted ? 1 : 0,
          seq: recordSeq,
          stored_at: now.getTime(),
        };
        if (exists) {
          await trx
            .updateTable('account_records')
            .set(values)
            .where('account_id', '=', accountId)
            .where('name', '=', record.name)
            .execute();
        } else {
          await trx
            .insertInto('account_records')
            .values({ account_id: accountId, name: record.name, ...values })
            .execute();
        }
      }
      if (applied > 0) {
        await trx
          .updateTable('accounts')
          .set({ seq, records: count, bytes })
          .where('id', '=', accountId)
          .execute();
      }
      return { applied, stale, seq };
    });
  }

  async pull(accountId: number, after: number, limit: number): Promise<PullPage> {
    const db = await this.handle.db();
    // The horizon is read first: a compaction between the two reads then shows as a horizon too low,
    // never as a page missing a deletion behind a horizon the device was not told of.
    const account = await db
      .selectFrom('accounts')
      .select('horizon')
      .where('id', '=', accountId)
      .executeTakeFirst();
    const rows = await db
      .selectFrom('account_records')
      .select(['name', 'body', 'stamp', 'deleted', 'seq'])
      .where('account_id', '=', accountId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(limit)
      .execute();
    return {
      records: rows.map((row) => ({
        name: row.name,
        body: row.body,
        stamp: row.stamp,
        deleted: Boolean(row.deleted),
        seq: row.seq,
      })),
      horizon: account?.horizon ?? 0,
    };
  }

  async compactTombstones(before: number, accountId?: number): Promise<number> {
    const db = await this.handle.db();
    let query = db
      .selectFrom('account_records')
      .select('account_id')
      .distinct()
      .where('deleted', '=', 1)
      .where('stored_at', '<', before);
    if (accountId !== undefined) query = query.where('account_id', '=', accountId);
    const accounts = (await query.execute()).map((row) => row.account_id);
    let removed = 0;
    for (const id of accounts) {
      removed += await writeTransaction(db, this.engine, async (trx) => {
        let accountQuery = trx
          .selectFrom('accounts')
          .select(['records', 'bytes', 'horizon'])
          .where('id', '=', id);
        // Under the same lock as a push: the counts stay true, and another instance compacting the
        // same account waits, then finds nothing left to do.
        if (this.engine === 'postgres') accountQuery = accountQuery.forUpdate();
        const account = await accountQuery.executeTakeFirst();
        if (!account) return 0;
        const gone = await trx
          .deleteFrom('account_records')
          .where('account_id', '=', id)
          .where('deleted', '=', 1)
          .where('stored_at', '<', before)
          .returning(['seq', 'body'])
          .execute();
        if (gone.length === 0) return 0;
        const horizon = Math.max(account.horizon, ...gone.map((row) => row.seq));
        const bytes = gone.reduce((sum, row) => sum + (row.body?.length ?? 0), 0);
        await trx
          .updateTable('accounts')
          .set({
            records: account.records - gone.length,
            bytes: account.bytes - bytes,
            horizon,
          })
          .where('id', '=', id)
          .execute();
        return gone.length;
      });
    }
    return removed;
  }

  async sweep(now: Date, idleMs: number): Promise<SweepResult> {
    const db = await this.handle.db();
    const at = now.getTime();
    const sessions = await db
      .deleteFrom('account_sessions')
      .where((eb) =>
        eb.or([eb('expires_at', '<=', at), eb('last_seen_at', '<', idleSince(now, idleMs))]),
      )
      .executeTakeFirst();
    const ended = await db
      .deleteFrom('account_ended_sessions')
      .where('expires_at', '<=', at)
      .executeTakeFirst();
    const challenges = await db
      .deleteFrom('account_challenges')
      .where('expires_at', '<=', at)
      .executeTakeFirst();
    return {
      sessions: Number(sessions.numDeletedRows),
      ended: Number(ended.numDeletedRows),
      challenges: Number(challenges.numDeletedRows),
    };
  }
}
