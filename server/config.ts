import fs from 'node:fs';
import path from 'node:path';

import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

import { PlayerConfigError, validateProviders } from '../common/players';
import type { PlayerProvider } from '../common/players';

import { ConfigError, readEnv } from './envSettings';
import { ScaleEnv, scaleSettings } from './scaleSettings';
import type { ScaleSettings, TrustProxy } from './scaleSettings';

export { ConfigError };

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

/** A whole number in a range, with its default. */
const whole = (minimum: number, maximum: number, fallback: number) =>
  Type.Integer({ minimum, maximum, default: fallback });

/** On or off: 1/0, true/false, yes/no, on/off, in any case. */
const FLAG =
  '^(?:[01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff])$';
const flagSchema = () =>
  Type.Optional(Type.String({ pattern: FLAG, refusal: 'expected 1 or 0 (true or false)' }));
const isOn = (raw: string | undefined): boolean =>
  raw !== undefined && ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());

/** Text an operator sets for visitors to read: one line, no markup, no control characters. */
const visibleText = (maxLength: number) => ({
  maxLength,
  pattern: '^[^<>\\u0000-\\u001f\\u007f-\\u009f]*$',
  refusal: `must be at most ${maxLength} characters, without < > or control characters`,
});
const siteText = (maxLength: number) => Type.Optional(Type.String(visibleText(maxLength)));

const WEB_URL = '^https?://';
const EMAIL = '^[^\\s@<>]+@[^\\s@<>]+$';

/**
 * Every variable the server reads (README's table), with its type, bounds and default, checked by
 * env-schema (server/envSettings.ts); the scale-out ones are server/scaleSettings.ts's. What a schema
 * cannot check is checked after, in `loadConfig`.
 */
export const ServerEnv = Type.Object({
  ...ScaleEnv.properties,
  PORT: whole(0, 65535, 3000),
  HOST: Type.String({
    pattern: '^[A-Za-z0-9.:_-]+$',
    default: '0.0.0.0',
    refusal: 'is not a host name or address',
  }),
  CATALOGUE: Type.Union([Type.Literal('auto'), Type.Literal('demo'), Type.Literal('tmdb')], {
    default: 'auto',
  }),
  TMDB_TOKEN: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9._-]{20,}$',
      secret: true,
      refusal: 'does not look like a TMDB v4 read access token',
    }),
  ),
  TMDB_API_KEY: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9]{16,64}$',
      secret: true,
      refusal: 'does not look like a TMDB v3 API key',
    }),
  ),
  TMDB_BASE_URL: Type.String({
    pattern: WEB_URL,
    default: 'https://api.themoviedb.org/3',
    refusal: 'must be an http or https URL',
  }),
  TMDB_TIMEOUT_MS: whole(100, 60_000, 8000),
  TMDB_MAX_RPS: whole(1, 1000, 40),
  CACHE_MAX_MB: whole(1, 16384, 64),
  MIRROR: flagSchema(),
  DATA_DIR: Type.String({ default: 'data' }),
  DIST_DIR: Type.String({ default: 'dist' }),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  SITE_NAME: Type.String({ ...visibleText(40), default: 'Marquee' }),
  IMAGE_BASE_URL: Type.String({
    pattern: '^(?:https?://.*|[Oo][Ff][Ff])$',
    default: 'https://image.tmdb.org/t/p',
    refusal: 'must be an http or https URL, or "off"',
  }),
  KEEP_ALIVE_TIMEOUT_S: whole(1, 3600, 10),
  PLAYER_PROVIDERS: Type.Optional(Type.String({ secret: true })),
  PLAYER_PROVIDERS_FILE: Type.Optional(Type.String()),
  SITE_URL: Type.Optional(
    Type.String({ pattern: WEB_URL, refusal: 'must be an http or https URL' }),
  ),
  SITE_OPERATOR: siteText(120),
  SITE_LEGAL_DATE: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', refusal: 'expected a date as YYYY-MM-DD' }),
  ),
  SITE_NOTICE: siteText(500),
  SITE_ANNOUNCEMENT: siteText(200),
  SITE_ANNOUNCEMENT_LINK: Type.Optional(
    Type.String({
      pattern: '^(?:/(?!/)[^\\s<>]*|https://[^\\s<>]+)$',
      refusal: 'must be a path on this site (/movie/550) or an https URL',
    }),
  ),
  CONTACT_RATE_LIMIT: Type.String({
    pattern: '^0*[1-9]\\d{0,5}/0*[1-9]\\d{0,3}[smh]$',
    default: '5/10m',
    refusal: 'expected messages/window such as 5/10m (s, m or h)',
  }),
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://\\S+$',
      secret: true,
      refusal: 'must be an smtp:// or smtps:// URL',
    }),
  ),
  CONTACT_TO: Type.Optional(Type.String({ pattern: EMAIL, refusal: 'is not an email address' })),
  CONTACT_FROM: Type.Optional(Type.String({ pattern: EMAIL, refusal: 'is not an email address' })),
  ACCOUNTS: flagSchema(),
  ACCOUNT_MAX_RECORDS: whole(10, 1_000_000, 20_000),
  ACCOUNT_MAX_MB: whole(1, 1024, 10),
  SYNC_BATCH_MAX: whole(1, 5000, 500),
  SYNC_RATE_LIMIT: whole(1, 100_000, 120),
  ACCOUNT_AUTH_RATE_LIMIT: whole(1, 100_000, 10),
  SESSION_DAYS: whole(1, 3650, 90),
  ACCOUNT_SESSION_IDLE_DAYS: whole(1, 3650, 30),
  ACCOUNTS_MAX_TOTAL_MB: whole(1, 16 * 1024 * 1024, 2048),
  ACCOUNT_REGISTRATIONS_PER_DAY: whole(1, 100_000, 5),
  ACCOUNT_STREAMS_PER_ACCOUNT: whole(1, 1000, 10),
  ACCOUNT_STREAMS_PER_ADDRESS: whole(1, 10_000, 20),
  ACCOUNT_STREAM_RATE_LIMIT: whole(1, 100_000, 30),
  ACCOUNT_RENAME_RATE_LIMIT: whole(1, 100_000, 10),
  ACCOUNT_READ_RATE_LIMIT: whole(1, 100_000, 60),
  ACCOUNT_STREAM_CHECK_S: whole(1, 3600, 30),
  ACCOUNT_TOMBSTONE_DAYS: whole(1, 36_500, 90),
});

export type ServerEnvValues = Static<typeof ServerEnv>;

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
function players(values: ServerEnvValues, cwd: string): PlayerProvider[] {
  const inline = values.PLAYER_PROVIDERS;
  const file = values.PLAYER_PROVIDERS_FILE;
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

/** An http(s) URL the schema let through, parsed; without its trailing slashes. */
function webUrl(name: string, raw: string): string {
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a URL: "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function siteSettings(values: ServerEnvValues): SiteSettings {
  const legalDate = values.SITE_LEGAL_DATE ?? null;
  if (legalDate !== null && Number.isNaN(Date.parse(`${legalDate}T00:00:00Z`))) {
    throw new ConfigError('SITE_LEGAL_DATE', `expected a date as YYYY-MM-DD, got "${legalDate}"`);
  }
  return {
    url: values.SITE_URL === undefined ? null : webUrl('SITE_URL', values.SITE_URL),
    operator: values.SITE_OPERATOR ?? null,
    legalDate,
    notice: values.SITE_NOTICE ?? null,
    announcement: values.SITE_ANNOUNCEMENT ?? null,
    announcementLink: values.SITE_ANNOUNCEMENT_LINK ?? null,
  };
}

const WINDOW_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

function contactSettings(values: ServerEnvValues): ContactSettings {
  const [max, window] = values.CONTACT_RATE_LIMIT.split('/') as [string, string];
  const smtpUrl = values.SMTP_URL ?? null;
  const to = values.CONTACT_TO ?? null;
  if (smtpUrl !== null && to === null) {
    throw new ConfigError(
      'CONTACT_TO',
      'must be set when SMTP_URL is set (where relayed messages go)',
    );
  }
  return {
    rateLimit: {
      max: Number(max),
      windowMs: Number(window.slice(0, -1)) * WINDOW_UNITS[window.slice(-1)]!,
    },
    smtpUrl,
    to,
    from: values.CONTACT_FROM ?? null,
  };
}

const MB = 1024 * 1024;

/**
 * Reads and validates the server's settings from the environment. Throws a ConfigError naming the variable
 * on the first bad value; never echoes a secret back.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const values = readEnv(ServerEnv, env);
  const scale = scaleSettings(values);
  const token = values.TMDB_TOKEN ?? null;
  const apiKey = values.TMDB_API_KEY ?? null;
  const hasKey = Boolean(token ?? apiKey);
  if (values.CATALOGUE === 'tmdb' && !hasKey) {
    throw new ConfigError('CATALOGUE', 'is "tmdb" but neither TMDB_TOKEN nor TMDB_API_KEY is set');
  }
  const catalogue = values.CATALOGUE === 'auto' ? (hasKey ? 'tmdb' : 'demo') : values.CATALOGUE;
  const imageOff = values.IMAGE_BASE_URL.toLowerCase() === 'off';

  return {
    port: values.PORT,
    host: values.HOST,
    catalogue,
    tmdb: {
      token,
      apiKey,
      baseUrl: webUrl('TMDB_BASE_URL', values.TMDB_BASE_URL),
      timeoutMs: values.TMDB_TIMEOUT_MS,
      maxRequestsPerSecond: values.TMDB_MAX_RPS,
      cacheBytes: values.CACHE_MAX_MB * MB,
      mirror: isOn(values.MIRROR),
    },
    dataDir: path.resolve(cwd, values.DATA_DIR),
    distDir: path.resolve(cwd, values.DIST_DIR),
    logLevel: values.LOG_LEVEL,
    siteName: values.SITE_NAME,
    imageBaseUrl: imageOff ? null : webUrl('IMAGE_BASE_URL', values.IMAGE_BASE_URL),
    trustProxy: scale.trustProxy,
    scale,
    keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_S * 1000,
    players: players(values, cwd),
    site: siteSettings(values),
    contact: contactSettings(values),
    accounts: {
      enabled: values.ACCOUNTS === undefined || isOn(values.ACCOUNTS),
      maxRecords: values.ACCOUNT_MAX_RECORDS,
      maxBytes: values.ACCOUNT_MAX_MB * MB,
      batchMax: values.SYNC_BATCH_MAX,
      requestsPerMinute: values.SYNC_RATE_LIMIT,
      authPerMinute: values.ACCOUNT_AUTH_RATE_LIMIT,
      sessionDays: values.SESSION_DAYS,
      sessionIdleDays: values.ACCOUNT_SESSION_IDLE_DAYS,
      maxTotalBytes: values.ACCOUNTS_MAX_TOTAL_MB * MB,
      registrationsPerDay: values.ACCOUNT_REGISTRATIONS_PER_DAY,
      streamsPerAccount: values.ACCOUNT_STREAMS_PER_ACCOUNT,
      streamsPerAddress: values.ACCOUNT_STREAMS_PER_ADDRESS,
      streamOpensPerMinute: values.ACCOUNT_STREAM_RATE_LIMIT,
      renamesPerMinute: values.ACCOUNT_RENAME_RATE_LIMIT,
      readsPerMinute: values.ACCOUNT_READ_RATE_LIMIT,
      streamCheckS: values.ACCOUNT_STREAM_CHECK_S,
      tombstoneDays: values.ACCOUNT_TOMBSTONE_DAYS,
    },
  };
}
