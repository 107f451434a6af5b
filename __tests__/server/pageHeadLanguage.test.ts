/**
 * A page's head in the page's language, and each language's address of it (issue 35, "From the
 * first byte"): the title, description and card tags the server writes are in the language of the
 * address's prefix, else of the visitor (Accept-Language); English heads are as they were. With
 * SITE_URL, a page that names its own address gives its canonical URL (its own, prefixed or not)
 * and every language's address as an hreflang alternate, with the unprefixed one as x-default; the
 * sitemap names them all. Without SITE_URL, none. The real server over the demo catalogue and the
 * real catalogues (src/locales); with the build's renderer, the head and the app's own agree.
 */

import type { DemoApp } from './helpers/demoApp';
import { builtSite, startDemoApp } from './helpers/demoApp';

jest.setTimeout(120_000);

const SITE = 'https://films.example.org';
/** A closed port: the image URLs are the configured ones, and nothing is fetched. */
const IMAGES = 'http://127.0.0.1:9/t/p';
/** Shaped like the build's output: minified, with its own title and description. */
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=description content="Discover movies and TV shows: what is trending, popular and airing, and where to watch it.">' +
  '<title>Marquee</title><script defer src=/assets/main.3f9a1c2b7d.js></script></head>' +
  '<body><div id=root></div></body></html>';
const DIST = { 'index.html': INDEX_HTML, 'assets/main.3f9a1c2b7d.js': 'console.log(1)' };
const LANGUAGES: [hreflang: string, prefix: string][] = [
  ['en', 'en'],
  ['es', 'es'],
  ['pt-BR', 'pt-br'],
  ['fr', 'fr'],
  ['de', 'de'],
  ['ja', 'ja'],
  ['ar', 'ar'],
];
/** French puts a narrow no-break space before a colon. */
const NNBSP = '\u202f';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

interface Head {
  title: string | undefined;
  /** Every meta tag's content in the head, by its name or property. */
  meta: Record<string, string[]>;
  canonical: string[];
  /** hreflang -> href, in the order written. */
  alternates: [string, string][];
}

/** The document's head as the server wrote it (the app's rendered markup in #root left aside). */
function headOf(html: string): Head {
  const head = html.slice(0, html.search(/<\/head>/));
  const meta: Record<string, string[]> = {};
  for (const [, key, content] of head.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)">/g,
  )) {
    (meta[key!] ??= []).push(unescape(content!));
  }
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/&[a-z#0-9]+;/g, (e) => unescape(e)),
    meta,
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]!),
    alternates: [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map(
      (m) => [m[1]!, unescape(m[2]!)],
    ),
  };
}

const one = (head: Head, key: string) => {
  expect({ key, count: head.meta[key]?.length ?? 0 }).toEqual({ key, count: 1 });
  return head.meta[key]![0]!;
};

/** Every language's address of `path` and the unprefixed one as x-default, as a page must name them. */
const alternatesOf = (path: string): [string, string][] => [
  ...LANGUAGES.map(([hreflang, prefix]): [string, string] => [
    hreflang,
    `${SITE}/${prefix}${path === '/' ? '' : path}`,
  ]),
  ['x-default', `${SITE}${path}`],
];

async function page(demo: DemoApp, url: string, headers: Record<string, string> = {}) {
  const res = await demo.app.inject({ method: 'GET', url, headers });
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return { status: res.statusCode, headers: res.headers, head: headOf(res.body), body: res.body };
}

describe("the head in the page's language, with SITE_URL", () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await startDemoApp({ IMAGE_BASE_URL: IMAGES, SITE_URL: SITE }, { dist: DIST });
  });
  afterAll(() => demo.close());

  it('writes a German title page in German, and names its own address and every language’s', async () => {
    const { status, head } = await page(demo, '/de/movie/550-fight-club');
    expect(status).toBe(200);
    expect(head.title).toBe('Fight Club (1999) · Marquee');
    expect(one(head, 'og:title')).toBe('Fight Club (1999)');
    // The demo catalogue is English: its genre comes as it is, in German words around it.
    const description =
      'Fight Club (1999): Film (Drama). Besetzung, Bewertung, ähnliche Titel und Empfehlungen auf Marquee.';
    expect(one(head, 'description')).toBe(description);
    expect(one(head, 'og:description')).toBe(description);
    expect(one(head, 'twitter:description')).toBe(description);
    expect(one(head, 'og:image:alt')).toBe('Hintergrundbild von Fight Club');
    expect(one(head, 'twitter:image:alt')).toBe('Hintergrundbild von Fight Club');
    // A prefixed address is the page in one language: its own canonical URL.
    expect(head.canonical).toEqual([`${SITE}/de/movie/550-fight-club`]);
    expect(one(head, 'og:url')).toBe(`${SITE}/de/movie/550-fight-club`);
    expect(head.alternates).toEqual(alternatesOf('/movie/550-fight-club'));
  });

  it('writes an unprefixed page in the language a German browser asks for, its address unprefixed', async () => {
    const { head, headers } = await page(demo, '/movie/550-fight-club', {
      'accept-language': 'de-DE,de;q=0.9,en;q=0.8',
    });
    expect(one(head, 'description')).toBe(
      'Fight Club (1999): Film (Drama). Besetzung, Bewertung, ähnliche Titel und Empfehlungen auf Marquee.',
    );
    expect(headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    // The address a visitor shares, in whatever language the reader reads: its own canonical URL.
    expect(head.canonical).toEqual([`${SITE}/movie/550-fight-club`]);
    expect(one(head, 'og:url')).toBe(`${SITE}/movie/550-fight-club`);
    expect(head.alternates).toEqual(alternatesOf('/movie/550-fight-club'));
  });

  it('keeps the English head as it was, with the alternates beside it', async () => {
    for (const url of ['/movie/550-fight-club', '/en/movie/550-fight-club']) {
      const { head } = await page(demo, url);
      expect(head.title).toBe('Fight Club (1999) · Marquee');
      expect(one(head, 'description')).toBe(
        'Fight Club (1999): Drama film. Cast, rating, similar titles and recommendations on Marquee.',
      );
      expect(one(head, 'og:image:alt')).toBe('Backdrop of Fight Club');
      expect(head.canonical).toEqual([`${SITE}${url}`]);
      expect(head.alternates).toEqual(alternatesOf('/movie/550-fight-club'));
    }
    const show = await page(demo, '/tv/1399');
    expect(one(show.head, 'description')).toMatch(
      /^Game of Thrones \(2011\): .+ TV series, 8 seasons\. Cast, rating, similar titles and recommendations on Marquee\.$/,
    );
    const actor = await page(demo, '/actor/7467-david-fincher');
    expect(one(actor.head, 'description')).toBe(
      'David Fincher, known for directing: 1 movie and 0 TV shows, with biography and social links.',
    );
    const collection = await page(demo, '/collection/10');
    expect(one(collection.head, 'description')).toBe(
      'Star Wars Collection: 9 parts, listed in release order with the year and type of each.',
    );
    const missing = await page(demo, '/no/such/page');
    expect(missing.head.title).toBe('Page not found · Marquee');
    expect(one(missing.head, 'description')).toBe(
      'Discover movies and TV shows: what is trending, popular and airing, and where to watch it.',
    );
  });

  it('writes a show, an actor and a collection in their pages’ languages', async () => {
    const show = await page(demo, '/es/tv/1399-game-of-thrones');
    expect(one(show.head, 'description')).toMatch(
      /^Game of Thrones \(2011\): Serie de .+ y .+, 8 temporadas\. Reparto, valoración, títulos similares y recomendaciones en Marquee\.$/,
    );
    const actor = await page(demo, '/ja/actor/7467-david-fincher');
    expect(actor.head.title).toBe('David Fincher · Marquee');
    expect(one(actor.head, 'description')).toBe(
      'David Fincher（監督）：映画1本、テレビ番組0本。経歴とSNSへのリンクも掲載しています。',
    );
    expect(one(actor.head, 'og:image:alt')).toMatch(/^David Fincherの写真$/);
    const collection = await page(demo, '/fr/collection/10');
    expect(one(collection.head, 'description')).toBe(
      `Star Wars Collection${NNBSP}: 9 volets, par ordre de sortie, avec l’année et le type de chacun.`,
    );
    const arabic = await page(demo, '/ar/collection/10');
    expect(one(arabic.head, 'description')).toMatch(/^Star Wars Collection: .+، مرتبة حسب الإصدار/);
  });

  it('says "page not found" in the language, with no address of its own', async () => {
    const { status, head } = await page(demo, '/de/no-such-page');
    expect(status).toBe(404);
    expect(head.title).toBe('Seite nicht gefunden · Marquee');
    expect(one(head, 'og:title')).toBe('Seite nicht gefunden');
    expect(one(head, 'description')).toBe(
      'Entdecke Filme und Serien: was im Trend liegt, was beliebt ist, was gerade läuft – und wo du es schauen kannst.',
    );
    expect(head.canonical).toEqual([]);
    expect(head.alternates).toEqual([]);
    // An unknown title too, for a Japanese browser.
    const unknown = await page(demo, '/movie/999999999-nothing', { 'accept-language': 'ja' });
    expect(unknown.status).toBe(404);
    expect(unknown.head.title).toBe('ページが見つかりません · Marquee');
  });

  it('names the alternates of a list page, and none for a page per visitor', async () => {
    const home = await page(demo, '/pt-br');
    expect(home.head.canonical).toEqual([`${SITE}/pt-br`]);
    expect(home.head.alternates).toEqual(alternatesOf('/'));
    expect(one(home.head, 'description')).toBe(
      'Descubra filmes e séries: o que está em alta, o que é popular e o que está no ar, e onde assistir.',
    );
    const movies = await page(demo, '/fr/movies');
    expect(movies.head.canonical).toEqual([`${SITE}/fr/movies`]);
    expect(movies.head.alternates).toEqual(alternatesOf('/movies'));
    for (const url of ['/de/watchlist', '/de/user-settings', '/watchlist']) {
      const { head } = await page(demo, url);
      expect({ url, canonical: head.canonical, alternates: head.alternates }).toEqual({
        url,
        canonical: [],
        alternates: [],
      });
    }
  });

  it('keeps the two addresses of one language apart: their canonical URLs differ', async () => {
    // The unprefixed page in German first, then the prefixed one: each its own head.
    const negotiated = await page(demo, '/collection/10', { 'accept-language': 'de' });
    const prefixed = await page(demo, '/de/collection/10');
    expect(negotiated.head.canonical).toEqual([`${SITE}/collection/10`]);
    expect(prefixed.head.canonical).toEqual([`${SITE}/de/collection/10`]);
    expect(one(negotiated.head, 'description')).toBe(one(prefixed.head, 'description'));
  });

  it('names every language’s address of each page in the sitemap', async () => {
    const res = await demo.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner]) => ({
      loc: /<loc>([^<]*)<\/loc>/.exec(inner!)![1]!,
      alternates: [
        ...inner!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g),
      ].map((m): [string, string] => [m[1]!, m[2]!]),
    }));
    const movies = urls.filter((url) => url.loc.endsWith('/movies'));
    // The unprefixed address first, then each language's, each naming all of them.
    expect(movies.map((url) => url.loc)).toEqual([
      `${SITE}/movies`,
      ...LANGUAGES.map(([, prefix]) => `${SITE}/${prefix}/movies`),
    ]);
    for (const url of movies) expect(url.alternates).toEqual(alternatesOf('/movies'));
    const home = urls.filter((url) => url.alternates[0]![1] === `${SITE}/en`);
    expect(home.map((url) => url.loc)).toEqual([
      `${SITE}/`,
      ...LANGUAGES.map(([, prefix]) => `${SITE}/${prefix}`),
    ]);
    // Twelve pages, in eight addresses each.
    expect(urls).toHaveLength(12 * 8);
  });
});

describe('without SITE_URL', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await startDemoApp({}, { dist: DIST });
  });
  afterAll(() => demo.close());

  it('writes the head in the language, with no canonical URL or alternates', async () => {
    for (const url of ['/de/movie/550-fight-club', '/de/movies', '/movie/550-fight-club']) {
      const { head, body } = await page(demo, url);
      expect({ url, canonical: head.canonical, alternates: head.alternates }).toEqual({
        url,
        canonical: [],
        alternates: [],
      });
      expect(body).not.toMatch(/og:url|hreflang/);
    }
    const { head } = await page(demo, '/de/movie/550-fight-club');
    expect(one(head, 'description')).toMatch(/^Fight Club \(1999\): Film \(Drama\)\. Besetzung/);
  });
});

describe("the head and the app's own, with the build's renderer", () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await startDemoApp({ SITE_URL: SITE }, builtSite());
  });
  afterAll(() => demo?.close());

  /** The <title> and description the app rendered (React puts them in the head in the browser). */
  const appHead = (body: string) => {
    const root = body.slice(body.indexOf('<div id="root">'));
    return {
      title: /<title>([^<]*)<\/title>/.exec(root)?.[1],
      description: /<meta name="description" content="([^"]*)"\/>/.exec(root)?.[1],
    };
  };

  it.each([
    ['/de/movie/550-fight-club', {}],
    ['/movie/550-fight-club', { 'accept-language': 'de' }],
    ['/ja/tv/1399-game-of-thrones', {}],
    ['/fr/actor/287-brad-pitt', {}],
    ['/ar/collection/10', {}],
    ['/movie/550-fight-club', {}],
  ])('%s: the server’s head says what the app says', async (url, headers) => {
    const { body, head } = await page(demo, url, headers);
    const app = appHead(body);
    // Rendered, not the shell.
    expect(app.title).toBeDefined();
    expect(app.title).toBe(/<title>([^<]*)<\/title>/.exec(body)![1]);
    expect(app.description).toBeDefined();
    expect(unescape(app.description!)).toBe(one(head, 'description'));
  });

  it('the German title page: both in German', async () => {
    const { body } = await page(demo, '/de/movie/550-fight-club');
    expect(unescape(appHead(body).description!)).toBe(
      'Fight Club (1999): Film (Drama). Besetzung, Bewertung, ähnliche Titel und Empfehlungen auf Marquee.',
    );
  });
});
