import fs from 'node:fs';
import path from 'node:path';

import { PlayerConfigError, validateProviders } from '../common/players';
import type { PlayerProvider } from '../common/players';

export type CatalogueChoice = 'auto' | 'demo' | 'tmdb';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** The source actually in use ('auto' resolved). */
  catalogue: 'demo' | 'tmdb';
  tmdb: {
    /** v4 read access token, sent as `Authorization: Bearer`. */
    token: string | null;
    /** v3 API key, sent as the `api_key` query parameter. */
    apiKey: string | null;
    baseUrl: string;
    timeoutMs: number;
    maxRequestsPerSecond: number;
    cacheBytes: number;
    /** Write fetched answers through to the catalogue store (`MIRROR=1`). */
    mirror: boolean;
  };
  dataDir: string;
  /** Built single-page app; served when the folder exists. */
  distDir: string;
  logLevel: LogLevel;
  /** The visible product name (`SITE_NAME`), shown by the web app. */
  siteName: string;
  /**
   * Where visitors' browsers load posters from (`IMAGE_BASE_URL`, TMDB's CDN by default), or null
   * (`off`) for generated posters only.
   */
  imageBaseUrl: string | null;
  /**
   * Behind a proxy or load balancer (`TRUST_PROXY=1`): X-Forwarded-For and X-Forwarded-Proto are
   * believed, so logs show the visitor's address and HSTS is sent on HTTPS.
   */
  trustProxy: boolean;
  /**
   * How long an idle keep-alive connection is held (`KEEP_ALIVE_TIMEOUT_S`). Behind a load balancer,
   * make it longer than the balancer's own idle timeout.
   */
  keepAliveTimeoutMs: number;
  /**
   * The embed players the operator configured (`PLAYER_PROVIDERS`, or `PLAYER_PROVIDERS_FILE`), validated,
   * first choice first; empty when neither is set. Sent to the app by `/api/site` (they hold no secret)
   * and framed by the Content-Security-Policy's `frame-src`.
   */
  players: PlayerProvider[];
}

/** A bad environment value: the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `expected a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `expected one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function flag(env: Env, name: string): boolean {
  const raw = value(env, name);
  if (raw === undefined) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `expected 1 or 0 (true or false), got "${raw}"`);
}

/** Largest PLAYER_PROVIDERS_FILE read: twenty providers fit in a few kilobytes. */
const MAX_PLAYERS_FILE_BYTES = 256 * 1024;

/** The JSON parser's complaint without the excerpt of the value that V8 quotes into some of them. */
function jsonProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/, (\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '');
}

/**
 * The operator's player providers, from `PLAYER_PROVIDERS` (a JSON array) or `PLAYER_PROVIDERS_FILE` (a
 * path, relative to `cwd`, to a file holding the same JSON), validated by common/players.ts. A bad entry
 * is a ConfigError naming the variable, the entry and the field; the value itself is never repeated.
 */
function players(env: Env, cwd: string): PlayerProvider[] {
  const inline = value(env, 'PLAYER_PROVIDERS');
  const file = value(env, 'PLAYER_PROVIDERS_FILE');
  if (inline !== undefined && file !== undefined) {
    throw new ConfigError(
      'PLAYER_PROVIDERS_FILE',
      'cannot be set together with PLAYER_PROVIDERS: set one of them',
    );
  }
  if (inline === undefined && file === undefined) return [];

  const variable = inline !== undefined ? 'PLAYER_PROVIDERS' : 'PLAYER_PROVIDERS_FILE';
  let text = inline;
  if (file !== undefined) {
    const where = path.resolve(cwd, file);
    try {
      const stat = fs.statSync(where);
      if (!stat.isFile()) throw new ConfigError(variable, `${where} is not a file`);
      if (stat.size > MAX_PLAYERS_FILE_BYTES) {
        throw new ConfigError(variable, `${where} is larger than ${MAX_PLAYERS_FILE_BYTES} bytes`);
      }
      // A byte-order mark from a Windows editor is not part of the JSON.
      text = fs.readFileSync(where, 'utf8').replace(/^\uFEFF/, '');
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      throw new ConfigError(variable, `cannot read ${where}${code ? ` (${code})` : ''}`);
    }
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch (error) {
    throw new ConfigError(variable, `is not valid JSON (${jsonProblem(error)})`);
  }
  try {
    return validateProviders(parsed);
  } catch (error) {
    if (error instanceof PlayerConfigError) throw new ConfigError(variable, error.message);
    throw error;
  }
}

/**
 * Reads and validates the server's settings from the environment. Throws a ConfigError naming the variable
 * on the first bad value; never echoes a secret back.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const token = value(env, 'TMDB_TOKEN') ?? null;
  const apiKey = value(env, 'TMDB_API_KEY') ?? null;
  if (token && !/^[A-Za-z0-9._-]{20,}$/.test(token)) {
    throw new ConfigError('TMDB_TOKEN', 'does not look like a TMDB v4 read access token');
  }
  if (apiKey && !/^[A-Za-z0-9]{16,64}$/.test(apiKey)) {
    throw new ConfigError('TMDB_API_KEY', 'does not look like a TMDB v3 API key');
  }

  const choice = oneOf<CatalogueChoice>(env, 'CATALOGUE', ['auto', 'demo', 'tmdb'], 'auto');
  const hasKey = Boolean(token ?? apiKey);
  if (choice === 'tmdb' && !hasKey) {
    throw new ConfigError('CATALOGUE', 'is "tmdb" but neither TMDB_TOKEN nor TMDB_API_KEY is set');
  }
  const catalogue = choice === 'auto' ? (hasKey ? 'tmdb' : 'demo') : choice;

  const baseUrl = value(env, 'TMDB_BASE_URL') ?? 'https://api.themoviedb.org/3';
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new ConfigError('TMDB_BASE_URL', `is not a URL: "${baseUrl}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError('TMDB_BASE_URL', 'must be an http or https URL');
  }

  const host = value(env, 'HOST') ?? '0.0.0.0';
  if (!/^[A-Za-z0-9.:_-]+$/.test(host))
    throw new ConfigError('HOST', `is not a host name or address: "${host}"`);

  const siteName = value(env, 'SITE_NAME') ?? 'Marquee';
  const hasControl = [...siteName].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f');
  if (siteName.length > 40 || /[<>]/.test(siteName) || hasControl) {
    throw new ConfigError(
      'SITE_NAME',
      'must be at most 40 characters, without < > or control characters',
    );
  }

  const imageSetting = value(env, 'IMAGE_BASE_URL') ?? 'https://image.tmdb.org/t/p';
  let imageBaseUrl: string | null = null;
  if (imageSetting.toLowerCase() !== 'off') {
    let parsedImage: URL;
    try {
      parsedImage = new URL(imageSetting);
    } catch {
      throw new ConfigError('IMAGE_BASE_URL', `is not a URL or "off": "${imageSetting}"`);
    }
    if (parsedImage.protocol !== 'http:' && parsedImage.protocol !== 'https:') {
      throw new ConfigError('IMAGE_BASE_URL', 'must be an http or https URL, or "off"');
    }
    imageBaseUrl = imageSetting.replace(/\/+$/, '');
  }

  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host,
    catalogue,
    tmdb: {
      token,
      apiKey,
      baseUrl: baseUrl.replace(/\/+$/, ''),
      timeoutMs: integer(env, 'TMDB_TIMEOUT_MS', 8000, 100, 60000),
      maxRequestsPerSecond: integer(env, 'TMDB_MAX_RPS', 40, 1, 1000),
      cacheBytes: integer(env, 'CACHE_MAX_MB', 64, 1, 16384) * 1024 * 1024,
      mirror: flag(env, 'MIRROR'),
    },
    dataDir: path.resolve(cwd, value(env, 'DATA_DIR') ?? 'data'),
    distDir: path.resolve(cwd, value(env, 'DIST_DIR') ?? 'dist'),
    logLevel: oneOf<LogLevel>(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    siteName,
    imageBaseUrl,
    trustProxy: flag(env, 'TRUST_PROXY'),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_S', 10, 1, 3600) * 1000,
    players: players(env, cwd),
  };
}
