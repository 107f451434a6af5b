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

const count = (n: number) => n.toLocaleString('en-US');
const films = (n: number) => `${count(n)} ${n === 1 ? 'film' : 'films'}`;

const LABELS: Record<LetterboxdExportKind, string> = {
  ratings: 'ratings',
  diary: 'diary',
  watchlist: 'watchlist',
};

/**
 * "Export for Letterboxd" (issue 33): the ratings, the diary and the watchlist, each as a CSV file
 * Letterboxd's importer reads, made here from what this browser holds and downloaded; nothing is
 * sent anywhere.
 */
export function LetterboxdExport({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const [status, setStatus] = useState<string | null>(null);
  const byTitle = useAppSelector((state) => state.ratings.byTitle);
  const entries = useAppSelector((state) => state.diary.entries);
  const watchlist = useAppSelector((state) => state.watchlist.items);
  const files: LetterboxdCsv[] = [ratingsCsv(byTitle), diaryCsv(entries), watchlistCsv(watchlist)];
  const shows = files.reduce((sum, file) => sum + file.shows, 0);

  const save = (file: LetterboxdCsv) => {
    const fileName = letterboxdCsvName(file.kind, new Date());
    download(fileName, file.text, 'text/csv');
    setStatus(`Downloaded ${fileName}: ${films(file.films)}.`);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Export for Letterboxd
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Each file is a CSV in the format Letterboxd&apos;s importer reads: import them one at a time
        in your Letterboxd account. Films are named by their TMDB id, title and year. Letterboxd
        keeps films only, so shows are left out, and your diary notes stay private here.
        {shows > 0
          ? ` ${count(shows)} ${shows === 1 ? 'entry is a show' : 'entries are shows'}.`
          : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {files.map((file) => (
          <Button
            key={file.kind}
            variant="outlined"
            disabled={file.films === 0}
            onClick={() => save(file)}
          >
            Download {LABELS[file.kind]} ({films(file.films)})
          </Button>
        ))}
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
      </Box>
      <StatusLine>{status}</StatusLine>
    </Box>
  );
}
