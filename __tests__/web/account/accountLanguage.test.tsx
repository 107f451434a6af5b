/**
 * The language chosen in Settings is part of the synced profile (issue 35). A language chosen on
 * another device of the account, arriving by sync, becomes this browser's too (the cookie the server
 * reads), and the page open here offers to load again in it rather than reloading by itself; a page
 * whose address names its language stays in it. The real app and sync code on one store, the account
 * server answered at the network edge (the fake keeps the server's rules).
 */
import { webcrypto } from 'node:crypto';

import { act, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';

import { newPassphrase } from '@common/accountCrypto';
import { LANGUAGE_COOKIE } from '@common/visitLanguage';
import { formatStamp } from '@common/syncClock';
import type { AccountSync } from '@/features/sync/engine';
import { indexedDbKeyring } from '@/features/sync/keyring';
import type { RootState } from '@/app/store';
import { pageReload } from '@/lib/pageReload';

import { fakeAccountServer, syncedStore, until } from '../helpers/fakeAccountServer';
import { renderApp } from '../helpers/render';
import { makeTestStore } from '../helpers/store';

// Signing in derives keys (PBKDF2, 600 000 rounds) in jsdom.
jest.setTimeout(90_000);

// jsdom has no WebCrypto: the browser's is Node's own implementation of the same standard.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const OTHER_DEVICE = '0000000b';
const languageCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

let sync: AccountSync | undefined;
afterEach(() => {
  sync?.stop();
  sync = undefined;
  jest.restoreAllMocks();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  window.history.replaceState(null, '', '/');
});

/** The app at `path` (the browser's address `address`) on a store syncing with `fake`'s account. */
async function signedInApp(address: string, path: string, preloadedState?: Partial<RootState>) {
  const fake = fakeAccountServer();
  const passphrase = newPassphrase();
  const other = await fake.createAccount(passphrase);
  window.history.replaceState(null, '', address);
  const started = syncedStore(indexedDbKeyring(new IDBFactory()), makeTestStore(preloadedState));
  sync = started.sync;
  const view = renderApp(path, { store: started.store });
  await screen.findByRole('heading', { level: 1 });
  return { fake, passphrase, other, view, ...started };
}

const notice = (name: string) =>
  screen.findByText(`Your account’s language is now ${name}.`, undefined, {
    timeout: 5_000,
  });

describe('a language chosen on another device', () => {
  it('becomes this browser’s (the cookie), and the page offers to load again in it', async () => {
    const load = jest.spyOn(pageReload, 'load').mockImplementation(() => {});
    const { fake, passphrase, other, store, view } = await signedInApp('/terms', '/terms');
    await fake.add(
      other,
      'profile/language',
      'de',
      formatStamp(1_700_000_000_000, 0, OTHER_DEVICE),
    );

    await act(() => sync!.signIn(passphrase, 'Laptop'));
    await until('the language', () => store.getState().profile.language === 'de');
    expect(languageCookie()).toBe('de');

    // Said, not done: the page stays until the visitor asks.
    await notice('Deutsch');
    expect(load).not.toHaveBeenCalled();
    await view.user.click(screen.getByRole('button', { name: 'Reload in Deutsch' }));
    expect(load).toHaveBeenCalledWith('/de/terms');

    // Dismissed, it goes; a later choice on the other device comes the same way.
    await view.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByText('Your account’s language is now Deutsch.')).not.toBeInTheDocument(),
    );
    await fake.add(
      other,
      'profile/language',
      'ja',
      formatStamp(Date.now() + 1_000, 0, OTHER_DEVICE),
    );
    act(() => sync!.syncNow());
    await notice('日本語');
    expect(languageCookie()).toBe('ja');
    expect(screen.getByRole('button', { name: 'Reload in 日本語' })).toBeInTheDocument();
  });

  it('leaves a page whose address names its language as it is, the cookie changed all the same', async () => {
    const { fake, passphrase, other, store } = await signedInApp('/fr/terms', '/terms');
    await fake.add(
      other,
      'profile/language',
      'de',
      formatStamp(1_700_000_000_000, 0, OTHER_DEVICE),
    );

    await act(() => sync!.signIn(passphrase, 'Laptop'));
    await until('the language noted', () => store.getState().account?.arrivedLanguage === 'de');
    expect(languageCookie()).toBe('de');
    // Time for the notice's code to load, were it to show.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText(/language is now/)).not.toBeInTheDocument();
  });

  it('changes nothing when it is the one this browser chose already', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=de; Path=/`;
    const { fake, passphrase, other, store } = await signedInApp('/terms', '/terms', {
      profile: { username: 'Guest User', avatar: null, region: null, language: 'de' },
    });
    const stamp = formatStamp(1_700_000_000_000, 0, OTHER_DEVICE);
    await fake.add(other, 'profile/language', 'de', stamp);
    await fake.add(other, 'profile/username', 'Ada', stamp);

    await act(() => sync!.signIn(passphrase, 'Laptop'));
    await until('the name', () => store.getState().profile.username === 'Ada');
    expect(store.getState().profile.language).toBe('de');
    expect(store.getState().account?.arrivedLanguage).toBeUndefined();
    expect(languageCookie()).toBe('de');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText(/language is now/)).not.toBeInTheDocument();
  });
});
