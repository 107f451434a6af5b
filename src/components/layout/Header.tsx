import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import type { MenuAccount } from './HeaderMenu';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';
import { TextLink } from './TextLink';
import { useScrolledPast } from './useScrolledPast';

/** Height of the fixed header; content that must start below it is offset by this much. */
export const HEADER_HEIGHT = 64;
/** Spec: the header turns solid once the page is scrolled more than 10 px. */
export const HEADER_SOLID_AFTER_PX = 10;

/**
 * The fixed header. Desktop: logo, hover Menu, search box, profile. Under 640 px: hamburger, the
 * logo's first letter (the way home), search box, profile. Transparent over the top of the page (a shade keeps its text readable over a hero),
 * solid once scrolled.
 */
interface HeaderProps {
  /** The search box and its suggestions (the search feature's, built on SearchBox). */
  search?: ReactNode;
  /** The profile button and its menu, at the right end (the profile feature's). */
  profileMenu?: ReactNode;
  /** Sign in, or the signed-in account, in the phone's menu (while the site has accounts). */
  account?: MenuAccount;
}

export function Header({ search, profileMenu, account }: HeaderProps) {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const [initial, ...rest] = Array.from(site.name);
  const solid = useScrolledPast(HEADER_SOLID_AFTER_PX);
  return (
    <Box
      component="header"
      data-solid={solid}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 'appBar',
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        px: { xs: 1.5, sm: 3 },
        color: 'text.primary',
        transition: 'background-color 200ms ease, box-shadow 200ms ease',
        ...(solid
          ? {
              bgcolor: 'background.paper',
              boxShadow: ({ palette }) => `0 2px 12px ${palette.overlay.shadow}`,
            }
          : {
              bgcolor: 'transparent',
              backgroundImage: ({ palette }) =>
                `linear-gradient(${alpha(palette.background.default, 0.9)}, ${alpha(palette.background.default, 0)})`,
            }),
      }}
    >
      <MobileMenu account={account} />
      <TextLink
        to="/"
        aria-label={site.name}
        sx={{
          color: 'primary.main',
          '&:hover': { textDecoration: 'none' },
          fontSize: '1.5rem',
          fontWeight: 900,
          letterSpacing: '-0.02em',
          whiteSpace: 'nowrap',
        }}
      >
        {/* Under 640 px the name's first letter alone: the way home, leaving the search box its room. */}
        {initial}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {rest.join('')}
        </Box>
      </TextLink>
      <MainMenu />
      <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
      {search}
      {profileMenu}
    </Box>
  );
}
