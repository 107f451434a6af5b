import { Trans, useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';

import { ListHero } from '@/components/ListHero';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import { AccountLinks } from './AccountScreen';
import { SignInStub } from './SignInStub';

/**
 * /forgot-password: with accounts on, says plainly that a lost passphrase cannot be recovered by
 * anyone, and how to start a new account from a browser that still has the lists; else the stub.
 */
export default function ForgotPasswordPage() {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const { t } = useLingui();
  const siteName = site.name;
  if (!site.accounts) {
    return (
      <SignInStub
        heading={t`No password to reset`}
        text={t`${siteName} has no accounts or passwords, so there is nothing to recover.`}
      />
    );
  }
  return (
    <>
      <PageTitle>{t`Lost your passphrase?`}</PageTitle>
      <ListHero
        id="forgot-heading"
        heading={t`Lost your passphrase?`}
        text={t`A lost passphrase cannot be recovered, by us or by anyone else.`}
      />
      <PageWidth max="sm" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ mb: 2 }}>
          <Trans>
            Your passphrase never leaves your devices, and what we keep for your account is
            encrypted with it. Without it, nobody can open that account again: there is no reset and
            no recovery.
          </Trans>
        </Typography>
        <Typography sx={{ mb: 2 }}>
          <Trans>
            Your lists are not lost with it. Any browser where you used {siteName} still has its own
            copy: on that browser, create a new account, and everything it holds goes into the new
            account. Then sign in to the new account on your other devices.
          </Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>
            If a device is still signed in to the old account, you can delete that account from its
            Settings, which removes everything we keep for it.
          </Trans>
        </Typography>
        <AccountLinks
          links={[
            { to: '/register', label: t`Create a new account` },
            { to: '/login', label: t`Sign in` },
          ]}
        />
      </PageWidth>
    </>
  );
}
