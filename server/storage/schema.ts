import type { Generated } from 'kysely';

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
}

export interface MessagesTable {
  id: Generated<number>;
  received_at: string;
  subject: string | null;
  message: string;
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
