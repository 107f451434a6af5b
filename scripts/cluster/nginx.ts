/**
 * nginx from `deploy/nginx.conf`, as it is committed: copied to a temporary prefix with only its tagged
 * placeholders replaced (listen address, upstream servers, pid, logs, temporary paths), run in the
 * foreground as a child of the caller (the cluster tests, `npm run bench:cluster`). Run as root, nginx's workers drop to `nobody`: the prefix is made
 * world-readable so they can reach the temporary paths nginx makes for them there.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { freePort } from '../freePort';

export const NGINX_CONF = path.resolve(__dirname, '..', '..', 'deploy', 'nginx.conf');

/** nginx: NGINX_BIN, else on PATH, else Debian's /usr/sbin/nginx (a normal user's PATH may lack sbin). */
export function nginxBin(): string | null {
  if (process.env.NGINX_BIN)
    return fs.existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  if (spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0) return 'nginx';
  return fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

/** Whether 127.0.0.1:port accepts a connection. */
export function tcpReady(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const TAGGED = /^([ \t]*)(\S+)[ \t]+([^;\n]*);([ \t]*)# placeholder: (\S+)[ \t]*$/gm;
const UPSTREAM =
  /^([ \t]*)# placeholder: upstream servers \(begin\)\n([\s\S]*?)^[ \t]*# placeholder: upstream servers \(end\)\n/m;

/**
 * `template` with its placeholders set: `values` by tag name (the directive keeps its name, its
 * arguments become the value), and the upstream servers' addresses, each server line keeping the
 * parameters of the committed first one. An unknown or unfilled placeholder is an error: the file and
 * this helper must agree.
 */
export function renderNginxConf(
  template: string,
  values: Record<string, string>,
  servers: string[],
): string {
  const used = new Set<string>();
  let text = template.replace(
    TAGGED,
    (_line, indent: string, directive: string, _args, _gap, tag: string) => {
      const value = values[tag];
      if (value === undefined) throw new Error(`nginx.conf: no value for placeholder "${tag}"`);
      used.add(tag);
      return `${indent}${directive} ${value};`;
    },
  );
  const unused = Object.keys(values).filter((tag) => !used.has(tag));
  if (unused.length) throw new Error(`nginx.conf has no placeholder ${unused.join(', ')}`);

  const block = UPSTREAM.exec(text);
  if (!block) throw new Error('nginx.conf: no upstream servers block');
  const indent = block[1]!;
  const model = /server\s+\S+\s*([^;]*);/.exec(block[2]!);
  if (!model) throw new Error('nginx.conf: no server line in the upstream block');
  const params = model[1]!.trim();
  const lines = servers.map(
    (address) => `${indent}server ${address}${params ? ` ${params}` : ''};\n`,
  );
  text = text.replace(UPSTREAM, lines.join(''));
  if (/^[ \t]*[^#\s].*# placeholder:|^[ \t]*# placeholder: upstream/m.test(text)) {
    throw new Error('nginx.conf: a placeholder was left unfilled');
  }
  return text;
}

export interface Nginx {
  url: string;
  port: number;
  dir: string;
  /** The access log so far: which instance answered what. */
  accessLog(): string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** nginx from deploy/nginx.conf in front of `servers` (host:port), on a free port. */
export async function startNginx(servers: string[]): Promise<Nginx> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-nginx-'));
  fs.chmodSync(dir, 0o755);
  const temp = (name: string) => path.join(dir, name);
  let conf: string;
  try {
    conf = renderNginxConf(
      fs.readFileSync(NGINX_CONF, 'utf8'),
      {
        pid: temp('nginx.pid'),
        error_log: `${temp('error.log')} warn`,
        access_log: `${temp('access.log')} marquee`,
        client_body_temp_path: temp('client_body'),
        proxy_temp_path: temp('proxy'),
        fastcgi_temp_path: temp('fastcgi'),
        uwsgi_temp_path: temp('uwsgi'),
        scgi_temp_path: temp('scgi'),
        listen: `127.0.0.1:${port}`,
      },
      servers,
    );
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const confFile = temp('nginx.conf');
  fs.writeFileSync(confFile, conf);
  // -e: nginx opens its compiled-in error log before reading the file; send that one to the prefix too.
  const child: ChildProcess = spawn(
    nginxBin()!,
    ['-p', dir, '-c', confFile, '-e', temp('error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await tcpReady(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = readIf(temp('error.log'));
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    await sleep(50);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    accessLog: () => readIf(temp('access.log')),
    errorLog: () => readIf(temp('error.log')),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        // QUIT: nginx's graceful stop; its children go with the master.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await gone;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readIf(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
