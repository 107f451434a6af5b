import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  msg`Watchlist items`,
  msg`Favorite movies and shows`,
  msg`Watch history and progress`,
  msg`Continue watching list`,
  msg`Profile settings`,
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
  const { i18n, t } = useLingui();

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
    <SettingsCard title={t`Data Management`}>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {synced
          ? t`Your lists, progress and profile are kept in this browser, and encrypted in your account.`
          : t`Your lists, progress and profile are kept only in this browser.`}
      </Typography>
      {failed ? (
        <ErrorBox sx={{ mb: 2.5 }}>
          <Trans>
            Local data could not be cleared: this browser is blocking access to its storage.
          </Trans>
        </ErrorBox>
      ) : null}
      <Button
        variant="outlined"
        color="error"
        onClick={() => setOpen(true)}
        onPointerEnter={confirmDialog.preload}
        onFocus={confirmDialog.preload}
      >
        <Trans>Clear All Local Data</Trans>
      </Button>
      <confirmDialog.Dialog
        open={open}
        title={t`Clear All Data?`}
        confirmLabel={t`Clear All Data`}
        onCancel={() => setOpen(false)}
        onConfirm={clearAll}
        message={
          <>
            <Trans>This permanently deletes all your local data, including:</Trans>
            <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
              {CLEARED.map((item) => (
                <li key={item.id}>{i18n._(item)}</li>
              ))}
            </Box>
          </>
        }
      />
    </SettingsCard>
  );
}
