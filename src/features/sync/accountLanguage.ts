import { isAnyOf } from '@reduxjs/toolkit';

import { cookieLocale, languageCookie } from '@common/visitLanguage';
import type { AppStore } from '@/app/hooks';
import { dataImported } from '@/lib/dataImported';
import { remoteChangesMerged } from '@/lib/remoteChanges';

import { accountLanguageArrived } from './accountSlice';

/**
 * The language chosen in Settings is part of the synced profile (issue 35). When the account brings
 * one chosen on another device, different from this browser's, this browser takes it too: the
 * marquee_language cookie says it, so the next page loaded without a prefix comes from the server in
 * it. The page already open stays as it is (a page is in one language; see common/locales.ts): the
 * account's state notes the language, and the page offers to load again in it
 * (src/app/AccountLanguageNotice.tsx), unless its address names its own language.
 *
 * The account's records come as other devices' changes (`remoteChangesMerged`), and at the first
 * sign-in as an import of the account into this browser (`dataImported`, by the data file's rules;
 * ./firstSync.ts): a data file imported while signed in goes to the account all the same.
 *
 * Starts listening on `store`; answers the way to stop.
 */
export function startAccountLanguage(store: AppStore): () => void {
  return store.startListening({
    matcher: isAnyOf(remoteChangesMerged, dataImported),
    effect: (_action, api) => {
      const before = api.getOriginalState().profile.language;
      const after = api.getState().profile.language;
      if (!after || after === before) return;
      if (cookieLocale(document.cookie) !== after) {
        document.cookie = languageCookie(after, window.location.protocol === 'https:');
      }
      api.dispatch(accountLanguageArrived(after));
    },
  });
}
