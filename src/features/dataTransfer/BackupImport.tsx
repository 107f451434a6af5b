import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

import { ErrorBox } from '@/components/ErrorBox';
import { RadioCard } from '@/components/RadioCard';
import { BACKUP_SECTIONS, SECTION_LABELS, backupCounts } from '@/lib/backup';
import type { BackupData, BackupFile, BackupSection } from '@/lib/backup';
import { dateFormat } from '@/lib/intlFormats';

import { useImportData } from './useImportData';
import type { ImportMode } from './useImportData';

export interface BackupImportProps {
  fileName: string;
  backup: BackupFile;
  /** Called after a successful import with the line to show. */
  onDone: (message: string) => void;
  onCancel: () => void;
}

const MODES: { mode: ImportMode; label: MessageDescriptor; detail: MessageDescriptor }[] = [
  {
    mode: 'merge',
    label: msg`Merge`,
    detail: msg`Add the file’s titles to the lists in this browser. Where both have a title, the newer entry is kept.`,
  },
  {
    mode: 'replace',
    label: msg`Replace`,
    detail: msg`Replace the lists, progress and profile in this browser with the file’s.`,
  },
];

const titles = (i18n: I18n, count: number) =>
  i18n._(msg`${plural(count, { one: '# title', other: '# titles' })}`);
const shows = (i18n: I18n, count: number) =>
  i18n._(msg`${plural(count, { one: '# show', other: '# shows' })}`);

/** What each section's line says of it. */
const SECTION_LINES: Record<
  BackupSection,
  (i18n: I18n, data: BackupData, counts: ReturnType<typeof backupCounts>) => string
> = {
  watchlist: (i18n, _data, counts) => titles(i18n, counts.watchlist),
  favorites: (i18n, _data, counts) => titles(i18n, counts.favorites),
  continueWatching: (i18n, _data, counts) => titles(i18n, counts.continueWatching),
  progress: (i18n, _data, counts) => titles(i18n, counts.progress),
  lastWatched: (i18n, _data, counts) => shows(i18n, counts.lastWatched),
  completedShows: (i18n, _data, counts) => shows(i18n, counts.completedShows),
  profile: (i18n, { profile }) => {
    const { username } = profile;
    return profile.avatar ? i18n._(msg`${username}, with a picture`) : username;
  },
  ratings: (i18n, _data, counts) => titles(i18n, counts.ratings),
  diary: (i18n, _data, counts) => {
    const count = counts.diary;
    return i18n._(msg`${plural(count, { one: '# entry', other: '# entries' })}`);
  },
};

/** The file's contents, one line per section. */
function countLines(i18n: I18n, data: BackupData): [BackupSection, string, string][] {
  const counts = backupCounts(data);
  return BACKUP_SECTIONS.map((section) => [
    section,
    i18n._(SECTION_LABELS[section]),
    SECTION_LINES[section](i18n, data, counts),
  ]);
}

/** When a data file was made, in the visitor's own time zone: 'November 30, 2026 at 9:41 AM'. */
const EXPORTED_ON: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/**
 * What a data file holds (counts per list, when it was exported) and the choice of merging it into this
 * browser's lists or replacing them. Nothing is written before 'Import'.
 */
export function BackupImport({ fileName, backup, onDone, onCancel }: BackupImportProps) {
  const { t, i18n } = useLingui();
  const importData = useImportData();
  const [mode, setMode] = useState<ImportMode>('merge');
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = useId();
  const exported = new Date(backup.exported_at);
  const exportedOn = dateFormat(i18n.locale, EXPORTED_ON).format(exported);

  // The preview replaces the buttons' neighbourhood: move the reader to it.
  useEffect(() => headingRef.current?.focus(), []);

  const confirm = () => {
    const outcome = importData(backup.data, mode);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    const counts = backupCounts(backup.data);
    const watchlistCount = counts.watchlist;
    const favoritesCount = counts.favorites;
    onDone(
      mode === 'merge'
        ? t`Imported ${fileName} (merged): ${plural(watchlistCount, { one: '# title', other: '# titles' })} for your watchlist, ${plural(favoritesCount, { one: '# title', other: '# titles' })} for favorites.`
        : t`Imported ${fileName} (replaced): ${plural(watchlistCount, { one: '# title', other: '# titles' })} for your watchlist, ${plural(favoritesCount, { one: '# title', other: '# titles' })} for favorites.`,
    );
  };

  return (
    <Box
      component="section"
      aria-labelledby={`${name}-heading`}
      sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography
        ref={headingRef}
        tabIndex={-1}
        id={`${name}-heading`}
        component="h3"
        variant="h6"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
      >
        <Trans>Import {fileName}</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Exported on {exportedOn}. It holds:</Trans>
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 3,
          rowGap: 0.75,
          m: 0,
          mb: 3,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {countLines(i18n, backup.data).map(([section, label, value]) => (
          <Box key={section} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0, mb: 3 }}>
        <Box component="legend" sx={{ p: 0, mb: 1, fontWeight: 700 }}>
          <Trans>How to import</Trans>
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {MODES.map((choice) => (
            <RadioCard
              key={choice.mode}
              name={name}
              value={choice.mode}
              checked={mode === choice.mode}
              onChange={() => setMode(choice.mode)}
              label={t(choice.label)}
              detail={t(choice.detail)}
            />
          ))}
        </Box>
      </Box>
      {problem ? <ErrorBox sx={{ mb: 2.5 }}>{problem}</ErrorBox> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" onClick={confirm}>
          {mode === 'merge' ? <Trans>Import and Merge</Trans> : <Trans>Import and Replace</Trans>}
        </Button>
        <Button color="inherit" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </Box>
    </Box>
  );
}
