/**
 * deploy/nginx.conf agrees with the app it fronts: nginx accepts it once its placeholders are filled, its
 * upstream keep-alive ends before the app's, it lets the app answer an over-long contact message itself,
 * and it never hands the app a visitor's own X-Forwarded-For.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../../server/config';
import { MAX_BODY_BYTES } from '../../server/contact/input';
import { NGINX_CONF, nginxBin, renderNginxConf } from '../../scripts/cluster/nginx';
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
