/**
 * Helpers for the contact form's tests: the real server with its contact store in a temporary DATA_DIR,
 * posting, reading back what `npm run contact:export` prints, and making a folder read-only for real.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';

import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { RelayTiming } from '../../../server/contact/relay';
import { createLogger } from '../../../server/logger';
import { openDemoSource } from '../../../server/sources/demo/demoSource';
import type { CatalogueSource } from '../../../server/sources/types';

export const CONTACT_URL = '/api/email/send-contact';
const ROOT = path.resolve(__dirname, '..', '..', '..');

export interface ContactApp {
  app: FastifyInstance;
  /** The contact store's DATA_DIR. */
  dataDir: string;
  post(
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    headers: Record<string, unknown>;
    body: { ok?: true; error?: string };
  }>;
  close(): Promise<void>;
}

let shared: { dir: string; source: CatalogueSource } | undefined;

/**
 * One demo catalogue for every app of a test file (building it takes a second or so); its folder is
 * not the contact store's. Never closed by an app: see closeSharedSource().
 */
function sharedSource(): CatalogueSource {
  if (!shared) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-contact-catalogue-'));
    shared = { dir, source: openDemoSource({ dataDir: dir }) };
  }
  const { source } = shared;
  return {
    name: source.name,
    version: source.version,
    get: (req) => source.get(req),
    close: async () => {},
  };
}

export async function closeSharedSource(): Promise<void> {
  if (!shared) return;
  await shared.source.close();
  fs.rmSync(shared.dir, { recursive: true, force: true });
  shared = undefined;
}

/**
 * The real server (buildApp) with `env` settings and the contact store in `dataDir` (a fresh temporary
 * folder by default, removed by close()).
 */
export async function startContactApp(
  env: Record<string, string> = {},
  {
    dataDir,
    relayTiming,
    spoolRetryMs,
  }: { dataDir?: string; relayTiming?: Partial<RelayTiming>; spoolRetryMs?: number } = {},
): Promise<ContactApp> {
  const own = dataDir === undefined;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-contact-'));
  const config = loadConfig({
    DATA_DIR: dir,
    DIST_DIR: path.join(dir, 'no-dist'),
    LOG_LEVEL: 'silent',
    IMAGE_BASE_URL: 'off',
    ...env,
  });
  const app = await buildApp({
    config,
    source: sharedSource(),
    logger: createLogger('silent'),
    contact: { relayTiming, spoolRetryMs },
  });
  await app.ready();
  return {
    app,
    dataDir: dir,
    async post(body, headers = {}) {
      const res = await app.inject({
        method: 'POST',
        url: CONTACT_URL,
        headers: { 'content-type': 'application/json', ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.statusCode, headers: res.headers, body: res.json() };
    },
    async close() {
      await app.close();
      if (own) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ExportedMessage {
  id: number;
  received_at: string;
  subject: string | null;
  message: string;
}

/**
 * Runs `npm run contact:export` (or another contact script) over `dataDir` with `env`: its exit code,
 * parsed lines and stderr.
 */
export function runExport(
  dataDir: string,
  env: Record<string, string> = {},
  script = 'contact:export',
): Promise<{ code: number | null; messages: ExportedMessage[]; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      const messages =
        script === 'contact:export'
          ? stdout
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as ExportedMessage)
          : [];
      resolve({ code, messages, stdout, stderr });
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Whether makeReadOnly can work here: chmod for a normal user, a read-only bind mount for root. */
export function canMakeReadOnly(): boolean {
  if (!isRoot()) return true;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-ro-probe-'));
  try {
    const undo = makeReadOnly(probe);
    undo();
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

/**
 * Makes `dir` and what it holds read-only for this process, for real: permissions for a normal user;
 * for root, whom permissions do not stop, a read-only bind mount (EROFS). Answers the undo.
 */
export function makeReadOnly(dir: string): () => void {
  if (!isRoot()) {
    const entries = [dir, ...fs.readdirSync(dir).map((name) => path.join(dir, name))];
    const modes = entries.map((entry) => [entry, fs.statSync(entry).mode] as const);
    for (const [entry, mode] of modes) fs.chmodSync(entry, mode & ~0o222);
    return () => {
      for (const [entry, mode] of modes) fs.chmodSync(entry, mode);
    };
  }
  execFileSync('mount', ['--bind', dir, dir], { stdio: 'ignore' });
  try {
    execFileSync('mount', ['-o', 'remount,bind,ro', dir], { stdio: 'ignore' });
  } catch (error) {
    execFileSync('umount', [dir], { stdio: 'ignore' });
    throw error;
  }
  return () => execFileSync('umount', [dir], { stdio: 'ignore' });
}

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on `port` (0: any free one) (no TLS, no auth), keeping what it receives. */
export async function upServer(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
