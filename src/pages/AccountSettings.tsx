import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useAccountActions, useAccountState } from '@/features/sync/hooks';
import { SettingsCard } from '@/components/SettingsCard';
import type { AccountState } from '@/features/sync/accountSlice';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

/** A signed-in browser's card: known only after the saved account is read, so never in a first load. */
const AccountCard = lazy(() =>
  import(/* webpackChunkName: "account-card" */ '@/features/account/AccountCard').then(
    (module) => ({ default: module.AccountCard }),
  ),
);

function statusText(account: AccountState, i18n: I18n): string | null {
  switch (account.status) {
    case 'syncing':
      return i18n._(msg`Syncing…`);
    case 'offline':
      return i18n._(
        msg`You are offline. Changes are kept in this browser and sent when you are back.`,
      );
    case 'error':
      // The sync code's messages are written in English, their ids (features/sync).
      return account.message && i18n._(account.message);
    default:
      return null;
  }
}

/**
 * Settings' account card (ACCOUNTS on): the devices and the account of a signed-in browser, or the
 * way to sign in or create an account.
 */
export function AccountSettings() {
  const account = useAccountState();
  const actions = useAccountActions();
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const { t, i18n } = useLingui();
  if (account?.session) {
    return (
      <Suspense fallback={null}>
        <AccountCard
          actions={actions}
          status={statusText(account, i18n)}
          pending={Object.keys(account.pending).length}
          unverified={account.unverified ?? 0}
          withheld={Object.keys(account.missing ?? {}).length}
          siteName={site.name}
        />
      </Suspense>
    );
  }
  return (
    <SettingsCard title={t`Sync across devices`}>
      {account?.status === 'error' && account.message ? (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {i18n._(account.message)}
        </Typography>
      ) : null}
      <Typography sx={{ mb: 2 }}>
        <Trans>
          With an account, your lists follow you to every device where you sign in, encrypted in
          this browser so that only you can read them. No e-mail address or password: just a
          passphrase of 12 words.
        </Trans>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" component={RouterLink} to="/register">
          <Trans>Create an account</Trans>
        </Button>
        <Button variant="outlined" component={RouterLink} to="/login">
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </SettingsCard>
  );
}
