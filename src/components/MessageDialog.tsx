import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ReactNode } from 'react';

interface MessageDialogProps {
  title: string;
  message: ReactNode;
  /** Escape or a click on the backdrop. */
  onDismiss: () => void;
  /** The buttons. */
  actions: ReactNode;
}

/** A small dialog with a title, a message and buttons: the base of the alert and confirm dialogs. */
export function MessageDialog({ title, message, onDismiss, actions }: MessageDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open
      onClose={() => onDismiss()}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component={typeof message === 'string' ? 'p' : 'div'}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>
    </Dialog>
  );
}
