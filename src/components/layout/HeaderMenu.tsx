import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HistoryIcon from '@mui/icons-material/History';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import LoginIcon from '@mui/icons-material/Login';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SettingsIcon from '@mui/icons-material/Settings';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import type { MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import type { AccountLink } from '@/lib/accountLink';

interface MenuLink {
  /** Its text: a message (the account's link comes with its text already in the page's language). */
  label: MessageDescriptor | string;
  to: string;
  icon?: ReactNode;
  /** A divider above this link: the browsing lists end, the visitor's own begin. */
  startsGroup?: boolean;
}

/**
 * The header's site links: the spec's (Home, Fan Favorites, Movies, TV Shows, Trending, Watchlist,
 * Favorites) with the two lists it leaves out, Airing Shows and Collections, after the other browsing
 * lists and labelled as their pages' breadcrumbs are. The mobile menu has them all too (the spec's has
 * five): under 640 px it is the only way to the lists besides the profile menu.
 */
const NAV_LINKS: MenuLink[] = [
  { label: msg`Home`, to: '/' },
  { label: msg`Fan Favorites`, to: '/fan-favorites' },
  { label: msg`Movies`, to: '/movies' },
  { label: msg`TV Shows`, to: '/tv-shows' },
  { label: msg`Trending`, to: '/trending' },
  { label: msg`Airing Shows`, to: '/airing-shows' },
  { label: msg`Collections`, to: '/collections' },
  { label: msg`Watchlist`, to: '/watchlist', startsGroup: true },
  { label: msg`Favorites`, to: '/favorites' },
  { label: msg`Diary`, to: '/diary' },
  { label: msg`For You`, to: '/for-you' },
  { label: msg`Your Stats`, to: '/stats' },
  { label: msg`Calendar`, to: '/calendar' },
];

const LINKS: Record<MenuKind, MenuLink[]> = {
  main: NAV_LINKS,
  mobile: NAV_LINKS,
  profile: [
    {
      label: msg`Continue Watching`,
      to: '/continue-watching',
      icon: <HistoryIcon fontSize="small" />,
    },
    { label: msg`My Watchlist`, to: '/watchlist', icon: <BookmarkBorderIcon fontSize="small" /> },
    { label: msg`My Favorites`, to: '/favorites', icon: <FavoriteBorderIcon fontSize="small" /> },
    { label: msg`My Diary`, to: '/diary', icon: <EventNoteIcon fontSize="small" /> },
    { label: msg`For You`, to: '/for-you', icon: <AutoAwesomeIcon fontSize="small" /> },
    { label: msg`Your Stats`, to: '/stats', icon: <InsertChartOutlinedIcon fontSize="small" /> },
    { label: msg`My Calendar`, to: '/calendar', icon: <CalendarMonthIcon fontSize="small" /> },
    { label: msg`Settings`, to: '/user-settings', icon: <SettingsIcon fontSize="small" /> },
  ],
};

export type MenuKind = 'main' | 'mobile' | 'profile';

/** The account's place in a header menu, while the site has accounts (see useHoverMenu). */
export interface MenuAccount {
  link: AccountLink;
  signedIn: boolean;
}

interface HeaderMenuProps {
  kind: MenuKind;
  /** The menu's id, which its button's aria-controls names. */
  id: string;
  /** The id of the button that opens it: the menu's name. */
  buttonId: string;
  /** The button the menu is open at, or null while closed. */
  anchorEl: HTMLElement | null;
  /** Whether hover (not a click) opened the menu: then the pointer leaving closes it. */
  hoverOpenedRef: RefObject<boolean>;
  /** Called when the menu is to close: a click outside, Escape, a link chosen, the pointer gone. */
  onClose: () => void;
  /** Sign in, or the signed-in account: after the lists, in its own group. */
  account?: MenuAccount;
}

/** Room around the trigger and the menu that still counts as "on" them while the pointer moves. */
const SLACK_PX = 8;

function contains(rect: DOMRect | undefined, x: number, y: number): boolean {
  // A box with no size (not laid out) contains nothing.
  if (!rect || (rect.width === 0 && rect.height === 0)) return false;
  return (
    x >= rect.left - SLACK_PX &&
    x <= rect.right + SLACK_PX &&
    y >= rect.top - SLACK_PX &&
    y <= rect.bottom + SLACK_PX
  );
}

/**
 * The open menu of a header button (see useHoverMenu): its links as menu items, the current page
 * marked. A separate chunk, loaded when a header menu is first wanted, so the menu machinery and the
 * pointer's following are not in the first load.
 */
export default function HeaderMenu({
  kind,
  id,
  buttonId,
  anchorEl,
  hoverOpenedRef,
  onClose,
  account,
}: HeaderMenuProps) {
  const paperRef = useRef<HTMLDivElement>(null);

  const onPointerAway = (event: MouseEvent) => {
    if (!anchorEl || !hoverOpenedRef.current) return;
    const { clientX: x, clientY: y } = event;
    if (contains(anchorEl.getBoundingClientRect(), x, y)) return;
    if (contains(paperRef.current?.getBoundingClientRect(), x, y)) return;
    onClose();
  };

  const onMenuClose: MenuProps['onClose'] = (event, reason) => {
    // A click on the button after hovering it lands on the invisible backdrop: keep the menu open.
    if (reason === 'backdropClick' && anchorEl) {
      const { clientX, clientY } = event as MouseEvent;
      if (contains(anchorEl.getBoundingClientRect(), clientX, clientY)) {
        hoverOpenedRef.current = false;
        return;
      }
    }
    onClose();
  };

  const { pathname } = useLocation();
  const { t } = useLingui();
  const alignRight = kind === 'profile';
  const links: MenuLink[] = account
    ? [
        ...LINKS[kind],
        {
          ...account.link,
          startsGroup: true,
          icon: account.signedIn ? (
            <ManageAccountsIcon fontSize="small" />
          ) : (
            <LoginIcon fontSize="small" />
          ),
        },
      ]
    : LINKS[kind];
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onMenuClose}
      // Opening on hover must not shift the page by hiding its scrollbar.
      disableScrollLock
      slotProps={{
        list: { 'aria-labelledby': buttonId },
        paper: { ref: paperRef, onMouseLeave: onPointerAway },
        backdrop: { onMouseMove: onPointerAway },
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: alignRight ? 'right' : 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: alignRight ? 'right' : 'left' }}
    >
      {account?.signedIn && kind === 'profile' && (
        <ListSubheader sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
          <Trans>Signed in: your lists sync</Trans>
        </ListSubheader>
      )}
      {links.flatMap(({ label, to, icon, startsGroup }) => [
        ...(startsGroup ? [<Divider key={`${to}-divider`} component="li" />] : []),
        <MenuItem
          key={to}
          component={RouterLink}
          to={to}
          onClick={onClose}
          selected={pathname === to}
          aria-current={pathname === to ? 'page' : undefined}
          sx={{ gap: 1.5 }}
        >
          {icon}
          {typeof label === 'string' ? label : t(label)}
        </MenuItem>,
      ])}
    </Menu>
  );
}
