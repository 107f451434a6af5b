import fs from 'node:fs';
import path from 'node:path';

import { hasControlCharacters } from '../common/controlCharacters';
import { PlayerConfigError, validateProviders } from '../common/players';
import type { PlayerProvider } from '../common/players';

import { ScaleSettingError, loadScaleSettings } from './scaleSettings';
import type { ScaleSettings, TrustProxy } from './scaleSettings';

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
   * Behind a proxy or load balancer (`TRUST_PROXY`: a hop count, or proxy addresses and CIDRs): the
   * trusted hops' X-Forwarded-For and X-Forwarded-Proto are believed, so logs and limits see the
   * visitor's address and HSTS is sent on HTTPS. False: no proxy is trusted.
   */
  trustProxy: TrustProxy;
  /** Shared engines and shutdown (issue 23): PostgreSQL, Redis, the SIGTERM grace. */
  scale: ScaleSettings;
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
  /** What the site says about itself beyond its name (issue 13): legal pages, notices, link previews. */
  site: SiteSettings;
  /** The contact form's endpoint (`POST /api/email/send-contact`). */
  contact: ContactSettings;
  /** Passphrase accounts with end-to-end encrypted sync (issue 25). */
  accounts: AccountSettings;
}

export interface AccountSettings {
  /** `ACCOUNTS=on|off` (default on). Off: /login, /register, /forgot-password stay stubs; the API is 404. */
  enabled: boolean;
  /** Records an account may keep, deletions included (`ACCOUNT_MAX_RECORDS`, default 20 000). */
  maxRecords: number;
  /** Bytes of encrypted records an account may keep (`ACCOUNT_MAX_MB`, default 10). */
  maxBytes: number;
  /** Records in one push (`SYNC_BATCH_MAX`, default 500). */
  batchMax: number;
  /** Sync requests per account per minute (`SYNC_RATE_LIMIT`, default 120). */
  requestsPerMinute: number;
  /** Sign-ins, registrations and challenges per address per minute (`ACCOUNT_AUTH_RATE_LIMIT`, default 10). */
  authPerMinute: number;
  /** How long a signed-in device stays signed in at most (`SESSION_DAYS`, default 90). */
  sessionDays: number;
  /** A session unused this long is over (`ACCOUNT_SESSION_IDLE_DAYS`, default 30). */
  sessionIdleDays: number;
  /** Bytes of encrypted records all accounts together may keep (`ACCOUNTS_MAX_TOTAL_MB`, default 2048). */
  maxTotalBytes: number;
  /** Accounts one address may create per day (`ACCOUNT_REGISTRATIONS_PER_DAY`, default 5). */
  registrationsPerDay: number;
  /** Open event streams per account (deployment-wide with Redis); past it the oldest closes (`ACCOUNT_STREAMS_PER_ACCOUNT`, 10). */
  streamsPerAccount: number;
  /** Open event streams per address (deployment-wide with Redis); past it the oldest closes (`ACCOUNT_STREAMS_PER_ADDRESS`, 20). */
  streamsPerAddress: number;
  /** Event streams an account may open per minute (`ACCOUNT_STREAM_RATE_LIMIT`, default 30). */
  streamOpensPerMinute: number;
  /** Device renames per account per minute (`ACCOUNT_RENAME_RATE_LIMIT`, default 10). */
  renamesPerMinute: number;
  /** Reads of the account (its devices and usage) per account per minute (`ACCOUNT_READ_RATE_LIMIT`, default 60). */
  readsPerMinute: number;
  /** How often an open event stream checks that its session still holds (`ACCOUNT_STREAM_CHECK_S`, default 30). */
  streamCheckS: number;
  /** Deletions are forgotten this long after the server stored them (`ACCOUNT_TOMBSTONE_DAYS`, default 90). */
  tombstoneDays: number;
}

export interface SiteSettings {
  /**
   * The public address (`SITE_URL`, e.g. https://films.example.org, no trailing slash), for canonical
   * URLs, Open Graph tags and the sitemap; null when unset (then none are written: never the request's
   * Host).
   */
  url: string | null;
  /** Who runs this deployment (`SITE_OPERATOR`), named on the legal pages; null when unset. */
  operator: string | null;
  /** The legal pages' date (`SITE_LEGAL_DATE`, YYYY-MM-DD); null: the build's date. */
  legalDate: string | null;
  /** The domain notice's text (`SITE_NOTICE`); null: no notice (DECISIONS). */
  notice: string | null;
  /** The bottom announcement's text (`SITE_ANNOUNCEMENT`); null: no banner. */
  announcement: string | null;
  /** Where the announcement's link goes (`SITE_ANNOUNCEMENT_LINK`: a path on this site or an https URL). */
  announcementLink: string | null;
}

export interface ContactSettings {
  /** Messages per visitor address per window (`CONTACT_RATE_LIMIT`, default `5/10m`). */
  rateLimit: { max: number; windowMs: number };
  /** Relay stored messages by mail (`SMTP_URL`, smtp:// or smtps://); null: store only. */
  smtpUrl: string | null;
  /** Who receives relayed messages (`CONTACT_TO`); required with SMTP_URL. */
  to: string | null;
  /** The relayed mail's sender (`CONTACT_FROM`); defaults to CONTACT_TO. */
  from: string | null;
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

/** Text an operator sets for visitors to read: one line, no markup, no control characters. */
function siteText(env: Env, name: string, max: number): string | null {
  const raw = value(env, name);
  if (raw === undefined) return null;
  if (raw.length > max || /[<>]/.test(raw) || hasControlCharacters(raw)) {
    throw new ConfigError(
      name,
      `must be at most ${max} characters, without < > or control characters`,
    );
  }
  return raw;
}

function absoluteUrl(env: Env, name: string): string | null {
  const raw = value(env, name);
  if (raw === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a URL: "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(name, 'must be an http or https URL');
  }
  return raw.replace(/\/+$/, '');
}

function siteSettings(env: Env): SiteSettings {
  const legalDate = value(env, 'SITE_LEGAL_DATE') ?? null;
  if (
    legalDate !== null &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(legalDate) || Number.isNaN(Date.parse(`${legalDate}T00:00:00Z`)))
  ) {
    throw new ConfigError('SITE_LEGAL_DATE', `expected a date as YYYY-MM-DD, got "${legalDate}"`);
  }
  const link = value(env, 'SITE_ANNOUNCEMENT_LINK') ?? null;
  if (link !== null && !/^\/(?!\/)[^\s<>]*$/.test(link) && !/^https:\/\/[^\s<>]+$/.test(link)) {
    throw new ConfigError(
      'SITE_ANNOUNCEMENT_LINK',
      'must be a path on this site (/movie/550) or an https URL',
    );
  }
  return {
    url: absoluteUrl(env, 'SITE_URL'),
    operator: siteText(env, 'SITE_OPERATOR', 120),
    legalDate,
    notice: siteText(env, 'SITE_NOTICE', 500),
    announcement: siteText(env, 'SITE_ANNOUNCEMENT', 200),
    announcementLink: link,
  };
}

const WINDOW_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

function contactSettings(env: Env): ContactSettings {
  const limit = value(env, 'CONTACT_RATE_LIMIT') ?? '5/10m';
  const match = /^(\d{1,6})\/(\d{1,4})(s|m|h)$/.exec(limit);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new ConfigError(
      'CONTACT_RATE_LIMIT',
      `expected messages/window such as 5/10m (s, m or h), got "${limit}"`,
    );
  }
  const smtpUrl = value(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    // The value may hold a password: it is never repeated.
    throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// URL');
  }
  const to = value(env, 'CONTACT_TO') ?? null;
  const from = value(env, 'CONTACT_FROM') ?? null;
  const address = /^[^\s@<>]+@[^\s@<>]+$/;
  if (to !== null && !address.test(to))
    throw new ConfigError('CONTACT_TO', 'is not an email address');
  if (from !== null && !address.test(from))
    throw new ConfigError('CONTACT_FROM', 'is not an email address');
  if (smtpUrl !== null && to === null) {
    throw new ConfigError(
      'CONTACT_TO',
      'must be set when SMTP_URL is set (where relayed messages go)',
    );
  }
  return {
    rateLimit: { max: Number(match[1]), windowMs: Number(match[2]) * WINDOW_UNITS[match[3]!]! },
    smtpUrl,
    to,
    from,
  };
}

/**
 * Reads and validates the server's settings from the environment. Throws a ConfigError naming the variable
 * on the first bad value; never echoes a secret back.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  let scale: ScaleSettings;
  try {
    scale = loadScaleSettings(env);
  } catch (error) {
    if (error instanceof ScaleSettingError) throw new ConfigError(error.variable, error.message);
    throw error;
  }
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
  if (siteName.length > 40 || /[<>]/.test(siteName) || hasControlCharacters(siteName)) {
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
    trustProxy: scale.trustProxy,
    scale,
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_S', 10, 1, 3600) * 1000,
    players: players(env, cwd),
    site: siteSettings(env),
    contact: contactSettings(env),
    accounts: {
      enabled: value(env, 'ACCOUNTS') === undefined ? true : flag(env, 'ACCOUNTS'),
      maxRecords: integer(env, 'ACCOUNT_MAX_RECORDS', 20_000, 10, 1_000_000),
      maxBytes: integer(env, 'ACCOUNT_MAX_MB', 10, 1, 1024) * 1024 * 1024,
      batchMax: integer(env, 'SYNC_BATCH_MAX', 500, 1, 5000),
      requestsPerMinute: integer(env, 'SYNC_RATE_LIMIT', 120, 1, 100_000),
      authPerMinute: integer(env, 'ACCOUNT_AUTH_RATE_LIMIT', 10, 1, 100_000),
      sessionDays: integer(env, 'SESSION_DAYS', 90, 1, 3650),
      sessionIdleDays: integer(env, 'ACCOUNT_SESSION_IDLE_DAYS', 30, 1, 3650),
      maxTotalBytes: integer(env, 'ACCOUNTS_MAX_TOTAL_MB', 2048, 1, 16 * 1024 * 1024) * 1024 * 1024,
      registrationsPerDay: integer(env, 'ACCOUNT_REGISTRATIONS_PER_DAY', 5, 1, 100_000),
      streamsPerAccount: integer(env, 'ACCOUNT_STREAMS_PER_ACCOUNT', 10, 1, 1000),
      streamsPerAddress: integer(env, 'ACCOUNT_STREAMS_PER_ADDRESS', 20, 1, 10_000),
      streamOpensPerMinute: integer(env, 'ACCOUNT_STREAM_RATE_LIMIT', 30, 1, 100_000),
      renamesPerMinute: integer(env, 'ACCOUNT_RENAME_RATE_LIMIT', 10, 1, 100_000),
      readsPerMinute: integer(env, 'ACCOUNT_READ_RATE_LIMIT', 60, 1, 100_000),
      streamCheckS: integer(env, 'ACCOUNT_STREAM_CHECK_S', 30, 1, 3600),
      tombstoneDays: integer(env, 'ACCOUNT_TOMBSTONE_DAYS', 90, 1, 36_500),
    },
  };
}
