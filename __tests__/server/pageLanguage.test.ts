/**
 * A page in its language from the first byte (issue 35): the address's language prefix (/de/...)
 * makes the server render the page in that language, its <html> naming the language and direction,
 * its links under the same prefix; the page's redirects keep the prefix; pages are kept apart per
 * language. An address without a prefix is in the visitor's language among those offered
 * (common/locales.ts OFFERED_LOCALES), says it varies by the headers that choose it, and its render
 * is kept per language. The real server over the demo catalogue and the build's renderer.
 */

import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import type { RenderPage } from '../../server/render/serverRender';
import { liveSourceFromConfig } from '../../server/sources/live/liveSource';
import { describeWithCorpus } from './helpers/corpus';
import type { DemoApp } from './helpers/demoApp';
import { builtSite, startDemoApp } from './helpers/demoApp';
import { startReplay } from './helpers/replay';
import type { Replay } from './helpers/replay';

jest.setTimeout(120_000);

/** The <html> start tag of a page. */
const htmlTag = (body: string) => /<html\b[^>]*>/.exec(body)?.[0];

describe('the language of a page', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await startDemoApp({}, builtSite());
  });
  afterAll(() => demo.close());

  it.each([
    ['/de', 'de', 'ltr', 'Lust auf etwas zum Anschauen?', 'Filme'],
    ['/ja/movies', 'ja', 'ltr', '何か観たくなりましたか？', '映画'],
    ['/ar/movie/550-fight-club', 'ar', 'rtl', 'هل أنت مستعد لمشاهدة شيء ما؟', 'أفلام'],
    ['/pt-br/tv-shows', 'pt-BR', 'ltr', 'Pronto para assistir alguma coisa?', 'Filmes'],
  ])('%s is rendered in %s from the first byte', async (url, lang, dir, callToAction, movies) => {
    const res = await demo.app.inject({ url, headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(200);
    expect(htmlTag(res.body)).toBe(`<html lang="${lang}" dir="${dir}">`);
    // Rendered, not the shell: the footer's texts in the language, the links under its prefix.
    expect(res.body).toContain(callToAction);
    const prefix = url.split('/')[1];
    expect(res.body).toMatch(new RegExp(`<a [^>]*href="/${prefix}/movies"[^>]*>${movies}</a>`));
    // The address names its language: the page does not vary by the visitor's.
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('keeps each language apart: the same page, asked in turn, in each', async () => {
    const german = await demo.app.inject({ url: '/de/trending' });
    const english = await demo.app.inject({ url: '/trending' });
    const french = await demo.app.inject({ url: '/fr/trending' });
    expect(german.body).toContain('Lust auf etwas zum Anschauen?');
    expect(english.body).toContain('Ready for something to watch?');
    expect(english.body).not.toContain('Lust auf etwas');
    expect(htmlTag(english.body)).toBe('<html lang="en" dir="ltr">');
    expect(french.body).toContain('Envie de regarder quelque chose\u202f?');
    // Each kept apart in the cache too (a first answer goes out as it renders, without an ETag).
    const again = await Promise.all(
      ['/de/trending', '/trending', '/fr/trending'].map((url) => demo.app.inject({ url })),
    );
    expect(again.map((res) => res.body)).toEqual([german.body, english.body, french.body]);
    expect(new Set(again.map((res) => res.headers.etag)).size).toBe(3);
  });

  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de', 'Lust auf etwas zum Anschauen?'],
    ['ja-JP,ja;q=0.9', 'ja', '何か観たくなりましたか？'],
    ['fr-CA', 'fr', 'Envie de regarder quelque chose\u202f?'],
    ['nl-NL,en;q=0.5', 'en', 'Ready for something to watch?'],
  ])(
    'gives a browser asking %s the home page in %s',
    async (acceptLanguage, lang, callToAction) => {
      const res = await demo.app.inject({
        url: '/',
        headers: { 'accept-language': acceptLanguage },
      });
      expect(res.statusCode).toBe(200);
      expect(htmlTag(res.body)).toBe(`<html lang="${lang}" dir="ltr">`);
      expect(res.body).toContain(callToAction);
      // Its links stay without a prefix: the address is the visitor's, in whatever language.
      expect(res.body).toMatch(/<a [^>]*href="\/movies"/);
      expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    },
  );

  it('follows the language chosen in Settings over the browser, and Arabic right to left', async () => {
    const chosen = await demo.app.inject({
      url: '/collections',
      headers: { 'accept-language': 'de-DE,de;q=0.9', cookie: 'marquee_language=ja' },
    });
    expect(htmlTag(chosen.body)).toBe('<html lang="ja" dir="ltr">');
    const arabic = await demo.app.inject({
      url: '/collections',
      headers: { 'accept-language': 'ar' },
    });
    expect(htmlTag(arabic.body)).toBe('<html lang="ar" dir="rtl">');
    // Its styles written mirrored (src/app/rightToLeft.ts), under their own key.
    expect(arabic.body).toContain('data-emotion="rtl');
    expect(arabic.body).not.toContain('data-emotion="css');
  });

  it('renders an unprefixed address once per language, and serves each language its own page again', async () => {
    const { dist, renderer } = builtSite();
    const renders: string[] = [];
    const counting: RenderPage = (options) => {
      renders.push(`${options.locale} ${options.basename}${options.url}`);
      return renderer(options);
    };
    const counted = await startDemoApp({}, { dist, renderer: counting });
    try {
      const ask = (acceptLanguage: string) =>
        counted.app.inject({
          url: '/airing-shows',
          headers: { 'accept-language': acceptLanguage },
        });
      const german = await ask('de-DE');
      const english = await ask('en-US');
      // Other browsers asking the same languages: the pages kept for them, not another render.
      const germanAgain = await ask('de-AT,de;q=0.9');
      const englishAgain = await ask('en-GB');
      expect(renders).toEqual(['de /airing-shows', 'en /airing-shows']);
      expect(htmlTag(germanAgain.body)).toBe('<html lang="de" dir="ltr">');
      expect(germanAgain.body).toContain('Lust auf etwas zum Anschauen?');
      expect(germanAgain.body).toBe(german.body);
      expect(htmlTag(englishAgain.body)).toBe('<html lang="en" dir="ltr">');
      expect(englishAgain.body).toContain('Ready for something to watch?');
      expect(englishAgain.body).not.toContain('Lust auf etwas');
      expect(englishAgain.body).toBe(english.body);
      expect(englishAgain.headers.etag).not.toBe(germanAgain.headers.etag);
    } finally {
      await counted.close();
    }
  });

  it("keeps the prefix on the server's redirects", async () => {
    const list = await demo.app.inject({ url: '/de/movie?page=2' });
    expect(list.statusCode).toBe(301);
    expect(list.headers.location).toBe('/de/movies?page=2');
    const tracked = await demo.app.inject({ url: '/ja/movie/550-fight-club?utm_source=x' });
    expect(tracked.statusCode).toBe(302);
    expect(tracked.headers.location).toBe('/ja/movie/550-fight-club');
  });

  it('answers an unknown address under a prefix with the not-found page, in that language', async () => {
    const res = await demo.app.inject({ url: '/de/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(htmlTag(res.body)).toBe('<html lang="de" dir="ltr">');
  });

  it('reads an address that only looks like a prefix as any other', async () => {
    const res = await demo.app.inject({ url: '/xx/movies' });
    expect(res.statusCode).toBe(404);
    expect(htmlTag(res.body)).toBe('<html lang="en" dir="ltr">');
  });
});

describeWithCorpus("TMDB asked in the page's language", () => {
  let replay: Replay;
  let demo: DemoApp;
  beforeAll(async () => {
    replay = await startReplay();
    const config = loadConfig({
      CATALOGUE: 'tmdb',
      TMDB_API_KEY: '0123456789abcdef0123456789abcdef',
      TMDB_BASE_URL: replay.url,
      LOG_LEVEL: 'silent',
      IMAGE_BASE_URL: 'off',
    });
    const source = liveSourceFromConfig(config, createLogger('silent'), { retryBaseMs: 10 });
    demo = await startDemoApp({}, { ...builtSite(), source });
  });
  afterAll(async () => {
    await demo?.close();
    await replay?.close();
  });

  it("reaches TMDB in de-DE for a German visitor's page, and keeps it apart from English", async () => {
    const german = await demo.app.inject({ url: '/de/movie/550-fight-club' });
    expect(german.statusCode).toBe(200);
    const details = replay.received.filter((call) => call.path === '/movie/550');
    expect(
      details.map((call) => new URL(call.url, 'http://tmdb').searchParams.get('language')),
    ).toEqual(['de-DE']);
    // The English page is another call (the cache keys name the language), as the spec asks it.
    await demo.app.inject({ url: '/movie/550-fight-club' });
    const languages = replay.received
      .filter((call) => call.path === '/movie/550')
      .map((call) => new URL(call.url, 'http://tmdb').searchParams.get('language'));
    expect(languages).toEqual(['de-DE', null]);
  });
});
