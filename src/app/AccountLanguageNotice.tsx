import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { localeOf, splitLocalePath } from '@common/locales';
import { addressIn } from '@/lib/languageAddress';
import { pageReload } from '@/lib/pageReload';

import { useAppSelector } from './hooks';

const NoticeSnackbar = lazy(
  () => import(/* webpackChunkName: "notice-snackbar" */ '@/components/NoticeSnackbar'),
);

/**
 * The language chosen on another device of the account, arrived by sync while this page is open in
 * another one (src/features/sync/accountLanguage.ts, which has already made it this browser's): the
 * page says so and offers to load again in it, never reloading by itself under the visitor's reading
 * or typing. A page whose address names its language (/fr/...) stays in it and says nothing: that
 * address asks for that language, whatever the visitor's.
 */
export function AccountLanguageNotice() {
  const arrived = useAppSelector((state) => state.account?.arrivedLanguage);
  const { t, i18n } = useLingui();
  // Read again as the visitor moves (the router's path has no prefix; the browser's address may).
  useLocation();
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (
    !arrived ||
    arrived === i18n.locale ||
    dismissed === arrived ||
    splitLocalePath(window.location.pathname).locale
  ) {
    return null;
  }
  // The language named in itself, as Settings lists it.
  const { name } = localeOf(arrived);
  return (
    <Suspense fallback={null}>
      <NoticeSnackbar
        open
        message={t`Your account’s language is now ${name}.`}
        onClose={() => setDismissed(arrived)}
        action={{
          label: t`Reload in ${name}`,
          onClick: () => pageReload.load(addressIn(arrived, window.location)),
        }}
      />
    </Suspense>
  );
}
