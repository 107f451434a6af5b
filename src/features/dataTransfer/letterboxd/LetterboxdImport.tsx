import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';

import { useAppStore } from '@/app/hooks';
import { ErrorBox } from '@/components/ErrorBox';
import { LabelledSelect } from '@/components/LabelledSelect';
import { readFileText } from '@/lib/fileText';
import {
  RATING_STEPS,
  defaultMapping,
  entriesToImport,
  readLetterboxdFile,
  selectedRows,
  starsLabel,
} from '@/lib/letterboxd';
import type {
  ImportTarget,
  LetterboxdFile,
  LetterboxdKind,
  LetterboxdMapping,
} from '@/lib/letterboxd';
import { savedMediaKey } from '@/lib/savedTitle';

import { useImportData } from '@/features/dataTransfer/useImportData';
import { MatchTable } from './MatchTable';
import { useLetterboxdMatching } from './useLetterboxdMatching';
import type { RowMatch } from './useLetterboxdMatching';

const films = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'film' : 'films'}`;

const KIND_NOTES: Record<LetterboxdKind, string> = {
  watchlist: 'Read as a Letterboxd watchlist.',
  watched: 'Read as the films you watched. Choose the list they should go to.',
  likes: 'Read as the films you liked.',
  ratings: 'Read as your Letterboxd ratings.',
  diary: 'Read as your Letterboxd diary.',
};

const LIST_NAMES: Record<Exclude<ImportTarget, 'none'>, string> = {
  watchlist: 'watchlist',
  favorites: 'favorites',
};

function countOf(matches: readonly RowMatch[], status: RowMatch['status']) {
  return matches.filter((match) => match.status === status).length;
}

/**
 * Letterboxd's import (issue 12): choose an export file, say where its films go, match each one to
 * our catalogue (a progress bar, cancellable), check the matches, then import them into the
 * watchlist or favorites, merged with what is there. Nothing is written before 'Import'.
 */
export function LetterboxdImport({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const inputId = useId();
  const progressLabelId = useId();
  const store = useAppStore();
  const importData = useImportData();
  const { progress, matches, search, cancel } = useLetterboxdMatching();

  const [file, setFile] = useState<LetterboxdFile | null>(null);
  const [mapping, setMapping] = useState<LetterboxdMapping>({ target: 'none', minRating: null });
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [includeUnsure, setIncludeUnsure] = useState(true);
  const [success, setSuccess] = useState<string | null>(null);

  const matching = progress !== null;
  const rows = file ? selectedRows(file, mapping) : [];

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // Cleared, so that choosing the same file again (after fixing it) is a change too.
    input.value = '';
    cancel();
    setError(null);
    setNotice(null);
    setSuccess(null);
    setFile(null);
    if (!chosen) return;
    setReading(true);
    const result = await readLetterboxdFile(chosen, readFileText);
    setReading(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setFile(result.file);
    setMapping(defaultMapping(result.file));
  };

  const startMatching = () => {
    setError(null);
    setNotice(null);
    void search(rows);
  };

  const stopMatching = () => {
    cancel();
    setNotice('Matching stopped. Nothing was imported.');
  };

  const changeMapping = (change: Partial<LetterboxdMapping>) => {
    cancel();
    setMapping((current) => ({ ...current, ...change }));
  };

  const startOver = () => {
    cancel();
    setSuccess(null);
    setError(null);
  };

  const target = mapping.target;
  const entries =
    matches && target !== 'none' ? entriesToImport(matches, includeUnsure, new Date()) : [];

  const importFilms = () => {
    if (target === 'none' || entries.length === 0) return;
    const before = new Set(store.getState()[target].items.map(savedMediaKey));
    const outcome = importData({ [target]: { items: entries } }, 'merge');
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    const added = entries.filter((entry) => !before.has(savedMediaKey(entry))).length;
    const already = entries.length - added;
    setError(null);
    cancel();
    setSuccess(
      already === 0
        ? `Imported ${films(added)} into your ${LIST_NAMES[target]}.`
        : `Imported ${films(entries.length)} into your ${LIST_NAMES[target]}: ${added.toLocaleString('en-US')} new, ${already.toLocaleString('en-US')} already there.`,
    );
  };

  const failed = matches ? countOf(matches, 'failed') : 0;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Import from Letterboxd
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Export your data from your Letterboxd account settings and unzip it, then choose
        watchlist.csv, watched.csv, ratings.csv or diary.csv. Each film is looked up in our
        catalogue, and you check the matches before anything is added to your lists.
      </Typography>

      <Box sx={{ mb: 2 }}>
        <Box
          component="label"
          htmlFor={inputId}
          sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
        >
          Letterboxd export file (CSV)
        </Box>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={matching}
          onChange={(event) => void chooseFile(event)}
        />
        {reading ? (
          <Typography role="status" sx={{ mt: 1 }}>
            Reading the file…
          </Typography>
        ) : null}
      </Box>

      {error ? <ErrorBox sx={{ mb: 2 }}>{error}</ErrorBox> : null}

      {success ? (
        <Box>
          <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
            {success}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </Box>
        </Box>
      ) : null}

      {file && !success && !matching && !matches ? (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {films(file.rows.length)} in {file.fileName}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {KIND_NOTES[file.kind]}
            {file.skipped > 0
              ? ` ${file.skipped.toLocaleString('en-US')} ${file.skipped === 1 ? 'row names no film and was' : 'rows name no film and were'} left out.`
              : ''}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
            <LabelledSelect
              label="Add the films to"
              value={mapping.target}
              onChange={(value) => changeMapping({ target: value as ImportTarget })}
              hint={mapping.target === 'none' ? 'No list is chosen yet.' : undefined}
            >
              <option value="none">Choose a list</option>
              <option value="watchlist">Watchlist</option>
              <option value="favorites">Favorites</option>
            </LabelledSelect>
            {file.rated ? (
              <LabelledSelect
                label="Which films"
                value={mapping.minRating === null ? 'all' : String(mapping.minRating)}
                onChange={(value) =>
                  changeMapping({ minRating: value === 'all' ? null : Number(value) })
                }
              >
                <option value="all">All films</option>
                {RATING_STEPS.map((stars) => (
                  <option key={stars} value={String(stars)}>
                    {`Rated ${starsLabel(stars)}${stars < 5 ? ' or more' : ''}${file.hasLiked ? ', or liked' : ''}`}
                  </option>
                ))}
              </LabelledSelect>
            ) : null}
          </Box>
          <Typography sx={{ mb: 2 }}>
            {mapping.target === 'none'
              ? 'Choose a list above to match these films.'
              : `${films(rows.length)} of ${file.rows.length.toLocaleString('en-US')} will be looked up for your ${LIST_NAMES[mapping.target]}.`}
          </Typography>
          {notice ? (
            <Typography role="status" sx={{ mb: 2 }}>
              {notice}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={mapping.target === 'none' || rows.length === 0}
              onClick={startMatching}
            >
              Match films
            </Button>
            <Button color="inherit" onClick={onClose}>
              Close
            </Button>
          </Box>
        </Box>
      ) : null}

      {progress ? (
        <Box>
          <Typography id={progressLabelId} sx={{ mb: 1 }}>
            Looking up films in our catalogue
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.total === 0 ? 100 : (progress.done / progress.total) * 100}
            aria-labelledby={progressLabelId}
            aria-valuetext={`${progress.done} of ${progress.total} films`}
          />
          <Typography sx={{ mt: 1, mb: 2 }}>
            {progress.done.toLocaleString('en-US')} of {films(progress.total)}
          </Typography>
          <Button variant="outlined" color="inherit" onClick={stopMatching}>
            Cancel
          </Button>
        </Box>
      ) : null}

      {matches && !success && target !== 'none' ? (
        <Box>
          <Box component="ul" aria-label="Matches by status" sx={{ pl: 3, mt: 0, mb: 1 }}>
            <li>Matched: {countOf(matches, 'matched').toLocaleString('en-US')}</li>
            <li>Unsure: {countOf(matches, 'unsure').toLocaleString('en-US')}</li>
            <li>Not found: {(countOf(matches, 'notFound') + failed).toLocaleString('en-US')}</li>
          </Box>
          {failed > 0 ? (
            <Box sx={{ mb: 1 }}>
              <Typography>
                The search did not answer for {films(failed)}, so{' '}
                {failed === 1 ? 'it is' : 'they are'} listed as not found.
              </Typography>
              <Button
                size="small"
                onClick={() =>
                  void search(
                    matches.map((match) => match.row),
                    matches,
                  )
                }
              >
                Search again for {failed === 1 ? 'this film' : `these ${films(failed)}`}
              </Button>
            </Box>
          ) : null}
          <FormControlLabel
            control={
              <Checkbox
                checked={includeUnsure}
                onChange={(event) => setIncludeUnsure(event.target.checked)}
              />
            }
            label="Include unsure matches"
          />
          <MatchTable matches={matches} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={entries.length === 0} onClick={importFilms}>
              Import {films(entries.length)}
            </Button>
            <Button color="inherit" onClick={startOver}>
              Back
            </Button>
            <Button color="inherit" onClick={onClose}>
              Close
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
