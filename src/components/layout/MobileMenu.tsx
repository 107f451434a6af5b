import MenuIcon from '@mui/icons-material/Menu';
import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';

import type { MenuAccount } from './HeaderMenu';
import { useHoverMenu } from './useHoverMenu';

/**
 * Under 640 px: the hamburger beside the search box (Home, Fan Favorites, Movies, TV Shows, Trending,
 * …), ending with the way to sign in or to the account while the site has accounts.
 */
export function MobileMenu({ account }: { account?: MenuAccount }) {
  const { buttonProps, menu } = useHoverMenu('mobile', account);
  const { t } = useLingui();
  return (
    <>
      <IconButton
        {...buttonProps}
        aria-label={t`Open navigation menu`}
        color="inherit"
        edge="start"
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {menu}
    </>
  );
}
