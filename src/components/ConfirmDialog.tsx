import DeleteIcon from '@mui/icons-material/Delete';
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

import { MessageDialog } from './MessageDialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  /** Also called for a click on the backdrop or Escape. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

/**
 * The confirmation dialog (spec): Cancel and a red Confirm with a trash icon. A click on the backdrop
 * counts as Cancel. Renders nothing while closed.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  if (!open) return null;
  return (
    <MessageDialog
      title={title}
      message={message}
      onDismiss={onCancel}
      actions={
        <>
          <Button color="inherit" onClick={onCancel}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant="contained" color="error" startIcon={<DeleteIcon />} onClick={onConfirm}>
            {confirmLabel ?? t`Confirm`}
          </Button>
        </>
      }
    />
  );
}
