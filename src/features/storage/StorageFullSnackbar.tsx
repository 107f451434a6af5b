import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';

interface StorageFullSnackbarProps {
  open: boolean;
  onClose: () => void;
}

/** The storage-full message; stays until dismissed, not closed by the next click elsewhere. */
export default function StorageFullSnackbar({ open, onClose }: StorageFullSnackbarProps) {
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      message="Your saved lists could not be stored in this browser, so changes will only last for this visit. Freeing up browser storage or allowing site data should fix it."
      action={
        <IconButton aria-label="Dismiss" color="inherit" size="small" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    />
  );
}
