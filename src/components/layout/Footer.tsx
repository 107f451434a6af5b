import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { AccountLink } from '@/lib/accountLink';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import { TextLink } from './TextLink';

interface LinkGroup {
  key: string;
  heading: MessageDescriptor;
  /** Links as messages; the account's link comes with its text already in the page's language. */
  links: { label: MessageDescriptor | string; to: string }[];
}

const LINK_GROUPS: LinkGroup[] = [
  {
    key: 'quick-links',
    heading: msg`Quick Links`,
    links: [
      { label: msg`Movies`, to: '/movies' },
      { label: msg`TV Shows`, to: '/tv-shows' },
      { label: msg`Trending`, to: '/trending' },
      { label: msg`Fan Favorites`, to: '/fan-favorites' },
      { label: msg`Ad Blockers`, to: '/AdBlockers' },
    ],
  },
  {
    key: 'account',
    heading: msg`Account`,
    links: [
      { label: msg`Watchlist`, to: '/watchlist' },
      { label: msg`Favorites`, to: '/favorites' },
    ],
  },
  {
    key: 'legal',
    heading: msg`Legal`,
    links: [
      { label: msg`Terms`, to: '/terms' },
      { label: msg`Privacy`, to: '/privacy' },
      { label: msg`FAQ`, to: '/FAQ' },
      { label: msg`Cookies`, to: '/cookies' },
    ],
  },
];

const TMDB_URL = 'https://www.themoviedb.org';

/**
 * The site footer: call to action, link groups, copyright, TMDB notice and the demo marker. `contact` is
 * the way to the contact modal, which the layout supplies (shared UI knows no feature); `account`, sign
 * in or the signed-in account, ends the Account group while the site has accounts.
 */
export function Footer({ contact, account }: { contact?: ReactNode; account?: AccountLink }) {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const groups = account
    ? LINK_GROUPS.map((group) =>
        group.key === 'account' ? { ...group, links: [...group.links, account] } : group,
      )
    : LINK_GROUPS;
  const year = new Date().getFullYear();
  const { t } = useLingui();
  const siteName = site.name;
  return (
    <Box
      component="footer"
      sx={{
        mt: 8,
        bgcolor: 'background.paper',
        borderTop: ({ palette }) => `1px solid ${palette.overlay.hairline}`,
        px: { xs: 2, sm: 3 },
        py: 6,
      }}
    >
      <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: 2,
            pb: 5,
            mb: 5,
            borderBottom: ({ palette }) => `1px solid ${palette.overlay.hairline}`,
          }}
        >
          <Box>
            <Typography variant="h3" component="h2">
              <Trans>Ready for something to watch?</Trans>
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              <Trans>
                Browse films and series, save what catches your eye, and come back to it any time.
              </Trans>
            </Typography>
          </Box>
          <Button variant="contained" size="large" component={RouterLink} to="/movies">
            <Trans>Start Watching</Trans>
          </Button>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography
              component="p"
              sx={{ fontSize: '1.5rem', fontWeight: 900, color: 'primary.main' }}
            >
              {site.name}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 360 }}>
              <Trans>
                Find movies and TV shows, keep a watchlist and favorites, and pick up where you left
                off.
              </Trans>{' '}
              {site.accounts
                ? t`Your lists stay in your own browser, and sync, encrypted, only if you sign in.`
                : t`Your lists stay in your own browser.`}
            </Typography>
          </Box>
          {groups.map(({ key, heading, links }) => {
            const name = t(heading);
            return (
              <Box component="nav" key={key} aria-label={t`Footer: ${name}`}>
                <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1.5 }}>
                  {name}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {links.map(({ label, to }) => (
                    <li key={to}>
                      <TextLink
                        to={to}
                        sx={{ color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
                      >
                        {typeof label === 'string' ? label : t(label)}
                      </TextLink>
                    </li>
                  ))}
                </Box>
              </Box>
            );
          })}
        </Box>

        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: ({ palette }) => `1px solid ${palette.overlay.hairline}`,
            display: 'grid',
            gap: 1.5,
            color: 'text.secondary',
            fontSize: '0.875rem',
          }}
        >
          {site.catalogue === 'demo' && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Box
                component="strong"
                sx={{
                  px: 1,
                  py: 0.25,
                  borderRadius: 1,
                  border: '1px solid',
                  borderColor: 'primary.main',
                  color: 'primary.main',
                  fontSize: '0.8125rem',
                }}
              >
                <Trans>Demo catalogue</Trans>
              </Box>
              <span>
                <Trans>
                  This site is running on its built-in sample catalogue: a fixed snapshot of titles,
                  so lists and dates do not change from day to day.
                </Trans>
              </span>
            </Box>
          )}
          <p style={{ margin: 0 }}>
            <Trans>
              Catalogue data from <a href={TMDB_URL}>TMDB</a>. This product uses the TMDB API but is
              not endorsed or certified by TMDB.
            </Trans>
          </p>
          {contact}
          <p style={{ margin: 0 }}>
            <Trans>
              © {year} {siteName}. No videos are hosted on this site.
            </Trans>
          </p>
        </Box>
      </Box>
    </Box>
  );
}
