import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';

import { openContact } from './ContactHost';

/**
 * The footer's way to the contact modal (spec "Global layout"): opens it with no subject. Unlike the
 * pages' 'Contact Support', it does not fetch the modal's code ahead of a click: every byte here is in
 * every first load.
 */
export function ContactLink() {
  return (
    <Box
      component="button"
      type="button"
      onClick={() => openContact()}
      sx={{
        justifySelf: 'start',
        p: 0,
        border: 0,
        background: 'none',
        font: 'inherit',
        color: 'text.primary',
        textDecoration: 'underline',
        cursor: 'pointer',
      }}
    >
      <Trans>Contact us</Trans>
    </Box>
  );
}
