import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PromptDialog } from './PromptDialog';

interface NoticeDialogProps {
  open: boolean;
  siteName: string;
  /** The operator's text (SITE_NOTICE), shown as plain text. */
  text: string;
  /** 'Got it, continue to site': stored, not shown again in this browser. */
  onAccept: () => void;
  /** The backdrop, Escape or the ad blocker link: closed, nothing stored. */
  onDismiss: () => void;
}

/** The domain notice (spec section 4), only when the site's settings have a text for it. */
export function NoticeDialog({ open, siteName, text, onAccept, onDismiss }: NoticeDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <PromptDialog open={open} onDismiss={onDismiss} labelledBy={titleId} describedBy={textId}>
      <DialogTitle id={titleId}>
        <Trans>A note from {siteName}</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line' }}>
          {text}
        </DialogContentText>
        <DialogContentText sx={{ mt: 2 }}>
          <Trans>
            Browsing with an ad blocker?{' '}
            <Link
              component={RouterLink}
              to="/AdBlockers"
              color="primary"
              underline="always"
              onClick={onDismiss}
            >
              See the ones we suggest
            </Link>
            .
          </Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onAccept}>
          <Trans>Got it, continue to site</Trans>
        </Button>
      </DialogActions>
    </PromptDialog>
  );
}
