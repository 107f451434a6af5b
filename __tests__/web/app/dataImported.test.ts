import { dataImported } from '@/lib/backup';
import type { BackupData } from '@/lib/backup';

import { makeTestStore } from '../helpers/store';

const entry = (media_id: number) => ({
  media_id,
  media_type: 'movie' as const,
  details: { title: `Title ${media_id}` },
  added_at: '2026-11-01T00:00:00.000Z',
});

describe('dataImported (the import writing into the store)', () => {
  it('replaces only the slices it names', () => {
    const store = makeTestStore({
      watchlist: { items: [entry(1)] },
      favorites: { items: [entry(2)] },
      consent: { accepted: true },
    } as never);
    const consent = store.getState().consent;
    store.dispatch(dataImported({ watchlist: { items: [entry(3), entry(4)] } }));
    const state = store.getState();
    expect(state.watchlist.items.map((item) => item.media_id)).toEqual([3, 4]);
    expect(state.favorites.items.map((item) => item.media_id)).toEqual([2]);
    expect(state.consent).toBe(consent);
  });

  it('reads each section as a saved value: duplicates and malformed entries are dropped', () => {
    const store = makeTestStore();
    const spoiled = {
      watchlist: { items: [entry(1), entry(1), { media_id: 'x' }, entry(2)] },
      progress: { percent: { 'movie-1': 250, 'movie-2': 10, nonsense: 5 } },
      profile: { username: '  Ana  ', avatar: 'javascript:alert(1)', region: 'DE' },
    } as unknown as Partial<BackupData>;
    store.dispatch(dataImported(spoiled));
    const state = store.getState();
    expect(state.watchlist.items.map((item) => item.media_id)).toEqual([1, 2]);
    expect(state.progress.percent).toEqual({ 'movie-1': 100, 'movie-2': 10 });
    expect(state.profile).toEqual({ username: 'Ana', avatar: null, region: 'DE' });
  });

  it('keeps a slice whose section is not that slice’s at all', () => {
    const store = makeTestStore({ completedShows: { ids: [5] } } as never);
    store.dispatch(dataImported({ completedShows: 'nope' } as unknown as Partial<BackupData>));
    expect(store.getState().completedShows.ids).toEqual([5]);
  });
});
