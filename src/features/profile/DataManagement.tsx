import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ErrorBox } from '@/components/ErrorBox';
import { lazyDialog } from '@/components/lazyDialog';
import { clearLocalData } from '@/lib/localData';

import { pageReload } from '@/lib/pageReload';
import { SettingsCard } from '@/components/SettingsCard';

/** What the clear removes, as the spec lists it. */
const CLEARED = [
  'Watchlist items',
  'Favorite movies and shows',
  'Watch history and progress',
  'Continue watching list',
  'Profile settings',
];

/** The confirmation loads its code when first needed (or when the button is neared). */
const confirmDialog = lazyDialog(() =>
  import('@/components/ConfirmDialog').then((module) => module.ConfirmDialog),
);

/**
 * The Data Management card (spec): 'Clear All Local Data' asks first ('Clear All Data?'), then removes
 * every key of ours from localStorage except `hasLoaded` (other apps' keys stay) and reloads the page,
 * so every list starts empty.
 */
export function DataManagement({ synced = false }: { synced?: boolean }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const clearAll = () => {
    try {
      clearLocalData(window.localStorage);
    } catch {
      setOpen(false);
      setFailed(true);
      return;
    }
    pageReload.reload();
  };

  return (
    <SettingsCard title="Data Management">
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {synced
          ? 'Your lists, progress and profile are kept in this browser, and encrypted in your account.'
          : 'Your lists, progress and profile are kept only in this browser.'}
      </Typography>
      {failed ? (
        <ErrorBox sx={{ mb: 2.5 }}>
          Local data could not be cleared: this browser is blocking access to its storage.
        </ErrorBox>
      ) : null}
      <Button
        variant="outlined"
        color="error"
        onClick={() => setOpen(true)}
        onPointerEnter={confirmDialog.preload}
        onFocus={confirmDialog.preload}
      >
        Clear All Local Data
      </Button>
      <confirmDialog.Dialog
        open={open}
        title="Clear All Data?"
        confirmLabel="Clear All Data"
        onCancel={() => setOpen(false)}
        onConfirm={clearAll}
        message={
          <>
            This permanently deletes all your local data, including:
            <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
              {CLEARED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          </>
        }
      />
    </SettingsCard>
  );
}
