/**
 * Marquee in the visitor's language (issue 35), in real Chromium against the real server: a German and
 * a Japanese browser get the home page in their language from the server; at 375 px, choosing Arabic
 * in Settings turns the page right to left, and the next full load comes from the server in Arabic,
 * with no horizontal overflow; a title's page passes axe in every language.
 */
import { LOCALES } from '../common/locales';
import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { MOBILE, action, visible } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 3);

/** The <html> start tag of a page's HTML as the server sent it. */
const htmlTag = (body: string) => /<html\b[^>]*>/.exec(body)?.[0];

/** An element's direction as the browser lays it out (`dir="auto"` resolved from its text). */
const direction = (element: { ownerDocument: unknown }) =>
  (
    element.ownerDocument as {
      defaultView: { getComputedStyle(element: unknown): { direction: string } };
    }
  ).defaultView.getComputedStyle(element).direction;

describeJourneys('Languages', () => {
  const suite = useJourneys();

  it.each([
    ['de-DE', 'de', 'Lust auf etwas zum Anschauen?', 'Menü'],
    ['ja-JP', 'ja', '何か観たくなりましたか？', 'メニュー'],
  ])(
    'gives a %s browser the home page in its language from the first byte',
    async (locale, lang, callToAction, menu) => {
      await suite.run(`language-home-${lang}`, { locale }, async (journey) => {
        const { page } = journey;
        const answer = page.waitForResponse((response) => response.url() === `${journey.origin}/`);
        await journey.visit('/');
        const html = await (await answer).text();
        expect(htmlTag(html)).toBe(`<html lang="${lang}" dir="ltr">`);
        expect(html).toContain(callToAction);
        // The page stays in that language once the app has taken it over.
        await visible(page.getByRole('button', { name: menu, exact: true }).first());
        expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
      });
    },
  );

  it('turns right to left when Arabic is chosen in Settings, and loads from the server in Arabic', async () => {
    await suite.run('language-arabic', { viewport: MOBILE }, async (journey) => {
      const { page } = journey;
      await journey.visit('/user-settings');
      const next = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/ar/user-settings',
      );
      await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
      const html = await (await next).text();
      // The server wrote the page right to left, in Arabic, before any script ran.
      expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
      expect(html).toContain('data-emotion="rtl');
      await page.waitForSelector('html[data-live][dir="rtl"]');
      await visible(page.getByRole('combobox', { name: 'اللغة', exact: true }));
      // Mirrored: the header's menu button, at the left edge of an English page, is at the right.
      const menu = await page.getByRole('button', { name: 'فتح قائمة التنقل' }).boundingBox();
      expect(menu && menu.x + menu.width).toBeGreaterThan(MOBILE.width - 64);
      await journey.capture('language-arabic-settings');

      // The site in Arabic from there on: home, then a title's page, without horizontal overflow.
      await action(page, 'الرئيسية').first().click();
      await page.waitForURL(`${journey.origin}/ar`);
      await journey.capture('language-arabic-home');
      await journey.visit('/ar/movie/550-fight-club');
      const title = await visible(page.getByRole('heading', { level: 1, name: 'Fight Club' }));
      // The demo catalogue's English reads left to right inside the Arabic page (dir=auto): its
      // title and overview keep their punctuation where English puts it.
      expect(await title.evaluate(direction)).toBe('ltr');
      const movie = (await (
        await page.request.get(`${journey.origin}/api/tmdb/movie/550`)
      ).json()) as { overview: string };
      const overview = page.getByText(movie.overview.slice(0, 40));
      expect(await overview.evaluate(direction)).toBe('ltr');
      expect(await page.getByRole('navigation', { name: 'مسار التنقل' }).evaluate(direction)).toBe(
        'rtl',
      );
      await journey.capture('language-arabic-title');
    });
  });

  it("passes axe on a title's page in every language", async () => {
    await suite.run('language-axe', async (journey) => {
      for (const { prefix, tag, dir } of LOCALES) {
        await journey.visit(`/${prefix}/tv/1399-game-of-thrones`);
        await visible(journey.page.getByRole('heading', { level: 1, name: 'Game of Thrones' }));
        expect(await journey.page.evaluate('document.documentElement.dir')).toBe(dir);
        await journey.checkA11y(`tv page in ${tag}`);
      }
    });
  });
});
