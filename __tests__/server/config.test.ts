import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ConfigError, ServerEnv, loadConfig } from '../../server/config';

const KEY = '0123456789abcdef0123456789abcdef';

const failure = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig(env, '/srv/marquee');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('server settings', () => {
  it('defaults to the demo catalogue on port 3000 with data in ./data', () => {
    const config = loadConfig({}, '/srv/marquee');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      catalogue: 'demo',
      dataDir: path.resolve('/srv/marquee/data'),
      distDir: path.resolve('/srv/marquee/dist'),
      logLevel: 'info',
      siteName: 'Marquee',
      imageBaseUrl: 'https://image.tmdb.org/t/p',
    });
    expect(config.tmdb).toMatchObject({
      baseUrl: 'https://api.themoviedb.org/3',
      timeoutMs: 8000,
      mirror: false,
    });
  });

  it('uses TMDB when a key or token is set and CATALOGUE is auto', () => {
    expect(loadConfig({ TMDB_API_KEY: KEY }).catalogue).toBe('tmdb');
    expect(loadConfig({ TMDB_TOKEN: 'eyJhbGciOiJIUzI1NiJ9.abc.def' }).catalogue).toBe('tmdb');
    expect(loadConfig({ TMDB_API_KEY: KEY, CATALOGUE: 'demo' }).catalogue).toBe('demo');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ CATALOGUE: 'live' }, 'CATALOGUE'],
    [{ CATALOGUE: 'tmdb' }, 'CATALOGUE'],
    [{ TMDB_BASE_URL: 'not a url' }, 'TMDB_BASE_URL'],
    [{ TMDB_BASE_URL: 'ftp://example.com' }, 'TMDB_BASE_URL'],
    [{ TMDB_API_KEY: 'short' }, 'TMDB_API_KEY'],
    [{ TMDB_TOKEN: 'has spaces in it, not a token' }, 'TMDB_TOKEN'],
    [{ TMDB_TIMEOUT_MS: '0' }, 'TMDB_TIMEOUT_MS'],
    [{ MIRROR: 'maybe' }, 'MIRROR'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ HOST: 'bad host name' }, 'HOST'],
    [{ SITE_NAME: '<script>' }, 'SITE_NAME'],
    [{ SITE_NAME: 'x'.repeat(41) }, 'SITE_NAME'],
    [{ SITE_NAME: 'Mar\nquee' }, 'SITE_NAME'],
    // A C1 control (CSI) is as unreadable as a C0 one.
    [{ SITE_NAME: 'Mar\u009bquee' }, 'SITE_NAME'],
    [{ SITE_ANNOUNCEMENT: 'New\u0085this week' }, 'SITE_ANNOUNCEMENT'],
  ])('stops on %p with a message naming %s', (env, variable) => {
    const error = failure(env);
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable}:`)).toBe(true);
  });

  it('trusts a proxy only when told to: a hop count or proxy addresses, never every hop', () => {
    expect(loadConfig({}, '/srv/marquee').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }, '/srv/marquee').trustProxy).toBe(false);
    // `1` (and the older yes words) now mean one trusted hop, not "believe every X-Forwarded-For entry".
    expect(loadConfig({ TRUST_PROXY: '1' }, '/srv/marquee').trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }, '/srv/marquee').trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }, '/srv/marquee').trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }, '/srv/marquee').trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(failure({ TRUST_PROXY: 'maybe' }).variable).toBe('TRUST_PROXY');
    expect(failure({ TRUST_PROXY: '10.0.0.0/33' }).variable).toBe('TRUST_PROXY');
    expect(failure({ TRUST_PROXY: '11' }).variable).toBe('TRUST_PROXY');
  });

  it('reads the shared engines from their schema, naming a bad variable and never echoing a URL', () => {
    expect(loadConfig({}, '/srv/marquee').scale).toEqual({
      database: null,
      redis: null,
      trustProxy: false,
      shutdownGraceMs: 10_000,
      renderThreads: 1,
    });
    const scale = loadConfig(
      {
        DATABASE_URL: 'postgres://marquee:pw@db.internal:5432/marquee?sslmode=require',
        DATABASE_POOL_MAX: '4',
        REDIS_URL: 'redis://cache.internal:6379/2',
        REDIS_PREFIX: 'films:',
        SHUTDOWN_GRACE_S: '25',
        RENDER_THREADS: '0',
      },
      '/srv/marquee',
    ).scale;
    expect(scale.database).toEqual({
      url: 'postgres://marquee:pw@db.internal:5432/marquee?sslmode=require',
      poolMax: 4,
      statementTimeoutMs: 5000,
      connectTimeoutMs: 5000,
    });
    expect(scale.redis).toEqual({ url: 'redis://cache.internal:6379/2', prefix: 'films:' });
    expect(scale.shutdownGraceMs).toBe(25_000);
    expect(scale.renderThreads).toBe(0);

    expect(failure({ DATABASE_POOL_MAX: '0' }).variable).toBe('DATABASE_POOL_MAX');
    expect(failure({ SHUTDOWN_GRACE_S: 'soon' }).variable).toBe('SHUTDOWN_GRACE_S');
    expect(failure({ RENDER_THREADS: '-1' }).variable).toBe('RENDER_THREADS');
    expect(failure({ RENDER_THREADS: '17' }).variable).toBe('RENDER_THREADS');
    expect(failure({ REDIS_PREFIX: 'has space' }).variable).toBe('REDIS_PREFIX');
    const wrongEngine = failure({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(wrongEngine.variable).toBe('DATABASE_URL');
    expect(wrongEngine.message).not.toContain('hunter2');
    const broken = failure({ REDIS_URL: 'redis://:hunter2@' });
    expect(broken.variable).toBe('REDIS_URL');
    expect(broken.message).not.toContain('hunter2');
  });

  it('never repeats a bad secret back', () => {
    const secret = 'my secret token with spaces';
    expect(failure({ TMDB_TOKEN: secret }).message).not.toContain(secret);
    expect(failure({ TMDB_API_KEY: 'abc$%^' }).message).not.toContain('abc$%^');
  });

  it('takes another image host, or "off" for generated posters only, and refuses anything else', () => {
    expect(loadConfig({ IMAGE_BASE_URL: 'https://img.example.org/t/p/' }).imageBaseUrl).toBe(
      'https://img.example.org/t/p',
    );
    expect(loadConfig({ IMAGE_BASE_URL: 'OFF' }).imageBaseUrl).toBeNull();
    expect(failure({ IMAGE_BASE_URL: 'image.tmdb.org' }).message).toMatch(/^IMAGE_BASE_URL: /);
    expect(failure({ IMAGE_BASE_URL: 'javascript:alert(1)' }).variable).toBe('IMAGE_BASE_URL');
  });
});

describe('player providers', () => {
  const provider = {
    id: 'nova',
    name: 'Nova',
    movieUrl: 'https://player.example/movie/{id}',
    tvUrl: 'https://player.example/tv/{id}/{season}/{episode}',
    progressOrigin: 'https://player.example',
  };
  const validated = {
    ...provider,
    sandbox: 'allow-scripts allow-same-origin allow-presentation',
    allow: 'autoplay; fullscreen; encrypted-media; picture-in-picture',
  };

  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-players-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const failureIn = (env: Record<string, string>, cwd = dir): ConfigError => {
    try {
      loadConfig(env, cwd);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('expected a ConfigError');
  };

  it('has none unless configured', () => {
    expect(loadConfig({}, dir).players).toEqual([]);
    expect(loadConfig({ PLAYER_PROVIDERS: '  ' }, dir).players).toEqual([]);
  });

  it('reads PLAYER_PROVIDERS as a JSON array, defaults filled in', () => {
    const config = loadConfig({ PLAYER_PROVIDERS: JSON.stringify([provider]) }, dir);
    expect(config.players).toEqual([validated]);
  });

  it('reads PLAYER_PROVIDERS_FILE relative to the working folder', () => {
    fs.mkdirSync(path.join(dir, 'config'));
    fs.writeFileSync(
      path.join(dir, 'config', 'players.json'),
      // As an editor may save it: a byte-order mark, indented, a final newline.
      `\uFEFF${JSON.stringify([provider, { ...provider, id: 'two', name: 'Two' }], null, 2)}\n`,
    );
    const config = loadConfig({ PLAYER_PROVIDERS_FILE: 'config/players.json' }, dir);
    expect(config.players).toEqual([validated, { ...validated, id: 'two', name: 'Two' }]);
    // An absolute path works from anywhere.
    const absolute = path.join(dir, 'config', 'players.json');
    expect(loadConfig({ PLAYER_PROVIDERS_FILE: absolute }, os.tmpdir()).players).toHaveLength(2);
  });

  it('refuses both at once', () => {
    fs.writeFileSync(path.join(dir, 'players.json'), '[]');
    const error = failureIn({ PLAYER_PROVIDERS: '[]', PLAYER_PROVIDERS_FILE: 'players.json' });
    expect(error.variable).toBe('PLAYER_PROVIDERS_FILE');
    expect(error.message).toMatch(/^PLAYER_PROVIDERS_FILE: .*PLAYER_PROVIDERS/);
  });

  it('refuses JSON it cannot parse, naming the variable without repeating the value', () => {
    const value = "[{id: 'nova', name: 'secret-looking-value'}]";
    const error = failureIn({ PLAYER_PROVIDERS: value });
    expect(error.variable).toBe('PLAYER_PROVIDERS');
    expect(error.message).toMatch(/^PLAYER_PROVIDERS: is not valid JSON \(.+\)$/);
    expect(error.message).not.toContain('secret-looking-value');
    // V8 quotes the start of the text into some of its messages; that part is left out.
    const short = failureIn({ PLAYER_PROVIDERS: 'nova' });
    expect(short.message).toMatch(/^PLAYER_PROVIDERS: is not valid JSON \(/);
    expect(short.message).not.toContain('"nova"');
    // In a long value V8 quotes the text around the mistake, with ellipses.
    for (const long of [
      `[${'1,'.repeat(40)} secret-looking-value]`,
      `[secret-looking-value, ${'1,'.repeat(40)}]`,
      `[${'1,'.repeat(40)} secret-looking-value ${',1'.repeat(40)}]`,
    ]) {
      const error = failureIn({ PLAYER_PROVIDERS: long });
      expect(error.message).toMatch(
        /^PLAYER_PROVIDERS: is not valid JSON \(Unexpected token 's'\)$/,
      );
    }

    fs.writeFileSync(path.join(dir, 'players.json'), '[{"id": "nova",]');
    const inFile = failureIn({ PLAYER_PROVIDERS_FILE: 'players.json' });
    expect(inFile.variable).toBe('PLAYER_PROVIDERS_FILE');
    expect(inFile.message).toMatch(/^PLAYER_PROVIDERS_FILE: is not valid JSON/);
  });

  it('refuses a file it cannot read, naming the variable and the path', () => {
    const missing = failureIn({ PLAYER_PROVIDERS_FILE: 'nowhere/players.json' });
    expect(missing.variable).toBe('PLAYER_PROVIDERS_FILE');
    expect(missing.message).toBe(
      `PLAYER_PROVIDERS_FILE: cannot read ${path.join(dir, 'nowhere', 'players.json')} (ENOENT)`,
    );
    const folder = failureIn({ PLAYER_PROVIDERS_FILE: '.' });
    expect(folder.message).toBe(`PLAYER_PROVIDERS_FILE: ${dir} is not a file`);
    if (process.getuid?.() !== 0) {
      // Root reads anything: the permission case only means something for another user.
      fs.writeFileSync(path.join(dir, 'locked.json'), '[]', { mode: 0o000 });
      expect(failureIn({ PLAYER_PROVIDERS_FILE: 'locked.json' }).message).toMatch(
        /^PLAYER_PROVIDERS_FILE: cannot read .*locked\.json \(EACCES\)$/,
      );
    }
    fs.writeFileSync(path.join(dir, 'huge.json'), ' '.repeat(300 * 1024));
    expect(failureIn({ PLAYER_PROVIDERS_FILE: 'huge.json' }).message).toMatch(/is larger than/);
  });

  it('refuses a bad entry, naming the variable, the entry and the field', () => {
    const error = failureIn({
      PLAYER_PROVIDERS: JSON.stringify([
        provider,
        { ...provider, id: 'plain', movieUrl: 'http://player.example/movie/{id}' },
      ]),
    });
    expect(error.variable).toBe('PLAYER_PROVIDERS');
    expect(error.message).toMatch(
      /^PLAYER_PROVIDERS: entry 2 \("plain"\), field "movieUrl": must be https/,
    );

    fs.writeFileSync(path.join(dir, 'players.json'), JSON.stringify({ players: [provider] }));
    expect(failureIn({ PLAYER_PROVIDERS_FILE: 'players.json' }).message).toBe(
      'PLAYER_PROVIDERS_FILE: the list: must be a JSON array of provider objects',
    );
    fs.writeFileSync(path.join(dir, 'players.json'), JSON.stringify([{ ...provider, key: 'x' }]));
    expect(failureIn({ PLAYER_PROVIDERS_FILE: 'players.json' }).message).toBe(
      'PLAYER_PROVIDERS_FILE: entry 1 ("nova"), field "key": is not a provider field',
    );
  });
});

describe('site texts and the contact endpoint', () => {
  it('has no notice, announcement, operator or address unless configured, and 5 messages per 10 minutes', () => {
    const config = loadConfig({}, '/srv/marquee');
    expect(config.site).toEqual({
      url: null,
      operator: null,
      legalDate: null,
      notice: null,
      announcement: null,
      announcementLink: null,
    });
    expect(config.contact).toEqual({
      rateLimit: { max: 5, windowMs: 600_000 },
      smtpUrl: null,
      to: null,
      from: null,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig(
      {
        SITE_URL: 'https://films.example.org/',
        SITE_OPERATOR: 'Example Film Club',
        SITE_LEGAL_DATE: '2026-11-01',
        SITE_NOTICE: 'We moved to films.example.org.',
        SITE_ANNOUNCEMENT: 'New this week: a restored classic.',
        SITE_ANNOUNCEMENT_LINK: '/movie/550-fight-club',
        CONTACT_RATE_LIMIT: '100/1s',
        SMTP_URL: 'smtp://user:secret@mail.example.org:587',
        CONTACT_TO: 'team@example.org',
      },
      '/srv/marquee',
    );
    expect(config.site).toMatchObject({
      url: 'https://films.example.org',
      operator: 'Example Film Club',
      legalDate: '2026-11-01',
      announcementLink: '/movie/550-fight-club',
    });
    expect(config.contact).toMatchObject({
      rateLimit: { max: 100, windowMs: 1000 },
      to: 'team@example.org',
      from: null,
    });
  });

  it.each([
    [{ SITE_URL: 'films.example.org' }, 'SITE_URL'],
    [{ SITE_URL: 'ftp://films.example.org' }, 'SITE_URL'],
    [{ SITE_LEGAL_DATE: '2026-13-45' }, 'SITE_LEGAL_DATE'],
    [{ SITE_LEGAL_DATE: 'March 11, 2025' }, 'SITE_LEGAL_DATE'],
    [{ SITE_NOTICE: '<script>alert(1)</script>' }, 'SITE_NOTICE'],
    [{ SITE_ANNOUNCEMENT: 'x'.repeat(201) }, 'SITE_ANNOUNCEMENT'],
    [{ SITE_ANNOUNCEMENT_LINK: 'javascript:alert(1)' }, 'SITE_ANNOUNCEMENT_LINK'],
    [{ SITE_ANNOUNCEMENT_LINK: '//evil.example' }, 'SITE_ANNOUNCEMENT_LINK'],
    [{ CONTACT_RATE_LIMIT: 'five' }, 'CONTACT_RATE_LIMIT'],
    [{ CONTACT_RATE_LIMIT: '0/10m' }, 'CONTACT_RATE_LIMIT'],
    [{ SMTP_URL: 'http://mail.example.org' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.org' }, 'CONTACT_TO'],
    [{ CONTACT_TO: 'not an address' }, 'CONTACT_TO'],
  ])('refuses %j, naming %s', (env, variable) => {
    expect(failure(env as Record<string, string>).variable).toBe(variable);
  });

  it('never repeats an SMTP URL, which may hold a password', () => {
    const error = failure({ SMTP_URL: 'mailto://user:hunter2@mail.example.org' });
    expect(error.message).not.toContain('hunter2');
  });
});

describe('accounts', () => {
  it('are on with their default limits unless ACCOUNTS says off', () => {
    expect(loadConfig({}, '/srv/marquee').accounts).toEqual({
      enabled: true,
      maxRecords: 20_000,
      maxBytes: 10 * 1024 * 1024,
      batchMax: 500,
      requestsPerMinute: 120,
      authPerMinute: 10,
      sessionDays: 90,
      sessionIdleDays: 30,
      maxTotalBytes: 2048 * 1024 * 1024,
      registrationsPerDay: 5,
      streamsPerAccount: 10,
      streamsPerAddress: 20,
      streamOpensPerMinute: 30,
      renamesPerMinute: 10,
      readsPerMinute: 60,
      streamCheckS: 30,
      tombstoneDays: 90,
    });
    expect(
      loadConfig(
        {
          ACCOUNT_SESSION_IDLE_DAYS: '7',
          ACCOUNTS_MAX_TOTAL_MB: '100',
          ACCOUNT_REGISTRATIONS_PER_DAY: '2',
          ACCOUNT_STREAMS_PER_ACCOUNT: '3',
          ACCOUNT_STREAMS_PER_ADDRESS: '4',
          ACCOUNT_STREAM_RATE_LIMIT: '5',
          ACCOUNT_RENAME_RATE_LIMIT: '6',
          ACCOUNT_READ_RATE_LIMIT: '7',
          ACCOUNT_STREAM_CHECK_S: '8',
          ACCOUNT_TOMBSTONE_DAYS: '9',
        },
        '/srv/marquee',
      ).accounts,
    ).toMatchObject({
      sessionIdleDays: 7,
      maxTotalBytes: 100 * 1024 * 1024,
      registrationsPerDay: 2,
      streamsPerAccount: 3,
      streamsPerAddress: 4,
      streamOpensPerMinute: 5,
      renamesPerMinute: 6,
      readsPerMinute: 7,
      streamCheckS: 8,
      tombstoneDays: 9,
    });
    expect(loadConfig({ ACCOUNTS: 'off' }, '/srv/marquee').accounts.enabled).toBe(false);
    expect(
      loadConfig({ ACCOUNTS: 'on', SYNC_BATCH_MAX: '50' }, '/srv/marquee').accounts,
    ).toMatchObject({ enabled: true, batchMax: 50 });
  });

  it('refuse a value they cannot read, naming the variable', () => {
    expect(() => loadConfig({ ACCOUNTS: 'maybe' }, '/srv/marquee')).toThrow(/^ACCOUNTS: /);
    expect(() => loadConfig({ ACCOUNT_MAX_MB: '0' }, '/srv/marquee')).toThrow(/^ACCOUNT_MAX_MB: /);
    expect(() => loadConfig({ SESSION_DAYS: 'ten' }, '/srv/marquee')).toThrow(/^SESSION_DAYS: /);
    for (const name of [
      'ACCOUNTS_MAX_TOTAL_MB',
      'ACCOUNT_STREAMS_PER_ACCOUNT',
      'ACCOUNT_TOMBSTONE_DAYS',
    ]) {
      expect(() => loadConfig({ [name]: '0' }, '/srv/marquee')).toThrow(new RegExp(`^${name}: `));
    }
  });
});

describe('the settings schema (every variable through env-schema)', () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
  /** The settings table's rows: the variables of the first cell, and the default of the second. */
  const rows = [...readme.matchAll(/^\| ((?:`[A-Z0-9_]+`(?:, )?)+) +\|([^|]*)\|/gm)].map(
    (match) => ({
      names: [...match[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((name) => name[1]!),
      // A default written as code (`64`); words ("the build's date") are not compared.
      fallback: /^ *`([^`]*)` *$/.exec(match[2]!)?.[1],
    }),
  );

  it("declares exactly the variables README's table names, each with the default it gives", () => {
    const declared = Object.keys(ServerEnv.properties).sort();
    const documented = rows.flatMap((row) => row.names);
    // The players' two variables have their own section (Players) rather than a row.
    expect([...documented, 'PLAYER_PROVIDERS', 'PLAYER_PROVIDERS_FILE'].sort()).toEqual(declared);
    for (const { names, fallback } of rows) {
      const schema = ServerEnv.properties[names[0] as keyof typeof ServerEnv.properties] as {
        default?: unknown;
      };
      if (fallback === undefined || schema.default === undefined) continue;
      // The table writes folders as ./data.
      expect(`${names[0]}=${fallback.replace(/^\.\//, '')}`).toBe(
        `${names[0]}=${String(schema.default)}`,
      );
    }
  });

  it("refuses a bad value in the project's own words, naming the bounds or the choices", () => {
    expect(failure({ PORT: '70000' }).message).toBe(
      'PORT: expected a whole number from 0 to 65535, got "70000"',
    );
    expect(failure({ ACCOUNT_MAX_RECORDS: 'many' }).message).toBe(
      'ACCOUNT_MAX_RECORDS: expected a whole number from 10 to 1000000, got "many"',
    );
    expect(failure({ LOG_LEVEL: 'loud' }).message).toBe(
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
    expect(failure({ MIRROR: 'maybe' }).message).toBe(
      'MIRROR: expected 1 or 0 (true or false), got "maybe"',
    );
    expect(failure({ CONTACT_RATE_LIMIT: '0/10m' }).message).toBe(
      'CONTACT_RATE_LIMIT: expected messages/window such as 5/10m (s, m or h), got "0/10m"',
    );
    // A control character is shown escaped, never written to the log as it is.
    expect(failure({ SITE_NOTICE: 'bell\u0007' }).message).toBe(
      'SITE_NOTICE: must be at most 500 characters, without < > or control characters, got "bell\\u0007"',
    );
  });

  it('never repeats a secret in its refusal', () => {
    for (const [name, value] of [
      ['DATABASE_URL', 'mysql://marquee:hunter2@db'],
      ['REDIS_URL', 'memcached://:hunter2@cache'],
      ['SMTP_URL', 'https://mail:hunter2@relay'],
      ['TMDB_TOKEN', 'hunter2 hunter2 hunter2'],
      ['TMDB_API_KEY', 'hunter2!'],
    ] as const) {
      const error = failure({ [name]: value });
      expect(error.message.startsWith(`${name}: `)).toBe(true);
      expect(error.message).not.toContain('hunter2');
    }
  });

  it('reads on and off in any case, and numbers as numbers', () => {
    const config = loadConfig(
      { MIRROR: 'YES', ACCOUNTS: 'Off', CONTACT_RATE_LIMIT: '3/1h', SESSION_DAYS: '7' },
      '/srv/marquee',
    );
    expect(config.tmdb.mirror).toBe(true);
    expect(config.accounts.enabled).toBe(false);
    expect(config.contact.rateLimit).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(config.accounts.sessionDays).toBe(7);
  });
});
