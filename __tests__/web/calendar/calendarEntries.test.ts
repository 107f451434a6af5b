/**
 * The calendar's rules as pure functions: which episodes and releases count from a day, how they are
 * grouped by day and ordered, how days are headed, what is a new episode, and what the visitor follows.
 */
import type { Episode } from '@common/tmdb';
import { englishI18n } from '@/app/i18n';
import {
  dayHeading,
  groupByDay,
  movieEntries,
  showEntries,
} from '@/features/calendar/calendarEntries';
import type { CalendarEntry } from '@/features/calendar/calendarEntries';
import { selectFollowedShowIds, selectFollowedTitles } from '@/features/calendar/followed';
import { otherTabChanged } from '@/lib/remoteChanges';
import { addDays, isCalendarDay, isNewEpisode } from '@/features/calendar/calendarDays';

import { makeTestStore } from '../helpers/store';

const TODAY = '2019-05-21';

const episode = (season: number, number: number, air_date: string | null, name = ''): Episode => ({
  id: season * 100 + number,
  name: name || `Episode ${number}`,
  air_date,
  season_number: season,
  episode_number: number,
  still_path: null,
});

const followed = { media_id: 87108, name: 'Chernobyl', poster_path: '/saved.jpg' };

describe('showEntries', () => {
  it("lists the announced episode and the season's later dated ones, from today on", () => {
    const show = {
      name: 'Chernobyl',
      poster_path: '/poster.jpg',
      next_episode_to_air: episode(1, 4, '2019-05-27', 'The Happiness of All Mankind'),
    };
    const season = {
      season_number: 1,
      episodes: [
        episode(1, 3, '2019-05-20', 'Open Wide, O Earth'),
        episode(1, 4, '2019-05-27', 'The Happiness of All Mankind'),
        episode(1, 5, '2019-06-03', 'Vichnaya Pamyat'),
        // Not announced yet: no date, no entry.
        episode(1, 6, null),
      ],
    };
    expect(showEntries(followed, show, season, TODAY)).toEqual([
      {
        key: 'tv-87108-s1e4',
        day: '2019-05-27',
        media_type: 'tv',
        media_id: 87108,
        title: 'Chernobyl',
        poster_path: '/poster.jpg',
        episode: { season_number: 1, episode_number: 4, name: 'The Happiness of All Mankind' },
      },
      {
        key: 'tv-87108-s1e5',
        day: '2019-06-03',
        media_type: 'tv',
        media_id: 87108,
        title: 'Chernobyl',
        poster_path: '/poster.jpg',
        episode: { season_number: 1, episode_number: 5, name: 'Vichnaya Pamyat' },
      },
    ]);
  });

  it("counts an episode airing today, leaves out a generic name, and ignores another season's list", () => {
    const show = {
      name: 'One Piece',
      poster_path: null,
      next_episode_to_air: episode(20, 886, TODAY),
    };
    const otherSeason = { season_number: 19, episodes: [episode(19, 1, '2019-06-01')] };
    const entries = showEntries({ ...followed, media_id: 37854 }, show, otherSeason, TODAY);
    expect(entries).toEqual([
      expect.objectContaining({
        key: 'tv-37854-s20e886',
        day: TODAY,
        poster_path: '/saved.jpg',
        episode: { season_number: 20, episode_number: 886 },
      }),
    ]);
  });

  it('has nothing for a show that announces nothing, or whose announced date has passed', () => {
    const none = { name: 'Game of Thrones', poster_path: null, next_episode_to_air: null };
    expect(showEntries(followed, none, undefined, TODAY)).toEqual([]);
    const stale = {
      name: 'X',
      poster_path: null,
      next_episode_to_air: episode(2, 1, '2019-05-20'),
    };
    expect(showEntries(followed, stale, undefined, TODAY)).toEqual([]);
  });
});

describe('movieEntries', () => {
  const saved = { media_id: 475557, name: 'Joker', poster_path: null };
  it('lists a release from today on, and none before', () => {
    expect(
      movieEntries(
        saved,
        { title: 'Joker', poster_path: '/j.jpg', release_date: '2019-10-04' },
        TODAY,
      ),
    ).toEqual([
      {
        key: 'movie-475557',
        day: '2019-10-04',
        media_type: 'movie',
        media_id: 475557,
        title: 'Joker',
        poster_path: '/j.jpg',
      },
    ]);
    expect(
      movieEntries(saved, { title: 'Joker', poster_path: null, release_date: TODAY }, TODAY),
    ).toHaveLength(1);
    expect(
      movieEntries(saved, { title: 'Joker', poster_path: null, release_date: '2019-05-20' }, TODAY),
    ).toEqual([]);
    expect(
      movieEntries(saved, { title: 'Joker', poster_path: null, release_date: '' }, TODAY),
    ).toEqual([]);
  });
});

describe('groupByDay', () => {
  const entry = (key: string, day: string, title: string, s = 0, e = 0): CalendarEntry => ({
    key,
    day,
    media_type: s ? 'tv' : 'movie',
    media_id: key.length,
    title,
    poster_path: null,
    ...(s ? { episode: { season_number: s, episode_number: e } } : {}),
  });

  it('groups by day, soonest first; on a day by title, then season and episode', () => {
    const days = groupByDay([
      entry('d', '2019-06-03', 'Chernobyl', 1, 5),
      entry('c2', '2019-05-27', 'chernobyl', 1, 4),
      entry('a', '2019-05-27', 'American Dad!', 16, 7),
      entry('c1', '2019-05-27', 'Chernobyl', 1, 3),
      entry('j', '2019-05-22', 'Jane the Virgin', 5, 9),
      entry('m', '2019-05-22', 'Aladdin'),
    ]);
    expect(days.map((day) => [day.day, day.entries.map((e) => e.key)])).toEqual([
      ['2019-05-22', ['m', 'j']],
      ['2019-05-27', ['a', 'c1', 'c2']],
      ['2019-06-03', ['d']],
    ]);
  });

  it('gives no day for no entries', () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe('days', () => {
  it('heads today and tomorrow so, and any other day by its date', () => {
    expect(dayHeading(englishI18n(), TODAY, TODAY)).toBe('Today, Tuesday, May 21, 2019');
    expect(dayHeading(englishI18n(), '2019-05-22', TODAY)).toBe(
      'Tomorrow, Wednesday, May 22, 2019',
    );
    expect(dayHeading(englishI18n(), '2019-06-03', TODAY)).toBe('Monday, June 3, 2019');
    expect(dayHeading(englishI18n(), '2020-01-01', '2019-12-31')).toBe(
      'Tomorrow, Wednesday, January 1, 2020',
    );
  });

  it('counts days across months, years and leap days, and knows a real day from a made-up one', () => {
    expect(addDays('2019-12-31', 1)).toBe('2020-01-01');
    expect(addDays('2020-03-01', -1)).toBe('2020-02-29');
    expect(isCalendarDay('2019-02-28')).toBe(true);
    expect(isCalendarDay('2019-02-30')).toBe(false);
    expect(isCalendarDay('2019-5-1')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });

  it('marks an episode new on the day it aired and the six days after', () => {
    expect(isNewEpisode(TODAY, TODAY)).toBe(true);
    expect(isNewEpisode('2019-05-15', TODAY)).toBe(true);
    expect(isNewEpisode('2019-05-14', TODAY)).toBe(false);
    expect(isNewEpisode('2019-05-22', TODAY)).toBe(false);
    expect(isNewEpisode(null, TODAY)).toBe(false);
    expect(isNewEpisode('soon', TODAY)).toBe(false);
  });
});

describe('selectFollowedTitles', () => {
  const saved = (media_id: number, media_type: 'movie' | 'tv', name: string) => ({
    media_id,
    media_type,
    details: media_type === 'movie' ? { title: name } : { name, poster_path: `/${media_id}.jpg` },
    added_at: '2019-05-01T10:00:00.000Z',
  });

  it('follows watchlisted titles, favorite shows and shows being watched until their finale', () => {
    const store = makeTestStore({
      watchlist: { items: [saved(475557, 'movie', 'Joker'), saved(87108, 'tv', 'Chernobyl')] },
      favorites: {
        items: [
          saved(87108, 'tv', 'Chernobyl'),
          saved(1396, 'tv', 'Breaking Bad'),
          // A favorite movie has no coming date to follow.
          saved(550, 'movie', 'Fight Club'),
        ],
      },
      continueWatching: {
        items: [
          { ...saved(66732, 'tv', 'Stranger Things'), last_watched: '2019-05-20T20:00:00.000Z' },
          { ...saved(1399, 'tv', 'Game of Thrones'), last_watched: '2019-05-20T20:00:00.000Z' },
          { ...saved(680, 'movie', 'Pulp Fiction'), last_watched: '2019-05-20T20:00:00.000Z' },
        ],
      },
      lastWatched: {
        shows: {
          '66732': { season: 2, episode: 3, updatedAt: '2019-05-20T20:00:00.000Z' },
          '1399': { season: 8, episode: 6, updatedAt: '2019-05-20T20:00:00.000Z' },
          '48866': { season: 6, episode: 4, updatedAt: '2019-05-20T20:00:00.000Z' },
          '1396': { season: 5, episode: 16, updatedAt: '2019-05-20T20:00:00.000Z' },
        },
      },
      // Game of Thrones and Breaking Bad: their finales were opened.
      completedShows: { ids: [1399, 1396] },
    });
    const titles = selectFollowedTitles(store.getState());
    expect(titles.map((t) => [`${t.media_type}-${t.media_id}`, t.name, t.reasons])).toEqual([
      ['movie-475557', 'Joker', ['watchlist']],
      ['tv-87108', 'Chernobyl', ['watchlist', 'favorite']],
      // Finished, but a favorite: still followed.
      ['tv-1396', 'Breaking Bad', ['favorite']],
      ['tv-66732', 'Stranger Things', ['watching']],
      // Known by its progress alone: its name comes with its details.
      ['tv-48866', '', ['watching']],
    ]);
  });

  it("keeps the followed shows' set while its members stay, and makes a new one when they change", () => {
    const store = makeTestStore({
      watchlist: { items: [saved(87108, 'tv', 'Chernobyl')] },
      favorites: { items: [saved(1396, 'tv', 'Breaking Bad')] },
    });
    const titles = selectFollowedTitles(store.getState());
    const ids = selectFollowedShowIds(store.getState());
    expect([...ids]).toEqual([87108, 1396]);
    // The lists come back equal but new (the saved lists' read-back, another tab's save).
    for (const name of ['watchlist', 'favorites'] as const) {
      store.dispatch(otherTabChanged({ name, state: structuredClone(store.getState()[name]) }));
    }
    // The followed titles were worked out again (else this would prove nothing), the set kept.
    expect(selectFollowedTitles(store.getState())).not.toBe(titles);
    expect(selectFollowedShowIds(store.getState())).toBe(ids);
    store.dispatch(
      otherTabChanged({
        name: 'watchlist',
        state: { items: [saved(66732, 'tv', 'Stranger Things')] },
      }),
    );
    expect([...selectFollowedShowIds(store.getState())]).toEqual([66732, 1396]);
  });
});
