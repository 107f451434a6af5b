/**
 * `npm run contact:export` as an operator runs it, with a deployment's settings (DATABASE_URL): the
 * texts of the messages it prints.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** What `npm run contact:export` prints with the cluster's settings: the stored messages' texts. */
export function exportedMessages(env: Record<string, string>): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-export-'));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts', 'contactExport.ts')],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), DATA_DIR: dataDir, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`contact:export exited ${code}: ${stderr}`));
      resolve(
        stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => (JSON.parse(line) as { message: string }).message),
      );
    });
  });
}
