import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';

import { openContact, preloadContactDialog } from './ContactHost';

/** 'Contact Support' (spec): opens the contact modal with the page's subject already set. */
export function ContactSupportButton({ subject }: { subject: string }) {
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<SupportAgentIcon />}
      onClick={() => openContact(subject)}
      onPointerEnter={preloadContactDialog}
      onFocus={preloadContactDialog}
    >
      <Trans>Contact Support</Trans>
    </Button>
  );
}
