/**
 * The demo's calendar (issue 33 §4). The catalogue is a snapshot whose dates are years old, so the
 * visitor's calendar counts from the snapshot's own day, which `/api/site` states (`catalogueToday`)
 * instead of the real date: the facts (air dates, release dates) stay TMDB's, untouched. Checked on
 * the real server over the real SQLite catalogue built from the committed seed.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { SeedEpisode, SeedTv } from '../../server/catalogue/seedTypes';
import type { DemoApp } from './helpers/demoApp';
import { okJson, startDemoApp } from './helpers/demoApp';

const SEED = path.resolve(__dirname, '..', '..', 'server', 'catalogue', 'seed');

const readSeed = <T>(name: string): T[] =>
  fs
    .readFileSync(path.join(SEED, `${name}.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);

interface EpisodeAnswer {
  air_date: string | null;
  season_number: number;
  episode_number: number;
}

interface ShowAnswer {
  id: number;
  name: string;
  poster_path: string | null;
  last_episode_to_air: EpisodeAnswer | null;
  next_episode_to_air: EpisodeAnswer | null;
}

/** `day` plus `days` (negative: before), YYYY-MM-DD. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let demo: DemoApp;
let api: ReturnType<typeof okJson>;
beforeAll(async () => {
  demo = await startDemoApp();
  api = okJson(demo);
});
afterAll(async () => {
  await demo.close();
});

/** Every show of the seed that announces a next episode, with its details as the API answers them. */
async function announcedShows(): Promise<ShowAnswer[]> {
  const ids = readSeed<SeedTv>('tv')
    .filter((show) => show.next_episode)
    .map((show) => show.id);
  return Promise.all(ids.map((id) => api(`/tv/${id}`) as Promise<ShowAnswer>));
}

describe("the demo's day", () => {
  it('is stated by /api/site and follows from the snapshot: the last aired day of the shows with an episode announced', async () => {
    // Worked out here from the seed files alone, independently of the server's SQL.
    const shows = readSeed<SeedTv>('tv');
    const aired = new Map(
      readSeed<SeedEpisode>('episodes').map((e) => [
        `${e.show_id}:${e.season_number}:${e.episode_number}`,
        e.air_date,
      ]),
    );
    const lastDays = shows
      .filter((show) => show.next_episode && show.last_episode)
      .map((show) => aired.get(`${show.id}:${show.last_episode![0]}:${show.last_episode![1]}`))
      .filter((day): day is string => Boolean(day))
      .sort();
    const expected = lastDays[lastDays.length - 1];

    const site = await demo.get('/api/site');
    expect(site.body.catalogueToday).toBe(expected);
    expect(site.body.catalogueToday).toBe('2019-05-21');
  });

  it('lies between the last aired and the next announced episode of every show that announces one', async () => {
    const today = (await demo.get('/api/site')).body.catalogueToday as string;
    const shows = await announcedShows();
    expect(shows.length).toBeGreaterThanOrEqual(20);
    for (const show of shows) {
      expect({
        show: show.name,
        lastAiredByToday: (show.last_episode_to_air?.air_date ?? '') <= today,
        nextAfterToday: (show.next_episode_to_air?.air_date ?? '') > today,
      }).toEqual({ show: show.name, lastAiredByToday: true, nextAfterToday: true });
    }
  });

  it('does not move with the real clock: a server started years later states the same day', async () => {
    jest.useFakeTimers({
      now: new Date('2041-03-09T12:00:00Z'),
      // Only the date: the server's timers and I/O run as usual.
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const later = await startDemoApp();
    try {
      expect(new Date().getUTCFullYear()).toBe(2041);
      expect((await later.get('/api/site')).body.catalogueToday).toBe('2019-05-21');
    } finally {
      jest.useRealTimers();
      await later.close();
    }
  });
});

describe('a calendar worth opening in the demo', () => {
  it('has pictured shows with an episode coming within a fortnight of its day, each dated in its season too', async () => {
    const today = (await demo.get('/api/site')).body.catalogueToday as string;
    const soon = (await announcedShows()).filter(
      (show) =>
        show.poster_path &&
        show.next_episode_to_air?.air_date &&
        show.next_episode_to_air.air_date <= addDays(today, 14),
    );
    expect(soon.length).toBeGreaterThanOrEqual(15);
    expect(soon.map((show) => show.name)).toEqual(
      expect.arrayContaining(['Chernobyl', 'Killing Eve', 'The 100']),
    );
    // The calendar reads further episodes from the season: it answers the announced one, dated.
    for (const show of soon) {
      const next = show.next_episode_to_air!;
      const season = await api(`/tv/${show.id}/season/${next.season_number}`);
      const listed = (season.episodes as EpisodeAnswer[]).find(
        (e) => e.episode_number === next.episode_number,
      );
      expect({ show: show.name, date: listed?.air_date }).toEqual({
        show: show.name,
        date: next.air_date,
      });
    }
  });

  it('has shows whose latest episode aired in the week up to its day (the new-episode mark)', async () => {
    const today = (await demo.get('/api/site')).body.catalogueToday as string;
    const airing = await api('/tv/airing_today');
    const recent = (airing.results as ShowAnswer[]).filter((show) => {
      const day = show.last_episode_to_air?.air_date ?? '';
      return day > addDays(today, -7) && day <= today;
    });
    expect(recent.length).toBeGreaterThanOrEqual(10);
    expect(recent.map((show) => show.name)).toContain('Chernobyl');
  });

  it('has movies released after its day, for the watchlist to show', async () => {
    const today = (await demo.get('/api/site')).body.catalogueToday as string;
    const nextYear = Number(today.slice(0, 4)) + 1;
    const later = await api(`/discover/movie?primary_release_year=${nextYear}`);
    expect(later.total_results).toBeGreaterThan(100);
    for (const movie of later.results as { release_date: string }[]) {
      expect(movie.release_date > today).toBe(true);
    }
  });
});
