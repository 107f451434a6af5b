/**
 * Player providers: the embed players an operator configures (`PLAYER_PROVIDERS` or
 * `PLAYER_PROVIDERS_FILE`, a JSON array), validated when the server starts and handed to the app through
 * `/api/site`. The built-in Trailer provider is not configured; the app adds it last.
 *
 * Shared by the server (validation, the Content-Security-Policy's frame-src) and the app (expanding a
 * template into an iframe's address).
 */
import { hasControlCharacters } from './controlCharacters';

/** A configured provider, as validated: every optional field filled in with its default. */
export interface PlayerProvider {
  /** Stored in `preferredPlayer`: lower-case letters, digits and hyphens. */
  id: string;
  name: string;
  description?: string;
  /** https template with `{id}` or `{imdbId}`. */
  movieUrl: string;
  /** https template with `{id}` or `{imdbId}`, and `{season}` and `{episode}`. */
  tvUrl: string;
  /** The origin whose `MEDIA_DATA` messages count as progress; without it none do. */
  progressOrigin?: string;
  /** The iframe's sandbox tokens, space-separated. */
  sandbox: string;
  /** The iframe's `allow` list (Permissions Policy features), `; `-separated. */
  allow: string;
}

/** The built-in provider's id (reserved: no configured provider may take it). */
export const TRAILER_PROVIDER_ID = 'trailer';

/** Scripts and the player's own storage, fullscreen presentation; no popups, no top navigation. */
export const DEFAULT_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/** What a video player needs. */
export const DEFAULT_ALLOW = 'autoplay; fullscreen; encrypted-media; picture-in-picture';

// The sets below are marked pure: the app never validates, so its bundle leaves them out.

/** Sandbox tokens an operator may grant. Top navigation and escaping the sandbox are never allowed. */
const SANDBOX_TOKENS = /* @__PURE__ */ new Set([
  'allow-scripts',
  'allow-same-origin',
  'allow-presentation',
  'allow-forms',
  'allow-modals',
  'allow-orientation-lock',
  'allow-pointer-lock',
  'allow-popups',
]);

/** Permissions Policy features an embedded player may be given. */
const ALLOW_FEATURES = /* @__PURE__ */ new Set([
  'autoplay',
  'fullscreen',
  'encrypted-media',
  'picture-in-picture',
  'clipboard-write',
  'web-share',
  'screen-wake-lock',
  'accelerometer',
  'gyroscope',
]);

/** The placeholders a template may hold. */
export const TEMPLATE_FIELDS = ['id', 'imdbId', 'season', 'episode'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

export interface TemplateValues {
  /** The TMDB id. */
  id: number;
  /** The IMDb id (`tt0137523`), when known. */
  imdbId?: string | null;
  season?: number;
  episode?: number;
}

/** Most providers a site may configure (the switcher is a short list). */
export const MAX_PROVIDERS = 20;
const MAX_TEMPLATE_CHARS = 500;
const MAX_NAME_CHARS = 40;
const MAX_DESCRIPTION_CHARS = 200;
const ENTRY_FIELDS = /* @__PURE__ */ new Set([
  'id',
  'name',
  'description',
  'movieUrl',
  'tvUrl',
  'progressOrigin',
  'sandbox',
  'allow',
]);

const PLACEHOLDER = /\{([^{}]*)\}/g;
const IMDB_ID = /^tt\d{5,10}$/;

/** The placeholders a template names, in order of first use. */
export function templateFields(template: string): TemplateField[] {
  const fields: TemplateField[] = [];
  for (const [, name] of template.matchAll(PLACEHOLDER)) {
    const field = name as TemplateField;
    if ((TEMPLATE_FIELDS as readonly string[]).includes(field) && !fields.includes(field)) {
      fields.push(field);
    }
  }
  return fields;
}

/**
 * A template with its placeholders filled in (each value URL-encoded), or null when the title lacks a
 * value the template needs (no IMDb id, no season for an episode template).
 */
export function expandTemplate(template: string, values: TemplateValues): string | null {
  let missing = false;
  const url = template.replace(PLACEHOLDER, (_whole, name: string) => {
    let value: string | undefined;
    if (name === 'id' && Number.isSafeInteger(values.id) && values.id > 0)
      value = String(values.id);
    if (name === 'imdbId' && values.imdbId && IMDB_ID.test(values.imdbId)) value = values.imdbId;
    if (name === 'season' && Number.isSafeInteger(values.season) && (values.season ?? -1) >= 0) {
      value = String(values.season);
    }
    if (name === 'episode' && Number.isSafeInteger(values.episode) && (values.episode ?? 0) > 0) {
      value = String(values.episode);
    }
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : url;
}

/** localhost, 127.0.0.0/8 and ::1: the hosts where plain http is allowed (local players, tests). */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** https, or http on a loopback host. */
function isAllowedScheme(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** The origin every address of a template lives on. */
export function templateOrigin(template: string): string {
  return new URL(expandTemplate(template, SAMPLE) ?? template).origin;
}

const SAMPLE: Required<TemplateValues> = { id: 1, imdbId: 'tt0000001', season: 1, episode: 1 };

/** A configuration entry that cannot be used: names the entry and the field. */
export class PlayerConfigError extends Error {
  constructor(
    /** `entry 2 ("nova")`, or `the list`. */
    readonly entry: string,
    readonly field: string | null,
    reason: string,
  ) {
    super(field ? `${entry}, field "${field}": ${reason}` : `${entry}: ${reason}`);
    this.name = 'PlayerConfigError';
  }
}

function checkText(
  value: unknown,
  fail: (reason: string) => never,
  max: number,
  allowEmpty = false,
): string {
  if (typeof value !== 'string') fail('must be a string');
  const text = (value as string).trim();
  if (!allowEmpty && text.length === 0) fail('must not be empty');
  if (text.length > max) fail(`must be at most ${max} characters`);
  if (hasControlCharacters(text) || /[<>]/.test(text))
    fail('must not hold < > or control characters');
  return text;
}

/** The host as written, between `scheme://` and the path, query or fragment. */
const WRITTEN_HOST = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

/**
 * A host written with letters outside ASCII (`bücher.example`) is refused, naming the punycode form
 * the browser would use (`xn--bcher-kva.example`): the Content-Security-Policy and the origin a
 * progress message comes from are compared in that form, so the operator writes it so too.
 */
function checkAsciiHost(written: string, url: URL, fail: (reason: string) => never): void {
  const host = WRITTEN_HOST.exec(written)?.[1] ?? '';
  if (/[^\x20-\x7e]/.test(host)) {
    fail(`has a host outside ASCII: write it in its punycode form, ${url.host}`);
  }
}

function checkTemplate(value: unknown, kind: 'movie' | 'tv', fail: (reason: string) => never) {
  if (typeof value !== 'string' || value.trim() === '') fail('must be a URL template string');
  const template = (value as string).trim();
  if (template.length > MAX_TEMPLATE_CHARS) {
    fail(`must be at most ${MAX_TEMPLATE_CHARS} characters`);
  }
  for (const [whole, name] of template.matchAll(PLACEHOLDER)) {
    if (!(TEMPLATE_FIELDS as readonly string[]).includes(name ?? '')) {
      fail(`unknown placeholder ${whole} (use {id}, {imdbId}, {season}, {episode})`);
    }
  }
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) fail('has an unmatched { or }');
  const fields = templateFields(template);
  if (!fields.includes('id') && !fields.includes('imdbId')) {
    fail('must contain {id} (the TMDB id) or {imdbId}');
  }
  if (kind === 'movie' && (fields.includes('season') || fields.includes('episode'))) {
    fail('a movie template cannot use {season} or {episode}');
  }
  if (kind === 'tv' && !(fields.includes('season') && fields.includes('episode'))) {
    fail('an episode template must contain {season} and {episode}');
  }
  let url: URL;
  try {
    url = new URL(expandTemplate(template, SAMPLE) ?? '');
  } catch {
    fail('is not a URL once its placeholders are filled in');
  }
  checkAsciiHost(template, url!, fail);
  if (!isAllowedScheme(url!)) fail('must be https (plain http only for localhost or 127.0.0.1)');
  if (url!.username || url!.password) fail('must not carry a user name or password');
  // The origin is fixed: placeholders may only appear after it, so a title cannot pick the host.
  if (template.indexOf('{') < url!.origin.length + 1) {
    fail('placeholders may only appear after the host, in the path or query');
  }
  if (!template.startsWith(`${url!.origin}/`)) {
    fail(
      `must start with ${url!.origin}/ (lower-case host, no default port, a / before any query)`,
    );
  }
  return template;
}

function checkOrigin(value: unknown, fail: (reason: string) => never): string {
  if (typeof value !== 'string') fail('must be an origin string such as https://player.example');
  let url: URL;
  try {
    url = new URL(value as string);
  } catch {
    fail('is not an origin such as https://player.example');
  }
  checkAsciiHost(value as string, url!, fail);
  if (url!.origin !== value) fail(`must be an origin alone, such as ${url!.origin}`);
  if (!isAllowedScheme(url!)) fail('must be https (plain http only for localhost or 127.0.0.1)');
  return url!.origin;
}

function checkSandbox(value: unknown, fail: (reason: string) => never): string {
  if (value === undefined) return DEFAULT_SANDBOX;
  if (typeof value !== 'string') fail('must be a string of sandbox tokens');
  const tokens = (value as string).split(/\s+/).filter(Boolean);
  for (const token of tokens) {
    if (!SANDBOX_TOKENS.has(token)) {
      fail(
        token.startsWith('allow-top-navigation') || token === 'allow-popups-to-escape-sandbox'
          ? `"${token}" is never granted: a player may not navigate or escape the page`
          : `unknown sandbox token "${token}"`,
      );
    }
  }
  return [...new Set(tokens)].join(' ');
}

function checkAllow(value: unknown, fail: (reason: string) => never): string {
  if (value === undefined) return DEFAULT_ALLOW;
  if (typeof value !== 'string') fail('must be a string such as "autoplay; fullscreen"');
  const features = (value as string)
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const feature of features) {
    if (!ALLOW_FEATURES.has(feature)) {
      fail(
        `"${feature}" is not a feature a player may be given (${[...ALLOW_FEATURES].join(', ')})`,
      );
    }
  }
  return [...new Set(features)].join('; ');
}

/**
 * Validates the operator's list of providers. Throws a PlayerConfigError naming the first bad entry and
 * field; returns the providers with their defaults filled in.
 */
export function validateProviders(raw: unknown): PlayerProvider[] {
  if (!Array.isArray(raw)) {
    throw new PlayerConfigError('the list', null, 'must be a JSON array of provider objects');
  }
  if (raw.length > MAX_PROVIDERS) {
    throw new PlayerConfigError('the list', null, `holds more than ${MAX_PROVIDERS} providers`);
  }
  const seen = new Set<string>();
  return raw.map((entry: unknown, index) => {
    const label =
      typeof (entry as { id?: unknown } | null)?.id === 'string'
        ? `entry ${index + 1} (${JSON.stringify((entry as { id: string }).id.slice(0, 40))})`
        : `entry ${index + 1}`;
    const failer =
      (field: string | null) =>
      (reason: string): never => {
        throw new PlayerConfigError(label, field, reason);
      };
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      failer(null)('must be an object');
    }
    const record = entry as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!ENTRY_FIELDS.has(key)) failer(key)('is not a provider field');
    }
    const id = record.id;
    if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,31}$/.test(id)) {
      failer('id')('must be 1 to 32 lower-case letters, digits or hyphens');
    }
    if (id === TRAILER_PROVIDER_ID) failer('id')('"trailer" is the built-in provider');
    if (seen.has(id as string)) failer('id')('is used by an earlier entry');
    seen.add(id as string);
    const provider: PlayerProvider = {
      id: id as string,
      name: checkText(record.name, failer('name'), MAX_NAME_CHARS),
      movieUrl: checkTemplate(record.movieUrl, 'movie', failer('movieUrl')),
      tvUrl: checkTemplate(record.tvUrl, 'tv', failer('tvUrl')),
      sandbox: checkSandbox(record.sandbox, failer('sandbox')),
      allow: checkAllow(record.allow, failer('allow')),
    };
    if (record.description !== undefined) {
      const description = checkText(
        record.description,
        failer('description'),
        MAX_DESCRIPTION_CHARS,
        true,
      );
      if (description) provider.description = description;
    }
    if (record.progressOrigin !== undefined) {
      provider.progressOrigin = checkOrigin(record.progressOrigin, failer('progressOrigin'));
    }
    return provider;
  });
}

/** Every origin the providers frame (their templates' hosts), each once: the CSP's frame-src. */
export function providerOrigins(providers: readonly PlayerProvider[]): string[] {
  const origins = new Set<string>();
  for (const provider of providers) {
    origins.add(templateOrigin(provider.movieUrl));
    origins.add(templateOrigin(provider.tvUrl));
  }
  return [...origins];
}
