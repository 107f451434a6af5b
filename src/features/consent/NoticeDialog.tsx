import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

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
    <Dialog
      open={open}
      onClose={onDismiss}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      // In the page while closed (Prompts opens it in a later task), hidden from everyone.
      keepMounted
    >
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
    </Dialog>
  );
}
