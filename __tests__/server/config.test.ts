import path from 'node:path';

import { ConfigError, loadConfig } from '../../server/config';

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
  ])('stops on %p with a message naming %s', (env, variable) => {
    const error = failure(env);
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable}:`)).toBe(true);
  });

  it('trusts a proxy only when told to, and refuses a value that is not a yes or no', () => {
    expect(loadConfig({}, '/srv/marquee').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, '/srv/marquee').trustProxy).toBe(true);
    expect(failure({ TRUST_PROXY: 'maybe' }).variable).toBe('TRUST_PROXY');
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
