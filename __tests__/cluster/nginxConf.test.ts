/**
 * deploy/nginx.conf agrees with the app it fronts: nginx accepts it once its placeholders are filled, its
 * upstream keep-alive ends before the app's, it lets the app answer an over-long contact message itself,
 * it lets the app's largest sync push through and answers anything larger (or an instance that is
 * down, under /api/) with the app's JSON shape rather than its own page, and it never hands the app a
 * visitor's own X-Forwarded-For.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { recordName } from '../../common/accountCrypto';
import { formatStamp } from '../../common/syncClock';
import { PUSH_MAX_BYTES } from '../../common/syncLimits';
import { loadConfig } from '../../server/config';
import { PUSH_BODY_LIMIT } from '../../server/accounts/routes';
import { MAX_BODY_BYTES } from '../../server/contact/input';
import { NGINX_CONF, nginxBin, renderNginxConf, startNginx } from '../../scripts/cluster/nginx';
import { newAccount, registerBody } from '../server/helpers/accounts';
import { closeSharedSource, startContactApp } from '../server/helpers/contact';
import { describeWith } from './helpers/services';

const template = fs.readFileSync(NGINX_CONF, 'utf8');

/** Seconds or kilobytes as nginx writes them (`5s`, `64k`, `1m`). */
function amount(text: string, units: Record<string, number>): number {
  const [, value, unit = ''] = /^(\d+)([a-z]*)$/i.exec(text) ?? [];
  if (value === undefined || units[unit.toLowerCase()] === undefined) {
    throw new Error(`cannot read "${text}"`);
  }
  return Number(value) * units[unit.toLowerCase()]!;
}

/** The arguments of `directive` inside the block opened by `opener` (the first such block). */
function inBlock(opener: RegExp, directive: string): string {
  const start = template.search(opener);
  expect(start).toBeGreaterThanOrEqual(0);
  const found = new RegExp(`^\\s*${directive}\\s+([^;]+);`, 'm').exec(template.slice(start));
  if (!found) throw new Error(`no ${directive} after ${opener}`);
  return found[1]!.trim();
}

it('closes idle upstream connections before the app does', () => {
  const upstreamIdle = amount(inBlock(/upstream marquee \{/, 'keepalive_timeout'), {
    '': 1,
    s: 1,
    m: 60,
  });
  const appIdle = loadConfig({}, '/srv/marquee').keepAliveTimeoutMs / 1000;
  expect(upstreamIdle).toBeLessThan(appIdle);
});

it('lets the app answer an over-long contact message with its own {error}', () => {
  const limit = amount(inBlock(/http \{/, 'client_max_body_size'), {
    '': 1,
    k: 1024,
    m: 1024 ** 2,
  });
  expect(limit).toBeGreaterThan(MAX_BODY_BYTES);
  const buffer = amount(inBlock(/http \{/, 'client_body_buffer_size'), { '': 1, k: 1024 });
  expect(buffer).toBeGreaterThanOrEqual(limit);
});

it("lets the app's largest sync push through, and answers a larger body with JSON", () => {
  const units = { '': 1, k: 1024, m: 1024 ** 2 };
  const sync = amount(inBlock(/location \/api\/sync\/ \{/, 'client_max_body_size'), units);
  expect(sync).toBe(PUSH_BODY_LIMIT);
  expect(sync).toBeGreaterThan(PUSH_MAX_BYTES);
  // The server-wide page and each API location's own (a location's error_page replaces the rest).
  expect(template.match(/^\s*error_page 413 @too_large;/gm)).toHaveLength(3);
  const answer = /location @too_large \{[^}]*return 413 '([^']*)';/.exec(template);
  expect(JSON.parse(answer![1]!)).toEqual({
    error: expect.stringMatching(/\w+ \w+/),
    code: 'too_large',
  });
});

it('sets the forwarded headers itself, retries what is safe to retry, and leaves compression to the app', () => {
  expect(template).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m);
  expect(template).toMatch(/^\s*proxy_set_header X-Forwarded-Proto \$scheme;/m);
  expect(template).toMatch(/^\s*proxy_set_header X-Forwarded-Host "";/m);
  expect(template).toMatch(/^\s*proxy_next_upstream error timeout http_502 http_503 http_504;/m);
  expect(template).not.toMatch(/^\s*proxy_next_upstream .*non_idempotent/m);
  expect(template).toMatch(/^\s*gzip off;/m);
  expect(template).toMatch(/^\s*proxy_http_version 1\.1;/m);
  expect(template).toMatch(/^\s*proxy_set_header Connection "";/m);
});

it('refuses a placeholder the helper does not know, or one left unfilled', () => {
  expect(() => renderNginxConf(template, {}, ['127.0.0.1:1'])).toThrow(/no value for placeholder/);
});

describeWith(['nginx'], 'nginx itself', () => {
  it('accepts the file with its placeholders filled (nginx -t)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-nginx-t-'));
    try {
      const file = path.join(dir, 'nginx.conf');
      const at = (name: string) => path.join(dir, name);
      fs.writeFileSync(
        file,
        renderNginxConf(
          template,
          {
            pid: at('nginx.pid'),
            error_log: `${at('error.log')} warn`,
            access_log: `${at('access.log')} marquee`,
            client_body_temp_path: at('client_body'),
            proxy_temp_path: at('proxy'),
            fastcgi_temp_path: at('fastcgi'),
            uwsgi_temp_path: at('uwsgi'),
            scgi_temp_path: at('scgi'),
            listen: '127.0.0.1:8080',
          },
          ['127.0.0.1:3001', '127.0.0.1:3002'],
        ),
      );
      const check = spawnSync(nginxBin()!, ['-t', '-p', dir, '-c', file, '-e', at('error.log')]);
      expect({ status: check.status, said: check.stderr.toString() }).toEqual({
        status: 0,
        said: expect.stringContaining('test is successful'),
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeWith(['nginx'], 'nginx in front of the app', () => {
  afterAll(closeSharedSource);

  it("passes a push of the app's largest size, answers a larger one and a stopped instance with JSON", async () => {
    const app = await startContactApp({ ACCOUNT_AUTH_RATE_LIMIT: '1000' });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (app.app.server.address() as { port: number }).port;
    const nginx = await startNginx([`127.0.0.1:${appPort}`]);
    let stopped = false;
    try {
      const call = (method: string, url: string, body?: unknown, cookie?: string) =>
        fetch(`${nginx.url}${url}`, {
          method,
          headers: {
            origin: nginx.url,
            'content-type': 'application/json',
            ...(cookie ? { cookie } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const { salt } = (await (await call('GET', '/api/account/setup')).json()) as {
        salt: string;
      };
      const account = await newAccount(salt);
      const { keys } = account;
      const { challenge } = (await (await call('POST', '/api/account/challenge', {})).json()) as {
        challenge: string;
      };
      const registered = await call(
        'POST',
        '/api/account/register',
        await registerBody(account, challenge, nginx.url, { device: 'AAAA' }),
      );
      expect(registered.status).toBe(201);
      const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;

      // Two records whose JSON together is just under PUSH_MAX_BYTES: what the app sends at most.
      const record = async (n: number, size: number) => ({
        name: await recordName(keys, `profile/${n}`),
        body: 'A'.repeat(size),
        stamp: formatStamp(Date.now(), 0, 'aaaaaaaa'),
        deleted: false,
      });
      const full = { records: [await record(1, 500_000), await record(2, 0)] };
      full.records[1]!.body = 'B'.repeat(PUSH_MAX_BYTES - JSON.stringify(full).length - 1);
      expect(JSON.stringify(full).length).toBeLessThanOrEqual(PUSH_MAX_BYTES);
      const taken = await call('POST', '/api/sync/push', full, cookie);
      expect(taken.status).toBe(200);
      expect(await taken.json()).toMatchObject({ applied: 2 });

      const tooLarge = await call(
        'POST',
        '/api/sync/push',
        { records: [await record(3, PUSH_BODY_LIMIT)] },
        cookie,
      );
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await tooLarge.json()).toEqual({
        error: 'This request is too large to be taken.',
        code: 'too_large',
      });

      // The instance stops: nginx answers the API in JSON, never its own page.
      await app.close();
      stopped = true;
      const down = await call('GET', '/api/sync/pull', undefined, cookie);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ code: 'unavailable' });
    } finally {
      await nginx.stop();
      if (!stopped) await app.close();
    }
  });
});
