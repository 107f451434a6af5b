import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { useAppSelector } from '@/app/hooks';
import {
  diaryCsv,
  letterboxdCsvName,
  ratingsCsv,
  watchlistCsv,
} from '@/features/dataTransfer/letterboxdExport';
import type { LetterboxdCsv, LetterboxdExportKind } from '@/features/dataTransfer/letterboxdExport';

import { StatusLine } from '@/features/dataTransfer/StatusLine';
import { downloadText as download } from '@/lib/download';

/** Each file's button, with the number of films it holds. */
const DOWNLOAD_LABELS: Record<LetterboxdExportKind, (count: number) => MessageDescriptor> = {
  ratings: (count) => msg`Download ratings (${plural(count, { one: '# film', other: '# films' })})`,
  diary: (count) => msg`Download diary (${plural(count, { one: '# film', other: '# films' })})`,
  watchlist: (count) =>
    msg`Download watchlist (${plural(count, { one: '# film', other: '# films' })})`,
};

/**
 * "Export for Letterboxd" (issue 33): the ratings, the diary and the watchlist, each as a CSV file
 * Letterboxd's importer reads, made here from what this browser holds and downloaded; nothing is
 * sent anywhere.
 */
export function LetterboxdExport({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const [status, setStatus] = useState<string | null>(null);
  const byTitle = useAppSelector((state) => state.ratings.byTitle);
  const entries = useAppSelector((state) => state.diary.entries);
  const watchlist = useAppSelector((state) => state.watchlist.items);
  const files: LetterboxdCsv[] = [ratingsCsv(byTitle), diaryCsv(entries), watchlistCsv(watchlist)];
  const shows = files.reduce((sum, file) => sum + file.shows, 0);
  const showsNote =
    shows > 0
      ? ` ${t`${plural(shows, { one: '# entry is a show.', other: '# entries are shows.' })}`}`
      : '';

  const save = (file: LetterboxdCsv) => {
    const fileName = letterboxdCsvName(file.kind, new Date());
    download(fileName, file.text, 'text/csv');
    const count = file.films;
    setStatus(t`Downloaded ${fileName}: ${plural(count, { one: '# film', other: '# films' })}.`);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        <Trans>Export for Letterboxd</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          Each file is a CSV in the format Letterboxd&apos;s importer reads: import them one at a
          time in your Letterboxd account. Films are named by their TMDB id, title and year.
          Letterboxd keeps films only, so shows are left out, and your diary notes stay private
          here.
        </Trans>
        {showsNote}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {files.map((file) => (
          <Button
            key={file.kind}
            variant="outlined"
            disabled={file.films === 0}
            onClick={() => save(file)}
          >
            {t(DOWNLOAD_LABELS[file.kind](file.films))}
          </Button>
        ))}
        <Button color="inherit" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Box>
      <StatusLine>{status}</StatusLine>
    </Box>
  );
}
