import { Trans } from '@lingui/react/macro';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { ListHero } from '@/components/ListHero';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';

interface SignInStubProps {
  heading: string;
  /** Why there is nothing to do here, a sentence naming the site: "Marquee has no accounts, so …". */
  text: string;
}

/**
 * What /login, /register and /forgot-password say (spec: sign-in stubs, no breadcrumb): no account is
 * needed, and where the visitor's lists are kept, with the way to them.
 */
export function SignInStub({ heading, text }: SignInStubProps) {
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <ListHero id="sign-in-heading" heading={heading} text={text} />
      <PageWidth max="sm" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ mb: 2 }}>
          <Trans>
            Your watchlist, favorites, viewing progress and profile are kept in this browser&apos;s
            local storage, on this device only. They are never sent to us, and nobody else can see
            them.
          </Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          <Trans>
            Clearing this browser&apos;s data for the site removes them. To keep a copy, or to move
            them to another browser, export them from Settings and import the file there.
          </Trans>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="contained"
            component={RouterLink}
            to="/watchlist"
            startIcon={<BookmarkBorderIcon />}
          >
            <Trans>My Watchlist</Trans>
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to="/favorites"
            startIcon={<FavoriteBorderIcon />}
          >
            <Trans>My Favorites</Trans>
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to="/user-settings"
            startIcon={<SettingsIcon />}
          >
            <Trans>Settings</Trans>
          </Button>
        </Stack>
      </PageWidth>
    </>
  );
}
