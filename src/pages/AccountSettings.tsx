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

function statusText(account: AccountState): string | null {
  switch (account.status) {
    case 'syncing':
      return 'Syncing…';
    case 'offline':
      return 'You are offline. Changes are kept in this browser and sent when you are back.';
    case 'error':
      return account.message;
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
  if (account?.session) {
    return (
      <Suspense fallback={null}>
        <AccountCard
          actions={actions}
          status={statusText(account)}
          pending={Object.keys(account.pending).length}
          unverified={account.unverified ?? 0}
          withheld={Object.keys(account.missing ?? {}).length}
          siteName={site.name}
        />
      </Suspense>
    );
  }
  return (
    <SettingsCard title="Sync across devices">
      {account?.status === 'error' && account.message ? (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {account.message}
        </Typography>
      ) : null}
      <Typography sx={{ mb: 2 }}>
        With an account, your lists follow you to every device where you sign in, encrypted in this
        browser so that only you can read them. No e-mail address or password: just a passphrase of
        12 words.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" component={RouterLink} to="/register">
          Create an account
        </Button>
        <Button variant="outlined" component={RouterLink} to="/login">
          Sign in
        </Button>
      </Stack>
    </SettingsCard>
  );
}
