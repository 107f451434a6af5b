import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';

import { useHoverMenu } from './useHoverMenu';

/** Desktop: the "Menu" button that opens the site links on hover or click. */
export function MainMenu() {
  const { buttonProps, menu } = useHoverMenu('main');
  return (
    <>
      <Button
        {...buttonProps}
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <Trans>Menu</Trans>
      </Button>
      {menu}
    </>
  );
}
