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
  if (!site.accounts) {
    return (
      <SignInStub
        heading="No account needed"
        reason="has no accounts: everything works without signing up."
      />
    );
  }
  return (
    <AccountScreen
      id="register-heading"
      heading="Create an account"
      text="Keep your lists in step on every device, encrypted so that only you can read them."
    >
      <RegisterForm
        actions={actions}
        siteName={site.name}
        onDone={() => navigate('/user-settings')}
      />
      <AccountLinks links={[{ to: '/login', label: 'I have a passphrase: sign in' }]} />
    </AccountScreen>
  );
}
