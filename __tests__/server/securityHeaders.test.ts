/**
 * Security headers on every kind of answer: the app's pages, its files, the API (errors included, whose
 * TMDB-shaped bodies the headers must not touch) and the health check. Real server, real demo catalogue.
 */

import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';

jest.setTimeout(60_000);

let demo: DemoApp;

beforeAll(async () => {
  // A closed local port: the image host check fails at once, and the policy still names the host.
  demo = await startDemoApp(
    { IMAGE_BASE_URL: 'http://127.0.0.1:9/t/p' },
    {
      dist: {
        'index.html': '<!doctype html><title>Marquee</title>',
        'assets/main.3f9a1c2b7d.js': 'console.log(1)',
      },
    },
  );
});

afterAll(() => demo.close());

/** The Content-Security-Policy as directive -> sources. */
function policy(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it.each([
    ['/', 200],
    ['/movies', 200],
    ['/assets/main.3f9a1c2b7d.js', 200],
    ['/api/site', 200],
    ['/api/tmdb/movie/550', 200],
    ['/api/tmdb/movie/abc', 400],
    ['/api/tmdb/nope', 404],
    ['/api/nothing', 404],
    ['/healthz', 200],
    ['/%FF', 404],
    ['/api/tmdb/movie/%FF', 400],
  ])('are on %s', async (url, status) => {
    const res = await demo.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('allow scripts from this origin only, no eval, images from here, the image host and YouTube stills', async () => {
    const csp = policy((await demo.app.inject('/')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://i.ytimg.com',
      'http://127.0.0.1:9',
    ]);
    // The image host too: the service worker fetches posters to keep them for offline use. And the
    // Trailer's host, which the player page asks whether it answers before counting on its frame.
    expect(csp['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:9',
      'https://www.youtube-nocookie.com',
    ]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    // No players configured: only the built-in Trailer's host can be framed.
    expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
  });

  it('leave the API error shape as it was', async () => {
    const res = await demo.app.inject('/api/tmdb/movie/abc');
    expect(res.json()).toEqual({
      success: false,
      status_code: 6,
      status_message: 'Invalid id: The pre-requisite id is invalid or not found.',
    });
  });
});

describe('with player providers configured', () => {
  let players: DemoApp;
  beforeAll(async () => {
    players = await startDemoApp(
      {
        PLAYER_PROVIDERS: JSON.stringify([
          {
            id: 'nova',
            name: 'Nova',
            movieUrl: 'https://player.example/embed/movie/{id}',
            tvUrl: 'https://episodes.player.example:8443/tv/{id}/{season}/{episode}',
            // Progress comes from here; nothing is framed from it.
            progressOrigin: 'https://progress.player.example',
          },
          {
            id: 'local',
            name: 'Local',
            movieUrl: 'http://127.0.0.1:4100/movie/{imdbId}',
            tvUrl: 'http://127.0.0.1:4100/tv/{id}/{season}/{episode}',
          },
          {
            id: 'again',
            name: 'Same host again',
            movieUrl: 'https://player.example/m/{id}',
            tvUrl: 'https://player.example/t/{id}?s={season}&e={episode}',
          },
        ]),
      },
      { dist: { 'index.html': '<!doctype html><title>Marquee</title>' } },
    );
  });
  afterAll(() => players.close());

  it.each(['/', '/player/movie/550-fight-club', '/api/site', '/%FF'])(
    "frame YouTube no-cookie and the templates' origins, each once, and nothing else, on %s",
    async (url) => {
      const csp = policy((await players.app.inject(url)).headers['content-security-policy']);
      expect(csp['frame-src']).toEqual([
        'https://www.youtube-nocookie.com',
        'https://player.example',
        'https://episodes.player.example:8443',
        'http://127.0.0.1:4100',
      ]);
      // The page may ask the same hosts whether they answer (a player that cannot load).
      expect(csp['connect-src']).toEqual([
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://player.example',
        'https://episodes.player.example:8443',
        'http://127.0.0.1:4100',
      ]);
      // The rest of the policy is as without players.
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['child-src']).toBeUndefined();
    },
  );
});

describe('behind a proxy', () => {
  it('sends HSTS only with TRUST_PROXY=1 and a request that came over HTTPS', async () => {
    const proxied = await startDemoApp({ TRUST_PROXY: '1' });
    try {
      const https = await proxied.app.inject({
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const http = await proxied.app.inject({
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is anyone's to send: it is not believed.
    const direct = await demo.app.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
