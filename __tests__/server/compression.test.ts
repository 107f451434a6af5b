/**
 * The built app's files go out pre-compressed: the build writes .br and .gz beside each text asset and
 * the server picks one by Accept-Encoding, with Vary, falling back to the plain file. Real server over a
 * dist folder written here with Node's own brotli and gzip, as the build writes it.
 */
import zlib from 'node:zlib';

import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';

jest.setTimeout(60_000);

const SCRIPT = `console.log(${JSON.stringify('marquee '.repeat(400))});`;
const HTML = `<!doctype html><title>Marquee</title><div id="root">${'<p>x</p>'.repeat(100)}</div>`;
const CSS = `.a{color:red}${'.b{margin:0}'.repeat(200)}`;

let demo: DemoApp;
const BUILD_HASH = 'a'.repeat(64);

/** A file as the build writes it, with the compressed copies asked for beside it. */
function built(name: string, text: string, encodings: ('br' | 'gz')[]) {
  return {
    [name]: text,
    ...(encodings.includes('br') ? { [`${name}.br`]: zlib.brotliCompressSync(text) } : {}),
    ...(encodings.includes('gz') ? { [`${name}.gz`]: zlib.gzipSync(text, { level: 9 }) } : {}),
  };
}

beforeAll(async () => {
  demo = await startDemoApp(
    {},
    {
      dist: {
        ...built('index.html', HTML, ['br', 'gz']),
        ...built('assets/main.3f9a1c2b7d.js', SCRIPT, ['br', 'gz']),
        // Only a .br: a gzip request gets the plain file.
        ...built('assets/main.3f9a1c2b7d.css', CSS, ['br']),
        'assets/main.3f9a1c2b7d.js.map': '{"version":3,"sources":["src/index.tsx"]}',
        // What else a build leaves in dist/: its own records, not part of the site.
        '.build-inputs': `${BUILD_HASH}\n`,
        'build-manifest.json': '{"groups":{"main":["assets/main.3f9a1c2b7d.js"]}}',
        'sw.js.map': '{"version":3,"sources":["src/sw.ts"]}',
        'assets/main.3f9a1c2b7d.js.LICENSE.txt': '/*! react-dom (MIT) */',
      },
    },
  );
});

afterAll(() => demo.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  demo.app.inject({ method: 'GET', url, headers });

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('pre-compressed assets', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    ['x;;q=nonsense,,', undefined],
  ])('Accept-Encoding %j gets %s', async (acceptEncoding, encoding) => {
    const res = await get('/assets/main.3f9a1c2b7d.js', { 'accept-encoding': acceptEncoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(res.rawPayload, encoding)).toBe(SCRIPT);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('sends the plain file when the asked-for encoding was not written', async () => {
    const res = await get('/assets/main.3f9a1c2b7d.css', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/css/);
    expect(res.body).toBe(CSS);
    const br = await get('/assets/main.3f9a1c2b7d.css', { 'accept-encoding': 'br' });
    expect(decoded(br.rawPayload, br.headers['content-encoding'] as string)).toBe(CSS);
  });

  it.each(['/', '/movies', '/tv/1399-game-of-thrones'])(
    '%s gets index.html compressed and never cached',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // index.html with the page's head written in (link previews): the same page as sent plain.
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(decoded(res.rawPayload, 'br')).toBe(plain.body);
      expect(plain.body).toContain(HTML.slice(HTML.indexOf('<div id="root">')));
    },
  );

  it('answers a Range request on an asset from the plain file', async () => {
    const res = await get('/assets/main.3f9a1c2b7d.js', { range: 'bytes=0-11' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-11/${Buffer.byteLength(SCRIPT)}`);
    expect(res.body).toBe(SCRIPT.slice(0, 12));
  });

  it.each(['/assets/main.3f9a1c2b7d.js.map', '/assets/MAIN.3f9a1c2b7d.js.MAP'])(
    'never serves a source map (%s)',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('sources');
    },
  );
});

describe('files that are not the site', () => {
  it.each([
    '/.build-inputs',
    '/build-manifest.json',
    '/sw.js.map',
    '/index.html.br',
    '/index.html.gz',
    '/assets/main.3f9a1c2b7d.js.br',
    '/assets/main.3f9a1c2b7d.js.gz',
    '/assets/main.3f9a1c2b7d.css.br',
  ])('%s is a 404, never its bytes', async (url) => {
    for (const acceptEncoding of ['', 'br, gzip']) {
      const res = await get(url, { 'accept-encoding': acceptEncoding });
      expect({ url, acceptEncoding, status: res.statusCode }).toEqual({
        url,
        acceptEncoding,
        status: 404,
      });
      // A page-like path gets the app's not-found page (maybe compressed), a file-like one {error}.
      const text = decoded(res.rawPayload, res.headers['content-encoding'] as string | undefined);
      expect(text).toMatch(/Page not found|"error"/);
      expect(text).not.toContain(BUILD_HASH);
      expect(text).not.toContain('"groups"');
      expect(text).not.toContain('sources');
    }
  });

  it('still sends the twins in place of their file, and the licence notes the scripts name', async () => {
    const page = await get('/index.html', { 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(decoded(page.rawPayload, 'gzip')).toBe(HTML);
    const licence = await get('/assets/main.3f9a1c2b7d.js.LICENSE.txt');
    expect(licence.statusCode).toBe(200);
    expect(licence.body).toContain('react-dom');
  });
});

describe('API answers', () => {
  const DETAIL = '/api/tmdb/movie/550?append_to_response=credits';

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ])('an answer over 1 KB, Accept-Encoding %j, goes out as %s', async (accept, encoding) => {
    const plain = await get(DETAIL);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get(DETAIL, accept === undefined ? {} : { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(decoded(res.rawPayload, encoding)).toBe(plain.body);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('sends the same compressed bytes again for a repeated request', async () => {
    const first = await get(DETAIL, { 'accept-encoding': 'br' });
    const again = await get(DETAIL, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('leaves answers under 1 KB and error answers as they are', async () => {
    for (const url of ['/api/tmdb/genre/movie/list', '/api/tmdb/movie/999999999']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(res.body)).toBeTruthy();
    }
  });

  it('answers HEAD with the headers of the compressed answer and no body', async () => {
    const res = await demo.app.inject({
      method: 'HEAD',
      url: DETAIL,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBe(0);
  });
});
