/**
 * The visitor's streaming services ("On my services", issue 31) as the profile keeps them: read back
 * from storage, another tab or an account with malformed entries dropped, carried by the data file
 * (refused when wrong, merged like the profile's other fields), and changed by the profile's event.
 */
import { englishI18n } from '@/app/i18n';
import { makeStore } from '@/app/store';
import { selectWatchServices, watchServicesChosen } from '@/features/profile/profileSlice';
import { restoreProfile } from '@/features/profile/persisted';
import { buildBackup, emptyBackupData, mergeBackup, readBackup } from '@/lib/backup';
import type { BackupData } from '@/lib/backup';
import { MAX_STREAMING_SERVICES, cleanStreamingServices } from '@/lib/streamingServices';

const i18n = englishI18n();

const NETFLIX = { id: 8, name: 'Netflix' };
const DISNEY = { id: 337, name: 'Disney Plus' };

describe('cleanStreamingServices', () => {
  it('keeps well-formed entries, each id once, names cleaned', () => {
    expect(
      cleanStreamingServices([
        NETFLIX,
        { id: 8, name: 'Netflix again' },
        { id: 337, name: '  Disney Plus\u202e ' },
        { id: 0, name: 'Zero' },
        { id: 1.5, name: 'Half' },
        { id: 9, name: '   ' },
        { id: '10', name: 'Text id' },
        null,
        'Max',
      ]),
    ).toEqual([NETFLIX, DISNEY]);
  });

  it('gives none for anything but a list, and keeps at most 31', () => {
    expect(cleanStreamingServices({ 8: 'Netflix' })).toEqual([]);
    expect(cleanStreamingServices(undefined)).toEqual([]);
    const many = Array.from({ length: 40 }, (_, index) => ({ id: index + 1, name: `S${index}` }));
    expect(cleanStreamingServices(many)).toHaveLength(MAX_STREAMING_SERVICES);
  });
});

describe('the profile', () => {
  it('restores services from a saved value, and leaves them unset in an older one', () => {
    expect(
      restoreProfile({ username: 'Ada', avatar: null, region: 'GB', services: [NETFLIX, 'x'] }),
    ).toEqual({ username: 'Ada', avatar: null, region: 'GB', services: [NETFLIX] });
    expect(restoreProfile({ username: 'Ada', avatar: null, region: 'GB' })).not.toHaveProperty(
      'services',
    );
    expect(restoreProfile({ username: 'Ada', services: 'Netflix' })?.services).toEqual([]);
  });

  it('records the services the visitor ticks, and none by default', () => {
    const store = makeStore();
    expect(selectWatchServices(store.getState())).toEqual([]);
    store.dispatch(watchServicesChosen([NETFLIX, DISNEY, { id: -1, name: 'Bad' }]));
    expect(selectWatchServices(store.getState())).toEqual([NETFLIX, DISNEY]);
    store.dispatch(watchServicesChosen([DISNEY]));
    expect(store.getState().profile.services).toEqual([DISNEY]);
  });
});

describe('the data file', () => {
  const withServices = (services: unknown): BackupData =>
    ({
      ...emptyBackupData(),
      profile: { username: 'Ada', avatar: null, region: null, services },
    }) as BackupData;
  const text = (data: BackupData) => JSON.stringify(buildBackup(data, new Date('2026-11-25')));

  it('carries the services, and a file made before them still reads', () => {
    const reading = readBackup(text(withServices([NETFLIX])), i18n);
    expect(reading.ok && reading.backup.data.profile.services).toEqual([NETFLIX]);
    expect(readBackup(text(emptyBackupData()), i18n).ok).toBe(true);
  });

  it.each([
    ['Netflix', 'Profile has a wrong value at services. Nothing was imported.'],
    [
      [NETFLIX, { id: 'x' }],
      'Profile has a wrong value at services, entry 2. Nothing was imported.',
    ],
  ])('refuses services of %j, naming the place', (services, message) => {
    expect(readBackup(text(withServices(services)), i18n)).toEqual({
      ok: false,
      problem: 'wrongTypes',
      message,
    });
  });

  it('merges like the other profile fields: ours, or theirs when ours has none', () => {
    const ours = withServices([DISNEY]);
    const theirs = withServices([NETFLIX]);
    expect(mergeBackup(ours, theirs).profile.services).toEqual([DISNEY]);
    expect(mergeBackup(withServices([]), theirs).profile.services).toEqual([NETFLIX]);
    expect(mergeBackup(emptyBackupData(), emptyBackupData()).profile).not.toHaveProperty(
      'services',
    );
  });
});
