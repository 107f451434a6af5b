/**
 * `npm run contact:export` as an operator runs it, with a deployment's settings (DATABASE_URL): the
 * texts of the messages it prints.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { runExport } from '../../server/helpers/contact';

/** What `npm run contact:export` prints with the cluster's settings: the stored messages' texts. */
export async function exportedMessages(env: Record<string, string>): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-export-'));
  try {
    const { code, messages, stderr } = await runExport(dataDir, env);
    if (code !== 0) throw new Error(`contact:export exited ${code}: ${stderr}`);
    return messages.map((message) => message.message);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
