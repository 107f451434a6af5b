/**
 * The title pages on the demo catalogue: a movie opened from /movies with its cast, an actor and the
 * actor's filmography; a show's seasons and a season's page; a title known by its facts alone (one
 * line and what the demo lacks, no empty sections, nothing to play without a trailer or a player
 * provider); 'Watch trailer' on a title known in full, playing its trailer; a first visit meeting titles
 * known in full first; a film's collection; the watchlist and favorites toggles; and every bad
 * address the issue lists, each with its text and a clean console.
 * Each page is captured at 1440 and 375 px with axe.
 */
import fs from 'node:fs';
import path from 'node:path';

import { DIST_DIR, JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { action, control, eventually, heading, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

/** The page's h1 once it reads `text` (or matches it). */
async function pageHeading(journey: Journey, text: string | RegExp): Promise<void> {
  const h1 = journey.page.getByRole('heading', { level: 1 });
  await eventually(`the heading "${text}"`, async () => {
    const shown = (await h1.first().innerText()).trim();
    return typeof text === 'string' ? shown === text : text.test(shown);
  });
}

/** A list stored by the app in localStorage, as the ids of its entries. */
async function storedIds(journey: Journey, key: string): Promise<number[]> {
  const raw = (await journey.page.evaluate(
    `window.localStorage.getItem(${JSON.stringify(key)})`,
  )) as string | null;
  if (!raw) return [];
  const parsed = JSON.parse(raw) as { items?: { media_id: number }[] };
  return (parsed.items ?? []).map((item) => item.media_id);
}

const byTitle = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** `text` matched literally in a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describeJourneys('Title pages', () => {
  const suite = useJourneys();

  it('opens a movie from /movies, an actor from its cast, the TV filmography sorted by Title, and comes back', async () => {
    await suite.run('movie-to-actor', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/movies');
      const [first] = await eventually('the first movies', async () => {
        const titles = await journey.cardTitles();
        return titles.length > 0 && titles;
      });
      if (!first) throw new Error('No movie card on /movies');
      await main.getByRole('article').first().getByRole('link').first().click();
      await page.waitForURL(/\/movie\/\d+-/);
      await pageHeading(journey, first);
      const moviePath = journey.pathname;
      await visible(heading(main, 'Top Cast'));
      await visible(heading(main, 'Similar Content'));
      await journey.capture('movie-detail');

      const castMember = main.getByRole('list', { name: 'Cast' }).getByRole('link').first();
      const name = (await castMember.getByRole('heading', { level: 3 }).innerText()).trim();
      await castMember.click();
      await page.waitForURL(/\/actor\/\d+-/);
      await pageHeading(journey, name);
      const actorPath = journey.pathname;
      await visible(heading(main, 'Movie Appearances'));
      await journey.capture('actor');

      await (await visible(action(main, /^View All \d+ movie/))).click();
      await page.waitForURL((url) => url.pathname === `${actorPath}/movies`);
      await visible(main.getByText(/^Found \d+ movies?$/));
      await (await visible(main.getByRole('link', { name: 'TV Shows', exact: true }))).click();
      await page.waitForURL((url) => url.pathname === `${actorPath}/tv`);
      await visible(main.getByText(/^Found \d+ TV shows?$|^No TV shows found$/));

      await main.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Title' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'title');
      const sorted = await eventually('the TV credits sorted by title', async () => {
        const titles = await journey.cardTitles();
        const expected = [...titles].sort(byTitle);
        return titles.length > 0 && titles.join('|') === expected.join('|') && titles;
      });
      expect(sorted.length).toBeGreaterThan(0);
      await journey.capture('filmography');

      // Back through the filmography's history to the actor, then to the movie.
      await eventually('the actor profile again', async () => {
        if (journey.pathname !== actorPath) await page.goBack();
        return journey.pathname === actorPath;
      });
      await pageHeading(journey, name);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === moviePath);
      await pageHeading(journey, first);
    });
  });

  it('switches seasons on /tv/1399-game-of-thrones and opens the season page', async () => {
    await suite.run('tv-seasons', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/tv/1399-game-of-thrones');
      await pageHeading(journey, 'Game of Thrones');
      await visible(heading(main, 'Season 1 Episodes'));
      await visible(main.getByText('Winter Is Coming'));
      await journey.capture('tv-detail');

      await main.getByRole('combobox', { name: 'Season' }).selectOption('2');
      await visible(heading(main, 'Season 2 Episodes'));
      await visible(main.getByText(/^\d+ episodes available$/));
      // No player provider: the button plays the trailer, from the season picked.
      const actions = main.getByRole('group', { name: 'Actions' });
      await expect(
        actions.getByRole('link', { name: 'Watch trailer', exact: true }).getAttribute('href'),
      ).resolves.toBe('/player/tv/1399-game-of-thrones/2/1');

      await (await visible(action(main, 'View all episodes'))).click();
      await page.waitForURL((url) => url.pathname === '/tv/1399-game-of-thrones/episodes/2');
      await pageHeading(journey, /Season 2/);
      await visible(main.getByText(/^\d+ Episodes$/));
      // The demo names season 2's episodes by their number only: a card says it once.
      const card = main.getByRole('article').first();
      await visible(card.getByRole('link', { name: 'Play Episode 1', exact: true }));
      expect((await card.innerText()).match(/Episode 1\b/g)).toHaveLength(1);
      await journey.capture('season');
    });
  });

  it('says once that a title has facts only and what the demo lacks, and offers nothing to play', async () => {
    await suite.run('facts-only', async (journey) => {
      const { main } = journey;
      const line = main.getByText('This title has facts only in the demo catalogue.');
      const noneLines = main.getByText(/^No .* available\.?$/);

      // A show the demo knows from a list alone: no seasons, no cast, no offers. The server's preload
      // names season 1 of every show page before it knows the show (server/app.ts): for this one the
      // preload answers 404, which the page itself never asks for.
      journey.expectNotFound(/\/api\/tmdb\/tv\/202250\/season\/1$/);
      await journey.visit('/tv/202250-dirty-linen');
      await pageHeading(journey, 'Dirty Linen');
      await visible(line);
      await visible(
        main.getByText(
          'Not in the demo for this title: cast, episodes, trailer and streaming offers. With a TMDB key, this site shows them wherever TMDB has them.',
        ),
      );
      const actions = main.getByRole('group', { name: 'Actions' });
      await visible(actions.getByRole('button', { name: /Watchlist/ }));
      expect(await actions.getByRole('link').count()).toBe(0);
      expect(await main.getByRole('link', { name: /^(Start|Continue|Play) / }).count()).toBe(0);
      expect(await heading(main, 'Top Cast').count()).toBe(0);
      expect(await heading(main, 'Where to watch').count()).toBe(0);
      await journey.scrollThrough();
      await visible(heading(main, 'Similar Content'));
      expect(await noneLines.count()).toBe(0);
      await journey.capture('facts-only-show');

      // A film from the 10,000-film dataset: its facts, and what the demo lacks for it. No trailer
      // and no player provider: nothing to play (a player page would say so and nothing more), no
      // Videos.
      await journey.visit('/movie/5-four-rooms');
      await pageHeading(journey, 'Four Rooms');
      await visible(line);
      await visible(
        main.getByText(
          /^Not in the demo for this title: (cast, )?trailer and streaming offers\. With a TMDB key, this site shows them wherever TMDB has them\.$/,
        ),
      );
      await visible(actions.getByRole('button', { name: /Watchlist/ }));
      expect(await actions.getByRole('link').count()).toBe(0);
      expect(await main.getByRole('link', { name: /^Watch/ }).count()).toBe(0);
      expect(await action(main, 'Videos').count()).toBe(0);
      await journey.scrollThrough();
      expect(await noneLines.count()).toBe(0);
      await journey.capture('facts-only-movie');

      // A title known in full has no such line.
      await journey.visit('/tv/1399-game-of-thrones');
      await pageHeading(journey, 'Game of Thrones');
      await visible(heading(main, 'Season 1 Episodes'));
      expect(await line.count()).toBe(0);
    });
  });

  it("offers a title known in full as 'Watch trailer', which plays its trailer", async () => {
    await suite.run('watch-trailer', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/movie/550-fight-club');
      await pageHeading(journey, 'Fight Club');
      const actions = main.getByRole('group', { name: 'Actions' });
      // Without a player provider only the trailer plays: the spec's 'Watch Now' would promise more.
      const watch = await visible(
        actions.getByRole('link', { name: 'Watch trailer', exact: true }),
      );
      expect(await actions.getByRole('link', { name: 'Watch Now' }).count()).toBe(0);
      await journey.capture('movie-watch-trailer');

      await watch.click();
      await page.waitForURL((url) => url.pathname === '/player/movie/550-fight-club');
      await pageHeading(journey, 'Fight Club');
      await eventually('the trailer frame', async () => {
        const sources = (await page.evaluate(
          `Array.from(document.querySelectorAll('iframe'), (frame) => frame.src)`,
        )) as string[];
        return (
          sources.length === 1 && sources[0]?.startsWith('https://www.youtube-nocookie.com/embed/')
        );
      });
      expect(await control(main, 'Trailer').isChecked()).toBe(true);
    });
  });

  it('leads a first visit with titles known in full: the hero, the first rows, movies and shows', async () => {
    await suite.run('full-records-first', async (journey) => {
      const { main } = journey;
      /** The detail page a link opens reads as a title known in full. */
      const opensFullRecord = async (href: string | null) => {
        if (!href) throw new Error('A card without a link');
        await journey.visit(href);
        await visible(main.getByRole('heading', { level: 1 }));
        await visible(main.getByRole('group', { name: 'Actions' }));
        expect({
          href,
          factsOnly: await main
            .getByText('This title has facts only in the demo catalogue.')
            .count(),
        }).toEqual({ href, factsOnly: 0 });
      };

      await journey.visit('/');
      const hero = await visible(action(main, /^More Info about /));
      // The rows below the first screen load as the visitor nears them.
      await journey.scrollThrough();
      const trending = main.getByRole('region', { name: 'Trending This Week' });
      await visible(trending.getByRole('article'));
      const firstCards = await trending
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.slice(0, 3).map((card) => card.querySelector('a')?.getAttribute('href') ?? null),
        );
      const heroHref = await hero.getAttribute('href');
      for (const href of [heroHref, ...firstCards]) await opensFullRecord(href);

      for (const list of ['/movies', '/tv-shows']) {
        await journey.visit(list);
        await journey.cardTitles();
        const href = await main
          .getByRole('article')
          .first()
          .getByRole('link')
          .first()
          .getAttribute('href');
        await opensFullRecord(href);
      }
    });
  });

  it('follows the collection banner of a Star Wars film', async () => {
    await suite.run('collection', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/movie/11-star-wars');
      await pageHeading(journey, 'Star Wars');
      await visible(main.getByText('Part of the Collection'));
      await (await visible(action(main, 'View Collection: Star Wars Collection'))).click();
      await page.waitForURL((url) => url.pathname === '/collection/10');
      await pageHeading(journey, 'Star Wars Collection');
      const parts = await eventually('the parts', async () => {
        const titles = await journey.cardTitles();
        return titles.length > 0 && titles;
      });
      expect(parts[0]).toBe('Star Wars');
      await journey.capture('collection');
    });
  });

  it('adds a movie to the watchlist and favorites, and removes it after confirming', async () => {
    await suite.run('save-toggles', async (journey) => {
      const { main } = journey;
      await journey.visit('/movie/550-fight-club');
      await pageHeading(journey, 'Fight Club');
      expect(await storedIds(journey, 'user_watchlist')).toEqual([]);

      await (await visible(control(main, 'Add to Watchlist'))).click();
      await eventually('user_watchlist to hold Fight Club', async () =>
        (await storedIds(journey, 'user_watchlist')).includes(550),
      );
      await (await visible(control(main, 'Add to Favorites'))).click();
      await eventually('user_favorites to hold Fight Club', async () =>
        (await storedIds(journey, 'user_favorites')).includes(550),
      );
      await expect(control(main, 'In Watchlist').getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );

      await control(main, 'In Watchlist').click();
      const dialog = journey.page.getByRole('dialog', { name: 'Remove from Watchlist' });
      await visible(dialog.getByText('Are you sure you want to remove this from your watchlist?'));
      await journey.checkA11y('remove from watchlist dialog');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await eventually('user_watchlist to be empty again', async () =>
        (await storedIds(journey, 'user_watchlist')).length === 0 ? true : null,
      );
      expect(await storedIds(journey, 'user_favorites')).toEqual([550]);
      await visible(control(main, 'Add to Watchlist'));
    });
  });

  it('comes with its details: the server rendered the page from them, the browser asks for none', async () => {
    await suite.run('server-rendered', async (journey) => {
      const details = '/api/tmdb/movie/550?append_to_response=release_dates%2Ccredits';
      const requested: string[] = [];
      journey.page.on('request', (request) => {
        const url = new URL(request.url());
        requested.push(url.pathname + url.search);
      });
      await journey.visit('/movie/550-fight-club');
      await pageHeading(journey, 'Fight Club');
      await visible(heading(journey.main, 'Top Cast'));
      expect(requested.filter((url) => url === details)).toHaveLength(0);
      // The page's code is asked for from its head, beside the app's own.
      const manifest = JSON.parse(
        fs.readFileSync(path.join(DIST_DIR, 'build-manifest.json'), 'utf8'),
      ) as { groups: Record<string, string[]> };
      const movieChunks = manifest.groups['page-movie']!.filter((file) => file.endsWith('.js'));
      for (const chunk of movieChunks) expect(requested).toContain(`/${chunk}`);
    });
  });

  /** Each bad address, the text its screen shows, and the status the server answers it with. */
  const BAD_ADDRESSES: [string, string, number][] = [
    ['/movie/abc', 'Invalid slug format', 404],
    ['/actor', 'Lost in the Stream', 404],
    ['/actor/', 'Lost in the Stream', 404],
    ['/movie/0', 'Invalid slug format', 404],
    ['/movie/99999999', 'No movie found', 404],
    ['/tv/1399-x/episodes/abc', 'Invalid season number', 404],
    ['/tv/1399-x/episodes/99', 'Season 99 not found', 404],
    ['/player/tv/1399-x/9/1', 'Media not found', 404],
    ['/actor/-', 'Actor Not Found', 404],
    ['/actor/nobody-by-this-name', 'Actor Not Found', 404],
    ['/collection/no-such-collection-anywhere', 'Collection Not Found', 404],
    ['/collection/99999999', 'Collection Not Found', 404],
    ['/actor/287-brad-pitt/movies?page=999', 'There is no page 999 here', 200],
  ];

  it('answers every bad address with its text, never a blank page or a console error', async () => {
    await suite.run('bad-addresses', async (journey) => {
      // What these addresses name does not exist: the catalogue says 404, nothing else may.
      journey.expectNotFound(
        /\/api\/tmdb\/(movie\/99999999|tv\/1399\/season\/(99|9\/episode\/1)|collection\/99999999)\b/,
      );
      for (const [address, text, status] of BAD_ADDRESSES) {
        // The page itself is a 404 where no page is there (Chromium logs that answer too).
        if (status === 404) journey.expectNotFound(new RegExp(`${escapeRegExp(address)}$`));
        const response = await journey.page.goto(journey.origin + address);
        expect({ address, status: response?.status() }).toEqual({ address, status });
        await journey.settleOverlays();
        await visible(journey.main.getByText(text, { exact: false }));
        // The page offers a way on, not a dead end.
        expect(await journey.main.getByRole('link').count()).toBeGreaterThan(0);
      }
      await journey.checkA11y('the last bad address');
    });
  });
});
