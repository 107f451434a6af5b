/**
 * `npm run contact:export`: prints every message sent through the contact form, oldest first, one JSON
 * object a line: `{"id", "received_at", "subject", "message"}` (subject null when none was given). It
 * reads the store the server's settings select: PostgreSQL when DATABASE_URL is set, else
 * `DATA_DIR/contact.sqlite` (DATA_DIR from the environment, default ./data) without writing to it. It
 * may run while the server does. The text is the visitor's, as sent: treat it as untrusted. With
 * DATABASE_URL, messages an instance kept while PostgreSQL was down are printed once it has delivered
 * them; how many still wait in this DATA_DIR's spool is said on stderr.
 */
import path from 'node:path';

import { createLogger } from '../server/logger';
import { loadConfig } from '../server/config';
import { openContactFileReadOnly } from '../server/contact/contactFile';
import type { ContactStore } from '../server/contact/contactStore';
import { CONTACT_FILE, CONTACT_SPOOL_FILE, openPostgresContact } from '../server/storage/storage';

/** How many messages this DATA_DIR's spool still holds for PostgreSQL (read-only; 0 without one). */
async function spooledCount(dataDir: string): Promise<number> {
  const spool = openContactFileReadOnly(dataDir, CONTACT_SPOOL_FILE);
  if (!spool) return 0;
  try {
    let count = 0;
    for await (const _message of spool.store.messages()) count += 1;
    return count;
  } finally {
    await spool.close();
  }
}

async function main(): Promise<void> {
  // The server's own reading of the environment (DATA_DIR, DATABASE_URL), checks included.
  const config = loadConfig(process.env);
  const dataDir = config.dataDir;
  const database = config.scale.database;
  // Never the URL: it may carry a password.
  const where = database ? 'PostgreSQL (DATABASE_URL)' : path.join(dataDir, CONTACT_FILE);
  let opened: { store: ContactStore; close(): Promise<void> } | null = null;
  try {
    opened = database
      ? openPostgresContact(database, createLogger('silent'))
      : openContactFileReadOnly(dataDir);
    let lines: string[] = [];
    let count = 0;
    for await (const row of opened?.store.messages() ?? []) {
      lines.push(
        JSON.stringify({
          id: row.id,
          received_at: row.received_at,
          subject: row.subject,
          message: row.message,
        }),
      );
      count += 1;
      if (lines.length === 500) {
        process.stdout.write(`${lines.join('\n')}\n`);
        lines = [];
      }
    }
    if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
    console.error(`${count} message${count === 1 ? '' : 's'} from ${where}`);
    const waiting = database ? await spooledCount(dataDir) : 0;
    if (waiting > 0) {
      console.error(
        `${waiting} more wait${waiting === 1 ? 's' : ''} in ${path.join(dataDir, CONTACT_SPOOL_FILE)}, ` +
          'kept while PostgreSQL was down: the server delivers them when it answers.',
      );
    }
  } catch (error) {
    console.error(`Cannot read ${where}: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await opened?.close();
  }
}

void main();
