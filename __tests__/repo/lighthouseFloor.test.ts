/**
 * `npm run lighthouse -- --floor` measures each route's copy without the app's scripts. The copy must be
 * the page as the server renders it, minus its scripts only, and arrive as the page does: with the
 * app's headers (its CSP, its opener policy) and compressed. The real server over the demo catalogue
 * with the real build's renderer behind the relay.
 */
import http from 'node:http';
import zlib from 'node:zlib';

import { startFloorServer, withoutScripts } from '../../scripts/lighthouseFloor';
import type { FloorServer } from '../../scripts/lighthouseFloor';
import { builtSite, startDemoApp } from '../server/helpers/demoApp';
import type { DemoApp } from '../server/helpers/demoApp';

jest.setTimeout(120_000);

/** A GET as Chromium asks for a page: its status, headers and body as sent (not decoded). */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('withoutScripts', () => {
  it('takes out script elements and script preloads, and keeps styles, images and their preloads', () => {
    const html = [
      '<head><style data-emotion="css a1">.a1{color:red}</style>',
      '<link rel="preload" as="script" href="/assets/a.js">',
      '<link rel=modulepreload href=/assets/b.js>',
      '<link rel="preload" as="image" href="/image/poster.jpg">',
      '<script defer src="/assets/boot.js"></script></head>',
      '<body><div id="root"><img src="/image/poster.jpg" alt="Fight Club"></div>',
      '<script type="application/json" id="marquee-data">{"a":"<\\/script>"}</script>',
      '<SCRIPT>alert(1)</SCRIPT ></body>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      [
        '<head><style data-emotion="css a1">.a1{color:red}</style>',
        '<link rel="preload" as="image" href="/image/poster.jpg">',
        '</head>',
        '<body><div id="root"><img src="/image/poster.jpg" alt="Fight Club"></div>',
        '</body>',
      ].join(''),
    );
  });
});

describe('the floor relay in front of the real server', () => {
  let demo: DemoApp;
  let appOrigin: string;
  let floor: FloorServer;

  beforeAll(async () => {
    const { dist, renderer } = builtSite();
    demo = await startDemoApp({}, { dist, renderer });
    appOrigin = await demo.app.listen({ port: 0, host: '127.0.0.1' });
    floor = await startFloorServer(appOrigin);
  });

  afterAll(async () => {
    await floor.close();
    await demo.close();
  });

  it("answers a page as the server rendered it, without its scripts, with the app's headers, compressed", async () => {
    const accept = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
    const page = await get(`${appOrigin}/movie/550-fight-club`, accept);
    const copy = await get(`${floor.origin}/movie/550-fight-club`, accept);
    expect(copy.status).toBe(200);
    expect(copy.headers['content-encoding']).toBe('br');
    expect(Number(copy.headers['content-length'])).toBe(copy.body.length);
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'content-type',
      'cache-control',
    ]) {
      expect(copy.headers[name]).toBe(page.headers[name]);
    }

    const decode = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
      (answer.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(answer.body)
        : answer.headers['content-encoding'] === 'gzip'
          ? zlib.gunzipSync(answer.body)
          : answer.body
      ).toString('utf8');
    const pageHtml = decode(page);
    const copyHtml = decode(copy);
    // The page had its loader and its data; the copy has neither, and nothing else is different.
    expect(pageHtml).toMatch(/<script\b/);
    expect(copyHtml).not.toMatch(/<script\b/i);
    expect(copyHtml).toContain('Fight Club');
    expect(copyHtml).toBe(withoutScripts(pageHtml));
  });

  it('answers everything else as the app did: a file byte for byte, a redirect to the same path', async () => {
    const manifest = await get(`${floor.origin}/manifest.webmanifest`);
    const original = await get(`${appOrigin}/manifest.webmanifest`, {
      'accept-encoding': 'identity',
    });
    expect(manifest.status).toBe(200);
    expect(manifest.body.equals(original.body)).toBe(true);
    expect(manifest.headers['content-type']).toBe(original.headers['content-type']);

    // A tracking parameter answers a redirect to the page's clean address.
    const url = '/movie/550-fight-club?utm_source=floor';
    const moved = await get(`${appOrigin}${url}`, { accept: 'text/html' });
    const relayed = await get(`${floor.origin}${url}`, { accept: 'text/html' });
    expect(moved.status).toBe(302);
    expect(relayed.status).toBe(302);
    // The server's redirects name a path, which the browser resolves against the relay.
    expect(moved.headers.location).toBe('/movie/550-fight-club');
    expect(relayed.headers.location).toBe('/movie/550-fight-club');
  });
});
