/**
 * `npm run contact:migrate`: copies the contact messages and their outbox from `DATA_DIR/contact.sqlite`
 * into the PostgreSQL database of DATABASE_URL, keeping their ids, so that an operator moving to several
 * instances keeps every message and every mail still to send. Safe to run again (a message already
 * copied is skipped) and while the old server still runs (the file is only read). Prints what it did.
 */
import path from 'node:path';

import { createLogger } from '../server/logger';
import { loadConfig } from '../server/config';
import { openContactFileReadOnly } from '../server/contact/contactFile';
import type { StoredMessage } from '../server/contact/contactStore';
import { CONTACT_FILE, openPostgresContact } from '../server/storage/storage';

async function main(): Promise<void> {
  // The server's own reading of the environment (DATA_DIR, DATABASE_URL), checks included.
  const config = loadConfig(process.env);
  const dataDir = config.dataDir;
  const file = path.join(dataDir, CONTACT_FILE);
  const database = config.scale.database;
  if (!database) {
    console.error('Set DATABASE_URL to the PostgreSQL database to copy the messages into.');
    process.exitCode = 1;
    return;
  }
  const source = openContactFileReadOnly(dataDir);
  if (!source) {
    console.error(`Nothing to copy: ${file} holds no messages.`);
    return;
  }
  const target = openPostgresContact(database, createLogger('silent'));
  try {
    const messages: StoredMessage[] = [];
    for await (const message of source.store.messages()) messages.push(message);
    const outbox = await source.store.outbox();
    const copied = await target.store.copyIn(messages, outbox);
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    console.log(
      `Copied ${plural(copied.messages, 'message')} and ${plural(copied.outbox, 'outbox row')} ` +
        `from ${file} into PostgreSQL (DATABASE_URL); ` +
        `${messages.length - copied.messages} of its ${plural(messages.length, 'message')} were there already.`,
    );
  } catch (error) {
    console.error(
      `Cannot copy ${file} into PostgreSQL: ${error instanceof Error ? error.message : error}`,
    );
    process.exitCode = 1;
  } finally {
    await source.close();
    await target.close();
  }
}

void main();
