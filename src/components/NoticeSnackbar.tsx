import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import type { ReactNode } from 'react';

interface NoticeSnackbarProps {
  open: boolean;
  message: string;
  onClose: () => void;
  /** Shown before the dismiss button (a link to where the visitor can act on it). */
  action?: ReactNode;
}

/**
 * A notice at the bottom that stays until dismissed, not closed by the next click elsewhere: for what
 * the visitor must hear about whatever page they are on. Its own chunk wherever it is used (lazy), as
 * it is rarely needed.
 */
export default function NoticeSnackbar({ open, message, onClose, action }: NoticeSnackbarProps) {
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      message={message}
      action={
        <>
          {action}
          <IconButton aria-label="Dismiss" color="inherit" size="small" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
