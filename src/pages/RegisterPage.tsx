import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';

import { useAccountActions } from '@/features/sync/hooks';
import { RegisterForm } from '@/features/account/RegisterForm';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import { AccountLinks, AccountScreen } from './AccountScreen';
import { SignInStub } from './SignInStub';

/** /register: a new passphrase account when the site has accounts (ACCOUNTS), else the spec's stub. */
export default function RegisterPage() {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const actions = useAccountActions();
  const navigate = useNavigate();
  const { t } = useLingui();
  const siteName = site.name;
  if (!site.accounts) {
    return (
      <SignInStub
        heading={t`No account needed`}
        text={t`${siteName} has no accounts: everything works without signing up.`}
      />
    );
  }
  return (
    <AccountScreen
      id="register-heading"
      heading={t`Create an account`}
      text={t`Keep your lists in step on every device, encrypted so that only you can read them.`}
    >
      <RegisterForm
        actions={actions}
        siteName={siteName}
        onDone={() => navigate('/user-settings')}
      />
      <AccountLinks links={[{ to: '/login', label: t`I have a passphrase: sign in` }]} />
    </AccountScreen>
  );
}
