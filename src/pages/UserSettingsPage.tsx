import Box from '@mui/material/Box';

import { ListHero } from '@/components/ListHero';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';
import { DataManagement } from '@/features/profile/DataManagement';
import { ProfileForm } from '@/features/profile/ProfileForm';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

/**
 * /user-settings (spec "Profile settings"): the hero, the Profile card (picture and username) and the
 * Data Management card (clear all local data). Both cards belong to the profile feature, which owns
 * the profile slice.
 */
export default function UserSettingsPage() {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  return (
    <>
      <PageTitle>Profile Settings</PageTitle>
      <ListHero
        id="user-settings-heading"
        heading="Profile Settings"
        text={`Customize your ${site.name} experience`}
      />
      <PageWidth max="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ display: 'grid', gap: 4 }}>
          <ProfileForm />
          <DataManagement />
        </Box>
      </PageWidth>
    </>
  );
}
