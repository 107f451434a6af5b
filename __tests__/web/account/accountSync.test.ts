/**
 * The sync code (src/features/sync/engine.ts) on a real store, with the account server answered at the
 * network edge by a small in-memory log that keeps the server's rules (newer stamp wins, tombstones,
 * sequence numbers): what leaves the browser is encrypted, other devices' records merge in through
 * one action, removals go as tombstones, offline changes wait, and a device signed out elsewhere keeps
 * its lists. The keys are kept in IndexedDB (fake-indexeddb: a full implementation of the standard in
 * memory, as jsdom has none). The server's own behaviour is tested on the real server
 * (__tests__/server/accounts.test.ts).
 */
import { webcrypto } from 'node:crypto';

import { IDBFactory } from 'fake-indexeddb';

import { deriveKeys, newPassphrase, recordName } from '@common/accountCrypto';
import { formatStamp } from '@common/syncClock';
import { accountTag, openRecord } from '@common/syncRecord';
import type { AccountSync } from '@/features/sync/engine';
import { indexedDbKeyring } from '@/features/sync/keyring';
import type { Keyring } from '@/features/sync/keyring';
import {
  profileSaved,
  selectInitial,
  selectUsername,
  watchRegionChosen,
} from '@/features/profile/profileSlice';
import {
  titleAddedToWatchlist,
  titlesRemovedFromWatchlist,
} from '@/features/lists/savedMedia/watchlistSlice';

import { diaryEntryDeleted, diaryEntrySaved } from '@/features/taste/diarySlice';
import { ratingCleared, titleRated } from '@/features/taste/ratingsSlice';

import { fakeAccountServer, syncedStore, until } from '../helpers/fakeAccountServer';

/**
 * A pushed record's body is sealed: base64url text only (no JSON, nothing readable), and none of
 * `words` among its bytes. The bytes, not the text, are searched: a short word such as an id ("550")
 * turns up in random base64 text now and then, in random bytes practically never.
 */
function expectSealed(body: string | null | undefined, words: string[]): void {
  expect(body ?? '').toMatch(/^[A-Za-z0-9_-]*$/);
  const bytes = Buffer.from(body ?? '', 'base64url').toString('latin1');
  for (const word of words)
    expect({ word, found: bytes.includes(word) }).toEqual({ word, found: false });
}

jest.setTimeout(30_000);

// jsdom has no WebCrypto: the browser's is Node's own implementation of the same standard.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const FIGHT_CLUB = {
  media_id: 550,
  media_type: 'movie' as const,
  details: { title: 'Fight Club', poster_path: null },
};

describe('account sync', () => {
  let sync: AccountSync;
  afterEach(() => sync?.stop());

  const setup = (keyring: Keyring | null = indexedDbKeyring(new IDBFactory())) => {
    const started = syncedStore(keyring);
    sync = started.sync;
    return started;
  };

  it("sends this browser's lists encrypted at sign-in, and merges another device's through one action", async () => {
    const fake = fakeAccountServer();
    const passphrase = newPassphrase();
    const other = await fake.createAccount(passphrase);
    const { store, seen, account } = setup();
    store.dispatch(titleAddedToWatchlist(FIGHT_CLUB));
    await fake.add(
      other,
      'favorites/movie/13',
      {
        media_id: 13,
        media_type: 'movie',
        details: { title: 'Forrest Gump' },
        added_at: '2026-01-01T00:00:00.000Z',
      },
      formatStamp(1_700_000_000_000, 0, '0000000b'),
    );

    await sync.signIn(passphrase, 'Test device');
    await until(
      'the first sync',
      () => account().status === 'idle' && Object.keys(account().pending).length === 0,
    );

    const sent = fake.pushes.flat();
    expect(sent.length).toBeGreaterThan(0);
    for (const record of sent) {
      expect(record.name).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expectSealed(record.body, ['Fight Club', 'watchlist', '550']);
    }
    expect(store.getState().favorites.items.map((item) => item.media_id)).toEqual([13]);
    expect(store.getState().watchlist.items.map((item) => item.media_id)).toEqual([550]);
    expect(seen).toContain('sync/remoteChangesMerged');
    expect(account().cursor).toBeGreaterThan(0);
  });

  it('carries ratings and diary entries to another device, sealed, and their removals too', async () => {
    const fake = fakeAccountServer();
    const passphrase = newPassphrase();
    const phone = syncedStore(indexedDbKeyring(new IDBFactory()));
    await phone.sync.register(passphrase, 'Phone');
    const laptop = syncedStore(indexedDbKeyring(new IDBFactory()));
    await laptop.sync.signIn(passphrase, 'Laptop');
    const heat = { media_id: 949, media_type: 'movie' as const };
    phone.store.dispatch(
      titleRated({
        ...heat,
        rating: 4.5,
        rated_at: '2026-11-20T00:00:00Z',
        details: { title: 'Heat' },
      }),
    );
    phone.store.dispatch(
      diaryEntrySaved({
        id: 'd1',
        ...heat,
        watched_on: '2026-11-19',
        rewatch: true,
        note: 'The diner scene',
        logged_at: '2026-11-20T00:00:00Z',
        details: { title: 'Heat', runtime: 170 },
      }),
    );
    await until('both sent', () => Object.keys(phone.account().pending).length === 0);
    for (const record of fake.pushes.flat()) {
      expectSealed(record.body, ['Heat', 'diner', 'ratings', 'diary', '949']);
    }
    laptop.sync.syncNow();
    await until(
      'both on the laptop',
      () =>
        laptop.store.getState().ratings.byTitle['movie-949']?.rating === 4.5 &&
        laptop.store.getState().diary.entries.d1?.note === 'The diner scene',
    );

    phone.store.dispatch(ratingCleared(heat));
    phone.store.dispatch(diaryEntryDeleted('d1'));
    await until('the removals sent', () => Object.keys(phone.account().pending).length === 0);
    laptop.sync.syncNow();
    await until(
      'both gone from the laptop',
      () =>
        laptop.store.getState().ratings.byTitle['movie-949'] === undefined &&
        laptop.store.getState().diary.entries.d1 === undefined,
    );
    phone.sync.stop();
    laptop.sync.stop();
  });

  it("merges the account into this browser at first sign-in by the data file import's rules", async () => {
    const fake = fakeAccountServer();
    const passphrase = newPassphrase();
    const other = await fake.createAccount(passphrase);
    const { store, account } = setup();
    // Here: Fight Club and Heat; there: Fight Club saved again a minute later, and Alien.
    store.dispatch(titleAddedToWatchlist(FIGHT_CLUB));
    store.dispatch(
      titleAddedToWatchlist({ media_id: 949, media_type: 'movie', details: { title: 'Heat' } }),
    );
    const older = store.getState().watchlist.items.find((item) => item.media_id === 550)!;
    await fake.add(
      other,
      'watchlist/movie-550',
      {
        ...older,
        added_at: new Date(Date.now() + 60_000).toISOString(),
        details: { title: 'Fight Club (1999)' },
      },
      formatStamp(1_700_000_000_000, 0, '0000000b'),
    );
    await fake.add(
      other,
      'watchlist/movie-348',
      {
        media_id: 348,
        media_type: 'movie',
        details: { title: 'Alien' },
        added_at: '2025-01-01T00:00:00.000Z',
      },
      formatStamp(1_700_000_000_001, 0, '0000000b'),
    );

    await sync.signIn(passphrase, 'Test device');
    await until('the first sync', () => Object.keys(account().pending).length === 0);
    const titles = store.getState().watchlist.items.map((item) => item.details.title);
    expect(titles.sort()).toEqual(['Alien', 'Fight Club (1999)', 'Heat']);
    // Heat went up; the two the account already had were not sent back.
    const sentNames = fake.pushes.flat().map((record) => record.name);
    expect(sentNames).toContain(await recordName(other, 'watchlist/movie-949'));
    expect(sentNames).not.toContain(await recordName(other, 'watchlist/movie-348'));
  });

  it('sends a removal as a tombstone, keeps changes made offline, and sends them once back', async () => {
    const fake = fakeAccountServer();
    const { store, account } = setup();
    store.dispatch(titleAddedToWatchlist(FIGHT_CLUB));
    await sync.register(newPassphrase(), 'Test device');
    await until('the first sync', () => Object.keys(account().pending).length === 0);

    fake.setOffline(true);
    store.dispatch(titlesRemovedFromWatchlist([{ media_id: 550, media_type: 'movie' }]));
    await until('the offline status', () => account().status === 'offline');
    expect(Object.keys(account().pending)).toEqual(['watchlist/movie-550']);
    expect(store.getState().watchlist.items).toEqual([]);

    fake.setOffline(false);
    sync.syncNow();
    await until('the removal sent', () => Object.keys(account().pending).length === 0);
    const tombstones = fake.pushes.flat().filter((r) => r.deleted);
    expect(tombstones).toHaveLength(1);
    // Sealed like any record: it names its entry, and opens only as a deletion with its stamp.
    const tombstone = [...fake.rows.values()].find((r) => r.deleted)!;
    const keys = (await sync.keys())!;
    const tag = await accountTag(keys);
    expect(await openRecord(keys, tag, tombstone, tombstone.body)).toEqual({
      path: 'watchlist/movie-550',
    });
    expect(
      await openRecord(keys, tag, { ...tombstone, deleted: false }, tombstone.body),
    ).toBeUndefined();
  });

  it('signs this browser out when the server says so, keeping its lists', async () => {
    const fake = fakeAccountServer();
    const { store, account } = setup();
    store.dispatch(titleAddedToWatchlist(FIGHT_CLUB));
    await sync.register(newPassphrase(), 'Test device');
    await until('the first sync', () => Object.keys(account().pending).length === 0);
    fake.signOut();
    sync.syncNow();
    await until('signed out', () => account().session === null);
    expect(store.getState().watchlist.items.map((item) => item.media_id)).toEqual([550]);
  });

  it("signs out keeping this browser's copy, or removing it: every slice back to what its selectors read", async () => {
    fakeAccountServer();
    const { store, account } = setup();
    await sync.register(newPassphrase(), 'Test device');
    store.dispatch(titleAddedToWatchlist(FIGHT_CLUB));
    store.dispatch(profileSaved({ username: 'Ada' }));
    store.dispatch(watchRegionChosen('DE'));

    await sync.signOut(true);
    expect(account().session).toBeNull();
    expect(store.getState().watchlist.items.map((item) => item.media_id)).toEqual([550]);
    expect(selectUsername(store.getState())).toBe('Ada');

    await sync.register(newPassphrase(), 'Test device');
    await sync.signOut(false);
    const state = store.getState();
    expect(state.watchlist.items).toEqual([]);
    expect(state.favorites.items).toEqual([]);
    // The profile's view of no entries is `{}`: rebuilt as the defaults, not a state without a name.
    expect(state.profile).toEqual({ username: 'Guest User', avatar: null, region: null });
    expect(selectInitial(state)).toBe('G');
    expect(state.lastProgress).toEqual({ message: null });
    expect(state.progress).toEqual({ percent: {} });
  });

  describe('the keys', () => {
    beforeEach(() => window.localStorage.clear());
    const stored = () => window.localStorage.getItem('account_sync') ?? '';

    it('are kept sealed in IndexedDB, out of localStorage and the store, and a restart finds them', async () => {
      const fake = fakeAccountServer();
      const databases = new IDBFactory();
      const { store, account } = setup(indexedDbKeyring(databases));
      store.dispatch(titleAddedToWatchlist(FIGHT_CLUB));
      const passphrase = newPassphrase();
      await sync.register(passphrase, 'Test device');
      await until('the first sync', () => Object.keys(account().pending).length === 0);

      expect(account().session).not.toHaveProperty('keys');
      await until('the account saved', () => stored().includes('"session":{'));
      expect(stored()).not.toMatch(/"keys"|"seed"|"content"/);
      const kept = await indexedDbKeyring(databases).load(account().session!.publicKey);
      for (const key of [kept!.signingKey, kept!.contentKey, kept!.nameKey]) {
        expect(key.extractable).toBe(false);
      }
      await expect(webcrypto.subtle.exportKey('raw', kept!.contentKey as never)).rejects.toThrow();

      // The page again: a new store, the same storage and keyring; a change still goes out sealed.
      sync.stop();
      const again = setup(indexedDbKeyring(databases));
      const before = fake.pushes.length;
      again.store.dispatch(
        titleAddedToWatchlist({ media_id: 949, media_type: 'movie', details: { title: 'Heat' } }),
      );
      await until('the change sent', () => fake.pushes.length > before);
      const keys = await fake.keysOf(passphrase);
      expect(fake.pushes.flat().map((record) => record.name)).toContain(
        await recordName(keys, 'watchlist/movie-949'),
      );
    });

    it('kept raw by an older version move into the keyring at start', async () => {
      fakeAccountServer();
      const databases = new IDBFactory();
      const { keys, exported } = await deriveKeys(newPassphrase());
      window.localStorage.setItem(
        'account_sync',
        JSON.stringify({
          node: '0000000c',
          session: { deviceId: 'dev-c', publicKey: keys.publicKey, keys: exported, signedInAt: '' },
          cursor: 0,
          stamps: {},
          pending: {},
          clock: { wall: 0, counter: 0 },
        }),
      );
      const { account } = setup(indexedDbKeyring(databases));
      await until('the raw keys gone', () => !stored().includes(exported.seed));
      expect(account().session).toMatchObject({ deviceId: 'dev-c', publicKey: keys.publicKey });
      expect(account().session).not.toHaveProperty('keys');
      expect(await indexedDbKeyring(databases).load(keys.publicKey)).toBeDefined();
    });

    it('gone from a signed-in browser: it signs out and says why, keeping its lists', async () => {
      fakeAccountServer();
      const { keys } = await deriveKeys(newPassphrase());
      window.localStorage.setItem(
        'account_sync',
        JSON.stringify({
          node: '0000000d',
          session: { deviceId: 'dev-d', publicKey: keys.publicKey, signedInAt: '' },
        }),
      );
      const { store, account } = setup();
      store.dispatch(titleAddedToWatchlist(FIGHT_CLUB));
      sync.syncNow();
      // Its saved state comes back, says signed in, and the missing keys sign it out with a reason.
      await until('told why', () => account().message !== null);
      expect(account().session).toBeNull();
      expect(account().message).toMatch(/^This browser no longer has the keys of your account/);
      expect(store.getState().watchlist.items.map((item) => item.media_id)).toEqual([550]);
    });

    it('leave the keyring at sign-out; without IndexedDB they are kept for the page only, never in localStorage', async () => {
      const fake = fakeAccountServer();
      const databases = new IDBFactory();
      const { account } = setup(indexedDbKeyring(databases));
      await sync.register(newPassphrase(), 'Test device');
      const publicKey = account().session!.publicKey;
      expect(await indexedDbKeyring(databases).load(publicKey)).toBeDefined();
      await sync.signOut(true);
      // The keyring is emptied as the sign-out is saved, a moment after.
      for (let i = 0; i < 40 && (await indexedDbKeyring(databases).load(publicKey)); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await indexedDbKeyring(databases).load(publicKey)).toBeUndefined();
      sync.stop();

      window.localStorage.clear();
      const bare = setup(null);
      await sync.register(newPassphrase(), 'Test device');
      expect(bare.account().session).not.toHaveProperty('keys');
      await until('the account saved', () => stored().includes('"session":{'));
      expect(stored()).not.toContain('"keys"');
      // Sync works for as long as the page is open.
      const before = fake.pushes.length;
      bare.store.dispatch(titleAddedToWatchlist(FIGHT_CLUB));
      await until('the change sent', () => fake.pushes.length > before);
    });
  });
});
