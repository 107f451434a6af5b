import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';

import { useAppStore } from '@/app/hooks';
import { ErrorBox } from '@/components/ErrorBox';
import { readFileText } from '@/features/dataTransfer/fileText';
import { foundLabel, imdbRatingsToImport, readImdbFile } from '@/features/dataTransfer/imdb';
import type { ImdbFile } from '@/features/dataTransfer/imdb';
import { starsLabel } from '@/features/dataTransfer/letterboxd';

import { LookupProgressBar, MatchCounts } from '@/features/dataTransfer/LookupParts';
import { MatchTable } from '@/features/dataTransfer/MatchTable';
import { useImportData } from '@/features/dataTransfer/useImportData';
import { formatNumber } from '@/lib/intlFormats';
import { useImdbLookups } from './useImdbLookups';
import type { ImdbMatch } from './useImdbLookups';

const titles = (i18n: I18n, n: number) =>
  i18n._(msg`${plural(n, { one: '# title', other: '# titles' })}`);

const STATUS_LABELS: Record<ImdbMatch['status'], MessageDescriptor> = {
  matched: msg`Found`,
  notFound: msg`Not found`,
  failed: msg`Not found (look-up failed)`,
};

/**
 * IMDb's import (issue 33): choose the ratings export, look each title up by its IMDb id (TMDB's
 * `find`, four at a time, cancellable), check what was found, then import the ratings (movies and
 * shows; IMDb's 1 to 10 as half stars), merged with those here: the newer rating of a title wins.
 * Nothing is written before 'Import'.
 */
export function ImdbImport({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const inputId = useId();
  const store = useAppStore();
  const importData = useImportData();
  const { progress, matches, lookUp, cancel } = useImdbLookups();

  const [file, setFile] = useState<ImdbFile | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

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
    const result = await readImdbFile(chosen, readFileText, i18n);
    setReading(false);
    if (result.ok) setFile(result.file);
    else setError(result.message);
  };

  const byTitle = matches ? imdbRatingsToImport(matches, new Date()) : {};
  const toImport = Object.keys(byTitle).length;
  // The chosen file's figures, as its summary says them.
  const fileName = file?.fileName ?? '';
  const rated = file?.rows.length ?? 0;
  const otherKinds = file?.otherKinds ?? 0;
  const skipped = file?.skipped ?? 0;
  const failed = matches ? matches.filter((match) => match.status === 'failed').length : 0;

  const importRatings = () => {
    if (toImport === 0) return;
    const held = new Set(Object.keys(store.getState().ratings.byTitle));
    const result = importData({ ratings: { byTitle } }, 'merge');
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const already = Object.keys(byTitle).filter((key) => held.has(key)).length;
    setError(null);
    cancel();
    const added = formatNumber(toImport - already, i18n.locale);
    const kept = formatNumber(already, i18n.locale);
    setSuccess(
      already === 0
        ? t`Imported ${plural(toImport, { one: '# rating', other: '# ratings' })}.`
        : t`Imported ${plural(toImport, { one: '# rating', other: '# ratings' })}: ${added} new, ${kept} already rated here (the newer rating of each title is kept).`,
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        <Trans>Import from IMDb</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          On IMDb, open Your Ratings and export them, then choose the CSV file here. Each title is
          looked up by its IMDb id, movies and shows alike, and you check what was found before your
          ratings are added. IMDb&apos;s 1 to 10 become half stars: a 7 is 3½ stars.
        </Trans>
      </Typography>

      <Box sx={{ mb: 2 }}>
        <Box
          component="label"
          htmlFor={inputId}
          sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
        >
          <Trans>IMDb ratings file (CSV)</Trans>
        </Box>
        <Box
          component="input"
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={progress !== null}
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

      {file && !success && !progress && !matches ? (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {t`${plural(rated, { one: '# title', other: '# titles' })} rated in ${fileName}`}
          </Typography>
          {file.otherKinds > 0 || file.skipped > 0 ? (
            <Typography color="text.secondary">
              {otherKinds > 0
                ? t`${plural(otherKinds, { one: '# rating of an episode or game is left out: Marquee rates movies and shows.', other: '# ratings of episodes or games are left out: Marquee rates movies and shows.' })}`
                : ''}
              {otherKinds > 0 && skipped > 0 ? ' ' : ''}
              {skipped > 0
                ? t`${plural(skipped, { one: '# row has no IMDb id or rating and is left out.', other: '# rows have no IMDb id or rating and are left out.' })}`
                : ''}
            </Typography>
          ) : null}
          {notice ? (
            <Typography role="status" sx={{ mt: 2 }}>
              {notice}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            <Button variant="contained" onClick={() => void lookUp(file.rows)}>
              <Trans>Look up titles</Trans>
            </Button>
            <Button color="inherit" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </Box>
        </Box>
      ) : null}

      {progress ? (
        <LookupProgressBar
          label={t`Looking up titles by their IMDb ids`}
          progress={progress}
          unit={(n) => titles(i18n, n)}
          onCancel={() => {
            cancel();
            setNotice(t`Looking up stopped. Nothing was imported.`);
          }}
        />
      ) : null}

      {matches && !success ? (
        <Box>
          <MatchCounts
            counts={[
              [t`Found`, matches.filter((match) => match.status === 'matched').length],
              [t`Not found`, matches.filter((match) => match.status !== 'matched').length],
            ]}
          />
          {failed > 0 ? (
            <Box sx={{ mb: 1 }}>
              <Typography>
                {t`${plural(failed, { one: 'The look-up did not answer for # title, so it is listed as not found.', other: 'The look-up did not answer for # titles, so they are listed as not found.' })}`}
              </Typography>
              <Button
                size="small"
                onClick={() =>
                  void lookUp(
                    matches.map((match) => match.row),
                    matches,
                  )
                }
              >
                {t`${plural(failed, { one: 'Look up again this title', other: 'Look up again these # titles' })}`}
              </Button>
            </Box>
          ) : null}
          <MatchTable
            caption={t`IMDb titles and what was found`}
            headings={[t`IMDb title`, t`Marquee title`]}
            rows={matches.map((match) => {
              const { rating10 } = match.row;
              const stars = starsLabel(i18n, match.row.stars);
              return {
                key: match.row.line,
                source:
                  match.row.year === null
                    ? match.row.title
                    : `${match.row.title} (${match.row.year})`,
                detail: t`Your rating: ${rating10}/10, ${stars}`,
                status: t(STATUS_LABELS[match.status]),
                match: match.title ? foundLabel(i18n, match.title) : t`None`,
                matched: match.status === 'matched',
              };
            })}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={toImport === 0} onClick={importRatings}>
              {t`Import ${plural(toImport, { one: '# rating', other: '# ratings' })}`}
            </Button>
            <Button color="inherit" onClick={cancel}>
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
