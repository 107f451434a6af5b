/**
 * The account's event stream is the account API's `events` cache entry (onCacheEntryAdded): opened
 * while the device is signed in, its events turned into actions the sync code reacts to, closed when
 * the device signs out. And the server's word on when to try again, during an outage. The stream itself is the one thing faked here (jsdom has no EventSource); the
 * store, the sync code and the account server (at the network edge) are the real ones.
 */
import { webcrypto } from 'node:crypto';

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';

import { newPassphrase } from '@common/accountCrypto';
import { ENDED_MESSAGES } from '@common/accountEnded';
import { titleAddedToWatchlist } from '@/features/lists/savedMedia/watchlistSlice';
import { indexedDbKeyring } from '@/features/sync/keyring';

import { fakeAccountServer, syncedStore, until } from '../helpers/fakeAccountServer';
import { server } from '../helpers/server';
import { makeTestStore } from '../helpers/store';

jest.setTimeout(30_000);

Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

/** An EventSource the test speaks for: it keeps its listeners and says whether it was closed. */
class FakeStream {
  static readonly CLOSED = 2;
  readyState = 1;
  closed = false;
  private listeners = new Map<string, ((event: Event) => void)[]>();

  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = FakeStream.CLOSED;
  }

  emit(type: string, data: unknown = {}) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const UP = {
  media_id: 14160,
  media_type: 'movie' as const,
  details: { title: 'Up', poster_path: '/up.jpg' },
};

/** Two devices of one account; the laptop's stream is the test's to speak for. */
async function twoDevices() {
  const fake = fakeAccountServer();
  const passphrase = newPassphrase();
  const phone = syncedStore(indexedDbKeyring(new IDBFactory()));
  await phone.sync.register(passphrase, 'Phone');
  const streams: FakeStream[] = [];
  const laptop = syncedStore(
    indexedDbKeyring(new IDBFactory()),
    makeTestStore(undefined, {
      openEvents: () => {
        const stream = new FakeStream();
        streams.push(stream);
        return stream as unknown as EventSource;
      },
    }),
  );
  await laptop.sync.signIn(passphrase, 'Laptop');
  await until('the laptop in sync', () => laptop.account().status === 'idle');
  return { fake, phone, laptop, streams };
}

it('opens while signed in, and a push another device announces is pulled without waiting', async () => {
  const { phone, laptop, streams } = await twoDevices();
  expect(streams).toHaveLength(1);
  expect(laptop.store.getState().accountApi?.queries['events(undefined)']?.status).toBe(
    'fulfilled',
  );

  phone.store.dispatch(titleAddedToWatchlist(UP));
  await until('Up sent', () => Object.keys(phone.account().pending).length === 0);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const upHere = () =>
    laptop.store.getState().watchlist.items.some((item) => item.media_id === 14160);
  expect(upHere()).toBe(false);
  // No focus, no timer: the announcement alone brings it.
  streams[0]!.emit('records', { seq: 1_000 });
  await until('Up on the laptop', upHere);
  phone.sync.stop();
  laptop.sync.stop();
});

it('tells the device list when devices change, and signs out with the reason the server gives', async () => {
  const { phone, laptop, streams } = await twoDevices();
  const changed = jest.fn();
  const stopWatching = laptop.sync.watchDevices(changed);
  streams[0]!.emit('devices');
  expect(changed).toHaveBeenCalledTimes(1);
  // The stream back after a break: news missed meanwhile counts as news.
  streams[0]!.emit('ready', { seq: 0 });
  expect(changed).toHaveBeenCalledTimes(2);
  stopWatching();

  streams[0]!.emit('signed-out', { ended: 'keys_changed' });
  expect(laptop.account().session).toBeNull();
  expect(laptop.account().message).toBe(ENDED_MESSAGES.keys_changed);
  // The stream's cache entry goes with its last subscriber, and the stream with it.
  await until('the stream closed', () => streams[0]!.closed);
  phone.sync.stop();
  laptop.sync.stop();
});

it('reads the device list anew when the devices change while an older list is on its way', async () => {
  const { phone, laptop } = await twoDevices();
  // The list as the server had it before the phone's rename, answered late: still on its way when
  // the news of the rename comes (as a device signing in names itself a moment after it enters).
  const before = (await (await fetch(`${window.location.origin}/api/account`)).json()) as {
    devices: { id: string; current: boolean }[];
  };
  const phoneId = before.devices.find((device) => !device.current)!.id;
  let answer!: () => void;
  const late = new Promise<void>((resolve) => (answer = resolve));
  let asked = false;
  server.use(
    http.get(
      '*/api/account',
      async () => {
        asked = true;
        await late;
        return HttpResponse.json(before);
      },
      { once: true },
    ),
  );
  const older = laptop.sync.devices();
  await until('the older list asked for', () => asked);
  await phone.sync.renameDevice(phoneId, 'Old phone');
  const newer = laptop.sync.devices();
  answer();
  expect((await older).devices.map((device) => device.name)).toContain('Phone');
  expect((await newer).devices.map((device) => device.name)).toContain('Old phone');
  phone.sync.stop();
  laptop.sync.stop();
});

it('answers the device list asked for before a push that lands while it is on its way', async () => {
  const { phone, laptop } = await twoDevices();
  let answer!: () => void;
  const late = new Promise<void>((resolve) => (answer = resolve));
  let asked = false;
  // The list is answered late (falling through to the account server once let go).
  server.use(
    http.get(
      '*/api/account',
      async () => {
        asked = true;
        await late;
      },
      { once: true },
    ),
  );
  const list = laptop.sync.devices();
  await until('the list asked for', () => asked);
  // A push lands meanwhile: the account's details it makes stale are read again, not lost.
  laptop.store.dispatch(titleAddedToWatchlist(UP));
  await until('Up sent', () => Object.keys(laptop.account().pending).length === 0);
  answer();
  expect((await list).devices.map((device) => device.name).sort()).toEqual(['Laptop', 'Phone']);
  phone.sync.stop();
  laptop.sync.stop();
});

it("keeps a change through the server's storage outage and sends it when the server said to try again", async () => {
  const fake = fakeAccountServer();
  const device = syncedStore(indexedDbKeyring(new IDBFactory()));
  await device.sync.register(newPassphrase(), 'Phone');
  await until('signed in and idle', () => device.account().status === 'idle');
  const before = fake.pushes.length;
  // The next push meets the outage: 503, try again in a second.
  server.use(
    http.post(
      '*/api/sync/push',
      () =>
        HttpResponse.json(
          { error: 'Sync is unavailable right now.', code: 'unavailable' },
          { status: 503, headers: { 'retry-after': '1' } },
        ),
      { once: true },
    ),
  );
  device.store.dispatch(titleAddedToWatchlist(UP));
  await until('the outage met', () => device.account().status === 'offline');
  expect(Object.keys(device.account().pending)).toEqual(['watchlist/movie-14160']);
  // No focus, no coming back online: the server's Retry-After alone brings the retry.
  await until('Up sent after the outage', () => Object.keys(device.account().pending).length === 0);
  expect(fake.pushes.length).toBeGreaterThan(before);
  expect(device.account().status).toBe('idle');
  device.sync.stop();
});
