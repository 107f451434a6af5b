import Box from '@mui/material/Box';

import { useAccountState } from '@/app/accountHooks';
import { ListHero } from '@/components/ListHero';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';
import { YourDataCard } from '@/features/dataTransfer/YourDataCard';
import { DataManagement } from '@/features/profile/DataManagement';
import { ProfileForm } from '@/features/profile/ProfileForm';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import { AccountSettings } from './AccountSettings';

/**
 * /user-settings (spec "Profile settings"): the hero, the Profile card (picture and username), the Your
 * data card (export, import, Letterboxd; issue 12) and the Data Management card (clear all local data).
 */
export default function UserSettingsPage() {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const account = useAccountState();
  return (
    <>
      <PageTitle>Profile Settings</PageTitle>
      <ListHero
        id="user-settings-heading"
        heading="Profile Settings"
        text={`Customize your ${site.name} experience`}
      />
      <PageWidth max="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <ProfileForm />
          <YourDataCard />
          <DataManagement synced={Boolean(account?.session)} />
          {site.accounts && <AccountSettings />}
        </Box>
      </PageWidth>
    </>
  );
}
