/**
 * What makes the app installable and lets it work offline, as the server sends it: the web app manifest
 * (named after SITE_NAME, icons the browsers ask for, the theme's colours), the service worker file
 * (never cached long, so a new release is found on the next visit) and the icons. Real server over the
 * demo catalogue, a small built app in a temporary dist/.
 */
import zlib from 'node:zlib';

import { APP_BACKGROUND } from '../../common/webManifest';

import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';

jest.setTimeout(60_000);

const SW = 'self.addEventListener("fetch", () => {});';
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

let demo: DemoApp;

beforeAll(async () => {
  demo = await startDemoApp(
    { SITE_NAME: 'Saturday Night Cinema', IMAGE_BASE_URL: 'http://127.0.0.1:9/t/p' },
    {
      dist: {
        'index.html': '<!doctype html><title>Marquee</title>',
        'sw.js': SW,
        'sw.js.br': zlib.brotliCompressSync(SW),
        'assets/main.3f9a1c2b7d.js': 'console.log(1)',
        'icons/icon-192.png': PNG,
        'icons/icon-512.png': PNG,
        'icons/icon-maskable-512.png': PNG,
        'icons/apple-touch-icon.png': PNG,
      },
    },
  );
});

afterAll(() => demo.close());

describe('GET /manifest.webmanifest', () => {
  it('names the deployment, opens standalone at / and has the theme colours', async () => {
    const res = await demo.get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatchObject({
      id: '/',
      name: 'Saturday Night Cinema',
      // Launchers show about 12 characters.
      short_name: 'Saturday Nig',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: APP_BACKGROUND,
      theme_color: APP_BACKGROUND,
    });
  });

  it('lists 192 and 512 px icons and a maskable 512 px one, each served as a file', async () => {
    const { body } = await demo.get('/manifest.webmanifest');
    const icons = body.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const file = await demo.app.inject(icon.src);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    expect((await demo.app.inject('/icons/apple-touch-icon.png')).statusCode).toBe(200);
  });

  it('is answered with the default name when SITE_NAME is not set, with or without a build', async () => {
    const bare = await startDemoApp();
    try {
      const res = await bare.get('/manifest.webmanifest');
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Marquee');
      expect(res.body.short_name).toBe('Marquee');
    } finally {
      await bare.close();
    }
  });

  it('carries the security headers', async () => {
    const res = await demo.app.inject('/manifest.webmanifest');
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the service worker file', () => {
  it('is revalidated on every visit, so a new release is found at once', async () => {
    const res = await demo.app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SW);
  });

  it('is revalidated too when sent pre-compressed', async () => {
    const res = await demo.app.inject({
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('may control the whole site: its policy allows workers from this origin', async () => {
    const res = await demo.app.inject('/sw.js');
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    // At the root, its default scope is the whole site: no Service-Worker-Allowed needed.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('leaves hashed files cached for a year', async () => {
    const res = await demo.app.inject('/assets/main.3f9a1c2b7d.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
