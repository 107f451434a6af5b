/**
 * `POST /api/email/send-contact` on the real server: what it takes and refuses (every refusal a sentence
 * in `{error}`), what it stores (the text, verbatim, in DATA_DIR/contact.sqlite), the rate limit per
 * visitor address (also behind a proxy), a DATA_DIR it cannot write, a write that fails half-way, and
 * `npm run contact:export`.
 */
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';

import type { ContactApp } from './helpers/contact';
import {
  CONTACT_URL,
  canMakeReadOnly,
  closeSharedSource,
  makeReadOnly,
  runExport,
  startContactApp,
} from './helpers/contact';

jest.setTimeout(60_000);

afterAll(closeSharedSource);

/** Every stored row, read straight from the file. */
function storedRows(dataDir: string) {
  const file = path.join(dataDir, 'contact.sqlite');
  if (!fs.existsSync(file)) return [];
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare('SELECT id, received_at, subject, message FROM messages ORDER BY id')
      .all() as {
      id: number;
      received_at: string;
      subject: string | null;
      message: string;
    }[];
  } finally {
    db.close();
  }
}

describe('what the endpoint takes and refuses', () => {
  let contact: ContactApp;
  beforeAll(async () => {
    contact = await startContactApp({ CONTACT_RATE_LIMIT: '100000/1h' });
  });
  afterAll(async () => {
    await contact.close();
  });

  const json = { 'content-type': 'application/json' };
  const REFUSED: {
    name: string;
    payload: string;
    headers?: Record<string, string>;
    status: number;
    error: RegExp;
  }[] = [
    { name: 'an empty message', payload: '{"message":""}', status: 400, error: /write a message/ },
    {
      name: 'a whitespace-only message',
      payload: JSON.stringify({ message: ' \n\t \r\n  ' }),
      status: 400,
      error: /write a message/,
    },
    {
      name: 'a message of control characters only',
      payload: JSON.stringify({ message: '\u0000\u0007\u001b\u009b' }),
      status: 400,
      error: /write a message/,
    },
    {
      name: 'a message of zero-width characters only',
      payload: JSON.stringify({ message: '\u200b\u200b\ufeff' }),
      status: 400,
      error: /write a message/,
    },
    {
      name: 'a message of other invisible characters only',
      payload: JSON.stringify({ message: ' \u200c\u200d\u2060\u00ad\u202e\u3164\u3000 ' }),
      status: 400,
      error: /write a message/,
    },
    {
      name: 'a message of blank-looking symbols, a lone combining mark and private use only',
      payload: JSON.stringify({ message: '\u2800\u2800 \u{1D159} \u0e47 \ue000' }),
      status: 400,
      error: /write a message/,
    },
    { name: 'no message', payload: '{"subject":"Hi"}', status: 400, error: /write a message/ },
    { name: 'a null message', payload: '{"message":null}', status: 400, error: /write a message/ },
    {
      name: 'a message of 5,001 characters',
      payload: JSON.stringify({ message: 'x'.repeat(5001) }),
      status: 400,
      error: /at most 5,000 characters, and this one has 5,001/,
    },
    {
      name: 'a subject of 201 characters',
      payload: JSON.stringify({ subject: 's'.repeat(201), message: 'hello' }),
      status: 400,
      error: /subject is too long/,
    },
    {
      name: 'a number as message',
      payload: '{"message":42}',
      status: 400,
      error: /message must be text/,
    },
    {
      name: 'an array as message',
      payload: '{"message":["a","b"]}',
      status: 400,
      error: /message must be text/,
    },
    {
      name: 'an object as message',
      payload: '{"message":{"text":"a"}}',
      status: 400,
      error: /message must be text/,
    },
    {
      name: 'a number as subject',
      payload: '{"subject":7,"message":"hello"}',
      status: 400,
      error: /subject must be text/,
    },
    {
      name: 'a boolean as subject',
      payload: '{"subject":true,"message":"hello"}',
      status: 400,
      error: /subject must be text/,
    },
    {
      name: 'an unknown field',
      payload: '{"message":"hello","email":"a@b.c"}',
      status: 400,
      error: /only "subject" and "message" are accepted/,
    },
    {
      name: 'a prototype-polluting field',
      payload: '{"message":"hello","__proto__":{"admin":true}}',
      status: 400,
      error: /.+/,
    },
    {
      name: 'a JSON array',
      payload: '[{"message":"hello"}]',
      status: 400,
      error: /expected a JSON object/,
    },
    { name: 'a JSON string', payload: '"hello"', status: 400, error: /expected a JSON object/ },
    { name: 'JSON null', payload: 'null', status: 400, error: /expected a JSON object/ },
    { name: 'broken JSON', payload: '{"message":"hel', status: 400, error: /not valid JSON/ },
    { name: 'an empty JSON body', payload: '', status: 400, error: /not valid JSON/ },
    {
      name: 'a form-encoded body',
      payload: 'subject=Hi&message=hello',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
      error: /must be sent as JSON/,
    },
    {
      name: 'a multipart body',
      payload: '--b\r\nContent-Disposition: form-data; name="message"\r\n\r\nhello\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      status: 415,
      error: /must be sent as JSON/,
    },
    {
      name: 'JSON sent as text/plain',
      payload: '{"message":"hello"}',
      headers: { 'content-type': 'text/plain' },
      status: 415,
      error: /must be sent as JSON/,
    },
    {
      name: 'a body of 1 MB',
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024) }),
      status: 413,
      error: /too long/,
    },
    {
      name: 'a body just over 32 KB',
      payload: JSON.stringify({ message: 'x'.repeat(32 * 1024) }),
      status: 413,
      error: /too long/,
    },
    {
      name: 'a body shorter than its Content-Length',
      payload: '{"message":"hello"}',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
      status: 400,
      error: /could not be read/,
    },
  ];

  it.each(REFUSED)('refuses $name with $status and a sentence in {error}', async (row) => {
    const before = storedRows(contact.dataDir).length;
    const res = await contact.app.inject({
      method: 'POST',
      url: CONTACT_URL,
      headers: row.headers ?? json,
      payload: row.payload,
    });
    expect(res.statusCode).toBe(row.status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(row.error);
    // A sentence of ours: it ends like one and never repeats what was sent.
    expect(body.error).toMatch(/[.]$/);
    expect(String(body.error)).not.toContain('hello');
    expect(storedRows(contact.dataDir)).toHaveLength(before);
  });

  it('takes exactly 5,000 characters, and 200 in the subject', async () => {
    const message = 'y'.repeat(5000);
    const subject = 'z'.repeat(200);
    const res = await contact.post({ subject, message });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(storedRows(contact.dataDir).at(-1)).toMatchObject({ subject, message });
  });

  it('takes the longest message in a 3-byte script within the body limit', async () => {
    const message = '漢'.repeat(5000);
    const subject = '字'.repeat(200);
    const res = await contact.post({ subject, message });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(storedRows(contact.dataDir).at(-1)).toMatchObject({ subject, message });
  });

  it('takes 5,000 characters sent as \\u escapes, as many JSON encoders send them', async () => {
    // 30 KB on the wire: every € as the six bytes \u20ac.
    const payload = `{"subject":"${'\\u00e9'.repeat(200)}","message":"${'\\u20ac'.repeat(5000)}"}`;
    expect(payload.length).toBeGreaterThan(30_000);
    const res = await contact.post(payload);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(storedRows(contact.dataDir).at(-1)).toMatchObject({
      subject: 'é'.repeat(200),
      message: '€'.repeat(5000),
    });
    // Counted once parsed: one more is too long, said in characters, not refused as a body.
    const over = await contact.post(`{"message":"${'\\u20ac'.repeat(5001)}"}`);
    expect(over.status).toBe(400);
    expect(over.body.error).toMatch(/at most 5,000 characters, and this one has 5,001/);
  });

  it('keeps zero-width characters inside a message, and stores an invisible subject as none', async () => {
    const res = await contact.post({
      subject: '\u200b\ufeff',
      message: 'a\u200db \u{1F469}\u200d\u{1F4BB}',
    });
    expect(res.status).toBe(200);
    expect(storedRows(contact.dataDir).at(-1)).toMatchObject({
      subject: null,
      message: 'a\u200db \u{1F469}\u200d\u{1F4BB}',
    });
  });

  it("answers a body cut short on the wire with a sentence in {error}, not the framework's shape", async () => {
    const server = await startContactApp();
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = net.connect(port, '127.0.0.1', () => {
          // Content-Length promises 100 bytes; 19 come, then the client is done sending.
          socket.end(
            `POST ${CONTACT_URL} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
              'Content-Length: 100\r\n\r\n{"message":"hello"}',
          );
        });
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(body)).toEqual({ error: expect.stringMatching(/could not be read.*\.$/) });
      expect(storedRows(server.dataDir)).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('answers exactly {ok: true}, not cached, and stores the message before answering', async () => {
    const res = await contact.post({ subject: 'Hello', message: 'A question about the site.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = storedRows(contact.dataDir).at(-1)!;
    expect(row).toMatchObject({ subject: 'Hello', message: 'A question about the site.' });
    expect(Date.now() - Date.parse(row.received_at)).toBeLessThan(60_000);
    expect(row.received_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('trims the message, keeps its inner lines, and stores no subject as null', async () => {
    const res = await contact.post({ message: '  \n first line\n\n\tsecond line  \n ' });
    expect(res.status).toBe(200);
    expect(storedRows(contact.dataDir).at(-1)).toMatchObject({
      subject: null,
      message: 'first line\n\n\tsecond line',
    });
    await contact.post({ subject: '   ', message: 'blank subject' });
    expect(storedRows(contact.dataDir).at(-1)).toMatchObject({ subject: null });
    await contact.post({ subject: null, message: 'null subject' });
    expect(storedRows(contact.dataDir).at(-1)).toMatchObject({
      subject: null,
      message: 'null subject',
    });
  });

  it('strips C0 and C1 control characters, keeping line breaks and tabs in the message', async () => {
    const res = await contact.post({
      subject: 'Bell\u0007 and\r\nnew line\u0085',
      message: 'a\u0000b\u001b[31mc\u007f\u0080d\u009f\r\ne\rf\tg\u200bh',
    });
    expect(res.status).toBe(200);
    expect(storedRows(contact.dataDir).at(-1)).toMatchObject({
      // The subject is one line: its breaks and tabs become a space.
      subject: 'Bell and new line',
      // Windows and old Mac line ends become \n; ESC goes, "[31m" is plain text; the zero-width space
      // is not a control character.
      message: 'ab[31mcd\ne\nf\tg\u200bh',
    });
  });

  it('stores HTML and script as the text it is, never interpreted', async () => {
    const message =
      '<script>alert("x")</script><img src=x onerror="alert(1)"> &amp; &lt;b&gt; <!-- c --> ${1+1} {{x}}';
    const subject = '<b>bold</b> & "quotes"';
    const res = await contact.post({ subject, message });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(storedRows(contact.dataDir).at(-1)).toMatchObject({ subject, message });
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await contact.app.inject({ method, url: CONTACT_URL });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({ error: expect.stringMatching(/POST/) });
    }
  });
});

describe('rate limit per visitor address', () => {
  it('answers the 6th post in the window 429 with Retry-After, and takes posts again after it', async () => {
    const contact = await startContactApp({ CONTACT_RATE_LIMIT: '5/2s' });
    try {
      for (let i = 1; i <= 5; i += 1) {
        expect((await contact.post({ message: `message ${i}` })).status).toBe(200);
      }
      const sixth = await contact.post({ message: 'message 6' });
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({
        error: expect.stringMatching(/^Too many messages .* Please try again in \d+ seconds?\.$/),
      });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(2);
      // Refused before its body is even read: too large, it is still a 429.
      const huge = await contact.post({ message: 'x'.repeat(100_000) });
      expect(huge.status).toBe(429);
      expect(storedRows(contact.dataDir).map((r) => r.message)).toEqual([
        'message 1',
        'message 2',
        'message 3',
        'message 4',
        'message 5',
      ]);

      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await contact.post({ message: 'after the window' })).status).toBe(200);
    } finally {
      await contact.close();
    }
  });

  it('with the default 5 per 10 minutes, 100 posts in a second from one address store 5', async () => {
    const contact = await startContactApp();
    try {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => contact.post({ message: `flood ${i}` })),
      );
      expect(Date.now() - started).toBeLessThan(5000);
      const ok = answers.filter((a) => a.status === 200);
      const limited = answers.filter((a) => a.status === 429);
      expect(ok).toHaveLength(5);
      expect(limited).toHaveLength(95);
      for (const a of limited) {
        expect(a.body.error).toMatch(/Please try again in 10 minutes\.$/);
        expect(Number(a.headers['retry-after'])).toBeGreaterThan(590);
      }
      expect(storedRows(contact.dataDir)).toHaveLength(5);
    } finally {
      await contact.close();
    }
  });

  /** Posts over real HTTP, as a proxy would, from `address`. */
  async function postFrom(base: string, address: string, message: string) {
    const res = await fetch(`${base}${CONTACT_URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ message }),
    });
    return { status: res.status, body: (await res.json()) as { ok?: true; error?: string } };
  }

  it('behind TRUST_PROXY=1, 50 concurrent posts from 50 addresses are all taken and stored', async () => {
    const contact = await startContactApp({ TRUST_PROXY: '1' });
    try {
      const base = await contact.app.listen({ port: 0, host: '127.0.0.1' });
      const messages = Array.from({ length: 50 }, (_, i) => `from visitor ${i}`);
      const answers = await Promise.all(
        messages.map((message, i) => postFrom(base, `203.0.113.${i + 1}`, message)),
      );
      expect(answers.map((a) => a.status)).toEqual(messages.map(() => 200));
      expect(
        storedRows(contact.dataDir)
          .map((r) => r.message)
          .sort(),
      ).toEqual([...messages].sort());
      // The limit is still per address: the proxy's client 203.0.113.1 has 4 posts left.
      const more = [];
      for (let i = 0; i < 5; i += 1) more.push(await postFrom(base, '203.0.113.1', `again ${i}`));
      expect(more.map((a) => a.status)).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await contact.close();
    }
  });

  it('without TRUST_PROXY, X-Forwarded-For is not believed: one address, 5 posts', async () => {
    const contact = await startContactApp();
    try {
      const base = await contact.app.listen({ port: 0, host: '127.0.0.1' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => postFrom(base, `198.51.100.${i + 1}`, `spoof ${i}`)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    } finally {
      await contact.close();
    }
  });
});

describe('when the message cannot be written', () => {
  const readOnlyPossible = canMakeReadOnly();
  const itReadOnly = readOnlyPossible ? it : it.skip;
  if (!readOnlyPossible) {
    console.warn('contact tests: running as root without mount rights; read-only cases skipped');
  }

  itReadOnly(
    'a read-only DATA_DIR answers 500 with {error}, and the rest of the server serves',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-contact-ro-'));
      const undo = makeReadOnly(dataDir);
      const contact = await startContactApp({}, { dataDir });
      try {
        for (let i = 0; i < 2; i += 1) {
          const res = await contact.post({ message: 'nobody will read this' });
          expect(res.status).toBe(500);
          expect(res.body).toEqual({
            error: 'Your message could not be saved. Please try again later.',
          });
        }
        expect((await contact.app.inject('/healthz')).statusCode).toBe(200);
        expect((await contact.app.inject('/api/tmdb/movie/550')).statusCode).toBe(200);
        expect(fs.readdirSync(dataDir)).toEqual([]);
      } finally {
        await contact.close();
        undo();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  itReadOnly(
    'a store made read-only after a restart answers 500, keeps what it had, and recovers',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-contact-ro-'));
      try {
        const first = await startContactApp({}, { dataDir });
        expect((await first.post({ message: 'kept' })).status).toBe(200);
        await first.close();

        const undo = makeReadOnly(dataDir);
        const second = await startContactApp({}, { dataDir });
        try {
          const res = await second.post({ message: 'refused' });
          expect(res.status).toBe(500);
          expect(res.body.error).toMatch(/could not be saved/);
        } finally {
          await second.close();
          undo();
        }
        // Writable again: the same server process would take posts again (the file opens on use).
        const third = await startContactApp({}, { dataDir });
        try {
          expect((await third.post({ message: 'after' })).status).toBe(200);
        } finally {
          await third.close();
        }
        expect(storedRows(dataDir).map((r) => r.message)).toEqual(['kept', 'after']);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('a write that fails half-way keeps nothing: the message and its outbox row go together', async () => {
    // Relay on, to a mail server that is not there: every message also gets an outbox row.
    const contact = await startContactApp(
      { SMTP_URL: 'smtp://127.0.0.1:9', CONTACT_TO: 'ops@example.org' },
      { relayTiming: { pollMs: 60_000, retryBaseMs: 60_000 } },
    );
    try {
      expect((await contact.post({ message: 'before' })).status).toBe(200);
      // The disk fails on the second of the transaction's two writes.
      const db = new Database(path.join(contact.dataDir, 'contact.sqlite'));
      db.exec(
        "CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END",
      );
      const res = await contact.post({ message: 'half-written?' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        error: 'Your message could not be saved. Please try again later.',
      });
      expect(storedRows(contact.dataDir).map((r) => r.message)).toEqual(['before']);
      expect(db.prepare('SELECT message_id FROM outbox').all()).toEqual([{ message_id: 1 }]);

      db.exec('DROP TRIGGER fail_outbox');
      db.close();
      expect((await contact.post({ message: 'after' })).status).toBe(200);
      expect(storedRows(contact.dataDir).map((r) => r.message)).toEqual(['before', 'after']);
    } finally {
      await contact.close();
    }
  });
});

describe('npm run contact:export', () => {
  it('prints every stored message as one JSON line, while the server runs', async () => {
    const contact = await startContactApp({ CONTACT_RATE_LIMIT: '100/1m' });
    try {
      const sent = [
        { subject: 'Hello', message: 'First "quoted" line\nsecond line' },
        { message: '<script>alert(1)</script> & ünïcödé 漢字 🎬' },
        { subject: 'Last', message: 'x'.repeat(5000) },
      ];
      for (const body of sent) expect((await contact.post(body)).status).toBe(200);

      const out = await runExport(contact.dataDir);
      expect(out.code).toBe(0);
      expect(out.stdout.trim().split('\n')).toHaveLength(3);
      expect(out.messages).toEqual(
        sent.map((body, i) => ({
          id: i + 1,
          received_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          subject: body.subject ?? null,
          message: body.message,
        })),
      );
      for (const line of out.stdout.trim().split('\n')) {
        expect(Object.keys(JSON.parse(line) as object)).toEqual([
          'id',
          'received_at',
          'subject',
          'message',
        ]);
      }
      // Still serving and storing after the export read the file.
      expect((await contact.post({ message: 'one more' })).status).toBe(200);
      expect((await runExport(contact.dataDir)).messages).toHaveLength(4);
    } finally {
      await contact.close();
    }
  });

  it('prints nothing for a DATA_DIR without messages, and creates nothing there', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-contact-empty-'));
    try {
      const out = await runExport(dataDir);
      expect(out.code).toBe(0);
      expect(out.stdout).toBe('');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  (canMakeReadOnly() ? it : it.skip)(
    'reads a store in a read-only DATA_DIR after the server stopped',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-contact-ro-export-'));
      try {
        const contact = await startContactApp({}, { dataDir });
        expect((await contact.post({ message: 'read me' })).status).toBe(200);
        await contact.close();
        const undo = makeReadOnly(dataDir);
        try {
          const out = await runExport(dataDir);
          expect(out.code).toBe(0);
          expect(out.messages.map((m) => m.message)).toEqual(['read me']);
        } finally {
          undo();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
