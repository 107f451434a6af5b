import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { useAccountState } from '@/features/sync/hooks';
import { ListHero } from '@/components/ListHero';
import { HEADER_HEIGHT } from '@/components/layout/Header';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';
import { YourDataCard } from '@/features/dataTransfer/YourDataCard';
import { DataManagement } from '@/features/profile/DataManagement';
import { LanguageSettings } from '@/features/profile/LanguageSettings';
import { ProfileForm } from '@/features/profile/ProfileForm';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import { AccountSettings } from './AccountSettings';

/**
 * /user-settings (spec "Profile settings"): the hero, the Profile card (picture and username), the Your
 * data card (export, import, Letterboxd; issue 12) and the Data Management card (clear all local data),
 * then the account's (ACCOUNTS on), which `#account` (the header's and footer's "Your account") opens
 * at, its focus moved there for keyboard and screen-reader users.
 */
export default function UserSettingsPage() {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const account = useAccountState();
  const { hash } = useLocation();
  const { t } = useLingui();
  const siteName = site.name;
  const accountCard = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash !== '#account' || !site.accounts) return;
    accountCard.current?.scrollIntoView({ block: 'start' });
    accountCard.current?.focus({ preventScroll: true });
  }, [hash, site.accounts]);
  return (
    <>
      <PageTitle>{t`Profile Settings`}</PageTitle>
      <ListHero
        id="user-settings-heading"
        heading={t`Profile Settings`}
        text={t`Customize your ${siteName} experience`}
      />
      <PageWidth max="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <ProfileForm />
          <LanguageSettings />
          <YourDataCard />
          <DataManagement synced={Boolean(account?.session)} />
          {site.accounts && (
            <Box
              id="account"
              ref={accountCard}
              tabIndex={-1}
              sx={{ scrollMarginTop: `${HEADER_HEIGHT + 16}px`, '&:focus': { outline: 'none' } }}
            >
              <AccountSettings />
            </Box>
          )}
        </Box>
      </PageWidth>
    </>
  );
}
