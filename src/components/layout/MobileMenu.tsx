import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';

import { useHoverMenu } from './useHoverMenu';

/** Under 640 px: the hamburger beside the search box (Home, Fan Favorites, Movies, TV Shows, Trending). */
export function MobileMenu() {
  const { buttonProps, menu } = useHoverMenu('mobile');
  return (
    <>
      <IconButton
        {...buttonProps}
        aria-label="Open navigation menu"
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
