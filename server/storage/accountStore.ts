import type { Kysely, SelectQueryBuilder } from 'kysely';

import type { EndedReason } from '../../common/accountEnded';

import { writeTransaction } from './engine';
import type { Engine, StorageHandle } from './engine';
import type { StorageTables } from './schema';

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
  /** AES-GCM ciphertext (base64url); null for a deletion. */
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
}

export interface PushResult {
  /** Records that changed the account (new, or newer than the stored one). */
  applied: number;
  /** Records older than the stored one: the device pulls the winner. */
  stale: number;
  /** The account's last sequence number after the push. */
  seq: number;
}

/** A push that would take the account past a limit: nothing of it was kept. */
export class AccountLimitError extends Error {
  constructor(readonly limit: 'records' | 'bytes') {
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
}

/**
 * Why a session was ended by another device: `signed_out` (from its device list, or "sign out
 * everywhere") or `deleted` (the account). A device that signed itself out leaves no reason.
 */
export type { EndedReason };

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
  createAccount(publicKey: string, now: Date): Promise<number | undefined>;
  createSession(session: NewSession): Promise<void>;
  /** The live session of a token hash (its last use noted at most once a minute). */
  session(tokenHash: string, now: Date): Promise<SessionInfo | undefined>;
  devices(accountId: number, now: Date): Promise<Device[]>;
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
  push(accountId: number, records: IncomingRecord[], limits: AccountLimits): Promise<PushResult>;
  /** Records with a sequence number above `after`, in order, at most `limit`. */
  pull(accountId: number, after: number, limit: number): Promise<StoredRecord[]>;
}

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

  async createAccount(publicKey: string, now: Date): Promise<number | undefined> {
    const db = await this.handle.db();
    const row = await db
      .insertInto('accounts')
      .values({
        public_key: publicKey,
        created_at: now.toISOString(),
        seq: 0,
        records: 0,
        bytes: 0,
      })
      .onConflict((oc) => oc.column('public_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async createSession(session: NewSession): Promise<void> {
    const db = await this.handle.db();
    const at = session.now.toISOString();
    await db
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
      .execute();
  }

  async session(tokenHash: string, now: Date): Promise<SessionInfo | undefined> {
    const db = await this.handle.db();
    const row = await db
      .selectFrom('account_sessions')
      .select(['account_id', 'id', 'last_seen_at', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at <= now.getTime()) {
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

  async devices(accountId: number, now: Date): Promise<Device[]> {
    const db = await this.handle.db();
    const rows = await db
      .selectFrom('account_sessions')
      .select(['id', 'device', 'created_at', 'last_seen_at'])
      .where('account_id', '=', accountId)
      .where('expires_at', '>', now.getTime())
      .orderBy('created_at')
      .orderBy('id')
      .execute();
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
  }

  async endedReason(tokenHash: string, now: Date): Promise<EndedReason | undefined> {
    const db = await this.handle.db();
    const row = await db
      .selectFrom('account_ended_sessions')
      .select(['reason', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.expires_at <= now.getTime()) return undefined;
    return row.reason === 'deleted' ? 'deleted' : 'signed_out';
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
        const body = record.deleted ? null : record.body;
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

      for (const { record, seq: recordSeq, exists } of writes) {
        const values = {
          body: record.body,
          stamp: record.stamp,
          deleted: record.deleted ? 1 : 0,
          seq: recordSeq,
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

  async pull(accountId: number, after: number, limit: number): Promise<StoredRecord[]> {
    const db = await this.handle.db();
    const rows = await db
      .selectFrom('account_records')
      .select(['name', 'body', 'stamp', 'deleted', 'seq'])
      .where('account_id', '=', accountId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      name: row.name,
      body: row.body,
      stamp: row.stamp,
      deleted: Boolean(row.deleted),
      seq: row.seq,
    }));
  }
}
