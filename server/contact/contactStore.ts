import { sql } from 'kysely';

import type { ContactInput } from './input';
import { writeTransaction } from '../storage/engine';
import type { Engine, StorageHandle } from '../storage/engine';

/** A stored message, as `npm run contact:export` prints it. */
export interface StoredMessage {
  id: number;
  received_at: string;
  subject: string | null;
  message: string;
}

/** A message kept in a spool, with the key that makes its delivery once. */
export interface SpooledMessage extends StoredMessage {
  delivery_key: string;
}

/** A message waiting in the outbox. */
export interface PendingMail extends StoredMessage {
  attempts: number;
}

/** An outbox row, as `npm run contact:migrate` copies it. */
export interface OutboxRow {
  message_id: number;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
}

/** What a copy into the store did. */
export interface CopyReport {
  messages: number;
  outbox: number;
}

/**
 * Contact messages and the outbox of the mails still to send. Every write is one transaction, committed
 * before the promise resolves: a message saved is a message kept, whatever happens afterwards.
 */
export interface ContactStore {
  readonly engine: Engine;
  /**
   * Saves a message, and its outbox row when it is to be relayed, together; answers its id. A spool
   * gives each message a delivery key (see deliverIn).
   */
  save(input: ContactInput, relay: boolean, now?: Date, deliveryKey?: string): Promise<number>;
  /**
   * Takes the oldest mail due at `now` for this caller alone: its next attempt is pushed `leaseMs`
   * ahead in the same transaction, so no other relay (on any instance) takes it meanwhile. Answers
   * undefined when nothing is due.
   */
  claimDue(now: Date, leaseMs: number): Promise<PendingMail | undefined>;
  markSent(id: number, now?: Date): Promise<void>;
  markFailed(id: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void>;
  /** Every message, oldest first, read a page at a time. */
  messages(): AsyncGenerator<StoredMessage>;
  /** Every outbox row, by message id. */
  outbox(): Promise<OutboxRow[]>;
  /**
   * Copies messages and outbox rows in, keeping their ids; one already here (same id, time and text)
   * is skipped, so a second copy adds nothing. A message whose id is taken by another gets a new id.
   */
  copyIn(messages: StoredMessage[], outbox: OutboxRow[]): Promise<CopyReport>;
  /** A spool's oldest messages that carry a delivery key, up to `limit`, with their outbox rows. */
  spooled(limit: number): Promise<{ messages: SpooledMessage[]; outbox: OutboxRow[] }>;
  /**
   * Adds messages delivered from a spool, each with its outbox row if it has one, under new ids. One
   * whose delivery key is here already is skipped: a second delivery of the same adds nothing. Answers
   * how many were added.
   */
  deliverIn(messages: SpooledMessage[], outbox: OutboxRow[]): Promise<number>;
  /** Removes these messages and their outbox rows, together (a spool, once they are delivered). */
  remove(ids: readonly number[]): Promise<void>;
}

const PAGE = 500;

/** The contact store over either engine: the same queries, a lock clause where PostgreSQL needs it. */
export class KyselyContactStore implements ContactStore {
  constructor(private readonly handle: StorageHandle) {}

  get engine(): Engine {
    return this.handle.engine;
  }

  async save(
    input: ContactInput,
    relay: boolean,
    now = new Date(),
    deliveryKey?: string,
  ): Promise<number> {
    const db = await this.handle.db();
    const at = now.toISOString();
    return writeTransaction(db, this.engine, async (trx) => {
      const { id } = await trx
        .insertInto('messages')
        .values({
          received_at: at,
          subject: input.subject,
          message: input.message,
          delivery_key: deliveryKey ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (relay) {
        await trx.insertInto('outbox').values({ message_id: id, next_attempt_at: at }).execute();
      }
      return id;
    });
  }

  async claimDue(now: Date, leaseMs: number): Promise<PendingMail | undefined> {
    const db = await this.handle.db();
    const pg = this.engine === 'postgres';
    return writeTransaction(db, this.engine, async (trx) => {
      const due = await trx
        .selectFrom('outbox as o')
        .innerJoin('messages as m', 'm.id', 'o.message_id')
        .select(['m.id', 'm.received_at', 'm.subject', 'm.message', 'o.attempts'])
        .where('o.sent_at', 'is', null)
        .where('o.next_attempt_at', '<=', now.toISOString())
        .orderBy('o.next_attempt_at')
        .orderBy('o.message_id')
        .limit(1)
        // Another instance's claim in progress holds its row: this one takes the next, never waits.
        .$if(pg, (qb) => qb.forUpdate('o').skipLocked())
        .executeTakeFirst();
      if (!due) return undefined;
      await trx
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
        .where('message_id', '=', due.id)
        .execute();
      return due;
    });
  }

  async markSent(id: number, now = new Date()): Promise<void> {
    const db = await this.handle.db();
    await db
      .updateTable('outbox')
      .set({ sent_at: now.toISOString(), last_error: null })
      .where('message_id', '=', id)
      .execute();
  }

  async markFailed(
    id: number,
    attempts: number,
    nextAttemptAt: Date,
    error: string,
  ): Promise<void> {
    const db = await this.handle.db();
    await db
      .updateTable('outbox')
      .set({
        attempts,
        next_attempt_at: nextAttemptAt.toISOString(),
        last_error: error.slice(0, 500),
      })
      .where('message_id', '=', id)
      .execute();
  }

  async *messages(): AsyncGenerator<StoredMessage> {
    const db = await this.handle.db();
    let after = 0;
    for (;;) {
      const page = await db
        .selectFrom('messages')
        .select(['id', 'received_at', 'subject', 'message'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      yield* page;
      if (page.length < PAGE) return;
      after = page.at(-1)!.id;
    }
  }

  async outbox(): Promise<OutboxRow[]> {
    const db = await this.handle.db();
    return db.selectFrom('outbox').selectAll().orderBy('message_id').execute();
  }

  async copyIn(messages: StoredMessage[], outbox: OutboxRow[]): Promise<CopyReport> {
    const db = await this.handle.db();
    const outboxById = new Map(outbox.map((row) => [row.message_id, row]));
    return writeTransaction(db, this.engine, async (trx) => {
      const report: CopyReport = { messages: 0, outbox: 0 };
      for (const message of messages) {
        const same = await trx
          .selectFrom('messages')
          .select('id')
          .where('received_at', '=', message.received_at)
          .where('message', '=', message.message)
          .where((eb) =>
            message.subject === null
              ? eb('subject', 'is', null)
              : eb('subject', '=', message.subject),
          )
          .orderBy(sql`CASE WHEN id = ${message.id} THEN 0 ELSE 1 END`)
          .executeTakeFirst();
        let id = same?.id;
        if (id === undefined) {
          const taken = await trx
            .selectFrom('messages')
            .select('id')
            .where('id', '=', message.id)
            .executeTakeFirst();
          const row = { received_at: message.received_at, subject: message.subject };
          ({ id } = await trx
            .insertInto('messages')
            .values(
              taken
                ? { ...row, message: message.message }
                : { ...row, id: message.id, message: message.message },
            )
            .returning('id')
            .executeTakeFirstOrThrow());
          report.messages += 1;
        }
        const mail = outboxById.get(message.id);
        if (mail) {
          const inserted = await trx
            .insertInto('outbox')
            .values({ ...mail, message_id: id })
            .onConflict((oc) => oc.column('message_id').doNothing())
            .executeTakeFirst();
          report.outbox += Number(inserted.numInsertedOrUpdatedRows ?? 0);
        }
      }
      if (this.engine === 'postgres') {
        // Ids given explicitly leave the identity behind: the next message must not reuse one.
        await sql`SELECT setval(pg_get_serial_sequence('messages', 'id'), COALESCE(max(id), 1),
          max(id) IS NOT NULL) FROM messages`.execute(trx);
      }
      return report;
    });
  }

  async spooled(limit: number): Promise<{ messages: SpooledMessage[]; outbox: OutboxRow[] }> {
    const db = await this.handle.db();
    const rows = await db
      .selectFrom('messages')
      .select(['id', 'received_at', 'subject', 'message', 'delivery_key'])
      .where('delivery_key', 'is not', null)
      .orderBy('id')
      .limit(limit)
      .execute();
    const messages = rows.map((row) => ({ ...row, delivery_key: row.delivery_key! }));
    const outbox = messages.length
      ? await db
          .selectFrom('outbox')
          .selectAll()
          .where(
            'message_id',
            'in',
            messages.map((message) => message.id),
          )
          .execute()
      : [];
    return { messages, outbox };
  }

  async deliverIn(messages: SpooledMessage[], outbox: OutboxRow[]): Promise<number> {
    const db = await this.handle.db();
    const outboxById = new Map(outbox.map((row) => [row.message_id, row]));
    return writeTransaction(db, this.engine, async (trx) => {
      let added = 0;
      for (const message of messages) {
        const inserted = await trx
          .insertInto('messages')
          .values({
            received_at: message.received_at,
            subject: message.subject,
            message: message.message,
            delivery_key: message.delivery_key,
          })
          .onConflict((oc) => oc.column('delivery_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) continue;
        added += 1;
        const mail = outboxById.get(message.id);
        if (mail)
          await trx
            .insertInto('outbox')
            .values({ ...mail, message_id: inserted.id })
            .execute();
      }
      return added;
    });
  }

  async remove(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const db = await this.handle.db();
    await writeTransaction(db, this.engine, async (trx) => {
      await trx.deleteFrom('outbox').where('message_id', 'in', ids).execute();
      await trx.deleteFrom('messages').where('id', 'in', ids).execute();
    });
  }
}
