/**
 * Sync against a server that cannot be trusted (issue 32): the real sync code on a real store, and an
 * account server at the network edge that replays old records with new stamps, forges and bares
 * tombstones, swaps bodies between names, sends far-future stamps, serves format-1 records after the
 * move, and reorders, truncates and compacts what it serves. The visitor's lists stay as they were,
 * sync keeps working afterwards, and the device counts what it left out.
 */
import { webcrypto } from 'node:crypto';

import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';

import { deriveKeys, newPassphrase, recordName, sealJson } from '@common/accountCrypto';
import type { AccountKeys } from '@common/accountCrypto';
import { STAMP_PATTERN, formatStamp, parseStamp } from '@common/syncClock';
import { accountTag, openRecord } from '@common/syncRecord';
import type { AccountSync } from '@/features/sync/engine';
import type { AppStore } from '@/app/store';
import { indexedDbKeyring } from '@/features/sync/keyring';
import { localChangesStamped } from '@/features/sync/accountSlice';
import { profileSaved, selectUsername } from '@/features/profile/profileSlice';
import {
  titleAddedToWatchlist,
  titlesRemovedFromWatchlist,
} from '@/features/lists/savedMedia/watchlistSlice';

import { fakeAccountServer, syncedStore, until } from '../helpers/fakeAccountServer';
import type { FakeAccountServer } from '../helpers/fakeAccountServer';
import { renderApp } from '../helpers/render';
import { siteWith } from '../helpers/siteHandlers';
import { makeTestStore } from '../helpers/store';
import { server } from '../helpers/server';

jest.setTimeout(30_000);

Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const title = (media_id: number, name: string) => ({
  media_id,
  media_type: 'movie' as const,
  details: { title: name, poster_path: `/${name.replace(/\W/g, '').toLowerCase()}.jpg` },
});
const FIGHT_CLUB = title(550, 'Fight Club');
const RETURN_OF_THE_KING = title(122, 'The Lord of the Rings: The Return of the King');
const UP = title(14160, 'Up');

let sync: AccountSync | undefined;
afterEach(() => sync?.stop());

/** A signed-in device with Fight Club and The Return of the King on its watchlist, in sync. */
async function signedInDevice(
  fake: FakeAccountServer,
  passphrase = newPassphrase(),
  store?: AppStore,
) {
  const device = syncedStore(indexedDbKeyring(new IDBFactory()), store);
  sync = device.sync;
  device.store.dispatch(titleAddedToWatchlist(FIGHT_CLUB));
  device.store.dispatch(titleAddedToWatchlist(RETURN_OF_THE_KING));
  device.store.dispatch(profileSaved({ username: 'Ada', avatar: null }));
  if (fake.accounts.size === 0) await device.sync.register(passphrase, 'Phone');
  else await device.sync.signIn(passphrase, 'Phone');
  await until(
    'the first sync',
    () => device.account().status === 'idle' && Object.keys(device.account().pending).length === 0,
  );
  const keys = (await device.sync.keys())!;
  const watchlist = () => device.store.getState().watchlist.items.map((item) => item.media_id);
  const settled = () =>
    until(
      'sync to settle',
      () =>
        device.account().status === 'idle' && Object.keys(device.account().pending).length === 0,
    );
  /** Makes the device pull what the server now serves. */
  const pullAgain = async () => {
    device.sync.syncNow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settled();
  };
  return { ...device, keys, passphrase, watchlist, settled, pullAgain };
}

const rowOf = async (fake: FakeAccountServer, keys: AccountKeys, path: string) =>
  fake.rows.get(await recordName(keys, path))!;

describe('a hostile server', () => {
  it('cannot roll a record back by replaying an old version under a newer stamp', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const old = { ...(await rowOf(fake, device.keys, 'profile/username')) };
    device.store.dispatch(profileSaved({ username: 'Grace', avatar: null }));
    await until('the new name sent', () => Object.keys(device.account().pending).length === 0);

    const current = await rowOf(fake, device.keys, 'profile/username');
    const newer = formatStamp(parseStamp(current.stamp)!.wall + 1000, 0, 'ffffffff');
    fake.put({ ...old, stamp: newer });
    await device.pullAgain();

    expect(selectUsername(device.store.getState())).toBe('Grace');
    expect(device.account().unverified).toBe(1);
  });

  it('cannot roll a record back by replaying an old version with its own stamp', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const old = { ...(await rowOf(fake, device.keys, 'profile/username')) };
    device.store.dispatch(profileSaved({ username: 'Grace', avatar: null }));
    await until('the new name sent', () => Object.keys(device.account().pending).length === 0);
    fake.put(old);
    await device.pullAgain();
    // It opens (the device sealed it), but it is older than the version this device accepted.
    expect(selectUsername(device.store.getState())).toBe('Grace');
  });

  it('cannot delete an entry with a forged tombstone, bare or made of another record', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const fightClub = await rowOf(fake, device.keys, 'watchlist/movie-550');
    const king = await rowOf(fake, device.keys, 'watchlist/movie-122');
    const later = (stamp: string) => formatStamp(parseStamp(stamp)!.wall + 1000, 0, 'ffffffff');
    // A tombstone without a seal, and a live body turned into a tombstone.
    fake.put({ name: fightClub.name, body: null, stamp: later(fightClub.stamp), deleted: true });
    fake.put({ ...king, stamp: later(king.stamp), deleted: true });
    await device.pullAgain();

    expect(device.watchlist().sort()).toEqual([122, 550]);
    expect(device.account().unverified).toBe(2);
  });

  it("cannot move a body to another record's name", async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const fightClub = await rowOf(fake, device.keys, 'watchlist/movie-550');
    const username = await rowOf(fake, device.keys, 'profile/username');
    fake.put({ ...username, body: fightClub.body, stamp: formatStamp(Date.now(), 5, 'ffffffff') });
    await device.pullAgain();
    expect(selectUsername(device.store.getState())).toBe('Ada');
    expect(device.account().unverified).toBe(1);
  });

  it('cannot stop sync with a far-future stamp: the clock ignores it and sync keeps working', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const row = await rowOf(fake, device.keys, 'watchlist/movie-550');
    fake.put({ ...row, stamp: '999999999999999.9999.ffffffff' });
    await device.pullAgain();
    expect(device.account().unverified).toBe(1);
    expect(device.account().clock.wall).toBeLessThan(Date.now() + 60_000);

    device.store.dispatch(titleAddedToWatchlist(UP));
    await until('Up sent', () => Object.keys(device.account().pending).length === 0);
    const sent = fake.pushes.flat().at(-1)!;
    expect(sent.stamp).toMatch(STAMP_PATTERN);
    expect(parseStamp(sent.stamp)!.wall).toBeLessThan(Date.now() + 60_000);
    expect(device.watchlist().sort((a, b) => a - b)).toEqual([122, 550, 14160]);
  });

  it('cannot pass off a format-1 record once the account has moved to format 2', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    await fake.addLegacy(
      device.keys,
      'profile/username',
      'Mallory',
      formatStamp(Date.now() + 1000, 0, 'ffffffff'),
    );
    await device.pullAgain();
    expect(selectUsername(device.store.getState())).toBe('Ada');
    expect(device.account().unverified).toBe(1);
  });

  it('reorders a pull: the newest version still wins', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const { keys } = device;
    const base = Date.now();
    await fake.add(keys, 'profile/username', 'Second', formatStamp(base + 2000, 0, '0000000b'));
    const second = { ...(await rowOf(fake, keys, 'profile/username')) };
    await fake.add(keys, 'profile/username', 'First', formatStamp(base + 1000, 0, '0000000b'));
    const first = { ...(await rowOf(fake, keys, 'profile/username')) };
    fake.hostilePull((page) => ({ ...page, records: [second, first] }));
    await device.pullAgain();
    expect(selectUsername(device.store.getState())).toBe('Second');
    expect(device.account().unverified).toBe(0);
  });

  it('truncates a pull: what came is applied, and the rest arrives with the next one', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const base = Date.now();
    await fake.add(
      device.keys,
      'watchlist/movie-14160',
      { ...UP, added_at: new Date().toISOString() },
      formatStamp(base + 1, 0, '0000000b'),
    );
    await fake.add(device.keys, 'profile/username', 'Later', formatStamp(base + 2, 0, '0000000b'));
    fake.hostilePull((page) => ({
      ...page,
      records: page.records.slice(0, 1),
      cursor: page.records[0]?.seq ?? page.cursor,
    }));
    await device.pullAgain();
    expect(device.watchlist()).toContain(14160);
    expect(selectUsername(device.store.getState())).toBe('Ada');
    fake.hostilePull(null);
    await device.pullAgain();
    expect(selectUsername(device.store.getState())).toBe('Later');
  });

  it('serves a record of another account: it does not open', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const { keys: stranger } = await deriveKeys(newPassphrase(), 1000);
    // Another account's record, under this account's name for the path.
    await fake.add(
      stranger,
      'profile/username',
      'Eve',
      formatStamp(Date.now() + 1000, 0, 'ee'.repeat(4)),
    );
    const theirs = await rowOf(fake, stranger, 'profile/username');
    fake.rows.delete(theirs.name);
    fake.put({ ...theirs, name: await recordName(device.keys, 'profile/username') });
    await device.pullAgain();
    expect(selectUsername(device.store.getState())).toBe('Ada');
    expect(device.account().unverified).toBe(1);
  });
});

describe('what the server sees', () => {
  it('every watchlist entry is the same size on the wire, whatever its title, deletions too', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    device.store.dispatch(titleAddedToWatchlist(UP));
    await until('Up sent', () => Object.keys(device.account().pending).length === 0);
    device.store.dispatch(titlesRemovedFromWatchlist([{ media_id: 14160, media_type: 'movie' }]));
    await until('the removal sent', () => Object.keys(device.account().pending).length === 0);

    const watchlist = await Promise.all(
      ['watchlist/movie-550', 'watchlist/movie-122', 'watchlist/movie-14160'].map((path) =>
        recordName(device.keys, path),
      ),
    );
    const sizes = new Set(
      fake.pushes
        .flat()
        .filter((record) => watchlist.includes(record.name))
        .map((record) => record.body!.length),
    );
    expect(sizes.size).toBe(1);
    // The title and posters are not in the record: the other device fetches them.
    const opened = await openRecord(
      device.keys,
      await accountTag(device.keys),
      await rowOf(fake, device.keys, 'watchlist/movie-122'),
      (await rowOf(fake, device.keys, 'watchlist/movie-122')).body,
    );
    expect(JSON.stringify(opened)).not.toMatch(/Return of the King|poster/);
  });

  it("a title from another device gets its card's details from the catalogue", async () => {
    server.use(
      http.get('*/api/tmdb/movie/603', () =>
        HttpResponse.json({
          id: 603,
          title: 'The Matrix',
          poster_path: '/matrix.jpg',
          backdrop_path: null,
          release_date: '1999-03-31',
          vote_average: 8.2,
        }),
      ),
    );
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    await fake.add(
      device.keys,
      'watchlist/movie-603',
      { media_id: 603, media_type: 'movie', details: {}, added_at: new Date().toISOString() },
      formatStamp(Date.now() + 1000, 0, '0000000b'),
    );
    await device.pullAgain();
    await until('the details fetched', () =>
      device.store
        .getState()
        .watchlist.items.some(
          (item) => item.media_id === 603 && item.details.title === 'The Matrix',
        ),
    );
    // Filling in the card is not a change of the visitor's: nothing is sent for it.
    expect(Object.keys(device.account().pending)).toEqual([]);
  });
});

describe('deletions compacted by the server', () => {
  it('a device whose cursor is older than the horizon reads the account whole and drops what was deleted', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    // Meanwhile, on another device: Fight Club deleted; the server then compacts that deletion, so
    // this device, behind it, can never pull it.
    await fake.add(
      device.keys,
      'watchlist/movie-550',
      undefined,
      formatStamp(Date.now() + 1000, 0, '0000000b'),
    );
    const tombstone = await rowOf(fake, device.keys, 'watchlist/movie-550');
    fake.compact(tombstone.seq);
    expect([...fake.rows.values()].some((row) => row.deleted)).toBe(false);

    await device.pullAgain();
    expect(device.watchlist()).toEqual([122]);
    expect(device.account().cursor).toBeGreaterThanOrEqual(tombstone.seq);
    // Nothing was sent back up: The Return of the King is in the account, Fight Club stays deleted.
    expect(Object.keys(device.account().pending)).toEqual([]);
  });
});

describe('moving in', () => {
  it('an account of version-1 keys and records moves to a wrapped account key at its next sign-in, losing nothing', async () => {
    const fake = fakeAccountServer();
    const passphrase = newPassphrase();
    const keys = await fake.createAccount(passphrase, 1);
    await fake.addLegacy(
      keys,
      'watchlist/movie-14160',
      { ...UP, added_at: '2025-01-01T00:00:00.000Z' },
      formatStamp(1_700_000_000_000, 0, '0000000b'),
    );
    const device = await signedInDevice(fake, passphrase);
    expect(device.watchlist().sort((a, b) => a - b)).toEqual([122, 550, 14160]);
    expect(device.account().unverified).toBe(0);
    // The account has a wrapped key now; the old keys open nothing the server holds.
    expect(fake.keyChanges).toEqual([{ rotate: true, newPublicKey: device.keys.publicKey }]);
    expect(device.keys.publicKey).not.toBe(keys.publicKey);
    for (const stored of fake.rows.values()) {
      expect(await openRecord(keys, await accountTag(keys), stored, stored.body)).toBeUndefined();
    }
    // Every entry went up again, sealed under the new account key.
    const row = await rowOf(fake, device.keys, 'watchlist/movie-14160');
    expect(await openRecord(device.keys, await accountTag(device.keys), row, row.body)).toEqual(
      expect.objectContaining({ path: 'watchlist/movie-14160' }),
    );
  });

  it('the first sign-in does not bring back an entry deleted on another device since it was saved here', async () => {
    const fake = fakeAccountServer();
    const passphrase = newPassphrase();
    const keys = await fake.createAccount(passphrase);
    const device = syncedStore(indexedDbKeyring(new IDBFactory()));
    sync = device.sync;
    // Both saved here now; on another device, Up was deleted a moment later, and Fight Club was
    // deleted yesterday (before it was saved here again).
    device.store.dispatch(titleAddedToWatchlist(UP));
    device.store.dispatch(titleAddedToWatchlist(FIGHT_CLUB));
    const now = Date.now();
    await fake.add(
      keys,
      'watchlist/movie-14160',
      undefined,
      formatStamp(now + 1000, 0, '0000000b'),
    );
    await fake.add(
      keys,
      'watchlist/movie-550',
      undefined,
      formatStamp(now - 86_400_000, 0, '0000000b'),
    );
    await device.sync.signIn(passphrase, 'Phone');
    await until('the first sync', () => Object.keys(device.account().pending).length === 0);
    expect(device.store.getState().watchlist.items.map((item) => item.media_id)).toEqual([550]);
  });
});

describe('a device whose kept clock an older version pushed far ahead', () => {
  it('is refused by the server once, stamps its changes again on the right time, and syncs', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    device.store.dispatch(
      localChangesStamped({
        changes: {
          'watchlist/movie-550': {
            stamp: formatStamp(Date.now() + 86_400_000, 0, 'aaaaaaaa'),
            deleted: false,
          },
        },
        clock: { wall: Date.now() + 86_400_000, counter: 0 },
      }),
    );
    device.sync.syncNow();
    await device.settled();
    const sent = fake.pushes.flat().at(-1)!;
    expect(parseStamp(sent.stamp)!.wall).toBeLessThan(Date.now() + 60_000);
    expect(device.account().message).toBeNull();
  });
});

describe('what the visitor is told', () => {
  it('Settings says how many changes could not be verified, and a name moved to another device does not open', async () => {
    server.use(siteWith({ accounts: true }));
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake, newPassphrase(), makeTestStore());
    const { keys } = device;
    const here = device.account().session!.deviceId;
    // The name this device sealed, and the same sealed name moved by the server onto another device.
    const named = await sealJson(
      keys,
      { name: 'Phone', browser: 'Chrome on Linux' },
      `device/${here}`,
    );
    server.use(
      http.get('*/api/account', () =>
        HttpResponse.json({
          deviceId: here,
          devices: [
            {
              id: here,
              device: named,
              createdAt: new Date().toISOString(),
              lastSeenAt: new Date().toISOString(),
              current: true,
            },
            {
              id: 'AAAAAAAAAAAAAAAA',
              device: named,
              createdAt: new Date().toISOString(),
              lastSeenAt: new Date().toISOString(),
              current: false,
            },
          ],
          usage: { records: 3, bytes: 2000 },
          limits: { records: 20000, bytes: 10485760, batch: 200, requestsPerMinute: 120 },
        }),
      ),
    );
    const { devices } = await device.sync.devices();
    expect(devices.map((d) => d.name)).toEqual(['Phone', 'Unnamed device']);

    const row = await rowOf(fake, keys, 'watchlist/movie-550');
    fake.put({ ...row, stamp: formatStamp(Date.now() + 1000, 0, 'ffffffff'), deleted: true });
    fake.put({ ...row, name: (await rowOf(fake, keys, 'profile/username')).name });
    fake.put({ ...row, name: (await rowOf(fake, keys, 'watchlist/movie-122')).name });
    await device.pullAgain();
    expect(device.account().unverified).toBe(3);
    renderApp('/user-settings', { store: device.store });
    expect(
      await screen.findByText(
        /^3 changes from the server could not be verified\./,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(device.watchlist().sort((a, b) => a - b)).toEqual([122, 550]);
  });
});

describe('keys that can change', () => {
  it('a new passphrase: the old one stops working, the lists stay, nothing is sealed again', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const next = newPassphrase();
    const rowsBefore = [...fake.rows.values()].map((row) => row.body);
    await expect(device.sync.changePassphrase(newPassphrase(), next)).rejects.toThrow(
      'These words are a passphrase, but not the one of this account. Check them and try again.',
    );
    await device.sync.changePassphrase(device.passphrase, next);
    expect(fake.keyChanges).toEqual([{ rotate: false, newPublicKey: expect.any(String) }]);
    expect([...fake.rows.values()].map((row) => row.body)).toEqual(rowsBefore);
    expect(device.account().session!.publicKey).toBe(fake.keyChanges[0]!.newPublicKey);

    // Another browser: the old passphrase finds no account, the new one the lists.
    device.sync.stop();
    const other = syncedStore(indexedDbKeyring(new IDBFactory()));
    sync = other.sync;
    await expect(other.sync.signIn(device.passphrase, 'Laptop')).rejects.toThrow();
    await other.sync.signIn(next, 'Laptop');
    await until('the lists', () => other.store.getState().watchlist.items.length === 2);
    // And the first device syncs on with its kept keys.
    expect((await fake.keysOf(next)).publicKey).toBe(fake.keyChanges[0]!.newPublicKey);
  });

  it('a new account key: every record sealed again, the old keys open nothing, the lists stay', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const oldKeys = device.keys;
    await device.sync.rotateKeys(device.passphrase);
    await device.settled();
    expect(fake.keyChanges).toEqual([{ rotate: true, newPublicKey: oldKeys.publicKey }]);
    const fresh = (await device.sync.keys())!;
    const oldTag = await accountTag(oldKeys);
    const newTag = await accountTag(fresh);
    expect(fake.rows.size).toBeGreaterThanOrEqual(3);
    for (const row of fake.rows.values()) {
      expect(await openRecord(oldKeys, oldTag, row, row.body)).toBeUndefined();
      expect(await openRecord(fresh, newTag, row, row.body)).toBeDefined();
    }
    expect(device.watchlist().sort((a, b) => a - b)).toEqual([122, 550]);
    expect(selectUsername(device.store.getState())).toBe('Ada');
    // This device's name was sealed again under the new key.
    const { devices } = await device.sync.devices();
    expect(devices.find((d) => d.current)?.name).toBe('Phone');
  });
});

describe('Settings: passphrase and keys', () => {
  it('changes the passphrase from the dialog once the current one is typed and the new words saved', async () => {
    server.use(siteWith({ accounts: true }));
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake, newPassphrase(), makeTestStore());
    const { user } = renderApp('/user-settings', { store: device.store });
    await user.click(
      await screen.findByRole('button', { name: 'Change passphrase' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change your passphrase' });
    const words = within(
      within(dialog).getByRole('list', { name: 'Your new passphrase, 12 words' }),
    ).getAllByRole('listitem');
    expect(words).toHaveLength(12);
    const next = [...words].map((word) => word.textContent).join(' ');
    // The dialog and the card behind it, as a screen reader meets them (jsdom cannot judge contrast).
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => violation.id),
    ).toEqual([]);

    await user.type(within(dialog).getByLabelText('Current passphrase'), device.passphrase);
    await user.click(within(dialog).getByRole('button', { name: 'Change passphrase' }));
    expect(await within(dialog).findByText(/^Save the new words first/)).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I have saved the new words' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change passphrase' }));
    expect(
      await screen.findByText(/^Your passphrase is changed\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect((await fake.keysOf(next)).publicKey).toBe(device.account().session!.publicKey);
  });

  it('refuses a key change with a passphrase that is not this account’s, and says so', async () => {
    server.use(siteWith({ accounts: true }));
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake, newPassphrase(), makeTestStore());
    const { user } = renderApp('/user-settings', { store: device.store });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Change keys and sign out everywhere' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change your account’s keys' });
    await user.type(within(dialog).getByLabelText('Current passphrase'), newPassphrase());
    await user.click(within(dialog).getByRole('button', { name: 'Change keys' }));
    expect(
      await within(dialog).findByText(
        'These words are a passphrase, but not the one of this account. Check them and try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(fake.keyChanges).toEqual([]);
  });
});

describe('a server that holds changes back', () => {
  it("is noticed: another device's signed list of what it sent names the change that did not arrive", async () => {
    const fake = fakeAccountServer();
    const phone = await signedInDevice(fake);
    const laptop = syncedStore(indexedDbKeyring(new IDBFactory()));
    await laptop.sync.signIn(phone.passphrase, 'Laptop');
    await until('the laptop in sync', () => laptop.store.getState().watchlist.items.length === 2);

    // The phone saves Up; the server passes the phone's manifest on, but not Up.
    const upName = await recordName(phone.keys, 'watchlist/movie-14160');
    fake.hostilePull((page) => ({
      ...page,
      records: page.records.filter((record) => record.name !== upName),
    }));
    phone.store.dispatch(titleAddedToWatchlist(UP));
    await until('Up sent', () => Object.keys(phone.account().pending).length === 0);
    laptop.sync.syncNow();
    await until('the laptop noticed', () => Object.keys(laptop.account().missing).length === 1);
    expect(laptop.account().missing).toEqual({ [upName]: expect.any(String) });
    expect(laptop.store.getState().watchlist.items).toHaveLength(2);

    // Delayed, not lost: once the server passes it on, the warning goes.
    fake.hostilePull(null);
    const withheld = fake.rows.get(upName)!;
    fake.put({ ...withheld });
    laptop.sync.syncNow();
    await until('Up on the laptop', () => laptop.store.getState().watchlist.items.length === 3);
    await until('the warning gone', () => Object.keys(laptop.account().missing).length === 0);
    laptop.sync.stop();
  });
});

describe('pushes', () => {
  it('never come back to the device that sent them, when nothing else came in between', async () => {
    const fake = fakeAccountServer();
    const device = await signedInDevice(fake);
    const pulled: number[] = [];
    fake.hostilePull((page) => {
      pulled.push(...page.records.map((record) => record.seq));
      return page;
    });
    device.store.dispatch(titleAddedToWatchlist(UP));
    await until('Up sent', () => Object.keys(device.account().pending).length === 0);
    await device.pullAgain();
    expect(pulled).toEqual([]);
    expect(device.account().cursor).toBe(Math.max(...[...fake.rows.values()].map((r) => r.seq)));
  });
});
