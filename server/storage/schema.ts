import type { ColumnType, Generated } from 'kysely';

/**
 * The tables Marquee keeps its state in, the same on both engines. Times the visitor sees are ISO-8601
 * text (UTC, milliseconds), which sorts as it reads on SQLite and PostgreSQL alike; times only the
 * server reads are milliseconds since the epoch (bigint on PostgreSQL, read back as numbers).
 */
export interface StorageTables {
  messages: MessagesTable;
  outbox: OutboxTable;
  names: NamesTable;
  mirror: MirrorTable;
  accounts: AccountsTable;
  account_sessions: AccountSessionsTable;
  account_challenges: AccountChallengesTable;
  account_records: AccountRecordsTable;
  account_ended_sessions: AccountEndedSessionsTable;
  deployment_settings: DeploymentSettingsTable;
}

export interface MessagesTable {
  id: Generated<number>;
  received_at: string;
  subject: string | null;
  message: string;
  /** Set on messages kept in an instance's spool (random, unique): what makes their delivery once. */
  delivery_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row per message to relay by mail, written in the same transaction as the message. */
export interface OutboxTable {
  message_id: number;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
}

export interface NamesTable {
  kind: string;
  id: number;
  name: string;
  original: string;
  popularity: number;
  /** 0 or 1 (SQLite has no boolean). */
  adult: number;
  /** The list item, as JSON text. */
  item: string;
  seen_at: number;
}

export interface MirrorTable {
  key: string;
  status: number;
  body: string;
  fetched_at: number;
}

/**
 * A synced account: its Ed25519 public key is all the server knows of its owner. `seq` is the last
 * sequence number given to one of its records; `records` and `bytes` are what it holds, for its limits.
 */
export interface AccountsTable {
  id: Generated<number>;
  public_key: string;
  created_at: string;
  seq: number;
  records: number;
  bytes: number;
  /** The highest sequence number of a deletion compacted away (0: none). */
  horizon: Generated<number>;
  /** The account key, wrapped by the passphrase in the browser (version 2); null for version 1. */
  wrapped_key: string | null;
  /** 1: keys from the passphrase alone; 2: a wrapped account key (issue 32). */
  key_version: Generated<number>;
  /** How many times the account key was replaced. */
  generation: Generated<number>;
}

/** A signed-in device: its token is kept only as a SHA-256 hash; its name is encrypted by the browser. */
export interface AccountSessionsTable {
  token_hash: string;
  /** The device's id in the device list (random, not the token). */
  id: string;
  account_id: number;
  device: string;
  created_at: string;
  last_seen_at: string;
  expires_at: number;
}

/**
 * A session that another device ended (signed out, or the account deleted), kept until the session
 * would have expired so that its device, whenever it comes back, is told why. Only the token's hash
 * and the reason: nothing of the account.
 */
export interface AccountEndedSessionsTable {
  token_hash: string;
  reason: string;
  expires_at: number;
}

/** A login challenge: single use, until `expires_at`. */
export interface AccountChallengesTable {
  challenge: string;
  expires_at: number;
}

/**
 * One encrypted record: an HMAC name, an AES-GCM body (sealed deletions too; null only for deletions
 * stored before issue 32), its stamp and sequence, and when the server stored it (ms), for compaction.
 */
export interface AccountRecordsTable {
  account_id: number;
  name: string;
  body: string | null;
  stamp: string;
  deleted: number;
  seq: number;
  stored_at: Generated<number>;
}

/** A value made once for the deployment and kept with its data (the accounts' salt). */
export interface DeploymentSettingsTable {
  name: string;
  value: string;
}
