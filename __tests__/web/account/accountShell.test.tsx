/**
 * Accounts in the shell (issue 31): the header's profile menu, the phone's menu and the footer lead to
 * sign in, and once signed in show it and lead to the account; the device list says what browser each
 * device is and when it was last seen, marks the ones not seen for a long time and signs them out
 * together; a device whose account was deleted elsewhere says why it was signed out. The real app and
 * sync code on one store, the account server answered at the network edge.
 */
import { webcrypto } from 'node:crypto';

import { act, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';

import { ENDED_MESSAGES } from '@common/accountEnded';
import {
  accountKeysFrom,
  deriveLogin,
  newAccountKey,
  newPassphrase,
  sealJson,
  wrapAccountKey,
} from '@common/accountCrypto';
import type { AccountKeys } from '@common/accountCrypto';
import { startAccountSync } from '@/features/sync/engine';
import type { AccountSync } from '@/features/sync/engine';
import { indexedDbKeyring } from '@/features/sync/keyring';
import type { AccountState } from '@/features/sync/accountSlice';

import { FAKE_SALT } from '../helpers/fakeAccountServer';
import { openAt } from '../helpers/render';
import { server } from '../helpers/server';
import { siteWith } from '../helpers/siteHandlers';
import { makeTestStore } from '../helpers/store';

// Each signed-in test derives keys (PBKDF2, 600 000 rounds) in jsdom.
jest.setTimeout(90_000);

// jsdom has no WebCrypto: the browser's is Node's own implementation of the same standard.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const DAY_MS = 86_400_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

interface FakeDevice {
  id: string;
  /** What the device sealed: its name and browser, or a bare name (an earlier version). */
  sealed: unknown;
  lastSeenMsAgo: number;
  current?: boolean;
}

/** The account server: sign-in, an empty account to sync, a device list, removals noted. */
function fakeAccountServer(devices: FakeDevice[]) {
  const removed: string[] = [];
  let keys: AccountKeys | undefined;
  let wrappedKey = '';
  let ended: 'signed_out' | 'deleted' | null = null;
  const refusal = () =>
    ended
      ? HttpResponse.json({ error: 'Signed out.', code: 'signed_out', ended }, { status: 401 })
      : null;
  server.use(
    http.post('*/api/account/challenge', () => HttpResponse.json({ challenge: 'A'.repeat(43) })),
    http.get('*/api/account/setup', () => HttpResponse.json({ salt: FAKE_SALT })),
    http.post('*/api/account/login', () =>
      HttpResponse.json({ deviceId: 'dev-here', keyVersion: 2, wrappedKey }),
    ),
    // The device's name, sealed once the account key is open.
    http.patch('*/api/account/devices/:id', () => HttpResponse.json({ ok: true })),
    http.post('*/api/account/logout', () => HttpResponse.json({ ok: true })),
    http.post(
      '*/api/sync/push',
      () => refusal() ?? HttpResponse.json({ applied: 0, stale: 0, seq: 0 }),
    ),
    http.get(
      '*/api/sync/pull',
      () => refusal() ?? HttpResponse.json({ records: [], cursor: 0, more: false }),
    ),
    http.get('*/api/account', async () =>
      HttpResponse.json({
        deviceId: 'dev-here',
        devices: await Promise.all(
          devices
            .filter((device) => !removed.includes(device.id))
            .map(async (device) => ({
              id: device.id,
              device: await sealJson(keys!, device.sealed, 'device'),
              createdAt: iso(90 * DAY_MS),
              lastSeenAt: iso(device.lastSeenMsAgo),
              current: device.current ?? false,
            })),
        ),
        usage: { records: 0, bytes: 0 },
        limits: { records: 20000, bytes: 10485760, batch: 500, requestsPerMinute: 120 },
      }),
    ),
    http.delete('*/api/account/devices/:id', ({ params }) => {
      removed.push(String(params.id));
      return HttpResponse.json({ ok: true });
    }),
  );
  return {
    removed,
    /** The account of `passphrase` (version 2): its wrapped key, and the keys its names are sealed with. */
    async useAccount(passphrase: string) {
      const login = await deriveLogin(passphrase, FAKE_SALT);
      const accountKey = newAccountKey();
      wrappedKey = await wrapAccountKey(login, accountKey);
      keys = await accountKeysFrom(login, accountKey);
    },
    /** Another device ends this one's session: its next request is refused, saying why. */
    end: (reason: 'signed_out' | 'deleted') => (ended = reason),
  };
}

let sync: AccountSync | undefined;
afterEach(() => {
  sync?.stop();
  sync = undefined;
});

/** A store signed in to an account on the fake server, as the app's start leaves a signed-in browser. */
async function signedInStore(fake: ReturnType<typeof fakeAccountServer>) {
  const passphrase = newPassphrase();
  await fake.useAccount(passphrase);
  const store = makeTestStore();
  sync = startAccountSync(store, {
    keyring: indexedDbKeyring(new IDBFactory()),
  });
  await sync.signIn(passphrase, 'This laptop');
  const account = () => (store.getState() as unknown as { account: AccountState }).account;
  return { store, account };
}

const profileButton = () => screen.getByRole('button', { name: /^My Lists and settings/ });

describe('accounts in the shell', () => {
  it('signed out: the profile menu, the phone menu and the footer lead to sign in', async () => {
    server.use(siteWith({ accounts: true }));
    const { user } = await openAt('/terms');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(await within(footer).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(profileButton()).toHaveAccessibleName('My Lists and settings (Guest User)');

    await user.click(profileButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Sign in' }));
    expect(
      await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'Sign in' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const phoneMenu = await screen.findByRole('menu');
    expect(within(phoneMenu).getByRole('menuitem', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('with accounts off there is no way to sign in in the shell', async () => {
    server.use(siteWith({ accounts: false }));
    const { user } = await openAt('/terms');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(await within(footer).findByRole('link', { name: 'Favorites' })).toBeVisible();
    expect(within(footer).queryByRole('link', { name: 'Sign in' })).toBeNull();
    await user.click(profileButton());
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Sign in' })).toBeNull();
  });

  it('signed in: the header shows it, and the menus and footer lead to the account in Settings', async () => {
    server.use(siteWith({ accounts: true }));
    const fake = fakeAccountServer([
      { id: 'dev-here', sealed: { name: 'This laptop' }, lastSeenMsAgo: 0, current: true },
    ]);
    const { store } = await signedInStore(fake);
    const { user } = await openAt('/terms', { store });

    await waitFor(() =>
      expect(profileButton()).toHaveAccessibleName('My Lists and settings (signed in)'),
    );
    expect(screen.getByTestId('signed-in-mark')).toBeInTheDocument();
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(within(footer).getByRole('link', { name: 'Your account' })).toHaveAttribute(
      'href',
      '/user-settings#account',
    );
    expect(within(footer).queryByRole('link', { name: 'Sign in' })).toBeNull();

    await user.click(profileButton());
    expect(await screen.findByText('Signed in: your lists sync')).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: 'Your account' }));
    // Settings opens at the account's card, focus moved there.
    expect(await screen.findByRole('list', { name: 'Your devices' })).toBeVisible();
    // The card's wrapper holds the focus; it has no role of its own to find it by.
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.activeElement).toHaveAttribute('id', 'account');
  });

  it('lists each device with its browser and when it was last seen, and signs out the long unseen together', async () => {
    server.use(siteWith({ accounts: true }));
    const fake = fakeAccountServer([
      {
        id: 'dev-here',
        sealed: { name: 'This laptop', browser: 'Chrome on Linux' },
        lastSeenMsAgo: 0,
        current: true,
      },
      {
        id: 'dev-phone',
        sealed: { name: 'Phone', browser: 'Safari on iPhone' },
        lastSeenMsAgo: 2 * DAY_MS,
      },
      { id: 'dev-old', sealed: 'Old tablet', lastSeenMsAgo: 45 * DAY_MS },
      {
        id: 'dev-attic',
        sealed: { name: 'Attic PC', browser: 'Firefox on Windows' },
        lastSeenMsAgo: 200 * DAY_MS,
      },
    ]);
    const { store } = await signedInStore(fake);
    const { user } = await openAt('/user-settings', { store });
    const list = await screen.findByRole('list', { name: 'Your devices' });
    const rows = () => within(list).getAllByRole('listitem');
    await waitFor(() => expect(rows()).toHaveLength(4));

    const [here, phone, old, attic] = rows();
    expect(here).toHaveTextContent(
      /Chrome on Linux, last seen at \d\d:\d\d · signed in [A-Z][a-z]{2} \d/,
    );
    expect(phone).toHaveTextContent('Safari on iPhone, last seen');
    expect(phone).not.toHaveTextContent('Not seen for');
    // An earlier version sealed the bare name: shown without a browser.
    expect(old).toHaveTextContent(/^Old tabletlast seen/);
    expect(old).toHaveTextContent('Not seen for 45 days');
    expect(attic).toHaveTextContent('Firefox on Windows, last seen');
    expect(attic).toHaveTextContent('Not seen for 200 days');

    await user.click(
      screen.getByRole('button', { name: 'Sign out 2 devices not seen for 30 days' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign out 2 devices?' });
    expect(dialog).toHaveTextContent('Old tablet, Attic PC stop syncing.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('2 devices signed out.')).toBeVisible();
    expect(fake.removed.sort()).toEqual(['dev-attic', 'dev-old']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /not seen for 30 days/ })).not.toBeInTheDocument();
  });

  it.each([
    ['deleted', 'deleted on another device'],
    ['signed_out', 'signed out from another of your devices'],
  ] as const)(
    'a session ended elsewhere (%s): any page says why, and Settings too, the lists kept',
    async (reason, words) => {
      server.use(siteWith({ accounts: true }));
      const fake = fakeAccountServer([
        { id: 'dev-here', sealed: { name: 'This laptop' }, lastSeenMsAgo: 0, current: true },
      ]);
      const { store, account } = await signedInStore(fake);
      // A light page (no catalogue calls): any page would do.
      const page = await openAt('/terms', { store });
      fake.end(reason);
      act(() => sync!.syncNow());
      await waitFor(() => expect(account().session).toBeNull());
      expect(ENDED_MESSAGES[reason]).toContain(words);
      expect(await screen.findByText(ENDED_MESSAGES[reason])).toBeVisible();
      await waitFor(() =>
        expect(profileButton()).toHaveAccessibleName('My Lists and settings (Guest User)'),
      );

      expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
        'href',
        '/user-settings#account',
      );

      page.unmount();
      await openAt('/user-settings', { store });
      expect(await screen.findByRole('alert')).toHaveTextContent(ENDED_MESSAGES[reason]);
      // Settings says it in place: no notice at the bottom as well.
      expect(screen.getAllByText(ENDED_MESSAGES[reason])).toHaveLength(1);
    },
  );
});
