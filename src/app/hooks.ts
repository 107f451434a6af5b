// The only place raw react-redux hooks are allowed (eslint bans them elsewhere).
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { TypedStartListening } from '@reduxjs/toolkit';
import { useMemo } from 'react';

import { useHydrated } from '@/hooks/useHydrated';
import { hasAccount } from '@/lib/accountKey';
import { accountLink } from '@/lib/accountLink';
import type { AccountLink } from '@/lib/accountLink';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** What a feature's listener registration receives from `makeStore`. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/**
 * Whether this browser is signed in to an account: false in the server's render and the hydration of
 * its page (the server cannot know), then the account state once the sync code has loaded it, or what
 * this browser saved (the sync code loads at start for a signed-in browser, a moment later).
 */
export function useSignedIn(): boolean {
  const hydrated = useHydrated();
  const session = useAppSelector(
    (state) => (state as RootState & { account?: { session: unknown } }).account?.session,
  );
  if (!hydrated) return false;
  if (session !== undefined) return session !== null;
  try {
    return hasAccount(window.localStorage);
  } catch {
    return false;
  }
}

/**
 * The shell's way to the account (header menus, footer) while the site has accounts: "Sign in", or,
 * signed in, "Your account". Undefined while accounts are off (ACCOUNTS=off).
 */
export function useShellAccount(): { link: AccountLink; signedIn: boolean } | undefined {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const signedIn = useSignedIn();
  return useMemo(
    () => (site.accounts ? { link: accountLink(signedIn), signedIn } : undefined),
    [site.accounts, signedIn],
  );
}
