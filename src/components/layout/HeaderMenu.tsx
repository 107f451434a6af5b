import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HistoryIcon from '@mui/icons-material/History';
import SettingsIcon from '@mui/icons-material/Settings';
import Menu from '@mui/material/Menu';
import type { MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** The header's site links (spec order); the mobile menu shows the first five. */
const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Fan Favorites', to: '/fan-favorites' },
  { label: 'Movies', to: '/movies' },
  { label: 'TV Shows', to: '/tv-shows' },
  { label: 'Trending', to: '/trending' },
  { label: 'Watchlist', to: '/watchlist' },
  { label: 'Favorites', to: '/favorites' },
];

const LINKS: Record<MenuKind, { label: string; to: string; icon?: ReactNode }[]> = {
  main: NAV_LINKS,
  mobile: NAV_LINKS.slice(0, 5),
  profile: [
    {
      label: 'Continue Watching',
      to: '/continue-watching',
      icon: <HistoryIcon fontSize="small" />,
    },
    { label: 'My Watchlist', to: '/watchlist', icon: <BookmarkBorderIcon fontSize="small" /> },
    { label: 'My Favorites', to: '/favorites', icon: <FavoriteBorderIcon fontSize="small" /> },
    { label: 'Settings', to: '/user-settings', icon: <SettingsIcon fontSize="small" /> },
  ],
};

export type MenuKind = 'main' | 'mobile' | 'profile';

export interface HeaderMenuProps extends MenuProps {
  kind: MenuKind;
  /** Called when a link is chosen. */
  onChoose: () => void;
}

/**
 * The open menu of a header button: its links as menu items, the current page marked. A separate
 * chunk, loaded when a header menu is first wanted, so the menu machinery is not in the first load.
 */
export default function HeaderMenu({ kind, onChoose, ...menuProps }: HeaderMenuProps) {
  const { pathname } = useLocation();
  const alignRight = kind === 'profile';
  return (
    <Menu
      {...menuProps}
      anchorOrigin={{ vertical: 'bottom', horizontal: alignRight ? 'right' : 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: alignRight ? 'right' : 'left' }}
    >
      {LINKS[kind].map(({ label, to, icon }) => (
        <MenuItem
          key={to}
          component={RouterLink}
          to={to}
          onClick={onChoose}
          selected={pathname === to}
          aria-current={pathname === to ? 'page' : undefined}
          sx={{ gap: 1.5 }}
        >
          {icon}
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
