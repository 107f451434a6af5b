// The only place raw react-redux hooks are allowed (eslint bans them elsewhere).
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { TypedStartListening } from '@reduxjs/toolkit';
import { useMemo } from 'react';

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
 * Whether this browser is signed in to an account: the account state, which exists once the sync code
 * has loaded (a signed-in browser loads it after its saved lists are back, so after the server's page
 * has hydrated: the server's render, which cannot know, always says no).
 */
export function useSignedIn(): boolean {
  return useAppSelector((state) => Boolean(state.account?.session));
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

// The store's types, for features that take the store itself (the sync feature's engine).
export type { AppDispatch, AppStore, RootState } from './store';
export type { PageAt, PageData } from './pageLoads';
