/**
 * The contact form's promise, on the real server process (`server/index.ts`): a message answered 200 is
 * on disk. 50 concurrent posts, the process killed with SIGKILL mid-burst or the moment the answers are
 * in, then `npm run contact:export` (before and after a restart) holds every message that got a 200.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

import { CONTACT_URL, runExport } from './helpers/contact';

jest.setTimeout(120_000);

const ENTRY = path.resolve(__dirname, '..', '..', 'server', 'index.ts');

function start(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      IMAGE_BASE_URL: 'off',
      CONTACT_RATE_LIMIT: '100000/1m',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Waits for the "Server listening" log line and answers the address. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address) resolve(address);
    });
    child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.signalCode ?? child.exitCode);
    } else child.once('exit', (code, signal) => resolve(signal ?? code));
  });

async function post(base: string, message: string): Promise<number> {
  const res = await fetch(`${base}${CONTACT_URL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subject: 'Crash test', message }),
  });
  await res.text();
  return res.status;
}

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-contact-crash-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The messages `npm run contact:export` prints, checked for shape. */
async function exported(): Promise<string[]> {
  const out = await runExport(dataDir);
  expect(out.code).toBe(0);
  for (const m of out.messages) {
    expect(m).toEqual({
      id: expect.any(Number),
      received_at: expect.any(String),
      subject: 'Crash test',
      message: expect.any(String),
    });
  }
  return out.messages.map((m) => m.message);
}

it.each([1, 25])(
  'SIGKILL at answer %i of a burst of 50: every message answered 200 is exported',
  async (killAt) => {
    const child = start(dataDir);
    const base = await listening(child);
    const messages = Array.from({ length: 50 }, (_, i) => `burst ${i} ${'·'.repeat(i * 40)} end`);

    const ok = new Set<string>();
    let killed = false;
    const outcomes = await Promise.allSettled(
      messages.map(async (message) => {
        const status = await post(base, message);
        if (status === 200) ok.add(message);
        // Killed the moment the answer is in, while the rest of the burst is still being taken.
        if (!killed && ok.size >= killAt) {
          killed = true;
          child.kill('SIGKILL');
        }
        return status;
      }),
    );
    expect(await exited(child)).toBe('SIGKILL');
    expect(ok.size).toBeGreaterThanOrEqual(1);
    // Anything that got an answer got a 200; the rest lost their connection.
    for (const o of outcomes) if (o.status === 'fulfilled') expect(o.value).toBe(200);

    // Straight after the crash, the file as the killed process left it.
    const afterCrash = await exported();
    for (const message of ok) expect(afterCrash).toContain(message);
    // Nothing half-written, nothing invented, nothing twice.
    for (const message of afterCrash) expect(messages).toContain(message);
    expect(new Set(afterCrash).size).toBe(afterCrash.length);

    // A restart takes posts again and loses nothing.
    const again = start(dataDir);
    const base2 = await listening(again);
    expect(await post(base2, 'after the restart')).toBe(200);
    again.kill('SIGKILL');
    await exited(again);
    const afterRestart = await exported();
    expect(afterRestart).toEqual([...afterCrash, 'after the restart']);
    process.stdout.write(
      `contact crash test: ${ok.size} of 50 answered 200 before SIGKILL, ${afterCrash.length} stored\n`,
    );
  },
);

it('SIGKILL the moment all 50 answers are in: all 50 are exported', async () => {
  const child = start(dataDir);
  const base = await listening(child);
  const messages = Array.from({ length: 50 }, (_, i) => `all in ${i}`);
  const statuses = await Promise.all(messages.map((message) => post(base, message)));
  child.kill('SIGKILL');
  expect(await exited(child)).toBe('SIGKILL');
  expect(statuses).toEqual(messages.map(() => 200));
  expect((await exported()).sort()).toEqual([...messages].sort());
});
