import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ReactNode } from 'react';

interface AlertDialogProps {
  open: boolean;
  message: ReactNode;
  /** Called by the button, Escape or a click on the backdrop. */
  onClose: () => void;
  title?: string;
  buttonLabel?: string;
}

/** The generic alert dialog (spec: default title 'Alert', button 'Got It'). Nothing while closed. */
export function AlertDialog({
  open,
  message,
  onClose,
  title = 'Alert',
  buttonLabel = 'Got It',
}: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  if (!open) return null;
  return (
    <Dialog
      open
      onClose={() => onClose()}
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
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {buttonLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
