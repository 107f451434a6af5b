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

interface ConsentDialogProps {
  open: boolean;
  siteName: string;
  /** Whether visitors may sign in to accounts that sync (ACCOUNTS): then lists may leave, encrypted. */
  accounts?: boolean;
  /** 'Accept All Cookies': stored, never asked again in this browser. */
  onAcceptAll: () => void;
  /** 'Accept Essential Only': stored too, never asked again in this browser (DECISIONS). */
  onEssentialOnly: () => void;
  /** The backdrop or Escape: closed, nothing stored (asked again in the next session). */
  onDismiss: () => void;
}

/**
 * The cookie consent modal (spec section 4). Its privacy and terms links close it by leaving for those
 * pages, where it never opens. The page behind does not scroll while it is open (PromptDialog).
 */
export function ConsentDialog({
  open,
  siteName,
  accounts = false,
  onAcceptAll,
  onEssentialOnly,
  onDismiss,
}: ConsentDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <PromptDialog open={open} onDismiss={onDismiss} labelledBy={titleId} describedBy={textId}>
      <DialogTitle id={titleId}>
        <Trans>Cookies and your data</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          <Trans>
            {siteName} keeps your watchlist, favorites, viewing progress and settings in this
            browser&apos;s local storage, so they are still here next time.
          </Trans>{' '}
          {accounts ? (
            <Trans>
              None of it is sent to us unless you sign in to an account, and then only encrypted so
              that we cannot read it. {siteName} itself sets no advertising or tracking cookies; a
              video player from another site that you start may set its own.
            </Trans>
          ) : (
            <Trans>
              None of it is sent to us, and {siteName} itself sets no advertising or tracking
              cookies; a video player from another site that you start may set its own.
            </Trans>
          )}{' '}
          <Trans>
            Read more in our{' '}
            <Link component={RouterLink} to="/privacy" color="primary" underline="always">
              Privacy Policy
            </Link>{' '}
            and{' '}
            <Link component={RouterLink} to="/terms" color="primary" underline="always">
              Terms of Service
            </Link>
            .
          </Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={onEssentialOnly}>
          <Trans>Accept Essential Only</Trans>
        </Button>
        <Button variant="contained" onClick={onAcceptAll}>
          <Trans>Accept All Cookies</Trans>
        </Button>
      </DialogActions>
    </PromptDialog>
  );
}
