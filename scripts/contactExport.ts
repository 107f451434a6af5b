/**
 * `npm run contact:export`: prints every message sent through the contact form, oldest first, one JSON
 * object a line: `{"id", "received_at", "subject", "message"}` (subject null when none was given). It
 * reads `DATA_DIR/contact.sqlite` (DATA_DIR from the environment, default ./data) without writing to it,
 * and may run while the server does. The text is the visitor's, as sent: treat it as untrusted.
 */
import path from 'node:path';

import { CONTACT_FILE, readMessages } from '../server/contact/store';

const dataDir = path.resolve(process.env.DATA_DIR?.trim() || 'data');

try {
  let lines: string[] = [];
  let count = 0;
  for (const row of readMessages(dataDir)) {
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
  console.error(
    `${count} message${count === 1 ? '' : 's'} from ${path.join(dataDir, CONTACT_FILE)}`,
  );
} catch (error) {
  console.error(
    `Cannot read ${path.join(dataDir, CONTACT_FILE)}: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
