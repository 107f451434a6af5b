/**
 * Account sync's side of the merge rule (src/features/sync/merge.ts), on the real store and registry:
 * a pulled record applies only when it is later than everything this device holds of its entry.
 */
import { HybridClock } from '@common/syncClock';
import { profileSaved } from '@/features/profile/profileSlice';
import { titleAddedToWatchlist } from '@/features/lists/savedMedia/watchlistSlice';
import { localChanges, mergePulled } from '@/features/sync/merge';
import { syncedSlices } from '@/features/sync/syncedSlices';

import { makeTestStore } from '../helpers/store';

const stamp = (wall: number, counter = 0) =>
  `${String(wall).padStart(15, '0')}.${String(counter).padStart(4, '0')}.0000000a`;

const HEAT = {
  media_id: 949,
  media_type: 'movie' as const,
  details: { title: 'Heat', poster_path: '/heat.jpg' },
};

async function setup() {
  const store = makeTestStore();
  store.dispatch(titleAddedToWatchlist(HEAT));
  const slices = await syncedSlices(store);
  return { store, slices };
}

/** A pulled watchlist entry of Heat as another device sends it: no display fields. */
const pulledHeat = (at: string, deleted = false) => ({
  path: 'watchlist/movie-949',
  value: deleted
    ? undefined
    : { media_id: 949, media_type: 'movie', added_at: '2026-11-01T00:00:00.000Z', details: {} },
  stamp: at,
  deleted,
});

it('takes a record later than the version this device accepted, with its card from the copy here', async () => {
  const { store, slices } = await setup();
  const known = { stamps: { 'watchlist/movie-949': stamp(1000) }, pending: {} };
  const { fields, stamps, dropped } = mergePulled(
    slices,
    store.getState(),
    known,
    [pulledHeat(stamp(2000))],
    () => undefined,
  );
  expect(stamps).toEqual({ 'watchlist/movie-949': stamp(2000) });
  expect(dropped).toEqual([]);
  const heat = fields.get('watchlist')!['movie-949'] as { added_at: string; details: object };
  expect(heat.added_at).toBe('2026-11-01T00:00:00.000Z');
  expect(heat.details).toEqual({ title: 'Heat', poster_path: '/heat.jpg' });
});

it('never takes a replayed older or equal version, nor one older than a change made here', async () => {
  const { store, slices } = await setup();
  const accepted = { stamps: { 'watchlist/movie-949': stamp(2000) }, pending: {} };
  for (const at of [stamp(1000), stamp(2000)]) {
    const merged = mergePulled(
      slices,
      store.getState(),
      accepted,
      [pulledHeat(at, true)],
      () => undefined,
    );
    expect(merged.fields.size).toBe(0);
    expect(merged.stamps).toEqual({});
  }
  const pending = {
    stamps: {},
    pending: { 'watchlist/movie-949': { stamp: stamp(3000), deleted: false } },
  };
  expect(
    mergePulled(slices, store.getState(), pending, [pulledHeat(stamp(2500), true)], () => undefined)
      .fields.size,
  ).toBe(0);
});

it("lets a later deletion remove the entry and overtake this device's own pending change", async () => {
  const { store, slices } = await setup();
  const known = {
    stamps: {},
    pending: { 'watchlist/movie-949': { stamp: stamp(3000), deleted: false } },
  };
  const { fields, dropped } = mergePulled(
    slices,
    store.getState(),
    known,
    [pulledHeat(stamp(4000), true)],
    () => undefined,
  );
  expect(fields.get('watchlist')).toEqual({});
  expect(dropped).toEqual(['watchlist/movie-949']);
});

it("never takes a device's own field (the profile's region), nor a slice that does not sync", async () => {
  const { store, slices } = await setup();
  const { fields, stamps } = mergePulled(
    slices,
    store.getState(),
    { stamps: {}, pending: {} },
    [
      { path: 'profile/region', value: 'FR', stamp: stamp(5000), deleted: false },
      { path: 'consent/storage', value: 'all', stamp: stamp(5000), deleted: false },
    ],
    () => undefined,
  );
  expect(fields.size).toBe(0);
  expect(stamps).toEqual({});
});

it('stamps the entries a local change made, and nothing when the records would read the same', async () => {
  const { store, slices } = await setup();
  const before = store.getState();
  store.dispatch(profileSaved({ username: 'Ada', avatar: null }));
  const clock = new HybridClock('0000000a', () => 10_000);
  const changes = localChanges(slices, before, store.getState(), clock);
  expect(Object.keys(changes!.changes).sort()).toEqual(['profile/username']);
  expect(changes!.changes['profile/username']).toEqual({
    stamp: expect.any(String),
    deleted: false,
  });
  expect(localChanges(slices, store.getState(), store.getState(), clock)).toBeNull();
});
