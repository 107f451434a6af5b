/**
 * The account screens' hooks: their own module (not hooks.ts), so that only the pages that use them
 * (sign-in, settings) carry them, never a page's first load.
 */
import { useMemo } from 'react';

import { useAppSelector, useAppStore } from '@/app/hooks';
import type { AppStore } from '@/app/hooks';
import type { AccountActions } from '@/lib/accountActions';

import type { AccountState } from './accountSlice';
import type * as AccountSyncModuleNs from './engine';

type AccountSyncModule = typeof AccountSyncModuleNs;
let accountSync: Promise<AccountSyncModule> | null = null;

/**
 * The sync code (its own chunk, loaded on first use) started on the app's store: for the account
 * pages and settings. A visitor who never opens them and never signed in never loads it.
 */
export function loadAccountSync(store: AppStore) {
  accountSync ??= import(/* webpackChunkName: "account-sync" */ './engine');
  return accountSync.then((module) => module.startAccountSync(store));
}

/** The account's state once the sync code has loaded and restored it (undefined before: not known yet). */
export function useAccountState(): AccountState | undefined {
  // Not known until its saved state is back (a signed-in visitor never sees "signed out" first).
  return useAppSelector((state) =>
    state.account?._persist?.rehydrated ? state.account : undefined,
  );
}

/** The account screens' actions, each waiting for the sync code to load first. */
export function useAccountActions(): AccountActions {
  const store = useAppStore();
  return useMemo(() => {
    const later =
      <K extends keyof AccountActions>(name: K) =>
      async (...args: Parameters<AccountActions[K]>) => {
        const sync = await loadAccountSync(store);
        return (sync[name] as (...a: Parameters<AccountActions[K]>) => unknown)(...args);
      };
    return {
      register: later('register'),
      signIn: later('signIn'),
      signOut: later('signOut'),
      syncNow: () => void loadAccountSync(store).then((sync) => sync.syncNow()),
      devices: later('devices'),
      watchDevices: (listener: () => void) => {
        let stop: (() => void) | null = null;
        let stopped = false;
        void loadAccountSync(store).then((sync) => {
          if (!stopped) stop = sync.watchDevices(listener);
        });
        return () => {
          stopped = true;
          stop?.();
        };
      },
      renameDevice: later('renameDevice'),
      removeDevice: later('removeDevice'),
      removeAllDevices: later('removeAllDevices'),
      deleteAccount: later('deleteAccount'),
      changePassphrase: later('changePassphrase'),
      rotateKeys: later('rotateKeys'),
    } as AccountActions;
  }, [store]);
}
