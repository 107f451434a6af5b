import {
  BACKUP_SECTIONS,
  BACKUP_VERSION,
  backupCounts,
  backupData,
  backupFileName,
  buildBackup,
  emptyBackupData,
  mergeBackup,
  mergeNewest,
  readBackup,
} from '@/lib/backup';
import { englishI18n } from '@/app/i18n';
import type { BackupData, BackupTitle } from '@/lib/backup';
import { tasteSample } from '../helpers/tasteSample';

const i18n = englishI18n();

const title = (media_id: number, added_at: string, name = `Title ${media_id}`): BackupTitle => ({
  media_id,
  media_type: 'movie',
  details: { title: name, poster_path: null },
  added_at,
});

/** A full data set with something in every section. */
function sample(): BackupData {
  return {
    watchlist: {
      items: [title(550, '2026-11-20T10:00:00.000Z'), title(13, '2026-11-01T10:00:00.000Z')],
    },
    favorites: { items: [title(155, '2026-10-01T10:00:00.000Z', 'Comma, "Quoted" & Accént')] },
    continueWatching: {
      items: [
        {
          media_id: 1399,
          media_type: 'tv',
          details: { name: 'A show', last_episode: { season: 2, episode: 3 } },
          last_watched: '2026-11-24T08:00:00.000Z',
        },
      ],
    },
    progress: { percent: { 'tv-1399': 40, 'movie-550': 12.5 } },
    lastWatched: {
      shows: { '1399': { season: 2, episode: 3, updatedAt: '2026-11-24T08:00:00.000Z' } },
    },
    completedShows: { ids: [66732] },
    profile: { username: 'Ana', avatar: null, region: 'DE' },
    ...tasteSample(),
  };
}

const fileText = (data: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'marquee-data',
    version: 1,
    exported_at: '2026-11-25T12:00:00.000Z',
    data,
    ...extra,
  });

describe('export format', () => {
  it('names the file by the local date', () => {
    expect(backupFileName(new Date(2026, 0, 5, 23, 59))).toBe('marquee-data-2026-01-05.json');
    expect(backupFileName(new Date(2026, 10, 25, 0, 1))).toBe('marquee-data-2026-11-25.json');
  });

  it('carries the format, the version and the time, and reads back unchanged', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const file = buildBackup(sample(), now);
    expect(file).toMatchObject({
      format: 'marquee-data',
      version: BACKUP_VERSION,
      exported_at: now.toISOString(),
    });
    const reading = readBackup(JSON.stringify(file), i18n);
    expect(reading).toEqual({ ok: true, backup: file });
  });

  it('takes every section from the store state without redux-persist bookkeeping', () => {
    const data = sample();
    const state = Object.fromEntries(
      BACKUP_SECTIONS.map((section) => [
        section,
        { ...data[section], _persist: { version: 1, rehydrated: true } },
      ]),
    ) as unknown as BackupData;
    expect(backupData({ ...state, consent: { accepted: true } } as never)).toEqual(data);
  });

  it('counts entries per list', () => {
    expect(backupCounts(sample())).toEqual({
      watchlist: 2,
      favorites: 1,
      continueWatching: 1,
      progress: 2,
      lastWatched: 1,
      completedShows: 1,
      ratings: 1,
      diary: 1,
    });
  });
});

describe('reading a file', () => {
  const refusal = (text: string) => {
    const reading = readBackup(text, i18n);
    if (reading.ok) throw new Error('expected a refusal');
    expect(reading.message).toMatch(/Nothing was imported\.$/);
    return reading;
  };

  it('refuses an empty file', () => {
    expect(refusal('').problem).toBe('empty');
    expect(refusal('  \n ').problem).toBe('empty');
  });

  it('refuses text and binary that is not JSON as not ours', () => {
    expect(refusal('Date,Name,Year\n2026-01-01,Heat,1995').problem).toBe('notOurs');
    expect(refusal('\u0089PNG\r\n\u001a\n\u0000\u0000').problem).toBe('notOurs');
  });

  it('refuses another app’s JSON as not ours', () => {
    expect(refusal('{"items":[]}').problem).toBe('notOurs');
    expect(refusal('[1,2,3]').problem).toBe('notOurs');
    expect(refusal('{"format":"other","version":1}').message).toContain('not a Marquee data file');
  });

  it('recognises a file of ours cut off before its end', () => {
    const whole = fileText(sample());
    for (const cut of [whole.length - 1, Math.floor(whole.length / 2), 30]) {
      const reading = refusal(whole.slice(0, cut));
      expect(reading.problem).toBe('truncated');
      expect(reading.message).toContain('cut off');
    }
  });

  it('refuses a newer format and names both versions', () => {
    const reading = refusal(fileText(sample(), { version: BACKUP_VERSION + 1 }));
    expect(reading.problem).toBe('newer');
    expect(reading.message).toContain(`format ${BACKUP_VERSION + 1}`);
    expect(reading.message).toContain(`reads format ${BACKUP_VERSION}`);
  });

  it('refuses a version that is not a positive whole number', () => {
    for (const version of [0, -1, 1.5, '1', null]) {
      expect(refusal(fileText(sample(), { version })).problem).toBe('wrongTypes');
    }
  });

  it.each([
    [
      'a missing section',
      (data: Record<string, unknown>) => delete data.favorites,
      'Favorites is missing',
    ],
    [
      'a list that is not a list',
      (data: Record<string, unknown>) => (data.watchlist = { items: 'no' }),
      'Watchlist is not a list',
    ],
    [
      'an id given as text',
      (data: Record<string, unknown>) =>
        ((data.watchlist as { items: unknown[] }).items[1] = {
          ...title(13, '2026-01-01'),
          media_id: '13',
        }),
      'Watchlist has a wrong value at entry 2 (media_id)',
    ],
    [
      'an unknown media type',
      (data: Record<string, unknown>) =>
        ((data.favorites as { items: unknown[] }).items[0] = {
          ...title(1, '2026-01-01'),
          media_type: 'book',
        }),
      'Favorites has a wrong value at entry 1 (media_type)',
    ],
    [
      'a date that is not a date',
      (data: Record<string, unknown>) =>
        ((data.watchlist as { items: unknown[] }).items[0] = { ...title(1, 'yesterday') }),
      'entry 1 (added_at)',
    ],
    [
      'a title given as a number',
      (data: Record<string, unknown>) =>
        ((data.watchlist as { items: unknown[] }).items[0] = {
          ...title(1, '2026-01-01'),
          details: { title: 5 },
        }),
      'entry 1 (details.title)',
    ],
    [
      'progress above 100',
      (data: Record<string, unknown>) => (data.progress = { percent: { 'movie-1': 140 } }),
      'Progress has a wrong value',
    ],
    [
      'a progress key of another kind',
      (data: Record<string, unknown>) => (data.progress = { percent: { 'book-1': 10 } }),
      'Progress has a wrong value',
    ],
    [
      'an episode 0',
      (data: Record<string, unknown>) =>
        (data.lastWatched = { shows: { '5': { season: 1, episode: 0, updatedAt: '2026-01-01' } } }),
      'Last watched episodes has a wrong value at show 5',
    ],
    [
      "an episode's percent as text",
      (data: Record<string, unknown>) =>
        (data.lastWatched = {
          shows: { '5': { season: 1, episode: 2, updatedAt: '2026-01-01', percent: 'most' } },
        }),
      'Last watched episodes has a wrong value at show 5',
    ],
    [
      'a finished show id as text',
      (data: Record<string, unknown>) => (data.completedShows = { ids: [1, 'x'] }),
      'Finished shows has a wrong value at entry 2',
    ],
    [
      'a username that is a number',
      (data: Record<string, unknown>) => (data.profile = { username: 1, avatar: null }),
      'Profile has a wrong value at username',
    ],
    [
      'a rating between half stars',
      (data: Record<string, unknown>) =>
        ((data.ratings as { byTitle: Record<string, { rating: number }> }).byTitle[
          'movie-949'
        ]!.rating = 4.2),
      'Ratings has a wrong value at entry 1 (rating)',
    ],
    [
      'a rating filed under another title',
      (data: Record<string, unknown>) => {
        const { byTitle } = data.ratings as { byTitle: Record<string, unknown> };
        byTitle['movie-1'] = byTitle['movie-949'];
        delete byTitle['movie-949'];
      },
      'Ratings has a wrong value at entry 1 (its title)',
    ],
    [
      'a diary day that does not exist',
      (data: Record<string, unknown>) =>
        ((
          data.diary as { entries: Record<string, { watched_on: string }> }
        ).entries.d1!.watched_on = '2026-02-30'),
      'Diary has a wrong value at entry 1 (watched_on)',
    ],
    [
      'a diary rewatch flag as text',
      (data: Record<string, unknown>) =>
        ((data.diary as { entries: Record<string, { rewatch: unknown }> }).entries.d1!.rewatch =
          'yes'),
      'Diary has a wrong value at entry 1 (rewatch)',
    ],
  ])('refuses %s and says where', (_case, spoil, expected) => {
    const data = sample() as unknown as Record<string, unknown>;
    spoil(data);
    const reading = refusal(fileText(data));
    expect(reading.problem).toBe('wrongTypes');
    expect(reading.message).toContain(expected);
  });

  it('reads an empty data set', () => {
    expect(readBackup(fileText(emptyBackupData()), i18n).ok).toBe(true);
  });

  it('reads a file of version 1 (before ratings and the diary) with both empty', () => {
    const { ratings: _ratings, diary: _diary, ...older } = sample();
    const reading = readBackup(fileText(older, { version: 1 }), i18n);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.backup.data).toEqual({
      ...older,
      ratings: { byTitle: {} },
      diary: { entries: {} },
    });
  });

  it('refuses a file of version 2 without its ratings', () => {
    const { ratings: _ratings, ...data } = sample();
    expect(refusal(fileText(data, { version: 2 })).message).toContain('Ratings is missing');
  });
});

describe('merging (newest entry per title wins)', () => {
  it('keeps both sides’ titles, the later added_at winning, newest first', () => {
    const ours = [
      title(1, '2026-01-01T00:00:00Z', 'ours'),
      title(2, '2026-03-01T00:00:00Z', 'ours'),
    ];
    const theirs = [
      title(2, '2026-02-01T00:00:00Z', 'theirs'),
      title(1, '2026-04-01T00:00:00Z', 'theirs'),
      title(3, '2025-01-01T00:00:00Z'),
    ];
    const merged = mergeNewest(ours, theirs, (item) => item.added_at);
    expect(merged.map((item) => [item.media_id, item.details.title])).toEqual([
      [1, 'theirs'],
      [2, 'ours'],
      [3, 'Title 3'],
    ]);
  });

  it('keeps ours on a tie and tells movies from shows with the same id', () => {
    const ours = [title(7, '2026-01-01T00:00:00Z', 'ours')];
    const theirs = [
      title(7, '2026-01-01T00:00:00Z', 'theirs'),
      { ...title(7, '2026-01-01T00:00:00Z', 'show'), media_type: 'tv' as const },
    ];
    const merged = mergeNewest(ours, theirs, (item) => item.added_at);
    expect(merged).toHaveLength(2);
    expect(merged.find((item) => item.media_type === 'movie')?.details.title).toBe('ours');
  });

  it('merges continue watching by last_watched and keeps 20', () => {
    const entry = (id: number, day: number) => ({
      media_id: id,
      media_type: 'movie' as const,
      details: {},
      last_watched: new Date(Date.UTC(2026, 0, day)).toISOString(),
    });
    const ours = {
      ...emptyBackupData(),
      continueWatching: { items: Array.from({ length: 15 }, (_, i) => entry(i + 1, i + 1)) },
    };
    const theirs = {
      ...emptyBackupData(),
      continueWatching: { items: Array.from({ length: 15 }, (_, i) => entry(i + 100, i + 10)) },
    };
    const merged = mergeBackup(ours, theirs).continueWatching.items;
    expect(merged).toHaveLength(20);
    expect(merged[0]?.media_id).toBe(114);
    expect(merged.map((item) => item.last_watched)).toEqual(
      [...merged.map((item) => item.last_watched)].sort().reverse(),
    );
  });

  it('takes progress and the finished mark from whichever side watched the title last', () => {
    const ours = sample();
    const theirs: BackupData = {
      ...emptyBackupData(),
      continueWatching: {
        items: [{ ...ours.continueWatching.items[0]!, last_watched: '2026-11-25T09:00:00.000Z' }],
      },
      progress: { percent: { 'tv-1399': 90, 'movie-550': 5, 'movie-77': 30 } },
      lastWatched: {
        shows: { '1399': { season: 3, episode: 1, updatedAt: '2026-11-25T09:00:00.000Z' } },
      },
      completedShows: { ids: [1399] },
    };
    const merged = mergeBackup(ours, theirs);
    // The show was watched later in their browser: their progress and finished mark win.
    expect(merged.progress.percent['tv-1399']).toBe(90);
    expect(merged.completedShows.ids).toEqual(expect.arrayContaining([1399, 66732]));
    expect(merged.lastWatched.shows['1399']).toEqual({
      season: 3,
      episode: 1,
      updatedAt: '2026-11-25T09:00:00.000Z',
    });
    // Neither side has a time for movie 550: the further progress stays; a title only they have is added.
    expect(merged.progress.percent['movie-550']).toBe(12.5);
    expect(merged.progress.percent['movie-77']).toBe(30);
  });

  it('drops the finished mark when the side that watched last had reopened the show', () => {
    const ours = sample();
    ours.completedShows.ids = [1399];
    const theirs = {
      ...emptyBackupData(),
      lastWatched: {
        shows: { '1399': { season: 1, episode: 2, updatedAt: '2026-11-30T00:00:00.000Z' } },
      },
    };
    expect(mergeBackup(ours, theirs).completedShows.ids).not.toContain(1399);
    // And the other way round: ours is newer, so our mark stays.
    const older = {
      ...theirs,
      lastWatched: {
        shows: { '1399': { season: 1, episode: 2, updatedAt: '2020-01-01T00:00:00.000Z' } },
      },
    };
    expect(mergeBackup(ours, older).completedShows.ids).toContain(1399);
  });

  it('keeps our profile and fills only what ours never set', () => {
    const theirs = {
      ...emptyBackupData(),
      profile: { username: 'Bo', avatar: 'data:image/png;base64,AAAA', region: 'FR' },
    };
    expect(mergeBackup(sample(), theirs).profile).toEqual({
      username: 'Ana',
      avatar: 'data:image/png;base64,AAAA',
      region: 'DE',
    });
    expect(mergeBackup(emptyBackupData(), theirs).profile).toEqual(theirs.profile);
  });

  it('keeps the newer rating of a title and every diary entry, the later edit of one winning', () => {
    const ours = sample();
    const theirs = sample();
    theirs.ratings.byTitle['movie-949'] = {
      ...theirs.ratings.byTitle['movie-949']!,
      rating: 3,
      rated_at: '2026-11-22T10:00:00.000Z',
    };
    theirs.diary.entries.d2 = { ...theirs.diary.entries.d1!, id: 'd2', watched_on: '2026-11-01' };
    ours.diary.entries.d1 = {
      ...ours.diary.entries.d1!,
      note: 'edited later',
      logged_at: '2026-11-23T00:00:00Z',
    };
    const merged = mergeBackup(ours, theirs);
    expect(merged.ratings.byTitle['movie-949']!.rating).toBe(3);
    expect(Object.keys(merged.diary.entries).sort()).toEqual(['d1', 'd2']);
    expect(merged.diary.entries.d1!.note).toBe('edited later');
  });

  it('merging a set into itself changes nothing', () => {
    const data = sample();
    expect(mergeBackup(data, data)).toEqual({
      ...data,
      watchlist: { items: data.watchlist.items },
      completedShows: { ids: data.completedShows.ids },
    });
  });
});
