/**
 * Crew pages on the demo catalogue, by keyboard: from a film's 'Directed by' link to the director's
 * profile (their crew credits, jobs joined) and on to their filmography, at 1440 and 375 px; and from
 * a 'Written by' link to an actor who also writes, whose filmography switches between acting and crew.
 * Each page is checked with axe (and captured at both widths once).
 */
import type { Locator } from 'playwright-core';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { DESKTOP, MOBILE, eventually, heading, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

/** Deadpool & Wolverine: a full record whose credits name its director and five writers. */
const FILM = '/movie/533535-deadpool-wolverine';
const DIRECTOR = '/actor/17825-shawn-levy';
const WRITER = '/actor/10859-ryan-reynolds';

/** The page's h1 once it reads `text`. */
async function pageHeading(journey: Journey, text: string): Promise<void> {
  const h1 = journey.page.getByRole('heading', { level: 1 });
  await eventually(
    `the heading "${text}"`,
    async () => (await h1.first().innerText()).trim() === text,
  );
}

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(journey: Journey, target: Locator, what: string): Promise<void> {
  await visible(target);
  for (let press = 0; press < 120; press++) {
    await journey.page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** The hero's line that starts with `label` ('Directed by'). */
const crewLine = (journey: Journey, label: string) =>
  journey.main.locator('p').filter({ hasText: new RegExp(`^${label}:`) });

/** Checks the page as it is at the journey's width (the other width is captured elsewhere). */
async function checkHere(journey: Journey, label: string, width: number): Promise<void> {
  await journey.scrollThrough();
  if (width < 640) await journey.checkNoHorizontalOverflow(label);
  await journey.checkA11y(label);
}

describeJourneys('Crew pages', () => {
  const suite = useJourneys();

  it.each([
    ['1440', DESKTOP],
    ['375', MOBILE],
  ])(
    "goes from a film's director to their profile and filmography by keyboard at %s px",
    async (width, viewport) => {
      await suite.run(`director-by-keyboard-${width}`, { viewport }, async (journey) => {
        const { page, main } = journey;
        // At the desktop width each page is captured at both widths; at the phone width the walk is
        // checked where it happens.
        const look = async (name: string) =>
          viewport === DESKTOP ? journey.capture(name) : checkHere(journey, name, viewport.width);

        await journey.visit(FILM);
        await pageHeading(journey, 'Deadpool & Wolverine');
        const directed = crewLine(journey, 'Directed by');
        await visible(directed);
        await visible(crewLine(journey, 'Written by'));
        await look('crew-film');

        const director = directed.getByRole('link', { name: 'Shawn Levy', exact: true });
        await tabTo(journey, director, "the director's link");
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === DIRECTOR);
        await pageHeading(journey, 'Shawn Levy');
        await visible(main.getByText('Directing', { exact: true }));
        const credits = main.getByRole('list', { name: 'Movie Crew Credits' });
        const film = credits.getByRole('article').filter({ hasText: 'Deadpool & Wolverine' });
        await visible(film.getByText('Director, Writer, Producer', { exact: true }));
        await look('crew-director');

        const viewAll = main.getByRole('link', { name: /^View All \d+ movie crew credits?$/ });
        await tabTo(journey, viewAll, 'View All of the crew credits');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === `${DIRECTOR}/movies`);
        await pageHeading(journey, 'Shawn Levy');
        await visible(main.getByText('Director Filmography', { exact: true }));
        await visible(main.getByText(/^Found \d+ movies?$/));
        const cards = main.getByRole('list', { name: 'Movie crew credits' }).getByRole('article');
        await visible(
          cards.filter({ hasText: 'Deadpool & Wolverine' }).getByText('Director, Writer, Producer'),
        );
        await look('crew-filmography');

        // And back to the profile, by keyboard too.
        const back = main.getByRole('link', { name: 'Back to Profile' });
        await tabTo(journey, back, 'Back to Profile');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === DIRECTOR);
        await pageHeading(journey, 'Shawn Levy');
      });
    },
  );

  it('goes from a writer who acts to their crew credits, and switches to their acting', async () => {
    await suite.run('writer-who-acts', async (journey) => {
      const { page, main } = journey;
      await journey.visit(FILM);
      await pageHeading(journey, 'Deadpool & Wolverine');
      const writer = crewLine(journey, 'Written by').getByRole('link', { name: 'Ryan Reynolds' });
      await tabTo(journey, writer, "the writer's link");
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === WRITER);
      await pageHeading(journey, 'Ryan Reynolds');

      // Known for acting: his appearances first, his writing after.
      const sections = await eventually('the profile sections', async () => {
        const names = await main.getByRole('heading', { level: 2 }).allInnerTexts();
        return names.some((name) => name.startsWith('Movie Crew Credits')) && names;
      });
      const appearances = sections.findIndex((name) => name.startsWith('Movie Appearances'));
      const crew = sections.findIndex((name) => name.startsWith('Movie Crew Credits'));
      expect(appearances).toBeGreaterThanOrEqual(0);
      expect(crew).toBeGreaterThan(appearances);
      await visible(heading(main, sections[crew]!));
      await journey.capture('crew-writer');

      const viewAll = main.getByRole('link', { name: /^View All \d+ movie crew credits?$/ });
      await tabTo(journey, viewAll, 'View All of the crew credits');
      await page.keyboard.press('Enter');
      await page.waitForURL(
        (url) => url.pathname === `${WRITER}/movies` && url.searchParams.get('role') === 'crew',
      );
      await visible(main.getByText('Actor Filmography', { exact: true }));
      const roles = main.getByRole('navigation', { name: 'Credits as' });
      await visible(roles.getByRole('link', { name: 'Crew', exact: true }));
      expect(
        await roles.getByRole('link', { name: 'Crew', exact: true }).getAttribute('aria-current'),
      ).toBe('page');
      await visible(
        main
          .getByRole('list', { name: 'Movie crew credits' })
          .getByRole('article')
          .filter({ hasText: 'Deadpool & Wolverine' })
          .getByText('Writer, Producer', { exact: true }),
      );
      await journey.capture('crew-writer-filmography');

      await tabTo(journey, roles.getByRole('link', { name: 'Acting', exact: true }), 'Acting');
      await page.keyboard.press('Enter');
      await page.waitForURL(
        (url) => url.pathname === `${WRITER}/movies` && !url.searchParams.has('role'),
      );
      await visible(main.getByRole('list', { name: 'Movie credits' }));
      await visible(main.getByText(/^Found \d+ movies?$/));
    });
  });
});
