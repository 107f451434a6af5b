import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

import { MessageDialog } from './MessageDialog';

interface AlertDialogProps {
  open: boolean;
  message: ReactNode;
  /** Called by the button, Escape or a click on the backdrop. */
  onClose: () => void;
  title?: string;
  buttonLabel?: string;
}

/** The generic alert dialog (spec: default title 'Alert', button 'Got It'). Nothing while closed. */
export function AlertDialog({ open, message, onClose, title, buttonLabel }: AlertDialogProps) {
  const { t } = useLingui();
  if (!open) return null;
  return (
    <MessageDialog
      title={title ?? t`Alert`}
      message={message}
      onDismiss={onClose}
      actions={
        <Button variant="contained" onClick={onClose}>
          {buttonLabel ?? t`Got It`}
        </Button>
      }
    />
  );
}
