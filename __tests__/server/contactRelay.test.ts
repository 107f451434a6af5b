/**
 * The contact form's mail relay (SMTP_URL and CONTACT_TO set) against a real SMTP server (smtp-server):
 * a mail server that is down loses nothing, is retried with a doubling wait, and once it is up gets each
 * message exactly once, as plain text with the site's name in the subject. The visitor never waits on it.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import Database from 'better-sqlite3';

import type { ContactApp } from './helpers/contact';
import { closeSharedSource, startContactApp, upServer } from './helpers/contact';

jest.setTimeout(60_000);
afterAll(closeSharedSource);

const TIMING = { pollMs: 20, retryBaseMs: 200, retryMaxMs: 800 };

/** A port where the mail server is "down": connections are accepted and dropped at once, and counted. */
async function downServer(port = 0) {
  const attempts: number[] = [];
  const server = net.createServer((socket) => {
    attempts.push(Date.now());
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

function outbox(dataDir: string) {
  const db = new Database(path.join(dataDir, 'contact.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        'SELECT message_id, attempts, next_attempt_at, last_error, sent_at FROM outbox ORDER BY message_id',
      )
      .all() as {
      message_id: number;
      attempts: number;
      next_attempt_at: string;
      last_error: string | null;
      sent_at: string | null;
    }[];
  } finally {
    db.close();
  }
}

/** The mail's headers (unfolded) and body. */
function parseMail(raw: string) {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head!.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const at = line.indexOf(':');
    headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  return { headers, body: rest.join('\r\n\r\n') };
}

describe('relay by SMTP', () => {
  let contact: ContactApp | undefined;
  afterEach(async () => {
    await contact?.close();
    contact = undefined;
  });

  it('while the mail server is down, retries with a doubling wait; once up, delivers once', async () => {
    const down = await downServer();
    const port = down.port;
    contact = await startContactApp(
      {
        SITE_NAME: 'Marquee Test',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        CONTACT_TO: 'ops@example.org',
        CONTACT_FROM: 'site@example.org',
      },
      { relayTiming: TIMING },
    );

    // The visitor's answer does not wait for the mail server.
    const started = Date.now();
    const res = await contact.post({ subject: 'Broken player', message: 'Line one\n<b>two</b>' });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(Date.now() - started).toBeLessThan(TIMING.retryBaseMs);

    await until(() => down.attempts.length >= 4);
    await down.close();
    const gaps = down.attempts.slice(1, 4).map((at, i) => at - down.attempts[i]!);
    // 200, 400, 800 ms (capped at 800), give or take a poll.
    expect(gaps[0]).toBeGreaterThanOrEqual(190);
    expect(gaps[1]).toBeGreaterThanOrEqual(390);
    expect(gaps[2]).toBeGreaterThanOrEqual(790);
    expect(gaps[0]).toBeLessThan(gaps[2]!);
    // The relay writes a failed attempt down after the mail server saw it: wait for the 4th there.
    const dataDir = contact.dataDir;
    await until(() => (outbox(dataDir)[0]?.attempts ?? 0) >= 4);
    const [pending] = outbox(dataDir);
    expect(pending).toMatchObject({ message_id: 1, sent_at: null, last_error: expect.any(String) });
    expect(pending!.attempts).toBeGreaterThanOrEqual(4);

    // The mail server comes back on the same port.
    const up = await upServer(port);
    try {
      await until(() => up.received.length >= 1);
      await sleep(1000);
      expect(up.received).toHaveLength(1);
      const mail = up.received[0]!;
      expect(mail.from).toBe('site@example.org');
      expect(mail.to).toEqual(['ops@example.org']);
      const { headers, body } = parseMail(mail.raw);
      expect(headers.get('subject')).toBe('[Marquee Test] Broken player');
      expect(headers.get('content-type')).toMatch(/^text\/plain/);
      expect(mail.raw).not.toMatch(/text\/html/i);
      expect(body.trim()).toBe('Line one\r\n<b>two</b>');
      const [sent] = outbox(contact.dataDir);
      expect(sent!.sent_at).not.toBeNull();

      // A message that comes in while the server is up goes out at once, without a subject of its own.
      expect((await contact.post({ message: 'Second' })).status).toBe(200);
      await until(() => up.received.length >= 2, 2000);
      expect(parseMail(up.received[1]!.raw).headers.get('subject')).toBe(
        '[Marquee Test] Message from the contact form',
      );
      await sleep(300);
      expect(up.received).toHaveLength(2);
    } finally {
      await contact.close();
      contact = undefined;
      await up.close();
    }
  });

  it("strips bidirectional controls from the mail's subject, which would turn its words around", async () => {
    const up = await upServer(0);
    try {
      contact = await startContactApp(
        {
          SITE_NAME: 'Marquee Test',
          SMTP_URL: `smtp://127.0.0.1:${up.port}`,
          CONTACT_TO: 'ops@example.org',
        },
        { relayTiming: TIMING },
      );
      // Shown as 'Invoice exe.pdf' with the override, though it ends in .exe.
      const subject = 'Invoice \u202Efdp.exe \u2066x\u2069 \u202Ay\u202C';
      expect((await contact.post({ subject, message: 'See the subject.' })).status).toBe(200);
      await until(() => up.received.length >= 1);
      expect(parseMail(up.received[0]!.raw).headers.get('subject')).toBe(
        '[Marquee Test] Invoice fdp.exe x y',
      );
    } finally {
      await up.close();
    }
  });

  it('keeps the outbox across a restart: a message left pending is sent by the next server', async () => {
    const down = await downServer();
    const env = { SMTP_URL: `smtp://127.0.0.1:${down.port}`, CONTACT_TO: 'ops@example.org' };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-contact-relay-'));
    try {
      const first = await startContactApp(env, { dataDir, relayTiming: TIMING });
      expect((await first.post({ message: 'survives a restart' })).status).toBe(200);
      await until(() => down.attempts.length >= 1);
      await first.close();
      await down.close();

      const up = await upServer(down.port);
      contact = await startContactApp(env, { dataDir, relayTiming: TIMING });
      try {
        await until(() => up.received.length >= 1);
        expect(parseMail(up.received[0]!.raw).body.trim()).toBe('survives a restart');
      } finally {
        await contact.close();
        contact = undefined;
        await up.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('closes promptly while mail is pending, and stores without relaying when SMTP is not set', async () => {
    const down = await downServer();
    contact = await startContactApp(
      { SMTP_URL: `smtp://127.0.0.1:${down.port}`, CONTACT_TO: 'ops@example.org' },
      { relayTiming: TIMING },
    );
    expect((await contact.post({ message: 'pending' })).status).toBe(200);
    await until(() => down.attempts.length >= 1);
    const started = Date.now();
    await contact.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    const seen = down.attempts.length;
    await sleep(500);
    // Nothing runs after close.
    expect(down.attempts.length).toBe(seen);
    await contact.close();
    contact = undefined;
    await down.close();

    contact = await startContactApp();
    expect((await contact.post({ message: 'stored only' })).status).toBe(200);
    expect(outbox(contact.dataDir)).toEqual([]);
  });
});
