/**
 * Watching, in Chromium against the demo catalogue:
 * - with a local fake provider configured through PLAYER_PROVIDERS (a page on another port that posts
 *   MEDIA_DATA to its parent): an episode plays in its frame, its progress reaches
 *   `user_watch_progress`, `user_last_watched` and the home "Continue Watching" row; the last episode
 *   of a season offers 'Next Season' and `n` goes there, and `p` leads back from the next season's
 *   first episode to it; a progress message from another origin
 *   changes nothing; the CSP frames the configured origin and refuses any other;
 * - watching episodes 1 to 3 of a show: its page continues at episode 3, and the home row's card names
 *   the episode, shows its progress and takes it off the list;
 * - a provider whose host refuses connections (a closed local port): the page says it could not be
 *   reached, offers the other players and Where to watch, and switches to another;
 * - without configuration: a movie offers the Trailer and Where to watch, and frames nothing else.
 * The player and continue-watching pages are captured at 1440 and 375 px with axe.
 */

import { fakePlayerProvider, startFakePlayer } from '../scripts/fakePlayer';
import { freePort } from '../scripts/freePort';
import type { FakePlayer } from '../scripts/fakePlayer';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { action, control, eventually, heading, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

/** A JSON value the app keeps in localStorage, parsed, or null. */
async function stored<T>(journey: Journey, key: string): Promise<T | null> {
  const raw = (await journey.page.evaluate(
    `window.localStorage.getItem(${JSON.stringify(key)})`,
  )) as string | null;
  return raw === null ? null : (JSON.parse(raw) as T);
}

async function percentOf(journey: Journey, key: string): Promise<number> {
  const progress = await stored<{ percent?: Record<string, number> }>(
    journey,
    'user_watch_progress',
  );
  return progress?.percent?.[key] ?? 0;
}

/** The page's h1 once it reads `text`. */
async function pageHeading(journey: Journey, text: string): Promise<void> {
  const h1 = journey.page.getByRole('heading', { level: 1 });
  await eventually(
    `the heading "${text}"`,
    async () => (await h1.first().innerText()).trim() === text,
  );
}

/** The show's last episode as `user_last_watched` keeps it. */
interface LastWatched {
  shows: Record<string, { season: number; episode: number; percent?: number }>;
}

/** The src of every iframe in the page. */
function frameSources(journey: Journey): Promise<string[]> {
  return journey.page.evaluate(
    `Array.from(document.querySelectorAll('iframe'), (frame) => frame.src)`,
  ) as Promise<string[]>;
}

describeJourneys('Player with a configured provider', () => {
  let fake: FakePlayer | undefined;
  // Started before the suite's server (hooks run in the order they are declared), which reads it.
  beforeAll(async () => {
    fake = await startFakePlayer();
  });
  afterAll(async () => {
    await fake?.close();
  });
  const fakeOrigin = () => {
    if (!fake) throw new Error('The fake player did not start');
    return fake.origin;
  };
  const suite = useJourneys({
    serverEnv: () => ({ PLAYER_PROVIDERS: JSON.stringify([fakePlayerProvider(fakeOrigin())]) }),
    allowOrigins: () => [fakeOrigin()],
  });

  it('plays an episode in the provider, saves its progress and shows it in Continue Watching', async () => {
    await suite.run('player-tv', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/player/tv/1399-game-of-thrones/1/1');
      await pageHeading(journey, 'Game of Thrones');
      await eventually('the provider frame', async () =>
        (await frameSources(journey)).includes(`${fakeOrigin()}/tv/1399/1/1`),
      );
      expect(await page.title()).toBe('Watch Game of Thrones · Marquee');
      const frame = page.locator('iframe');
      expect(await frame.getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-presentation',
      );
      expect(await frame.getAttribute('referrerpolicy')).toBe('origin');
      expect(await control(main, 'Fake player').isChecked()).toBe(true);
      await visible(action(main, 'Next Episode'));
      expect(await action(main, 'Previous Episode').count()).toBe(0);

      // The fake player reports a minute a second; writes come at most every 5 s.
      await eventually(
        'progress saved under user_watch_progress',
        async () => (await percentOf(journey, 'tv-1399')) > 0,
        20_000,
      );
      const last = await stored<{ shows: Record<string, { season: number; episode: number }> }>(
        journey,
        'user_last_watched',
      );
      expect(last?.shows['1399']).toMatchObject({ season: 1, episode: 1 });
      expect(await stored(journey, 'vidLinkProgress')).toMatchObject({ type: 'MEDIA_DATA' });
      expect(await page.evaluate(`localStorage.getItem('currentEpisode_1399_1')`)).toBe('1');
      await journey.capture('player-tv');

      await journey.visit('/');
      const row = main.getByRole('region', { name: /^Continue Watching/ });
      await visible(row);
      const card = row.getByRole('link', { name: /Game of Thrones/ }).first();
      await visible(card);
      expect(await card.getAttribute('href')).toBe('/player/tv/1399-game-of-thrones/1/1');
      await visible(row.getByText('Resume S1 E1'));

      await journey.visit('/continue-watching');
      await pageHeading(journey, 'Pick Up Where You Left Off');
      await visible(main.getByText('Found 1 item'));
      await journey.capture('continue-watching');

      // The detail page's watch button reads the same state.
      await journey.visit('/tv/1399-game-of-thrones');
      await visible(action(main, 'Continue S1 E1'));
    });
  });

  it('continues a show at the last episode watched; its card names it, shows its progress and goes', async () => {
    await suite.run('continue-watching-row', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/player/tv/1399-game-of-thrones/1/1');
      for (const episode of [1, 2, 3]) {
        if (episode > 1) {
          await (await visible(action(main, 'Next Episode'))).click();
          await page.waitForURL((url) => url.pathname.endsWith(`/1/${episode}`));
        }
        // The fake player reports a minute a second; writes come at most every 5 s.
        await eventually(
          `progress saved for episode ${episode}`,
          async () => {
            const show = (await stored<LastWatched>(journey, 'user_last_watched'))?.shows['1399'];
            return show?.episode === episode && (show.percent ?? 0) > 0;
          },
          20_000,
        );
      }

      await journey.visit('/tv/1399-game-of-thrones');
      const resume = await visible(action(main, 'Continue S1 E3'));
      expect(await resume.getAttribute('href')).toBe('/player/tv/1399-game-of-thrones/1/3');

      await journey.visit('/');
      const row = main.getByRole('region', { name: /^Continue Watching/ });
      const card = await visible(row.getByRole('link', { name: /Game of Thrones/ }));
      expect(await card.getAttribute('href')).toBe('/player/tv/1399-game-of-thrones/1/3');
      await visible(row.getByText('Resume S1 E3'));
      const bar = await visible(row.getByRole('progressbar', { name: 'Game of Thrones: played' }));
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
      await journey.capture('continue-watching-row');

      await (
        await visible(
          row.getByRole('button', { name: 'Remove Game of Thrones from Continue Watching' }),
        )
      ).click();
      await eventually('the row gone with its last title', async () => (await row.count()) === 0);
      await journey.visit('/continue-watching');
      await visible(main.getByText('No items to continue watching'));
      // The show's page still knows the episode: only the list entry went.
      await journey.visit('/tv/1399-game-of-thrones');
      await visible(action(main, 'Continue S1 E3'));
    });
  });

  it("offers 'Next Season' on a season's last episode, `n` goes there and `p` comes back", async () => {
    await suite.run('player-next-season', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/player/tv/1399-game-of-thrones/1/10');
      await pageHeading(journey, 'Game of Thrones');
      const next = await visible(action(main, /^Next Season/));
      expect(await next.getAttribute('href')).toBe('/player/tv/1399-game-of-thrones/2/1');
      await visible(action(main, 'Previous Episode'));
      await page.locator('body').press('n');
      await page.waitForURL(/\/player\/tv\/1399-game-of-thrones\/2\/1$/);
      await visible(main.getByText(/Season 2 · Episode 1/));
      // Season 2's first episode leads back to season 1's last, by its link and by `p`.
      const previous = await visible(action(main, 'Previous Episode: Season 1, Episode 10'));
      expect((await previous.innerText()).trim()).toBe('Previous Episode');
      expect(await previous.getAttribute('href')).toBe('/player/tv/1399-game-of-thrones/1/10');
      await journey.capture('player-season-start');
      await page.locator('body').press('p');
      await page.waitForURL(/\/player\/tv\/1399-game-of-thrones\/1\/10$/);
      await visible(main.getByText(/Season 1 · Episode 10/));
      // Season 1's first episode has none before it (the specials are not a season before).
      await journey.visit('/player/tv/1399-game-of-thrones/1/1');
      await visible(main.getByText(/Season 1 · Episode 1\b/));
      expect(await action(main, /^Previous Episode/).count()).toBe(0);
      await page.locator('body').press('p');
      await page.waitForTimeout(300);
      expect(journey.pathname).toBe('/player/tv/1399-game-of-thrones/1/1');
    });
  });

  it('ignores progress from another origin and frames only the configured one', async () => {
    await suite.run('player-origins', async (journey) => {
      const { page } = journey;
      await journey.visit('/player/movie/550-fight-club');
      await pageHeading(journey, 'Fight Club');
      await eventually('the provider frame', async () =>
        (await frameSources(journey)).includes(`${fakeOrigin()}/movie/550`),
      );
      // The page itself (the app's origin) posts a report of 99 %: not the provider's origin.
      await page.evaluate(`
        for (let i = 0; i < 2000; i += 1) {
          window.postMessage({ type: 'MEDIA_DATA', data: { currentTime: 2970, duration: 3000 } }, '*');
        }
      `);
      await eventually(
        "the provider's own progress",
        async () => (await percentOf(journey, 'movie-550')) > 0,
        20_000,
      );
      await page.waitForTimeout(1500);
      expect(await percentOf(journey, 'movie-550')).toBeLessThan(50);

      // The CSP lets the configured origin be framed and refuses another (the same player on
      // localhost is another origin).
      journey.expectConsoleError(
        /violates the following Content Security Policy directive: "frame-src/,
      );
      const allowed = `${fakeOrigin()}/movie/1`;
      const refused = `${fakeOrigin().replace('127.0.0.1', 'localhost')}/movie/1`;
      const violations = (await page.evaluate(`(async () => {
        const seen = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(event.effectiveDirective + ' ' + event.blockedURI);
        });
        for (const src of ${JSON.stringify([allowed, refused])}) {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.title = 'probe';
          document.body.append(frame);
        }
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return seen;
      })()`)) as string[];
      expect(violations).toHaveLength(1);
      expect(violations[0]).toMatch(/^frame-src http:\/\/localhost:\d+/);
    });
  });
});

describeJourneys('Player whose provider cannot be reached', () => {
  let fake: FakePlayer | undefined;
  let closedOrigin = '';
  beforeAll(async () => {
    fake = await startFakePlayer();
    closedOrigin = `http://127.0.0.1:${await freePort()}`;
  });
  afterAll(async () => {
    await fake?.close();
  });
  const fakeOrigin = () => {
    if (!fake) throw new Error('The fake player did not start');
    return fake.origin;
  };
  const suite = useJourneys({
    serverEnv: () => ({
      PLAYER_PROVIDERS: JSON.stringify([
        {
          id: 'closed',
          name: 'Closed Door',
          description: 'A player whose host refuses every connection.',
          movieUrl: `${closedOrigin}/movie/{id}`,
          tvUrl: `${closedOrigin}/tv/{id}/{season}/{episode}`,
          progressOrigin: closedOrigin,
        },
        fakePlayerProvider(fakeOrigin()),
      ]),
    }),
    // Not refused by the journey: the browser really tries the closed port.
    allowOrigins: () => [closedOrigin, fakeOrigin()],
  });

  it('says the player could not be reached, offers the others and Where to watch, and switches', async () => {
    await suite.run('player-unreachable', async (journey) => {
      const { page, main } = journey;
      // The page's check of the player's host, and the frame, meet the refused connection.
      journey.expectConsoleError(/ERR_CONNECTION_REFUSED/);
      await journey.visit('/player/movie/550-fight-club');
      await pageHeading(journey, 'Fight Club');
      const problem = main.getByRole('alert');
      await visible(problem.getByText('Closed Door could not be reached.'));
      await visible(
        problem.getByText(
          'Its site may be down, or blocked by your network or a browser extension.',
        ),
      );
      // The browser's error page is not shown.
      expect(await page.locator('iframe').isVisible()).toBe(false);
      await visible(control(problem, 'Try again'));
      await visible(control(problem, 'Switch to Fake player'));

      await control(problem, 'Where to watch').click();
      await eventually(
        'focus on Where to watch',
        async () => (await page.evaluate('document.activeElement?.id')) === 'where-to-watch',
      );
      await visible(heading(main, 'Where to watch'));
      await page.evaluate('window.scrollTo(0, 0)');
      await journey.capture('player-unreachable');

      await control(problem, 'Switch to Fake player').click();
      await page.waitForLoadState('load');
      await eventually('the fake player framed', async () =>
        (await frameSources(journey)).includes(`${fakeOrigin()}/movie/550`),
      );
      expect(await control(main, 'Fake player').isChecked()).toBe(true);
      expect(await main.getByRole('alert').count()).toBe(0);
    });
  });
});

describeJourneys('Player without configuration', () => {
  const suite = useJourneys();

  it('offers the Trailer and Where to watch, and frames nothing else', async () => {
    await suite.run('player-movie', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/player/movie/550-fight-club');
      await pageHeading(journey, 'Fight Club');
      expect(await page.title()).toBe('Watch Fight Club · Marquee');
      await eventually('the trailer frame', async () => {
        const sources = await frameSources(journey);
        return (
          sources.length === 1 &&
          sources[0]?.startsWith('https://www.youtube-nocookie.com/embed/') &&
          sources[0].includes('enablejsapi=1')
        );
      });
      expect(await control(main, 'Trailer').isChecked()).toBe(true);
      await visible(
        main.getByRole('link', { name: 'Part of Collection' }).or(main.getByText('1999')),
      );

      await visible(heading(main, 'Where to watch'));
      await visible(main.getByText('Offers by'));

      const response = await page.request.get(`${journey.origin}/player/movie/550-fight-club`);
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com;/);
      await journey.capture('player-movie');
    });
  });
});
