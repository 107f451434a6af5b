/**
 * Every card on the browse screens leads somewhere real: each link to a title, actor or collection page
 * names something the catalogue answers, and opening the first card of each screen shows that card's
 * title as the page's heading.
 */
import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { eventually, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const SCREENS = [
  '/',
  '/movies',
  '/tv-shows',
  '/trending',
  '/fan-favorites',
  '/airing-shows',
  '/collections',
];

/** A link to a title, actor or collection page (an episode card's season link is not one). */
const TITLE_LINK = ['movie', 'tv', 'actor', 'collection']
  .map((kind) => `a[href^="/${kind}/"]:not([href*="/episodes/"])`)
  .join(', ');

/** A detail link: its kind and the id the page will ask the catalogue for. */
interface DetailLink {
  href: string;
  api: string;
}

/** The catalogue call behind a detail path, or null for links that are not detail pages. */
function apiPathOf(href: string): string | null {
  const { pathname } = new URL(href, 'http://app.test');
  const match = /^\/(movie|tv|actor|collection)\/(\d+)(?:-[^/]*)?(?:\/episodes\/(\d+))?$/.exec(
    pathname,
  );
  if (!match) return null;
  const [, kind, id, season] = match;
  if (kind === 'actor') return `person/${id}`;
  if (kind === 'tv' && season) return `tv/${id}/season/${season}`;
  return `${kind}/${id}`;
}

/** Every link to a title, season, actor or collection page in the main content, once each. */
async function detailLinks(journey: Journey): Promise<DetailLink[]> {
  const hrefs = (await journey.main
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) as string[];
  const links = new Map<string, DetailLink>();
  for (const href of hrefs) {
    const api = apiPathOf(href);
    if (api) links.set(href, { href, api });
  }
  return [...links.values()];
}

describeJourneys('Cards open their pages', () => {
  const suite = useJourneys();

  it.each(SCREENS)('every card on %s names a page the catalogue answers', async (screen) => {
    await suite.run(`cards-${screen === '/' ? 'home' : screen.slice(1)}`, async (journey) => {
      await journey.visit(screen);
      await journey.scrollThrough();
      const links = await eventually(`detail links on ${screen}`, async () => {
        const cards = await journey.cardTitles();
        const found = await detailLinks(journey);
        return cards.length > 0 && found.length > 0 && found;
      });
      // Every card links somewhere (the same title may sit in two rows: links are checked once).
      const unlinked = journey.main
        .getByRole('article')
        .filter({ hasNot: journey.page.locator('a[href]') });
      expect(await unlinked.count()).toBe(0);

      const failures: string[] = [];
      await Promise.all(
        links.map(async ({ href, api }) => {
          const answer = await fetch(`${journey.origin}/api/tmdb/${api}`);
          if (answer.status !== 200) failures.push(`${href} -> /api/tmdb/${api} ${answer.status}`);
        }),
      );
      expect(failures).toEqual([]);

      // The first title card (not an episode card, which names an episode) opens a page headed with
      // its title.
      const card = journey.main
        .getByRole('article')
        .filter({ has: journey.page.locator(TITLE_LINK) })
        .filter({ hasNot: journey.page.locator('a[href*="/episodes/"], a[href^="/player/"]') })
        .first();
      const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
      await card.getByRole('link').first().click();
      await journey.page.waitForURL((url) => url.pathname !== screen);
      const heading = await visible(journey.page.getByRole('heading', { level: 1 }));
      await eventually(`the page of "${title}"`, async () =>
        (await heading.innerText()).includes(title),
      );
    });
  });
});
