import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';

import { useAppStore } from '@/app/hooks';
import { ErrorBox } from '@/components/ErrorBox';
import { LabelledSelect } from '@/components/LabelledSelect';
import { readFileBytes } from '@/features/dataTransfer/fileText';
import {
  RATING_STEPS,
  TARGETS_OF,
  defaultMapping,
  listed,
  mappingFor,
  releaseYear,
  selectedRows,
  starsLabel,
} from '@/features/dataTransfer/letterboxd';
import type {
  ImportTarget,
  LetterboxdFile,
  LetterboxdKind,
  LetterboxdMapping,
} from '@/features/dataTransfer/letterboxd';
import {
  buildLetterboxdImport,
  destinationsText,
  planFilms,
} from '@/features/dataTransfer/letterboxdImport';
import type {
  Destination,
  LetterboxdImport as ImportPlan,
} from '@/features/dataTransfer/letterboxdImport';
import { readLetterboxdChoice } from '@/features/dataTransfer/letterboxdZip';
import { formatNumber } from '@/lib/intlFormats';
import { savedMediaKey } from '@/lib/savedTitle';

import { MatchTable } from '@/features/dataTransfer/MatchTable';
import { LookupProgressBar, MatchCounts } from '@/features/dataTransfer/LookupParts';
import { useImportData } from '@/features/dataTransfer/useImportData';
import { useLetterboxdMatching } from './useLetterboxdMatching';
import type { FilmMatch } from './useLetterboxdMatching';

const films = (i18n: I18n, n: number) =>
  i18n._(msg`${plural(n, { one: '# film', other: '# films' })}`);
const withYear = (title: string, year: number | null) =>
  year === null ? title : `${title} (${year})`;

const KIND_NOTES: Record<LetterboxdKind, MessageDescriptor> = {
  watchlist: msg`Read as a Letterboxd watchlist.`,
  watched: msg`Read as the films you watched. Choose the list they should go to.`,
  likes: msg`Read as the films you liked.`,
  ratings: msg`Read as your Letterboxd ratings.`,
  diary: msg`Read as your Letterboxd diary.`,
};

const TARGET_OPTIONS: Record<Destination, MessageDescriptor> = {
  ratings: msg`Your ratings`,
  diary: msg`Your diary`,
  watchlist: msg`Watchlist`,
  favorites: msg`Favorites`,
};

/** The destinations in the order a sentence names them. */
const TARGET_ORDER: readonly Destination[] = ['ratings', 'diary', 'watchlist', 'favorites'];

const STATUS_LABELS: Record<FilmMatch['status'], MessageDescriptor> = {
  matched: msg`Matched`,
  unsure: msg`Unsure`,
  notFound: msg`Not found`,
  failed: msg`Not found (search failed)`,
};

/** One destination's part of the sentence after an import. */
function importedPart(i18n: I18n, destination: Destination, n: number): string {
  switch (destination) {
    case 'ratings':
      return i18n._(msg`${plural(n, { one: '# rating', other: '# ratings' })}`);
    case 'diary':
      return i18n._(msg`${plural(n, { one: '# diary entry', other: '# diary entries' })}`);
    case 'watchlist':
      return i18n._(
        msg`${plural(n, { one: '# film into your watchlist', other: '# films into your watchlist' })}`,
      );
    default:
      return i18n._(
        msg`${plural(n, { one: '# film into your favorites', other: '# films into your favorites' })}`,
      );
  }
}

/** "12 films of 40 will be looked up for your watchlist." */
function lookedUpFor(i18n: I18n, target: Destination, selected: number, rows: number): string {
  const total = formatNumber(rows, i18n.locale);
  switch (target) {
    case 'ratings':
      return i18n._(
        msg`${plural(selected, { one: '# film', other: '# films' })} of ${total} will be looked up for your ratings.`,
      );
    case 'diary':
      return i18n._(
        msg`${plural(selected, { one: '# film', other: '# films' })} of ${total} will be looked up for your diary.`,
      );
    case 'watchlist':
      return i18n._(
        msg`${plural(selected, { one: '# film', other: '# films' })} of ${total} will be looked up for your watchlist.`,
      );
    default:
      return i18n._(
        msg`${plural(selected, { one: '# film', other: '# films' })} of ${total} will be looked up for your favorites.`,
      );
  }
}

/** The keys each destination holds now, to tell new entries from those already there. */
function keysHeld(state: ReturnType<ReturnType<typeof useAppStore>['getState']>) {
  return {
    ratings: new Set(Object.keys(state.ratings.byTitle)),
    diary: new Set(Object.keys(state.diary.entries)),
    watchlist: new Set(state.watchlist.items.map(savedMediaKey)),
    favorites: new Set(state.favorites.items.map(savedMediaKey)),
  };
}

/** The keys of what an import writes, by destination. */
function keysWritten(plan: ImportPlan): Record<Destination, string[]> {
  const { sections } = plan;
  return {
    ratings: Object.keys(sections.ratings?.byTitle ?? {}),
    diary: Object.keys(sections.diary?.entries ?? {}),
    watchlist: (sections.watchlist?.items ?? []).map(savedMediaKey),
    favorites: (sections.favorites?.items ?? []).map(savedMediaKey),
  };
}

interface Chosen {
  /** The file the visitor chose (an archive, or one CSV). */
  name: string;
  archive: boolean;
  files: LetterboxdFile[];
  /** Files of the archive left out, with why. */
  notes: string[];
}

/**
 * Letterboxd's import (issues 12 and 33): choose the export (the ZIP as downloaded, or one of its CSV
 * files), say where each file's films go, match each film to our catalogue once (a progress bar,
 * cancellable), check the matches, then import them into the ratings, the diary, the watchlist or
 * favorites, merged with what is there. Nothing is written before 'Import'.
 */
export function LetterboxdImport({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const inputId = useId();
  const store = useAppStore();
  const importData = useImportData();
  const { progress, matches, search, cancel } = useLetterboxdMatching();

  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [mappings, setMappings] = useState<LetterboxdMapping[]>([]);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [includeUnsure, setIncludeUnsure] = useState(true);
  const [success, setSuccess] = useState<string | null>(null);

  const matching = progress !== null;
  const choices = (chosen?.files ?? []).map((file, index) => ({
    file,
    mapping: mappings[index] ?? defaultMapping(file),
  }));
  const plan = planFilms(choices);
  const planned = plan.length;
  const chosenName = chosen?.name ?? '';
  const fileCount = chosen?.files.length ?? 0;

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again (after fixing it) is a change too.
    input.value = '';
    cancel();
    setError(null);
    setNotice(null);
    setSuccess(null);
    setChosen(null);
    if (!file) return;
    setReading(true);
    const result = await readLetterboxdChoice(file, readFileBytes, i18n);
    setReading(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setChosen({
      name: file.name,
      archive: result.archive,
      files: result.files,
      notes: result.notes,
    });
    setMappings(result.files.map(defaultMapping));
  };

  const changeMapping = (index: number, change: Partial<LetterboxdMapping>) => {
    cancel();
    setMappings((current) =>
      current.map((mapping, at) => (at === index ? { ...mapping, ...change } : mapping)),
    );
  };

  const startMatching = () => {
    setError(null);
    setNotice(null);
    void search(plan);
  };

  const stopMatching = () => {
    cancel();
    setNotice(t`Matching stopped. Nothing was imported.`);
  };

  const startOver = () => {
    cancel();
    setSuccess(null);
    setError(null);
  };

  const outcome = matches
    ? buildLetterboxdImport(matches, includeUnsure, store.getState().diary.entries, new Date())
    : null;
  const taken = matches
    ? matches.filter(
        (match) => match.status === 'matched' || (includeUnsure && match.status === 'unsure'),
      ).length
    : 0;

  const importFilms = () => {
    if (!outcome || taken === 0) return;
    const held = keysHeld(store.getState());
    const result = importData(outcome.sections, 'merge');
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const written = keysWritten(outcome);
    const destinations = (Object.keys(outcome.counts) as Destination[]).sort(
      (a, b) => TARGET_ORDER.indexOf(a) - TARGET_ORDER.indexOf(b),
    );
    const parts = destinations.map((destination) =>
      importedPart(i18n, destination, outcome.counts[destination] ?? 0),
    );
    const lists = listed(i18n, parts);
    let message = parts.length > 0 ? t`Imported ${lists}.` : t`Nothing new to import.`;
    if (destinations.length === 1) {
      const destination = destinations[0]!;
      const already = written[destination].filter((key) => held[destination].has(key)).length;
      if (already > 0) {
        const part = parts[0];
        const added = formatNumber(written[destination].length - already, i18n.locale);
        const kept = formatNumber(already, i18n.locale);
        message = t`Imported ${part}: ${added} new, ${kept} already there.`;
      }
    }
    const logged = outcome.alreadyLogged;
    if (logged > 0) {
      const loggedNote = t`${plural(logged, { one: '# viewing was in your diary already.', other: '# viewings were in your diary already.' })}`;
      message += ` ${loggedNote}`;
    }
    setError(null);
    cancel();
    setSuccess(message);
  };

  const failed = matches ? matches.filter((match) => match.status === 'failed').length : 0;
  const single = chosen && chosen.files.length === 1 ? choices[0] : undefined;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        <Trans>Import from Letterboxd</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          Export your data from your Letterboxd account settings, then choose the ZIP file it gives
          you, or one of the CSV files inside it. Ratings go to your ratings, the diary to your
          diary, the watchlist to your watchlist and liked films to favorites. Each film is looked
          up in our catalogue, and you check the matches before anything is added.
        </Trans>
      </Typography>

      <Box sx={{ mb: 2 }}>
        <Box
          component="label"
          htmlFor={inputId}
          sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
        >
          <Trans>Letterboxd export (ZIP or CSV file)</Trans>
        </Box>
        <Box
          component="input"
          id={inputId}
          type="file"
          accept=".zip,.csv,application/zip,text/csv"
          disabled={matching}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void chooseFile(event)}
          sx={{ maxWidth: '100%' }}
        />
        {reading ? (
          <Typography role="status" sx={{ mt: 1 }}>
            <Trans>Reading the file…</Trans>
          </Typography>
        ) : null}
      </Box>

      {error ? <ErrorBox sx={{ mb: 2 }}>{error}</ErrorBox> : null}

      {success ? (
        <Box>
          <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
            {success}
          </Typography>
          <Button variant="contained" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Box>
      ) : null}

      {chosen && !success && !matching && !matches ? (
        <Box>
          {chosen.archive ? (
            <Typography sx={{ fontWeight: 600, mb: 1 }}>
              {t`${chosenName}: ${plural(fileCount, { one: '# file to import from', other: '# files to import from' })}`}
            </Typography>
          ) : null}
          {chosen.notes.length > 0 ? (
            <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, color: 'text.secondary' }}>
              {chosen.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </Box>
          ) : null}
          {choices.map(({ file, mapping }, index) => (
            <FileMapping
              key={file.fileName}
              file={file}
              mapping={mapping}
              onChange={(change) => changeMapping(index, change)}
            />
          ))}
          <Typography sx={{ mb: 2 }}>
            {single
              ? single.mapping.target === 'none'
                ? t`Choose a list above to match these films.`
                : lookedUpFor(
                    i18n,
                    single.mapping.target,
                    selectedRows(single.file, single.mapping).length,
                    single.file.rows.length,
                  )
              : planned === 0
                ? t`Choose where the films of at least one file go to match them.`
                : t`${plural(planned, { one: '# film will be looked up, each once, however many files name it.', other: '# films will be looked up, each once, however many files name it.' })}`}
          </Typography>
          {notice ? (
            <Typography role="status" sx={{ mb: 2 }}>
              {notice}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={plan.length === 0} onClick={startMatching}>
              <Trans>Match films</Trans>
            </Button>
            <Button color="inherit" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </Box>
        </Box>
      ) : null}

      {progress ? (
        <LookupProgressBar
          label={t`Looking up films in our catalogue`}
          progress={progress}
          unit={(n) => films(i18n, n)}
          onCancel={stopMatching}
        />
      ) : null}

      {matches && !success ? (
        <Box>
          <MatchCounts
            counts={[
              [t`Matched`, matches.filter((match) => match.status === 'matched').length],
              [t`Unsure`, matches.filter((match) => match.status === 'unsure').length],
              [
                t`Not found`,
                matches.filter((match) => match.status === 'notFound').length + failed,
              ],
            ]}
          />
          {failed > 0 ? (
            <Box sx={{ mb: 1 }}>
              <Typography>
                {t`${plural(failed, { one: 'The search did not answer for # film, so it is listed as not found.', other: 'The search did not answer for # films, so they are listed as not found.' })}`}
              </Typography>
              <Button
                size="small"
                onClick={() =>
                  void search(
                    matches.map((match) => match.film),
                    matches,
                  )
                }
              >
                {t`${plural(failed, { one: 'Search again for this film', other: 'Search again for these # films' })}`}
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
            label={t`Include unsure matches`}
          />
          <MatchTable
            caption={t`Letterboxd films and their matches`}
            headings={[t`Letterboxd film`, t`Marquee title`]}
            rows={matches.map((match) => ({
              key: match.film.line,
              source: withYear(match.film.name, match.film.year),
              detail: destinationsText(i18n, match.film),
              status: t(STATUS_LABELS[match.status]),
              match: match.candidate
                ? withYear(match.candidate.title, releaseYear(match.candidate.release_date))
                : t`None`,
              matched: match.status === 'matched',
            }))}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={taken === 0} onClick={importFilms}>
              {t`Import ${plural(taken, { one: '# film', other: '# films' })}`}
            </Button>
            <Button color="inherit" onClick={startOver}>
              <Trans>Back</Trans>
            </Button>
            <Button color="inherit" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

/** One file of the export: what it was read as, and where its films go. */
function FileMapping({
  file,
  mapping,
  onChange,
}: {
  file: LetterboxdFile;
  mapping: LetterboxdMapping;
  onChange: (change: Partial<LetterboxdMapping>) => void;
}) {
  const { t, i18n } = useLingui();
  const { fileName, skipped } = file;
  const rows = file.rows.length;
  const skippedNote =
    skipped > 0
      ? ` ${t`${plural(skipped, { one: '# row names no film and was left out.', other: '# rows name no film and were left out.' })}`}`
      : '';
  /** The option of the films rated at least `stars` (or liked). */
  const ratedOption = (stars: number) => {
    const label = starsLabel(i18n, stars);
    if (stars < 5)
      return file.hasLiked ? t`Rated ${label} or more, or liked` : t`Rated ${label} or more`;
    return file.hasLiked ? t`Rated ${label}, or liked` : t`Rated ${label}`;
  };
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        pt: 1,
        pb: 2,
        mb: 2,
        minWidth: 0,
      }}
    >
      <Box component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
        {t`${plural(rows, { one: '# film', other: '# films' })} in ${fileName}`}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t(KIND_NOTES[file.kind])}
        {skippedNote}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <LabelledSelect
          label={t`Add the films to`}
          value={mapping.target}
          onChange={(value) => onChange(mappingFor(file, value as ImportTarget))}
          hint={
            mapping.target === 'none' && file.kind === 'watched'
              ? t`No list is chosen yet.`
              : undefined
          }
        >
          {TARGETS_OF[file.kind].map((target) => (
            <option key={target} value={target}>
              {target === 'none'
                ? file.kind === 'watched'
                  ? t`Choose a list`
                  : t`Leave these films out`
                : t(TARGET_OPTIONS[target])}
            </option>
          ))}
        </LabelledSelect>
        {file.rated && mapping.target === 'favorites' ? (
          <LabelledSelect
            label={t`Which films`}
            value={mapping.minRating === null ? 'all' : String(mapping.minRating)}
            onChange={(value) => onChange({ minRating: value === 'all' ? null : Number(value) })}
          >
            <option value="all">{t`All films`}</option>
            {RATING_STEPS.map((stars) => (
              <option key={stars} value={String(stars)}>
                {ratedOption(stars)}
              </option>
            ))}
          </LabelledSelect>
        ) : null}
      </Box>
    </Box>
  );
}
