/**
 * /calendar on the real app and store, the catalogue answered at the network edge: the titles the
 * visitor follows (watchlist, favorites, progress) read one by one through the title pages' own
 * requests, a few at a time; their coming dates by day, soonest first; one title failing without
 * sinking the rest; the empty states; the .ics made in the browser without a request; and the
 * "New episode" mark on a followed show's card, which asks nothing for the shows not followed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { delay, http, HttpResponse } from 'msw';

import type { Episode, MovieDetails, TvDetails } from '@common/tmdb';
import type { RootState } from '@/app/store';
import { addDays, localDay } from '@/features/calendar/calendarDays';

import { episode, movie, paged, seasonDetails, tvDetails } from '../helpers/fixtures';
import { openAt } from '../helpers/render';
import type { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { siteWith } from '../helpers/siteHandlers';

jest.setTimeout(30_000);

/** The demo's day, as its server states it (`catalogueToday`). */
const DEMO_DAY = '2019-05-21';

const saved = (media_id: number, media_type: 'movie' | 'tv', name: string) => ({
  media_id,
  media_type,
  details: media_type === 'movie' ? { title: name } : { name },
  added_at: '2019-05-01T10:00:00.000Z',
});

const aired = (season_number: number, episode_number: number, air_date: string | null, name = '') =>
  episode(0, {
    season_number,
    episode_number,
    air_date,
    name: name || `Episode ${episode_number}`,
  });

interface Catalogue {
  shows?: Record<number, Partial<TvDetails> | 'fail'>;
  /** `{showId}/{season}` to its episodes. */
  seasons?: Record<string, Episode[]>;
  movies?: Record<number, Partial<MovieDetails>>;
  /** How long each title request takes (ms), to see how many run at once. */
  wait?: number;
}

/** Answers the title requests the calendar makes; notes each one and how many were in flight at once. */
function answerTitles({ shows = {}, seasons = {}, movies = {}, wait = 0 }: Catalogue) {
  const asked: string[] = [];
  let inFlight = 0;
  const seen = { maxInFlight: 0 };
  const track = async <T,>(path: string, answer: () => T): Promise<T> => {
    asked.push(path);
    inFlight += 1;
    seen.maxInFlight = Math.max(seen.maxInFlight, inFlight);
    try {
      if (wait) await delay(wait);
      return answer();
    } finally {
      inFlight -= 1;
    }
  };
  server.use(
    http.get('*/api/tmdb/tv/:id', ({ params }) => {
      // Lists (tv/popular, tv/airing_today) go to their own handlers.
      if (!/^\d+$/.test(String(params.id))) return undefined;
      const id = Number(params.id);
      return track(`tv/${id}`, () => {
        const show = shows[id];
        if (show === 'fail') return HttpResponse.json({ status_message: 'Down' }, { status: 500 });
        return HttpResponse.json(tvDetails(id, { next_episode_to_air: null, ...show }));
      });
    }),
    http.get('*/api/tmdb/tv/:id/season/:season', ({ params }) => {
      const key = `${params.id}/${params.season}`;
      return track(`tv/${key}`, () =>
        HttpResponse.json(
          seasonDetails(Number(params.id), Number(params.season), {
            episodes: seasons[key] ?? [],
          }),
        ),
      );
    }),
    http.get('*/api/tmdb/movie/:id', ({ params }) => {
      if (!/^\d+$/.test(String(params.id))) return undefined;
      const id = Number(params.id);
      return track(`movie/${id}`, () =>
        HttpResponse.json({ ...movie(id), credits: { cast: [] }, ...movies[id] }),
      );
    }),
  );
  return { asked, seen };
}

/** A visitor following five shows and a movie in the demo, one of the shows unreadable. */
const FOLLOWING: Partial<RootState> = {
  watchlist: {
    items: [
      saved(475557, 'movie', 'Joker'),
      saved(87108, 'tv', 'Chernobyl'),
      saved(62286, 'tv', 'Fear the Walking Dead'),
    ],
  },
  favorites: { items: [saved(37854, 'tv', 'One Piece'), saved(550, 'movie', 'Fight Club')] },
  continueWatching: {
    items: [{ ...saved(1399, 'tv', 'Game of Thrones'), last_watched: '2019-05-20T21:00:00.000Z' }],
  },
  // Known by its progress alone: its name comes with its details.
  lastWatched: {
    shows: { '48866': { season: 6, episode: 4, updatedAt: '2019-05-21T20:00:00.000Z' } },
  },
};

const CATALOGUE: Catalogue = {
  shows: {
    87108: {
      name: 'Chernobyl',
      next_episode_to_air: aired(1, 4, '2019-05-27', 'The Happiness of All Mankind'),
    },
    37854: { name: 'One Piece', next_episode_to_air: aired(20, 886, DEMO_DAY) },
    48866: {
      name: 'The 100',
      next_episode_to_air: aired(6, 5, '2019-05-28', 'The Gospel of Josephine'),
    },
    1399: { name: 'Game of Thrones', next_episode_to_air: null },
    62286: 'fail',
  },
  seasons: {
    '87108/1': [
      aired(1, 3, '2019-05-20', 'Open Wide, O Earth'),
      aired(1, 4, '2019-05-27', 'The Happiness of All Mankind'),
      aired(1, 5, '2019-06-03', 'Vichnaya Pamyat'),
    ],
    '37854/20': [aired(20, 886, DEMO_DAY), aired(20, 887, null)],
    '48866/6': [aired(6, 5, '2019-05-28', 'The Gospel of Josephine')],
  },
  movies: {
    475557: { title: 'Joker', release_date: '2019-10-04' },
    550: { title: 'Fight Club', release_date: '2019-06-01' },
  },
};

const dayHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => /\d{4}$/.test(text ?? ''));

const dayList = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/calendar', () => {
  it("lists what's next for the titles followed, by day, soonest first, and names the one that could not be read", async () => {
    server.use(siteWith({ catalogueToday: DEMO_DAY }));
    const { asked } = answerTitles(CATALOGUE);
    await openAt('/calendar', { preloadedState: FOLLOWING });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    // The demo says which day it counts from.
    expect(
      screen.getByText(
        /The demo catalogue is a snapshot: its calendar counts from Tuesday, May 21, 2019/,
      ),
    ).toBeVisible();
    await screen.findByRole('button', { name: 'Add to calendar app (.ics)' });

    expect(dayHeadings()).toEqual([
      'Today, Tuesday, May 21, 2019',
      'Monday, May 27, 2019',
      'Tuesday, May 28, 2019',
      'Monday, June 3, 2019',
      'Friday, October 4, 2019',
    ]);
    expect(dayList('Today, Tuesday, May 21, 2019')).toEqual(['One PieceS20 E886']);
    expect(dayList('Monday, May 27, 2019')).toEqual([
      'ChernobylS1 E4 · The Happiness of All Mankind',
    ]);
    // Followed by progress alone, named by its details.
    expect(dayList('Tuesday, May 28, 2019')).toEqual(['The 100S6 E5 · The Gospel of Josephine']);
    expect(dayList('Monday, June 3, 2019')).toEqual(['ChernobylS1 E5 · Vichnaya Pamyat']);
    expect(dayList('Friday, October 4, 2019')).toEqual(['JokerMovie release']);
    expect(screen.getAllByRole('link', { name: 'Chernobyl' })[0]).toHaveAttribute(
      'href',
      '/tv/87108-chernobyl',
    );

    // One title failed; the rest stand.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not read the dates of Fear the Walking Dead. The rest of your calendar is below.',
    );
    expect(screen.getByText('No coming date is known for Game of Thrones.')).toBeVisible();
    // A favorite movie is not followed; a season is read only for a show announcing an episode.
    expect(asked).not.toContain('movie/550');
    expect(asked.filter((path) => path.includes('/'))).toEqual(
      expect.arrayContaining(['tv/87108/1', 'tv/37854/20', 'tv/48866/6']),
    );
    expect(asked.some((path) => path.startsWith('tv/1399/'))).toBe(false);
  });

  it('reads the failed title again on Try Again, the others from the cache', async () => {
    server.use(siteWith({ catalogueToday: DEMO_DAY }));
    const { asked } = answerTitles(CATALOGUE);
    const { user } = await openAt('/calendar', { preloadedState: FOLLOWING });
    await screen.findByRole('alert');
    expect(asked).toContain('tv/62286');
    const again = answerTitles({
      ...CATALOGUE,
      shows: {
        ...CATALOGUE.shows,
        62286: { name: 'Fear the Walking Dead', next_episode_to_air: aired(5, 1, '2019-06-02') },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(dayList('Sunday, June 2, 2019')).toEqual(['Fear the Walking DeadS5 E1']);
    // Only what had failed was asked for again (and the season it announced).
    expect(again.asked).toEqual(['tv/62286', 'tv/62286/5']);
  });

  it('reads a long list a few titles at a time', async () => {
    server.use(siteWith({ catalogueToday: DEMO_DAY }));
    const ids = Array.from({ length: 12 }, (_, index) => 90_000 + index);
    const { seen, asked } = answerTitles({
      wait: 25,
      shows: Object.fromEntries(
        ids.map((id) => [
          id,
          { name: `Show ${id}`, next_episode_to_air: aired(1, 2, '2019-06-01') },
        ]),
      ),
    });
    await openAt('/calendar', {
      preloadedState: { watchlist: { items: ids.map((id) => saved(id, 'tv', `Show ${id}`)) } },
    });
    await screen.findByRole('button', { name: 'Add to calendar app (.ics)' });
    expect(dayList('Saturday, June 1, 2019')).toHaveLength(12);
    expect(asked.filter((path) => /^tv\/\d+$/.test(path))).toHaveLength(12);
    expect(seen.maxInFlight).toBeGreaterThan(1);
    expect(seen.maxInFlight).toBeLessThanOrEqual(4);
  });

  it('counts from the visitor’s own day on the live catalogue', async () => {
    server.use(siteWith({ catalogue: 'tmdb' }));
    const today = localDay(new Date());
    answerTitles({
      shows: { 87108: { name: 'Chernobyl', next_episode_to_air: aired(2, 1, addDays(today, 1)) } },
      movies: { 475557: { title: 'Joker', release_date: addDays(today, -1) } },
    });
    await openAt('/calendar', {
      preloadedState: {
        watchlist: { items: [saved(87108, 'tv', 'Chernobyl'), saved(475557, 'movie', 'Joker')] },
      },
    });
    await screen.findByRole('button', { name: 'Add to calendar app (.ics)' });
    expect(dayHeadings()).toEqual([expect.stringMatching(/^Tomorrow, /)]);
    expect(screen.queryByText(/demo catalogue/)).toBeNull();
    // Released yesterday: nothing to come.
    expect(screen.getByText('No coming date is known for Joker.')).toBeVisible();
  });

  it('says what to do when the visitor follows nothing', async () => {
    server.use(siteWith({ catalogueToday: DEMO_DAY }));
    const { asked } = answerTitles({});
    await openAt('/calendar', {
      preloadedState: { favorites: { items: [saved(550, 'movie', 'Fight Club')] } },
    });
    expect(await screen.findByRole('heading', { name: 'Nothing to follow yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse TV Shows' })).toHaveAttribute(
      'href',
      '/tv-shows',
    );
    expect(screen.queryByRole('button', { name: 'Add to calendar app (.ics)' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('says when nothing is announced for what the visitor follows', async () => {
    server.use(siteWith({ catalogueToday: DEMO_DAY }));
    answerTitles({ shows: { 1399: { name: 'Game of Thrones', next_episode_to_air: null } } });
    await openAt('/calendar', {
      preloadedState: { watchlist: { items: [saved(1399, 'tv', 'Game of Thrones')] } },
    });
    expect(await screen.findByRole('heading', { name: 'Nothing coming up' })).toBeVisible();
    expect(
      screen.getByText(
        'No episode or release is announced from Tuesday, May 21, 2019 on for the 1 title you follow.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to calendar app (.ics)' })).toBeNull();
  });

  it('makes the .ics in the browser, sending nothing', async () => {
    server.use(siteWith({ catalogueToday: DEMO_DAY }));
    const { asked } = answerTitles(CATALOGUE);
    const requests: string[] = [];
    const { user } = await openAt('/calendar', { preloadedState: FOLLOWING });
    const button = await screen.findByRole('button', { name: 'Add to calendar app (.ics)' });
    const onRequest = ({ request }: { request: Request }) => requests.push(request.url);
    server.events.on('request:start', onRequest);
    const askedBefore = asked.length;
    const { name, text } = await download(user, button);
    server.events.removeListener('request:start', onRequest);

    expect(requests).toEqual([]);
    expect(asked.length).toBe(askedBefore);
    expect(name).toBe('marquee-calendar.ics');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const uids = [...text.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]!.trim());
    expect(uids).toEqual([
      'tv-37854-s20e886@localhost',
      'tv-87108-s1e4@localhost',
      'tv-48866-s6e5@localhost',
      'tv-87108-s1e5@localhost',
      'movie-475557@localhost',
    ]);
    expect(text).toContain(
      'DTSTART;VALUE=DATE:20190527\r\nDTEND;VALUE=DATE:20190528\r\nSUMMARY:Chernobyl S1 E4: The Happiness of All Mankind\r\n',
    );
    expect(text).toContain('SUMMARY:Joker (release day)\r\n');
    expect(screen.getByText('Saved marquee-calendar.ics with 5 dates.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    server.use(siteWith({ catalogueToday: DEMO_DAY }));
    answerTitles(CATALOGUE);
    const { container } = await openAt('/calendar', { preloadedState: FOLLOWING });
    await screen.findByRole('button', { name: 'Add to calendar app (.ics)' });
    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

/** Presses the download button and returns the file the browser would save. */
async function download(user: ReturnType<typeof renderApp>['user'], button: HTMLElement) {
  const blobs: Blob[] = [];
  const names: string[] = [];
  // The browser's download machinery is the edge here: capture the file it would save.
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => (blobs.push(blob), 'blob:marquee-test')),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  try {
    await user.click(button);
  } finally {
    click.mockRestore();
  }
  expect(blobs).toHaveLength(1);
  expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
  return { name: names[0]!, text: await blobs[0]!.text() };
}

/** The card (an article) whose heading is the title's name. */
function cardOf(cards: HTMLElement[], name: string): HTMLElement {
  const card = cards.find((article) => within(article).queryByRole('heading', { level: 3, name }));
  if (!card) throw new Error(`No card of ${name}`);
  return card;
}

describe('the new-episode mark', () => {
  const recent = (id: number, name: string, day: string) =>
    tvDetails(id, { name, last_episode_to_air: aired(1, 3, day), next_episode_to_air: null });

  it("marks a followed show's card on the watchlist when an episode aired in the last seven days", async () => {
    server.use(
      siteWith({ catalogueToday: DEMO_DAY }),
      http.get('*/api/tmdb/tv/:id', ({ params }) => {
        const id = Number(params.id);
        return HttpResponse.json(
          id === 87108
            ? recent(id, 'Chernobyl', '2019-05-20')
            : recent(id, 'Game of Thrones', '2019-05-14'),
        );
      }),
    );
    await openAt('/watchlist', {
      preloadedState: {
        watchlist: {
          items: [saved(87108, 'tv', 'Chernobyl'), saved(1399, 'tv', 'Game of Thrones')],
        },
      },
    });
    const card = (name: string) => cardOf(screen.getAllByRole('article'), name);
    await screen.findByRole('heading', { level: 3, name: 'Chernobyl' });
    await waitFor(() => expect(within(card('Chernobyl')).getByText('New episode')).toBeVisible());
    expect(card('Chernobyl')).toHaveTextContent('New episode: S1 E3, May 20');
    // Aired a week and a day before: no longer new.
    expect(within(card('Game of Thrones')).queryByText('New episode')).toBeNull();
  });

  it("asks only about the followed shows among a home row's cards", async () => {
    const asked: number[] = [];
    server.use(
      siteWith({ catalogueToday: DEMO_DAY }),
      // For You's row, shown to a visitor who saved something: its discover lists.
      http.get('*/api/tmdb/discover/:type', () => HttpResponse.json(paged([]))),
      http.get('*/api/tmdb/tv/:id', ({ params, request }) => {
        if (!/^\d+$/.test(String(params.id))) return undefined;
        const id = Number(params.id);
        // The Latest Episodes row asks for its own shows (with a season appended): not cards.
        if (!new URL(request.url).searchParams.get('append_to_response')?.includes('season'))
          asked.push(id);
        return HttpResponse.json(
          recent(id, `Show ${id}`, id === 151 ? '2019-05-19' : '2019-04-01'),
        );
      }),
    );
    // The trending row shows shows 150 to 158 (the test catalogue's); the visitor follows two of them.
    await openAt('/', {
      preloadedState: {
        favorites: { items: [saved(151, 'tv', 'Show 151')] },
        watchlist: { items: [saved(152, 'tv', 'Show 152')] },
      },
    });
    const row = await screen.findByRole('region', { name: 'Trending This Week' });
    const card = async (name: string) => {
      await within(row).findByRole('heading', { level: 3, name });
      return cardOf(within(row).getAllByRole('article'), name);
    };
    await waitFor(async () =>
      expect(within(await card('Show 151')).getByText('New episode')).toBeVisible(),
    );
    expect(within(await card('Show 152')).queryByText('New episode')).toBeNull();
    expect(within(await card('Show 150')).queryByText('New episode')).toBeNull();
    expect([...new Set(asked)].sort()).toEqual([151, 152]);
  });
});
