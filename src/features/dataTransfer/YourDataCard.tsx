import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';

import { useAppStore } from '@/app/hooks';
import { ErrorBox } from '@/components/ErrorBox';
import { SettingsCard } from '@/components/SettingsCard';
import {
  BACKUP_MAX_BYTES,
  backupData,
  backupFileName,
  buildBackup,
  readBackup,
} from '@/lib/backup';
import type { BackupFile } from '@/lib/backup';
import { readFileText } from '@/features/dataTransfer/fileText';

import { StatusLine } from './StatusLine';
import { downloadText as download } from '@/lib/download';

/** The preview and the Letterboxd import load when first used: most visits to settings use neither. */
const BackupImport = lazy(() =>
  import(/* webpackChunkName: "data-import" */ './BackupImport').then((module) => ({
    default: module.BackupImport,
  })),
);
const LetterboxdImport = lazy(() =>
  import(/* webpackChunkName: "letterboxd-import" */ './letterboxd/LetterboxdImport').then(
    (module) => ({ default: module.LetterboxdImport }),
  ),
);
const LetterboxdExport = lazy(() =>
  import(/* webpackChunkName: "letterboxd-export" */ './letterboxd/LetterboxdExport').then(
    (module) => ({ default: module.LetterboxdExport }),
  ),
);
const ImdbImport = lazy(() =>
  import(/* webpackChunkName: "imdb-import" */ './imdb/ImdbImport').then((module) => ({
    default: module.ImdbImport,
  })),
);

type Panel =
  | { kind: 'none' }
  | { kind: 'backup'; fileName: string; backup: BackupFile }
  | { kind: 'letterboxd' }
  | { kind: 'letterboxdExport' }
  | { kind: 'imdb' };

/**
 * The "Your data" card of /user-settings (issue 12): 'Export' downloads every list as
 * `marquee-data-YYYY-MM-DD.json`; 'Import' reads such a file, shows what it holds and lets the visitor
 * merge or replace; 'Import from Letterboxd' reads Letterboxd's export (its ZIP or CSV files),
 * 'Import from IMDb' IMDb's ratings, and 'Export for Letterboxd' writes Letterboxd's CSV format.
 */
export function YourDataCard() {
  const { t, i18n } = useLingui();
  const store = useAppStore();
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Only the latest file counts when the visitor picks again before one is read.
  const choice = useRef(0);

  const exportData = () => {
    const now = new Date();
    const data = backupData(store.getState());
    const fileName = backupFileName(now);
    download(fileName, JSON.stringify(buildBackup(data, now), null, 1), 'application/json');
    setProblem(null);
    const watchlistCount = data.watchlist.items.length;
    const favoritesCount = data.favorites.items.length;
    setStatus(
      t`Exported ${fileName}: ${plural(watchlistCount, { one: '# title', other: '# titles' })} in your watchlist, ${plural(favoritesCount, { one: '# title', other: '# titles' })} in favorites.`,
    );
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    input.value = '';
    if (!file) return;
    const { name } = file;
    const current = ++choice.current;
    setStatus(null);
    setProblem(null);
    setPanel({ kind: 'none' });
    if (file.size > BACKUP_MAX_BYTES) {
      const megabytes = BACKUP_MAX_BYTES / 1024 / 1024;
      setProblem(
        t`${name} is larger than ${megabytes} MB, so it is not a Marquee data file. Nothing was imported.`,
      );
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      if (current === choice.current)
        setProblem(t`${name} could not be read. Nothing was imported.`);
      return;
    }
    if (current !== choice.current) return;
    const reading = readBackup(text, i18n);
    if (reading.ok) setPanel({ kind: 'backup', fileName: file.name, backup: reading.backup });
    else setProblem(reading.message);
  };

  const open = (next: Panel) => {
    setStatus(null);
    setProblem(null);
    setPanel(next);
  };

  const finish = (message: string | null) => {
    setPanel({ kind: 'none' });
    setStatus(message);
  };

  return (
    <SettingsCard title={t`Your data`}>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        <Trans>
          Take your lists to another browser: export them to a file here, then import the file
          there. You can also bring your ratings, diary and lists from Letterboxd, your ratings from
          IMDb, and take your ratings, diary and watchlist to Letterboxd.
        </Trans>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" onClick={exportData}>
          <Trans>Export</Trans>
        </Button>
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          <Trans>Import</Trans>
        </Button>
        {/* The browser's own picker, opened by the button above (its look cannot be styled). */}
        <input
          ref={fileInput}
          hidden
          type="file"
          accept=".json,application/json"
          aria-label={t`Import a Marquee data file`}
          onChange={chooseFile}
        />
        <Button variant="outlined" onClick={() => open({ kind: 'letterboxd' })}>
          <Trans>Import from Letterboxd</Trans>
        </Button>
        <Button variant="outlined" onClick={() => open({ kind: 'imdb' })}>
          <Trans>Import from IMDb</Trans>
        </Button>
        <Button variant="outlined" onClick={() => open({ kind: 'letterboxdExport' })}>
          <Trans>Export for Letterboxd</Trans>
        </Button>
      </Box>
      <StatusLine>{status}</StatusLine>
      {problem ? <ErrorBox sx={{ mt: 2.5 }}>{problem}</ErrorBox> : null}
      <Suspense
        fallback={
          <Typography sx={{ mt: 2.5 }}>
            <Trans>Loading…</Trans>
          </Typography>
        }
      >
        {panel.kind === 'backup' ? (
          <BackupImport
            fileName={panel.fileName}
            backup={panel.backup}
            onDone={finish}
            onCancel={() => finish(null)}
          />
        ) : null}
        {panel.kind === 'letterboxd' ? <LetterboxdImport onClose={() => finish(null)} /> : null}
        {panel.kind === 'imdb' ? <ImdbImport onClose={() => finish(null)} /> : null}
        {panel.kind === 'letterboxdExport' ? (
          <LetterboxdExport onClose={() => finish(null)} />
        ) : null}
      </Suspense>
    </SettingsCard>
  );
}
