import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useAccountState } from '@/features/sync/hooks';
import { ListHero } from '@/components/ListHero';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';

interface AccountScreenProps {
  id: string;
  heading: string;
  text: string;
  /** Shown while this browser is not signed in (or before it is known). */
  children: ReactNode;
}

/**
 * The frame of /login and /register with accounts on: the hero, then the form, or, for a browser
 * already signed in, a note saying so with the way to its settings.
 */
export function AccountScreen({ id, heading, text, children }: AccountScreenProps) {
  const account = useAccountState();
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <ListHero id={id} heading={heading} text={text} />
      <PageWidth max="sm" sx={{ py: { xs: 4, md: 6 } }}>
        {account?.session ? (
          <Stack spacing={2}>
            <Typography>
              <Trans>This browser is signed in, and your lists sync.</Trans>
            </Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to="/user-settings"
              sx={{ alignSelf: 'flex-start' }}
            >
              <Trans>Your account in Settings</Trans>
            </Button>
          </Stack>
        ) : (
          children
        )}
      </PageWidth>
    </>
  );
}

/** The links between the three account pages. */
export function AccountLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <Typography sx={{ mt: 3 }}>
      {links.map((link, index) => (
        <span key={link.to}>
          {index > 0 ? ' · ' : ''}
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </span>
      ))}
    </Typography>
  );
}
