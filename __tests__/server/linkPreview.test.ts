/**
 * Link previews (issue 13, part 5): a title, actor or collection page is sent as index.html with that
 * page's title, description, canonical URL and Open Graph / Twitter card tags, read from the catalogue
 * through the same source (and cache) as the page's own first call. The real server over the demo
 * catalogue and a built-looking dist/index.html; a wrapped source only where the catalogue must
 * misbehave (fail, stall, or hold a title that needs escaping).
 */
import fs from 'node:fs';
import path from 'node:path';

import type { DemoApp } from './helpers/demoApp';
import { startDemoApp, wrappedDemoSource } from './helpers/demoApp';

jest.setTimeout(60_000);

/** Shaped like the build's output: minified, with its own title and description. */
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=description content="Discover movies and TV shows: what is trending, popular and airing, and where to watch it.">' +
  '<title>Marquee</title><script defer src=/assets/main.3f9a1c2b7d.js></script></head>' +
  '<body><div id=root></div></body></html>';
const DIST = { 'index.html': INDEX_HTML, 'assets/main.3f9a1c2b7d.js': 'console.log(1)' };
/** A closed port: the image check fails at once, and the image URLs are still the configured ones. */
const IMAGES = 'http://127.0.0.1:9/t/p';
/** The public address the canonical URLs start with (without it, none are written: hostHeader.test). */
const SITE = 'https://films.example.org';
const GENERIC =
  'Discover movies and TV shows: what is trending, popular and airing, and where to watch it.';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

interface Head {
  html: string;
  title: string | undefined;
  /** Every meta tag's content, by its name or property ('description', 'og:title', …). */
  meta: Record<string, string[]>;
  canonical: string | undefined;
}

function headOf(html: string): Head {
  const meta: Record<string, string[]> = {};
  for (const [, key, content] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)">/g,
  )) {
    (meta[key!] ??= []).push(unescape(content!));
  }
  // The template's own (unquoted, minified) description must be gone: count it with the others.
  for (const _ of html.matchAll(/<meta name=description /g)) (meta.description ??= []).push('?');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  return {
    html,
    title: title === undefined ? undefined : unescape(title),
    meta,
    canonical: canonical === undefined ? undefined : unescape(canonical),
  };
}

const one = (head: Head, key: string) => {
  expect({ key, count: head.meta[key]?.length ?? 0 }).toEqual({ key, count: 1 });
  return head.meta[key]![0]!;
};

async function page(
  demo: DemoApp,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; head: Head; ms: number }> {
  const started = performance.now();
  const res = await demo.app.inject({ method: 'GET', url, headers });
  const ms = performance.now() - started;
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toContain('<div id=root></div>');
  return { status: res.statusCode, headers: res.headers, head: headOf(res.body), ms };
}

const wrapped = wrappedDemoSource;

describe('a title page over the demo catalogue', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await startDemoApp({ IMAGE_BASE_URL: IMAGES, SITE_URL: SITE }, { dist: DIST });
  });
  afterAll(() => demo.close());

  it('GET /movie/550-fight-club has og:title "Fight Club (1999)" and the rest of its head', async () => {
    const { status, headers, head } = await page(demo, '/movie/550-fight-club');
    expect(status).toBe(200);
    expect(head.html).toMatch(/<meta property="og:title" content="Fight Club[^"]*">/);
    expect(one(head, 'og:title')).toBe('Fight Club (1999)');
    // The same title as the app's PageTitle writes.
    expect(head.title).toBe('Fight Club (1999) · Marquee');
    const description = one(head, 'description');
    expect(description).toBe(
      'Fight Club (1999): Drama film. Cast, rating, similar titles and recommendations on Marquee.',
    );
    expect(one(head, 'og:description')).toBe(description);
    expect(one(head, 'twitter:description')).toBe(description);
    expect(one(head, 'twitter:title')).toBe('Fight Club (1999)');
    expect(one(head, 'og:type')).toBe('video.movie');
    expect(one(head, 'og:site_name')).toBe('Marquee');
    expect(head.canonical).toBe(`${SITE}/movie/550-fight-club`);
    expect(one(head, 'og:url')).toBe(`${SITE}/movie/550-fight-club`);
    const details = (await demo.get('/api/tmdb/movie/550')).body;
    expect(one(head, 'og:image')).toBe(`${IMAGES}/w1280${details.backdrop_path}`);
    expect(one(head, 'og:image:alt')).toBe('Backdrop of Fight Club');
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
    expect(one(head, 'twitter:image')).toBe(`${IMAGES}/w1280${details.backdrop_path}`);
    // Never the catalogue's overview (DECISIONS "Content").
    expect(details.overview.length).toBeGreaterThan(20);
    expect(head.html).not.toContain(details.overview.slice(0, 20));
    // Still the app's page: not cached, its first call preloaded.
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.link).toBe(
      '</api/tmdb/movie/550?append_to_response=release_dates%2Ccredits>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });

  it('names the canonical slug whatever slug the link had', async () => {
    // (A tracking parameter on the link is redirected away first: __tests__/server/server.test.ts.)
    const { head } = await page(demo, '/movie/550-some-other-words');
    expect(head.canonical).toBe(`${SITE}/movie/550-fight-club`);
    expect(one(head, 'og:title')).toBe('Fight Club (1999)');
  });

  it('a show: its first air year, genres and seasons', async () => {
    const { head } = await page(demo, '/tv/1399');
    expect(head.title).toBe('Game of Thrones (2011) · Marquee');
    expect(one(head, 'og:title')).toBe('Game of Thrones (2011)');
    expect(one(head, 'og:type')).toBe('video.tv_show');
    expect(one(head, 'description')).toMatch(
      /^Game of Thrones \(2011\): .+ TV series, 8 seasons\. Cast, rating, similar titles and recommendations on Marquee\.$/,
    );
    expect(head.canonical).toBe(`${SITE}/tv/1399-game-of-thrones`);
    expect(one(head, 'og:image')).toMatch(new RegExp(`^${IMAGES}/w1280/.+\\.jpg$`));
  });

  it('an actor: name, what they are known for, counts of titles, photo', async () => {
    const { head } = await page(demo, '/actor/287-brad-pitt');
    expect(head.title).toBe('Brad Pitt · Marquee');
    expect(one(head, 'og:title')).toBe('Brad Pitt');
    expect(one(head, 'og:type')).toBe('profile');
    const person = (
      await demo.get('/api/tmdb/person/287?append_to_response=combined_credits,images,external_ids')
    ).body;
    // A title counts once, whether he acted in it, produced it or both.
    const distinct = (type: string) =>
      new Set(
        (
          [...person.combined_credits.cast, ...person.combined_credits.crew] as {
            id: number;
            media_type: string;
          }[]
        )
          .filter((credit) => credit.media_type === type)
          .map((credit) => credit.id),
      ).size;
    const movies = distinct('movie');
    expect(movies).toBeGreaterThan(1);
    expect(one(head, 'description')).toBe(
      `Brad Pitt, known for acting: ${movies} movies and ${distinct('tv')} ${
        distinct('tv') === 1 ? 'TV show' : 'TV shows'
      }, with biography and social links.`,
    );
    expect(one(head, 'og:image')).toBe(`${IMAGES}/h632/cckcYc2v0yh1tc9QjRelptcOBko.jpg`);
    expect(one(head, 'twitter:card')).toBe('summary');
    expect(head.canonical).toBe(`${SITE}/actor/287-brad-pitt`);
    if (person.biography) expect(head.html).not.toContain(person.biography.slice(0, 20));
  });

  it('a director: known for directing, the titles they made counted', async () => {
    const { head } = await page(demo, '/actor/7467-david-fincher');
    expect(head.title).toBe('David Fincher · Marquee');
    expect(one(head, 'description')).toBe(
      'David Fincher, known for directing: 1 movie and 0 TV shows, with biography and social links.',
    );
  });

  it('a collection: its name and number of parts', async () => {
    const { head } = await page(demo, '/collection/10');
    expect(head.title).toBe('Star Wars Collection · Marquee');
    expect(one(head, 'og:title')).toBe('Star Wars Collection');
    expect(one(head, 'description')).toBe(
      'Star Wars Collection: 9 parts, listed in release order with the year and type of each.',
    );
    expect(head.canonical).toBe(`${SITE}/collection/10`);
    expect(one(head, 'og:image')).toMatch(new RegExp(`^${IMAGES}/w1280/.+\\.jpg$`));
  });

  it.each([
    '/collection/star-wars',
    '/actor/287-brad-pitt/movies',
    '/tv/1399-game-of-thrones/episodes/1',
    '/movies',
  ])('%s gets the generic head and the app, 200', async (url) => {
    const { status, head } = await page(demo, url);
    expect(status).toBe(200);
    expect(head.title).toBe('Marquee');
    expect(one(head, 'description')).toBe(GENERIC);
    expect(one(head, 'og:title')).toBe('Marquee');
    expect(one(head, 'og:type')).toBe('website');
    expect(one(head, 'og:site_name')).toBe('Marquee');
    expect(one(head, 'twitter:card')).toBe('summary');
    expect(head.meta['og:image']).toBeUndefined();
    // Only the list pages name themselves as canonical.
    expect(head.canonical).toBe(url === '/movies' ? `${SITE}/movies` : undefined);
  });

  it.each([
    '/movie/999999999-no-such-film',
    '/tv/999999999',
    '/actor/999999999-nobody',
    '/collection/999999999',
    '/movie/fight-club',
    '/movie/0',
    '/movie/550-fight-club/extra',
    '/no/such/page',
    '/movie/%FF',
  ])('%s names no page: the app with the not-found head, 404', async (url) => {
    const { status, head, headers } = await page(demo, url);
    expect(status).toBe(404);
    expect(head.title).toBe('Page not found · Marquee');
    expect(one(head, 'og:title')).toBe('Page not found');
    expect(one(head, 'description')).toBe(GENERIC);
    expect(head.canonical).toBeUndefined();
    expect(head.meta['og:url']).toBeUndefined();
    expect(headers.link).toBeUndefined();
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('the home page gets its head written in too', async () => {
    const { status, head, headers } = await page(demo, '/');
    expect(status).toBe(200);
    expect(head.canonical).toBe(`${SITE}/`);
    expect(one(head, 'og:url')).toBe(`${SITE}/`);
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation with 304 while the page is the same', async () => {
    const first = await demo.app.inject({ method: 'GET', url: '/movie/550-fight-club' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await demo.app.inject({
      method: 'GET',
      url: '/movie/550-fight-club',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page is another document.
    const other = await demo.app.inject({
      method: 'GET',
      url: '/tv/1399',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the headers and no body', async () => {
    for (const url of ['/movie/550-fight-club', '/', '/movies']) {
      const get = await demo.app.inject({ method: 'GET', url });
      const res = await demo.app.inject({ method: 'HEAD', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect({ url, length: res.headers['content-length'] }).toEqual({
        url,
        length: String(get.rawPayload.length),
      });
      expect(res.body).toBe('');
    }
  });
});

describe('a dist/ whose index.html goes away', () => {
  it('answers 500 in plain words, not a crash', async () => {
    const demo = await startDemoApp({}, { dist: DIST });
    try {
      const dist = path.join(demo.dataDir, 'dist');
      fs.rmSync(path.join(dist, 'index.html'));
      const res = await demo.app.inject({ method: 'GET', url: '/movie/550-fight-club' });
      expect(res.statusCode).toBe(500);
      expect(res.body).toMatch(/could not be read/);
    } finally {
      await demo.close();
    }
  });
});

describe('SITE_URL', () => {
  it('makes every absolute URL, whatever host the request named', async () => {
    const demo = await startDemoApp(
      { SITE_URL: 'https://films.example.org', SITE_NAME: 'Cinema Club' },
      { dist: DIST },
    );
    try {
      const { head } = await page(demo, '/movie/550-fight-club', { host: 'other.example' });
      expect(head.canonical).toBe('https://films.example.org/movie/550-fight-club');
      expect(one(head, 'og:url')).toBe('https://films.example.org/movie/550-fight-club');
      expect(head.title).toBe('Fight Club (1999) · Cinema Club');
      expect(one(head, 'og:site_name')).toBe('Cinema Club');
      expect(one(head, 'description')).toMatch(/recommendations on Cinema Club\.$/);
      // IMAGE_BASE_URL is off in this server: no image tags rather than a broken one.
      expect(head.meta['og:image']).toBeUndefined();
      expect(head.meta['twitter:image']).toBeUndefined();

      const robots = await demo.get('/robots.txt');
      expect(robots.body).toContain('Sitemap: https://films.example.org/sitemap.xml\n');
      const sitemap = await demo.get('/sitemap.xml');
      expect(sitemap.body).toContain('<loc>https://films.example.org/movies</loc>');
      expect(sitemap.body).not.toContain('other.example');
    } finally {
      await demo.close();
    }
  });
});

describe('a catalogue that misbehaves', () => {
  it('escapes every value it writes', async () => {
    const hostile = '<Fight> & "Club" \'99 </title><script>alert(1)</script>';
    let demo: DemoApp | undefined;
    try {
      demo = await startDemoApp(
        { IMAGE_BASE_URL: IMAGES, SITE_URL: SITE },
        {
          dist: DIST,
          source: wrapped(async (req, answer) => {
            const real = await answer();
            if (req.path !== '/movie/550') return real;
            const body = JSON.parse(real.body) as Record<string, unknown>;
            return {
              ...real,
              body: JSON.stringify({
                ...body,
                title: hostile,
                genres: [{ id: 1, name: 'Drama & "Crime"' }],
                backdrop_path: '/x.jpg"><script>alert(2)</script>',
                poster_path: '/poster.jpg',
              }),
            };
          }),
        },
      );
      const { status, head } = await page(demo, '/movie/550-fight-club');
      expect(status).toBe(200);
      expect(head.html).not.toContain('<script>alert');
      expect(head.html).not.toContain('<Fight>');
      expect(head.title).toBe(`${hostile} (1999) · Marquee`);
      expect(one(head, 'og:title')).toBe(`${hostile} (1999)`);
      expect(one(head, 'description')).toBe(
        `${hostile} (1999): Drama & "Crime" film. Cast, rating, similar titles and recommendations on Marquee.`,
      );
      // An image path that is not one is not used: the poster is.
      expect(one(head, 'og:image')).toBe(`${IMAGES}/w500/poster.jpg`);
      expect(one(head, 'twitter:card')).toBe('summary');
      expect(head.canonical).toBe(`${SITE}/movie/550-fight-club-99-titlescriptalert1script`);
    } finally {
      await demo?.close();
    }
  });

  it('a failing catalogue call gets the generic head, 200, and is asked again later', async () => {
    let calls = 0;
    let failing = true;
    const demo = await startDemoApp(
      {},
      {
        dist: DIST,
        source: wrapped(async (req, answer) => {
          if (req.path !== '/movie/550') return answer();
          calls += 1;
          if (failing) throw new Error('upstream down');
          return answer();
        }),
      },
    );
    try {
      const res = await page(demo, '/movie/550-fight-club');
      expect(res.status).toBe(200);
      expect(one(res.head, 'og:title')).toBe('Marquee');
      expect(one(res.head, 'description')).toBe(GENERIC);
      expect(calls).toBe(1);
      failing = false;
      // A failure is kept only briefly (seconds), not as long as a found title.
      await new Promise((resolve) => setTimeout(resolve, 5_100));
      const again = await page(demo, '/movie/550-fight-club');
      expect(one(again.head, 'og:title')).toBe('Fight Club (1999)');
      expect(calls).toBe(2);
    } finally {
      await demo.close();
    }
  });

  it('an upstream error status gets the generic head', async () => {
    const demo = await startDemoApp(
      {},
      {
        dist: DIST,
        source: wrapped(async (req, answer) =>
          req.path === '/person/287'
            ? { status: 503, body: '{"success":false}', origin: 'MISS' }
            : answer(),
        ),
      },
    );
    try {
      const res = await page(demo, '/actor/287-brad-pitt');
      expect(res.status).toBe(200);
      expect(one(res.head, 'og:title')).toBe('Marquee');
    } finally {
      await demo.close();
    }
  });

  it('a slow catalogue call gets the generic head within the 1.5 s cap', async () => {
    let release: () => void = () => undefined;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const demo = await startDemoApp(
      {},
      {
        dist: DIST,
        source: wrapped(async (req, answer) => {
          if (req.path === '/movie/550') await stalled;
          return answer();
        }),
      },
    );
    try {
      const res = await page(demo, '/movie/550-fight-club');
      expect(res.status).toBe(200);
      expect(one(res.head, 'og:title')).toBe('Marquee');
      expect(res.ms).toBeGreaterThanOrEqual(1_400);
      expect(res.ms).toBeLessThan(2_500);
    } finally {
      release();
      await demo.close();
    }
  });

  it('a burst of previews of one link costs one catalogue call', async () => {
    let calls = 0;
    const demo = await startDemoApp(
      {},
      {
        dist: DIST,
        source: wrapped(async (req, answer) => {
          if (req.path === '/movie/550') calls += 1;
          return answer();
        }),
      },
    );
    try {
      const pages = await Promise.all(
        Array.from({ length: 20 }, (_, i) => page(demo, `/movie/550-fight-club-link-${i}`)),
      );
      for (const { head } of pages) expect(one(head, 'og:title')).toBe('Fight Club (1999)');
      await page(demo, '/movie/550');
      expect(calls).toBe(1);
      // The page's own call afterwards is the same request (one cache entry for both).
      const api = await demo.get('/api/tmdb/movie/550?append_to_response=release_dates,credits');
      expect(api.status).toBe(200);
      expect(calls).toBe(2);
    } finally {
      await demo.close();
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it.each([
    ['with the app built', { dist: DIST }],
    ['without dist/', {}],
  ])('are served %s', async (_name, options) => {
    const demo = await startDemoApp({ SITE_URL: SITE }, options);
    try {
      const robots = await demo.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'films.local:8080' },
      });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
      expect(robots.body).toBe(
        `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`,
      );

      const sitemap = await demo.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'films.local:8080' },
      });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(sitemap.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
      expect(sitemap.body).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
      const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      // Each page at its address, then at each language's (__tests__/server/pageHeadLanguage.test.ts).
      const prefixes = ['en', 'es', 'pt-br', 'fr', 'de', 'ja', 'ar'];
      expect(locs).toEqual(
        [
          '/',
          '/movies',
          '/tv-shows',
          '/trending',
          '/fan-favorites',
          '/airing-shows',
          '/collections',
          '/terms',
          '/privacy',
          '/cookies',
          '/FAQ',
          '/AdBlockers',
        ].flatMap((path) => [
          `${SITE}${path}`,
          ...prefixes.map((prefix) => `${SITE}/${prefix}${path === '/' ? '' : path}`),
        ]),
      );
    } finally {
      await demo.close();
    }
  });
});

describe('the image host preconnect', () => {
  const preconnects = (html: string) =>
    [...html.matchAll(/<link rel="?preconnect"? [^>]*>/g)].map((match) => match[0]);

  it('is not in the built template: the server writes it from IMAGE_BASE_URL', () => {
    const template = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
    expect(template).not.toMatch(/preconnect|image\.tmdb\.org/);
  });

  it.each([
    ['https://image.tmdb.org/t/p', 'https://image.tmdb.org'],
    ['https://images.example.org:8443/cdn/t/p', 'https://images.example.org:8443'],
    ['off', null],
  ])('IMAGE_BASE_URL=%s preconnects to %s on every page', async (setting, origin) => {
    // A template from an older build, which named TMDB's host itself.
    const older = INDEX_HTML.replace(
      '<title>',
      '<link rel=preconnect href=https://image.tmdb.org crossorigin><title>',
    );
    const demo = await startDemoApp(
      { IMAGE_BASE_URL: setting },
      { dist: { ...DIST, 'index.html': older } },
    );
    try {
      for (const url of ['/', '/movie/550-fight-club', '/no/such/page']) {
        const { head } = await page(demo, url);
        expect({ url, tags: preconnects(head.html) }).toEqual({
          url,
          tags: origin ? [`<link rel="preconnect" href="${origin}" crossorigin>`] : [],
        });
      }
    } finally {
      await demo.close();
    }
  });
});
