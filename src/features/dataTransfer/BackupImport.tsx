import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

import { ErrorBox } from '@/components/ErrorBox';
import { RadioCard } from '@/components/RadioCard';
import { BACKUP_SECTIONS, SECTION_LABELS, backupCounts } from '@/lib/backup';
import type { BackupData, BackupFile, BackupSection } from '@/lib/backup';

import { useImportData } from './useImportData';
import type { ImportMode } from './useImportData';

export interface BackupImportProps {
  fileName: string;
  backup: BackupFile;
  /** Called after a successful import with the line to show. */
  onDone: (message: string) => void;
  onCancel: () => void;
}

const MODES: { mode: ImportMode; label: string; detail: string }[] = [
  {
    mode: 'merge',
    label: 'Merge',
    detail:
      'Add the file’s titles to the lists in this browser. Where both have a title, the newer entry is kept.',
  },
  {
    mode: 'replace',
    label: 'Replace',
    detail: 'Replace the lists, progress and profile in this browser with the file’s.',
  },
];

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What each section's line says of it. */
const SECTION_LINES: Record<
  BackupSection,
  (data: BackupData, counts: ReturnType<typeof backupCounts>) => string
> = {
  watchlist: (_data, counts) => plural(counts.watchlist, 'title', 'titles'),
  favorites: (_data, counts) => plural(counts.favorites, 'title', 'titles'),
  continueWatching: (_data, counts) => plural(counts.continueWatching, 'title', 'titles'),
  progress: (_data, counts) => plural(counts.progress, 'title', 'titles'),
  lastWatched: (_data, counts) => plural(counts.lastWatched, 'show', 'shows'),
  completedShows: (_data, counts) => plural(counts.completedShows, 'show', 'shows'),
  profile: ({ profile }) => `${profile.username}${profile.avatar ? ', with a picture' : ''}`,
  ratings: (_data, counts) => plural(counts.ratings, 'title', 'titles'),
  diary: (_data, counts) => plural(counts.diary, 'entry', 'entries'),
};

/** The file's contents, one line per section. */
function countLines(data: BackupData): [string, string][] {
  const counts = backupCounts(data);
  return BACKUP_SECTIONS.map((section) => [
    SECTION_LABELS[section],
    SECTION_LINES[section](data, counts),
  ]);
}

/**
 * What a data file holds (counts per list, when it was exported) and the choice of merging it into this
 * browser's lists or replacing them. Nothing is written before 'Import'.
 */
export function BackupImport({ fileName, backup, onDone, onCancel }: BackupImportProps) {
  const importData = useImportData();
  const [mode, setMode] = useState<ImportMode>('merge');
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = useId();
  const exported = new Date(backup.exported_at);

  // The preview replaces the buttons' neighbourhood: move the reader to it.
  useEffect(() => headingRef.current?.focus(), []);

  const confirm = () => {
    const outcome = importData(backup.data, mode);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    const counts = backupCounts(backup.data);
    onDone(
      `Imported ${fileName} (${mode === 'merge' ? 'merged' : 'replaced'}): ${plural(counts.watchlist, 'title', 'titles')} for your watchlist, ${plural(counts.favorites, 'title', 'titles')} for favorites.`,
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
        Import {fileName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Exported on {exported.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}.
        It holds:
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
        {countLines(backup.data).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0, mb: 3 }}>
        <Box component="legend" sx={{ p: 0, mb: 1, fontWeight: 700 }}>
          How to import
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {MODES.map((choice) => (
            <RadioCard
              key={choice.mode}
              name={name}
              value={choice.mode}
              checked={mode === choice.mode}
              onChange={() => setMode(choice.mode)}
              label={choice.label}
              detail={choice.detail}
            />
          ))}
        </Box>
      </Box>
      {problem ? <ErrorBox sx={{ mb: 2.5 }}>{problem}</ErrorBox> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" onClick={confirm}>
          {mode === 'merge' ? 'Import and Merge' : 'Import and Replace'}
        </Button>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
