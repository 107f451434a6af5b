/**
 * The first screen from the server (issue 24): a page request answers the route's HTML rendered by the
 * build's renderer (dist/ssr/render.js, the app compiled for Node: `npm run build` makes it, and
 * `npm test` builds before these run), with its critical CSS, its answers as JSON that cannot leave
 * its script element, and the fallbacks: a failing or slow render, too many renders at once, and
 * unknown ids all get the plain shell, never a 500. The real server over the demo catalogue and the
 * real build's index.html; a wrapped source or renderer only where something must misbehave.
 */

import http from 'node:http';
import zlib from 'node:zlib';

import { MAX_RENDERS } from '../../server/render/appPages';
import type { RenderPage, RenderedPage } from '../../server/render/serverRender';
import type { DemoApp } from './helpers/demoApp';
import { builtSite, startDemoApp, wrappedDemoSource } from './helpers/demoApp';

jest.setTimeout(120_000);

/** The build (`npm run build` first), its renderer named as these tests call it. */
function build(): { dist: Record<string, string>; renderPage: RenderPage } {
  const { dist, renderer } = builtSite();
  return { dist, renderPage: renderer };
}

const wrapped = wrappedDemoSource;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
/** Text as it reads once the HTML's entities are read. */
const unescape = (html: string) =>
  html.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]!);

/** The markup React rendered into #root ('' for the shell). */
const rootOf = (html: string) =>
  /<div id=(?:"root"|root)>([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ??
  (/<div id=(?:"root"|root)><\/div>/.test(html) ? '' : null);

/** The page's JSON data, parsed as the browser does (textContent of the script element). */
function dataOf(html: string): { queries: Record<string, { data?: unknown }> } {
  const match = /<script type="application\/json" id="marquee-data">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!match) throw new Error('The page has no data script.');
  return JSON.parse(match[1]!) as { queries: Record<string, { data?: unknown }> };
}

/** The app's scripts as the page lists them for its loader (src/boot.ts). */
function scriptsOf(html: string): { scripts: string[]; preload: string[] } {
  const match = /<script type="application\/json" id="marquee-scripts">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!match) throw new Error('The page lists no scripts.');
  return JSON.parse(match[1]!) as { scripts: string[]; preload: string[] };
}

/** Every <script> start tag: the CSP allows only those with a src, and data (type application/json). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bsrc=/.test(tag) && !/type="application\/json"/.test(tag));
}

describe('pages rendered by the server over the demo catalogue', () => {
  let demo: DemoApp;
  let built: ReturnType<typeof build>;
  beforeAll(async () => {
    built = build();
    demo = await startDemoApp({}, { dist: built.dist, renderer: built.renderPage });
  });
  afterAll(() => demo.close());

  it('sends a title page with its title, overview and cast in the HTML, and its answers as data', async () => {
    const movie = (await demo.get('/api/tmdb/movie/550?append_to_response=credits')).body as {
      title: string;
      overview: string;
      credits: { cast: { name: string }[] };
    };
    const res = await demo.app.inject({ url: '/movie/550-fight-club' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toBeTruthy();
    const text = unescape(root!);
    expect(text).toMatch(new RegExp(`<h1[^>]*>${movie.title}`));
    expect(text).toContain(movie.overview);
    for (const { name } of movie.credits.cast.slice(0, 3)) expect(text).toContain(name);
    // Its director and writers, linked, though their lines' code loads beside the page's.
    expect(text).toMatch(/<a [^>]*href="\/actor\/7467-david-fincher"[^>]*>David Fincher<\/a>/);
    expect(text).toMatch(/<a [^>]*href="\/actor\/7469-jim-uhls"[^>]*>Jim Uhls<\/a> \(Screenplay\)/);
    // Its breadcrumb trail, though the bar's code loads beside the page's (src/app/Layout.tsx).
    const trail = /<nav [^>]*aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/.exec(text)?.[1] ?? '';
    expect(trail).toMatch(/<a [^>]*href="\/movies"[^>]*>.*Movies.*<\/a>/);
    expect(trail).toMatch(new RegExp(`aria-current="page"[^>]*>.*${movie.title}`));
    // Its critical CSS in the head, nothing inline to run.
    expect(res.body).toMatch(/<style data-emotion="css [^"]+">/);
    expect(inlineScripts(res.body)).toEqual([]);
    // One script tag, the loader (src/boot.ts): it asks for the app's scripts, in the build's order,
    // and the page's own chunks once the page is painted.
    const tags = [...res.body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
    expect(tags).toEqual([expect.stringMatching(/^\/assets\/boot\.[0-9a-f]+\.js$/)]);
    const list = /<script type="application\/json" id="marquee-scripts">([^<]*)<\/script>/.exec(
      res.body,
    );
    const { scripts, preload } = JSON.parse(list![1]!) as { scripts: string[]; preload: string[] };
    const entry = [...built.dist['index.html']!.matchAll(/<script\b[^>]*\bsrc=([^\s>]+)/g)].map(
      ([, src]) => src!.replace(/^["']|["']$/g, ''),
    );
    expect(scripts).toEqual(entry);
    expect(scripts.at(-1)).toMatch(/^\/assets\/main\.[0-9a-f]+\.js$/);
    expect(preload.length).toBeGreaterThan(0);
    for (const file of preload) expect(scripts).not.toContain(file);
    // The answers it was made from, for the browser's store; nothing left to fetch ahead.
    const data = dataOf(res.body);
    expect(Object.keys(data.queries)).toEqual(
      expect.arrayContaining(['getSiteConfig(undefined)', 'getMovieDetails(550)']),
    );
    expect(res.headers.link).toBeUndefined();
    // The link-preview head the server already wrote is still there.
    expect(res.body).toContain(`<meta property="og:title" content="${movie.title} (1999)">`);
  });

  it('sends a list page with its heading and first cards', async () => {
    const res = await demo.app.inject({ url: '/movies' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body)!;
    expect(root).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // The grid's first cards (MediaGrid's FIRST_CARDS); the rest come in the browser's background render.
    const cards = root.match(/<a [^>]*href="\/movie\/\d+-[^"]*"/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(inlineScripts(res.body)).toEqual([]);
  });

  it('sends filtered lists as the browser shows them: TV, where to watch, and trending', async () => {
    const textOf = async (url: string) => {
      const res = await demo.app.inject({ url });
      expect(res.statusCode).toBe(200);
      return {
        text: unescape(rootOf(res.body)!).replaceAll('<!-- -->', ''),
        queries: Object.keys(dataOf(res.body).queries),
      };
    };
    const tvQuery = 'with_genres=18&first_air_date_year=2011&sort_by=first_air_date.desc';
    const dramas = (await demo.get(`/api/tmdb/discover/tv?${tvQuery}`)).body as {
      results: { name: string }[];
    };
    const tv = await textOf(`/tv-shows?${tvQuery}`);
    expect(tv.text).toContain(dramas.results[0]!.name);
    expect(tv.queries.some((key) => key.startsWith('getDiscoverTv('))).toBe(true);

    const netflix = await textOf('/tv-shows?with_watch_providers=8&watch_region=US');
    expect(netflix.text).toContain('Breaking Bad');
    expect(netflix.text).toContain('Remove filter: On 1 service (US)');

    const comedy = (await demo.get('/api/trending/week?with_genres=35')).body as {
      total_results: number;
    };
    const trending = await textOf('/trending?with_genres=35');
    expect(trending.text).toContain(
      `Found ${comedy.total_results} trending items among the 500 most trending`,
    );
  });

  it('sends a polled list as loaded: no loading bar and no refresh line the browser would not render', async () => {
    // Fan favorites poll and refetch on mount: inside the render they are asked for once.
    const res = await demo.app.inject({ url: '/fan-favorites' });
    expect(res.statusCode).toBe(200);
    // React marks where text parts meet with empty comments.
    const root = unescape(rootOf(res.body)!).replaceAll('<!-- -->', '');
    expect(root).toMatch(/Found \d+ fan favorites/);
    expect(root).not.toContain('role="progressbar"');
    expect(root).not.toContain('Refreshing fan favorites...');
    expect(Object.keys(dataOf(res.body).queries)).toContain('getFanFavorites("tv")');
  });

  it("sends a player page without this browser's choice: the player waits, no player is checked", async () => {
    const res = await demo.app.inject({ url: '/player/movie/550-fight-club' });
    expect(res.statusCode).toBe(200);
    const root = unescape(rootOf(res.body)!);
    expect(root).toMatch(/<h1[^>]*>(<a [^>]*>)?Fight Club</);
    expect(root).toContain('Preparing Content');
    expect(root).toMatch(/<input[^>]*type="radio"/);
    expect(root).not.toMatch(/<input[^>]*checked/);
    expect(root).not.toContain('<iframe');
  });

  it.each([
    ['/watchlist', 'My Watchlist', 'Your watchlist is empty'],
    ['/favorites', 'My Favorites', 'Your favorites list is empty'],
    ['/continue-watching', 'Pick Up Where You Left Off', 'No items to continue watching'],
  ])(
    "sends %s with its heading and a loading state where this browser's list goes",
    async (url, heading, empty) => {
      const res = await demo.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const root = unescape(rootOf(res.body)!).replaceAll('<!-- -->', '');
      // The heading is the page's, whatever is saved: no count, which only the browser knows.
      expect(root).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(root).toMatch(/role="status"[^>]*>[\s\S]*Loading/);
      expect(root).not.toContain(empty);
    },
  );

  it('renders a page once and sends it again from the cache, with 304 for a known copy', async () => {
    const first = await demo.app.inject({ url: '/actor/287-brad-pitt' });
    const again = await demo.app.inject({ url: '/actor/287-brad-pitt' });
    expect(again.body).toBe(first.body);
    // The first answer went out as it was rendered, before its bytes (and so its ETag) were known.
    expect(first.headers.etag).toBeUndefined();
    expect(again.headers.etag).toMatch(/^W\/"/);
    const known = await demo.app.inject({
      url: '/actor/287-brad-pitt',
      headers: { 'if-none-match': String(again.headers.etag) },
    });
    expect(known.statusCode).toBe(304);
    const br = await demo.app.inject({
      url: '/actor/287-brad-pitt',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(first.body.length / 3);
  });
});

describe('one render per page', () => {
  let demo: DemoApp;
  let rendered: Map<string, RenderedPage>;
  beforeAll(async () => {
    rendered = new Map();
    const { dist, renderPage } = build();
    demo = await startDemoApp(
      {},
      {
        dist,
        renderer: async (options) => {
          const page = await renderPage(options);
          rendered.set(options.url, page);
          return page;
        },
      },
    );
  });
  afterAll(() => demo.close());

  // Every route that reads the catalogue, by id and by name, filtered and paged, and the dependent
  // queries: a show's opening season, an episode's next season, a person found by name.
  it.each([
    '/',
    '/movie/550-fight-club',
    '/tv/1399-game-of-thrones',
    '/tv/1399-game-of-thrones/episodes/2',
    '/player/movie/550-fight-club',
    '/player/tv/1399-game-of-thrones/1/1',
    '/player/tv/1399-game-of-thrones/1/10',
    '/actor/287-brad-pitt',
    '/actor/brad-pitt',
    '/actor/287-brad-pitt/tv',
    '/collection/10',
    '/movies?sort_by=vote_average.desc&with_genres=18&page=2',
    '/tv-shows',
    '/tv-shows?with_genres=18',
    '/trending?window=day&page=2',
    '/trending?with_genres=28',
    '/fan-favorites?type=movie',
    '/airing-shows',
    '/collections',
    '/search?q=godfather',
    // Found nothing as typed: its correction's results, with the suggestions that corrected it.
    '/search?q=godfater',
  ])('renders %s once, its queries fetched before it renders', async (url) => {
    const answer = await demo.get(url);
    expect(answer.status).toBe(200);
    const page = rendered.get(url);
    expect(page).toBeDefined();
    // Rendered, not the shell: the page's markup is in #root.
    expect(rootOf(answer.body as string)?.length).toBeGreaterThan(1000);
    expect(page!.passes).toBe(1);
  });
});

describe('pages that send the visitor elsewhere', () => {
  let demo: DemoApp;
  let calls: string[];
  beforeAll(async () => {
    calls = [];
    const { dist, renderPage } = build();
    demo = await startDemoApp(
      {},
      {
        dist,
        renderer: async (options) => {
          calls.push(options.url);
          return renderPage(options);
        },
      },
    );
  });
  afterAll(() => demo.close());

  it('answers a search past its last page with a redirect to its first, rendered once', async () => {
    const { total_pages: pages } = (await demo.get('/api/tmdb/search/multi?query=godfather&page=1'))
      .body as { total_pages: number };
    // Within the 500 pages an address may name, past the last.
    expect(pages + 5).toBeLessThanOrEqual(500);
    const past = `/search?q=godfather&page=${pages + 5}`;
    const first = await demo.app.inject({ url: past });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/search?q=godfather');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.link).toBeUndefined();
    expect(first.body).toBe('');
    // The redirect is kept like a rendered page: asked again, it is not rendered again.
    const again = await demo.app.inject({ url: past });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/search?q=godfather');
    expect(calls.filter((url) => url === past)).toHaveLength(1);
    // A page within the results is a page.
    const last = await demo.app.inject({ url: `/search?q=godfather&page=${pages}` });
    expect(last.statusCode).toBe(200);
    expect(unescape(rootOf(last.body) ?? '')).toContain('Results for');
  });

  it('answers a search with no query with a redirect home', async () => {
    const res = await demo.app.inject({ url: '/search' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('answers an episode player without its episode with a redirect to the show', async () => {
    const res = await demo.app.inject({ url: '/player/tv/1399-game-of-thrones/1' });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/tv/1399-game-of-thrones']);
  });

  it('sends the shell, never a redirect off the site, when a renderer names one', async () => {
    const lines: string[] = [];
    const offSite: RenderPage = async () => ({
      html: '',
      styles: '',
      data: '',
      redirect: '//elsewhere.example/',
    });
    const other = await startDemoApp(
      {},
      { dist: build().dist, renderer: offSite, log: { write: (line) => lines.push(line) } },
    );
    try {
      const res = await other.app.inject({ url: '/movies' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(rootOf(res.body)).toBe('');
      expect(lines.join('\n')).toContain('redirects off the site');
    } finally {
      await other.close();
    }
  });
});

describe('data that could break out of its script element', () => {
  it('stays data: a title with </script> in it is escaped in the JSON and in the markup', async () => {
    const hostile = 'Fight Club</script><script>alert(1)</script><!--';
    const { dist, renderPage } = build();
    const demo = await startDemoApp(
      {},
      {
        dist,
        renderer: renderPage,
        source: wrapped(async (req, answer) => {
          const real = await answer();
          if (req.path !== '/movie/550') return real;
          const body = JSON.parse(real.body) as Record<string, unknown>;
          return { ...real, br: undefined, body: JSON.stringify({ ...body, title: hostile }) };
        }),
      },
    );
    try {
      const res = await demo.app.inject({ url: '/movie/550-fight-club' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert');
      expect(inlineScripts(res.body)).toEqual([]);
      // The data script ends where it should, and reads back to the title as it was.
      const details = dataOf(res.body).queries['getMovieDetails(550)']?.data as { title: string };
      expect(details.title).toBe(hostile);
      expect(unescape(rootOf(res.body)!)).toContain(hostile);
    } finally {
      await demo.close();
    }
  });
});

describe('when rendering cannot be afforded or fails', () => {
  const shellOf =
    (calls: string[]): RenderPage =>
    async (options) => {
      calls.push(options.url);
      return build().renderPage(options);
    };

  it('sends every unknown id the one shared not-found page, without rendering', async () => {
    const calls: string[] = [];
    const demo = await startDemoApp({}, { dist: build().dist, renderer: shellOf(calls) });
    try {
      const answers = await Promise.all(
        [1900000001, 1900000002, 1900000003].map((id) =>
          demo.app.inject({ url: `/movie/${id}`, headers: { host: `h${id}.example` } }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404]);
      expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
      expect(rootOf(answers[0]!.body)).toBe('');
      expect(answers[0]!.body).toContain('<title>Page not found · Marquee</title>');
      expect(calls).toEqual([]);
    } finally {
      await demo.close();
    }
  });

  it('sends the shell, logged once, when a render throws: never a 500', async () => {
    // The head went out before the render failed: the page ends as the shell, whose app the loader
    // brings (the browser renders the page).
    const lines: string[] = [];
    const failing: RenderPage = async () => {
      throw new Error('The page component broke.');
    };
    const demo = await startDemoApp(
      {},
      { dist: build().dist, renderer: failing, log: { write: (line) => lines.push(line) } },
    );
    try {
      for (const url of ['/movies', '/trending', '/movies?page=2']) {
        const res = await demo.app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(rootOf(res.body)).toBe('');
        expect(res.body).toMatch(
          /<script defer src="\/assets\/boot\.[0-9a-f]+\.js"><\/script><\/head>/,
        );
        expect(scriptsOf(res.body).scripts.at(-1)).toMatch(/^\/assets\/main\.[0-9a-f]+\.js$/);
        expect(res.body).not.toContain('id="marquee-data"');
      }
      const failures = lines.filter((line) => line.includes('could not be rendered'));
      expect(failures).toHaveLength(1);
      expect(failures[0]).toContain('The page component broke.');
    } finally {
      await demo.close();
    }
  });

  it(`renders at most ${MAX_RENDERS} pages at once: beyond, the shell at once rather than a queue`, async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const { dist, renderPage } = build();
    const slow: RenderPage = async (options): Promise<RenderedPage> => {
      started.push(options.url);
      await held;
      return renderPage(options);
    };
    const demo = await startDemoApp({}, { dist, renderer: slow });
    try {
      const urls = Array.from({ length: MAX_RENDERS + 2 }, (_, n) => `/movies?page=${n + 1}`);
      const answered: { url: string; root: string | null }[] = [];
      const pending = urls.map((url) =>
        demo.app.inject({ url }).then((res) => {
          expect(res.statusCode).toBe(200);
          answered.push({ url, root: rootOf(res.body) });
        }),
      );
      // Which ones come first is the server's to choose: two are answered, with the shell, while the
      // others' renders still wait.
      for (let waited = 0; answered.length < 2 && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(answered).toHaveLength(2);
      expect(started).toHaveLength(MAX_RENDERS);
      for (const { url, root } of answered) {
        expect(root).toBe('');
        expect(started).not.toContain(url);
      }
      release();
      await Promise.all(pending);
      for (const { url, root } of answered.slice(2)) {
        expect(started).toContain(url);
        expect(root).toMatch(/<h1/);
      }
    } finally {
      release();
      await demo.close();
    }
  });
});

describe('pages sent as they are rendered', () => {
  /** A renderer that waits for the test before it renders (with the server's sink, as the build's). */
  function heldRenderer(): { renderer: RenderPage; release: () => void; started: string[] } {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const { renderPage } = build();
    return {
      started,
      release: () => release(),
      renderer: async (options) => {
        started.push(options.url);
        await held;
        return renderPage(options);
      },
    };
  }

  /** A GET over a real socket: its headers, and its body's pieces as they arrive. */
  function get(
    origin: string,
    url: string,
    headers: Record<string, string> = {},
  ): Promise<{ res: http.IncomingMessage; pieces: AsyncIterator<Buffer> }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${origin}${url}`, { headers }, (res) =>
          resolve({ res, pieces: res[Symbol.asyncIterator]() as AsyncIterator<Buffer> }),
        )
        .on('error', reject);
    });
  }

  async function rest(pieces: AsyncIterator<Buffer>): Promise<Buffer> {
    const all: Buffer[] = [];
    for (let next = await pieces.next(); !next.done; next = await pieces.next())
      all.push(next.value);
    return Buffer.concat(all);
  }

  it('sends the head while the page renders, then its styles and markup; the cache sends the same bytes', async () => {
    const held = heldRenderer();
    const demo = await startDemoApp({}, { dist: build().dist, renderer: held.renderer });
    try {
      const origin = await demo.app.listen({ port: 0, host: '127.0.0.1' });
      const { res, pieces } = await get(origin, '/movie/550-fight-club');
      expect(res.statusCode).toBe(200);
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect(res.headers['x-accel-buffering']).toBe('no');
      expect(res.headers.etag).toBeUndefined();
      const first = (await pieces.next()).value!.toString('utf8');
      // The render has started and waits: what came is the head, with the loader (the app's scripts
      // follow the first paint), still open for the render's styles.
      expect(held.started).toEqual(['/movie/550-fight-club']);
      expect(first).toContain('<title>Fight Club (1999) · Marquee</title>');
      expect(first).toMatch(/<script defer src="\/assets\/boot\.[0-9a-f]+\.js"><\/script>$/);
      expect(first).not.toContain('</head>');
      held.release();
      const page = first + (await rest(pieces)).toString('utf8');
      expect(page).toMatch(/<style data-emotion="css [^"]+">[^<]+<\/style><\/head>/);
      expect(unescape(rootOf(page)!)).toMatch(/<h1[^>]*>Fight Club/);
      expect(dataOf(page).queries['getMovieDetails(550)']?.data).toBeDefined();
      const again = await demo.app.inject({ url: '/movie/550-fight-club' });
      expect(again.body).toBe(page);
      expect(again.headers.etag).toMatch(/^W\/"/);
    } finally {
      held.release();
      await demo.close();
    }
  });

  it('compresses as it sends: the head of a brotli answer decodes before the render is done', async () => {
    const held = heldRenderer();
    const demo = await startDemoApp({}, { dist: build().dist, renderer: held.renderer });
    try {
      const origin = await demo.app.listen({ port: 0, host: '127.0.0.1' });
      const { res, pieces } = await get(origin, '/tv/1399-game-of-thrones', {
        'accept-encoding': 'br',
      });
      expect(res.headers['content-encoding']).toBe('br');
      const decoder = zlib.createBrotliDecompress();
      const decoded: Buffer[] = [];
      decoder.on('data', (chunk: Buffer) => decoded.push(chunk));
      decoder.write((await pieces.next()).value!);
      await new Promise((resolve) => setImmediate(resolve));
      for (let waited = 0; decoded.length === 0 && waited < 2000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(Buffer.concat(decoded).toString('utf8')).toContain(
        '<title>Game of Thrones (2011) · Marquee</title>',
      );
      held.release();
      decoder.end(await rest(pieces));
      await new Promise((resolve) => decoder.on('end', resolve));
      const page = Buffer.concat(decoded).toString('utf8');
      expect(unescape(rootOf(page)!)).toMatch(/<h1[^>]*>Game of Thrones/);
      const plain = await demo.app.inject({ url: '/tv/1399-game-of-thrones' });
      expect(plain.body).toBe(page);
    } finally {
      held.release();
      await demo.close();
    }
  });

  it('waits for the render of a page that may redirect: a search past its end is still a 302', async () => {
    const held = heldRenderer();
    const demo = await startDemoApp({}, { dist: build().dist, renderer: held.renderer });
    try {
      const origin = await demo.app.listen({ port: 0, host: '127.0.0.1' });
      const answer = get(origin, '/search?q=godfather&page=400');
      let settled = false;
      void answer.then(() => (settled = true));
      for (let waited = 0; held.started.length === 0 && waited < 5000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      // No headers yet: the answer waits for the render to say what it is.
      expect(settled).toBe(false);
      held.release();
      const { res, pieces } = await answer;
      await rest(pieces);
      expect([res.statusCode, res.headers.location]).toEqual([302, '/search?q=godfather']);
    } finally {
      held.release();
      await demo.close();
    }
  });

  it("carries exactly the CSS its markup uses: every class's rule, and no rule for a class not there", async () => {
    const { renderPage } = build();
    const demo = await startDemoApp({}, { dist: build().dist, renderer: renderPage });
    try {
      for (const url of ['/movie/550-fight-club', '/movies?page=2', '/ar/actor/287-brad-pitt']) {
        const res = await demo.app.inject({ url });
        const html = res.body;
        const key = url.startsWith('/ar/') ? 'rtl' : 'css';
        const styled = new Set(
          [...html.matchAll(new RegExp(`<style data-emotion="${key} ([^"]+)">`, 'g'))].flatMap(
            ([, ids]) => ids!.split(' '),
          ),
        );
        const used = new Set(
          [...rootOf(html)!.matchAll(new RegExp(`\\b${key}-([a-z0-9]+)\\b`, 'g'))].map(
            ([, id]) => id!,
          ),
        );
        expect(styled.size).toBeGreaterThan(20);
        // `css-0` is Emotion's name for no styles at all: it has no rule.
        expect([...used].filter((id) => id !== '0' && !styled.has(id))).toEqual([]);
        expect([...styled].filter((id) => !used.has(id))).toEqual([]);
      }
    } finally {
      await demo.close();
    }
  });
});
