import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';

import { useAccountActions } from '@/features/sync/hooks';
import { SignInForm } from '@/features/account/SignInForm';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import { AccountLinks, AccountScreen } from './AccountScreen';
import { SignInStub } from './SignInStub';

/** /login: a passphrase sign-in when the site has accounts (ACCOUNTS), else the spec's stub. */
export default function LoginPage() {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const actions = useAccountActions();
  const navigate = useNavigate();
  const { t } = useLingui();
  const siteName = site.name;
  if (!site.accounts) {
    return (
      <SignInStub
        heading={t`No sign-in needed`}
        text={t`${siteName} has no accounts, so there is nothing to sign in to.`}
      />
    );
  }
  return (
    <AccountScreen
      id="sign-in-heading"
      heading={t`Sign in`}
      text={t`Sync your lists on this device with your ${siteName} passphrase.`}
    >
      <SignInForm actions={actions} onDone={() => navigate('/user-settings')} />
      <AccountLinks
        links={[
          { to: '/register', label: t`Create an account` },
          { to: '/forgot-password', label: t`Lost your passphrase?` },
        ]}
      />
    </AccountScreen>
  );
}
