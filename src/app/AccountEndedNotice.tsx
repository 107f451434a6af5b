import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { ACCOUNT_SETTINGS_PATH } from '@/lib/accountLink';

import { AccountLanguageNotice } from './AccountLanguageNotice';
import { useAppSelector } from './hooks';

const NoticeSnackbar = lazy(
  () => import(/* webpackChunkName: "notice-snackbar" */ '@/components/NoticeSnackbar'),
);

/**
 * The account's notices on every page (their own chunk, loaded once the account's code is): why this
 * browser was signed out, and a language chosen on another device (./AccountLanguageNotice).
 */
export function AccountEndedNotice() {
  return (
    <>
      <SignedOutNotice />
      <AccountLanguageNotice />
    </>
  );
}

/**
 * Tells a visitor on any page why this browser was signed out when it was not their doing here
 * (another device signed it out, the account was deleted elsewhere, the keys were lost). Settings
 * says it in place, so the notice stays away from there.
 */
function SignedOutNotice() {
  const account = useAppSelector((state) => state.account);
  const { pathname } = useLocation();
  const { t, i18n } = useLingui();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const message =
    account && !account.session && account.status === 'error' ? account.message : null;
  if (!message || pathname === '/user-settings') return null;
  return (
    <Suspense fallback={null}>
      <NoticeSnackbar
        open={dismissed !== message}
        // The sync code's messages are written in English, their ids (features/sync).
        message={i18n._(message)}
        onClose={() => setDismissed(message)}
        link={{ label: t`Settings`, to: ACCOUNT_SETTINGS_PATH }}
      />
    </Suspense>
  );
}
