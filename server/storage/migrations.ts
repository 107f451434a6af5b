import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';

import type { Engine } from './engine';

/** What a database holds: SQLite keeps one file per concern, PostgreSQL all of them in one database. */
export type Concern = 'contact' | 'names' | 'mirror' | 'accounts';

/**
 * The migrations of each concern, by name, applied in name order and never edited once released:
 * a change to a table is a new entry. Each is written against the engine it runs on, which is where
 * the two dialects differ (ids, WITHOUT ROWID). Today's SQLite files were made by CREATE TABLE IF NOT
 * EXISTS; the first migration of each does the same, so it adopts an existing file and its rows.
 */
function migrations(engine: Engine): Record<Concern, Record<string, Migration>> {
  const pg = engine === 'postgres';
  return {
    contact: {
      '0001-messages-and-outbox': {
        async up(db: Kysely<unknown>) {
          await db.schema
            .createTable('messages')
            .ifNotExists()
            .addColumn('id', 'integer', (c) =>
              pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
            )
            .addColumn('received_at', 'text', (c) => c.notNull())
            .addColumn('subject', 'text')
            .addColumn('message', 'text', (c) => c.notNull())
            .execute();
          await db.schema
            .createTable('outbox')
            .ifNotExists()
            .addColumn('message_id', 'integer', (c) => c.primaryKey().references('messages.id'))
            .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('next_attempt_at', 'text', (c) => c.notNull())
            .addColumn('last_error', 'text')
            .addColumn('sent_at', 'text')
            .execute();
          await db.schema
            .createIndex('outbox_pending')
            .ifNotExists()
            .on('outbox')
            .column('next_attempt_at')
            .where(sql.ref('sent_at'), 'is', null)
            .execute();
        },
      },
      // A message kept in an instance's spool while PostgreSQL was down carries a random key of its
      // own into the store: delivered again (the instance died before it forgot it), it is skipped.
      '0002-delivery-key': {
        async up(db: Kysely<unknown>) {
          await db.schema.alterTable('messages').addColumn('delivery_key', 'text').execute();
          await db.schema
            .createIndex('messages_delivery_key')
            .unique()
            .on('messages')
            .column('delivery_key')
            .execute();
        },
      },
    },
    names: {
      '0001-names': {
        async up(db: Kysely<unknown>) {
          let table = db.schema
            .createTable('names')
            .ifNotExists()
            .addColumn('kind', 'text', (c) => c.notNull())
            .addColumn('id', 'integer', (c) => c.notNull())
            .addColumn('name', 'text', (c) => c.notNull())
            .addColumn('original', 'text', (c) => c.notNull())
            .addColumn('popularity', pg ? 'double precision' : 'real', (c) => c.notNull())
            .addColumn('adult', 'integer', (c) => c.notNull())
            .addColumn('item', 'text', (c) => c.notNull())
            .addColumn('seen_at', pg ? 'bigint' : 'integer', (c) => c.notNull())
            .addPrimaryKeyConstraint('names_pkey', ['kind', 'id']);
          if (!pg) table = table.modifyEnd(sql`WITHOUT ROWID`);
          await table.execute();
        },
      },
    },
    mirror: {
      '0001-mirror': {
        async up(db: Kysely<unknown>) {
          await db.schema
            .createTable('mirror')
            .ifNotExists()
            .addColumn('key', 'text', (c) => c.primaryKey())
            .addColumn('status', 'integer', (c) => c.notNull())
            .addColumn('body', 'text', (c) => c.notNull())
            .addColumn('fetched_at', pg ? 'bigint' : 'integer', (c) => c.notNull())
            .execute();
        },
      },
    },
    accounts: {
      '0001-accounts': {
        async up(db: Kysely<unknown>) {
          const big = pg ? 'bigint' : 'integer';
          await db.schema
            .createTable('accounts')
            .addColumn('id', 'integer', (c) =>
              pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
            )
            .addColumn('public_key', 'text', (c) => c.notNull().unique())
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addColumn('seq', big, (c) => c.notNull().defaultTo(0))
            .addColumn('records', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('bytes', big, (c) => c.notNull().defaultTo(0))
            .execute();
          await db.schema
            .createTable('account_sessions')
            .addColumn('token_hash', 'text', (c) => c.primaryKey())
            .addColumn('id', 'text', (c) => c.notNull().unique())
            .addColumn('account_id', 'integer', (c) =>
              c.notNull().references('accounts.id').onDelete('cascade'),
            )
            .addColumn('device', 'text', (c) => c.notNull())
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addColumn('last_seen_at', 'text', (c) => c.notNull())
            .addColumn('expires_at', big, (c) => c.notNull())
            .execute();
          await db.schema
            .createIndex('account_sessions_account')
            .on('account_sessions')
            .column('account_id')
            .execute();
          await db.schema
            .createTable('account_challenges')
            .addColumn('challenge', 'text', (c) => c.primaryKey())
            .addColumn('expires_at', big, (c) => c.notNull())
            .execute();
          let records = db.schema
            .createTable('account_records')
            .addColumn('account_id', 'integer', (c) =>
              c.notNull().references('accounts.id').onDelete('cascade'),
            )
            .addColumn('name', 'text', (c) => c.notNull())
            .addColumn('body', 'text')
            .addColumn('stamp', 'text', (c) => c.notNull())
            .addColumn('deleted', 'integer', (c) => c.notNull())
            .addColumn('seq', big, (c) => c.notNull())
            .addPrimaryKeyConstraint('account_records_pkey', ['account_id', 'name']);
          if (!pg) records = records.modifyEnd(sql`WITHOUT ROWID`);
          await records.execute();
          await db.schema
            .createIndex('account_records_seq')
            .on('account_records')
            .columns(['account_id', 'seq'])
            .execute();
        },
      },
      '0002-ended-sessions': {
        async up(db: Kysely<unknown>) {
          await db.schema
            .createTable('account_ended_sessions')
            .addColumn('token_hash', 'text', (c) => c.primaryKey())
            .addColumn('reason', 'text', (c) => c.notNull())
            .addColumn('expires_at', pg ? 'bigint' : 'integer', (c) => c.notNull())
            .execute();
        },
      },
      '0003-tombstone-horizon': {
        async up(db: Kysely<unknown>) {
          const big = pg ? 'bigint' : 'integer';
          // When the server stored each record, so a deletion can be forgotten once every device has
          // had its time to hear of it. Rows already there count from today: none is forgotten early.
          await db.schema
            .alterTable('account_records')
            .addColumn('stored_at', big, (c) => c.notNull().defaultTo(0))
            .execute();
          await db
            .updateTable('account_records' as never)
            .set({ stored_at: Date.now() } as never)
            .execute();
          await db.schema
            .createIndex('account_records_tombstones')
            .on('account_records')
            .column('stored_at')
            .where(sql.ref('deleted'), '=', 1)
            .execute();
          // The highest sequence number of a deletion compacted away: a device behind it resyncs whole.
          await db.schema
            .alterTable('accounts')
            .addColumn('horizon', big, (c) => c.notNull().defaultTo(0))
            .execute();
          // The sweep of sessions unused or past their end.
          await db.schema
            .createIndex('account_sessions_last_seen')
            .on('account_sessions')
            .column('last_seen_at')
            .execute();
        },
      },
      '0004-wrapped-keys': {
        async up(db: Kysely<unknown>) {
          // Version-2 accounts (issue 32): the account key, wrapped by the passphrase's key in the
          // browser, which the server keeps and hands back at sign-in without being able to open it;
          // and how many times the account key was replaced.
          await db.schema.alterTable('accounts').addColumn('wrapped_key', 'text').execute();
          await db.schema
            .alterTable('accounts')
            .addColumn('key_version', 'integer', (c) => c.notNull().defaultTo(1))
            .execute();
          await db.schema
            .alterTable('accounts')
            .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
            .execute();
          // Values made once per deployment and kept with its data (the accounts' salt), so that a
          // move to another address or another instance keeps them.
          await db.schema
            .createTable('deployment_settings')
            .addColumn('name', 'text', (c) => c.primaryKey())
            .addColumn('value', 'text', (c) => c.notNull())
            .execute();
        },
      },
    },
  };
}

/**
 * Brings `concern`'s tables up to date. On PostgreSQL Kysely's Migrator holds an advisory lock while it
 * reads and applies, so instances starting together against an empty database apply each migration
 * once, the others waiting and then finding nothing to do.
 */
export async function migrate(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema
  db: Kysely<any>,
  engine: Engine,
  concern: Concern,
): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () => migrations(engine)[concern],
  };
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: `marquee_migrations_${concern}`,
    migrationLockTableName: `marquee_migrations_${concern}_lock`,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
