import { useLingui } from '@lingui/react/macro';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { Link as RouterLink } from 'react-router-dom';

interface NoticeSnackbarProps {
  open: boolean;
  message: string;
  onClose: () => void;
  /** A link before the dismiss button, to where the visitor can act on the notice. */
  link?: { label: string; to: string };
  /** A button before the dismiss button, for what the visitor may do about the notice at once. */
  action?: { label: string; onClick: () => void };
}

/**
 * A notice at the bottom that stays until dismissed, not closed by the next click elsewhere: for what
 * the visitor must hear about whatever page they are on. Its own chunk wherever it is used (lazy), as
 * it is rarely needed.
 */
export default function NoticeSnackbar({
  open,
  message,
  onClose,
  link,
  action,
}: NoticeSnackbarProps) {
  const { t } = useLingui();
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
          {action && (
            <Button color="inherit" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
          {link && (
            <Button color="inherit" size="small" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          )}
          <IconButton aria-label={t`Dismiss`} color="inherit" size="small" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
