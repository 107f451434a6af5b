import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';
import { FallbackImage } from '@/components/FallbackImage';
import { posterColour } from '@/components/GeneratedPoster';
import { lazyDialog } from '@/components/lazyDialog';
import { imageUrl } from '@/lib/image';
import { formatNumber } from '@/lib/intlFormats';
import { savedMediaKey } from '@/lib/savedTitle';
import { detailPath } from '@/lib/slug';
import { EMPTY_STATE_SX, STORED_LIST_STATE_HEIGHT } from '@/lib/storedListState';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { useImageBase } from '@/services/site';

import { dayText, diaryByMonth } from './diaryDays';
import { diaryEntryDeleted, diaryEntrySaved } from './diarySlice';
import type { DiaryEntry } from './diarySlice';
import { starsLabel, starsText } from '@/lib/stars';
import { nameOf } from './tasteTitle';

const diaryDialog = lazyDialog(() => import('./DiaryDialog').then((module) => module.DiaryDialog));

/** A day in its month's list: 'Tue 3'. */
const DAY_IN_MONTH: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};

/**
 * /diary: what the visitor marked as watched, by month, newest first; each entry with its day, the
 * title, a rewatch mark, the visitor's rating of the title, the note, and Edit and Delete (undone by
 * one button while its message shows).
 */
export function DiaryScreen({ restored }: { restored: boolean }) {
  const dispatch = useAppDispatch();
  const entries = useAppSelector((state) => state.diary.entries);
  const ratings = useAppSelector((state) => state.ratings.byTitle);
  const { i18n, t } = useLingui();
  const { locale } = i18n;
  const months = useMemo(() => diaryByMonth(Object.values(entries), locale), [entries, locale]);
  const [editing, setEditing] = useState<DiaryEntry | null>(null);
  const [deleted, setDeleted] = useState<DiaryEntry | null>(null);
  const [said, setSaid] = useState('');
  const count = Object.keys(entries).length;

  const remove = (entry: DiaryEntry) => {
    dispatch(diaryEntryDeleted(entry.id));
    setDeleted(entry);
    const name = nameOf(i18n, entry);
    const day = dayText(i18n.locale, entry.watched_on);
    setSaid(t`${name} on ${day} deleted from your diary.`);
  };
  const undo = () => {
    if (!deleted) return;
    dispatch(diaryEntrySaved(deleted));
    const name = nameOf(i18n, deleted);
    setSaid(t`${name} is back in your diary.`);
    setDeleted(null);
  };

  return (
    <PageWidth max="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{t`Diary`}</PageTitle>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1 }}>
        <Trans>Diary</Trans>
        {restored ? (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {` (${formatNumber(count, locale)})`}
          </Box>
        ) : null}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Trans>
          What you watched and when, by month, newest first, with your private notes: kept in this
          browser.
        </Trans>
      </Typography>
      <Box
        role="status"
        sx={said ? { display: 'flex', alignItems: 'center', gap: 1, mb: 2 } : visuallyHidden}
      >
        <Typography component="span">{said}</Typography>
        {deleted && (
          <Button size="small" onClick={undo}>
            <Trans>Undo</Trans>
          </Button>
        )}
      </Box>
      {!restored ? (
        <LoadingScreen minHeight={STORED_LIST_STATE_HEIGHT} />
      ) : count === 0 ? (
        <Box sx={EMPTY_STATE_SX}>
          <Typography component="h2" variant="h3">
            <Trans>Your diary is empty</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <Trans>
              Choose Mark as watched on a movie or show, and it shows here under that month.
            </Trans>
          </Typography>
          <Button variant="contained" component={RouterLink} to="/" sx={{ mt: 4 }}>
            <Trans>Browse Content</Trans>
          </Button>
        </Box>
      ) : (
        months.map(({ month, label, entries: list }) => (
          <Box component="section" key={month} aria-labelledby={`diary-${month}`} sx={{ mb: 4 }}>
            <Typography id={`diary-${month}`} component="h2" variant="h5" sx={{ mb: 1.5 }}>
              {label}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {list.map((entry) => {
                const rating = ratings[savedMediaKey(entry)]?.rating;
                const name = nameOf(i18n, entry);
                const day = dayText(i18n.locale, entry.watched_on);
                const stars = rating !== undefined ? starsLabel(rating) : '';
                return (
                  <Box
                    component="li"
                    key={entry.id}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: '3.5rem 3rem 1fr',
                      gap: { xs: 1.5, sm: 2 },
                      alignItems: 'start',
                      p: 1.5,
                      borderRadius: 2,
                      bgcolor: 'background.paper',
                    }}
                  >
                    <Typography
                      component="time"
                      dateTime={entry.watched_on}
                      sx={{ fontWeight: 600, textAlign: 'center', pt: 0.5 }}
                    >
                      {dayText(i18n.locale, entry.watched_on, DAY_IN_MONTH)}
                    </Typography>
                    <Thumb id={entry.media_id} path={entry.details.poster_path} />
                    <Box sx={{ minWidth: 0 }}>
                      <Link
                        component={RouterLink}
                        to={detailPath(entry.media_type, entry.media_id, name)}
                        color="inherit"
                        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                      >
                        {name}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {[
                          entry.media_type === 'tv' ? t`TV show` : t`Movie`,
                          entry.rewatch ? t`Rewatch` : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                        {rating !== undefined && (
                          <>
                            {' · '}
                            <Box component="span" aria-hidden>
                              {starsText(rating)}
                            </Box>
                            <Box component="span" sx={visuallyHidden}>
                              {t`Your rating: ${stars}`}
                            </Box>
                          </>
                        )}
                      </Typography>
                      {entry.note && (
                        <Typography
                          sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                        >
                          {entry.note}
                        </Typography>
                      )}
                      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                        <Button
                          size="small"
                          aria-label={t`Edit ${name} on ${day}`}
                          onClick={() => setEditing(entry)}
                          onPointerEnter={diaryDialog.preload}
                          onFocus={diaryDialog.preload}
                          sx={{ minHeight: 44 }}
                        >
                          <Trans>Edit</Trans>
                        </Button>
                        <Button
                          size="small"
                          color="inherit"
                          aria-label={t`Delete ${name} on ${day}`}
                          onClick={() => remove(entry)}
                          sx={{ minHeight: 44 }}
                        >
                          <Trans>Delete</Trans>
                        </Button>
                      </Box>
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))
      )}
      {editing && (
        <diaryDialog.Dialog
          key={editing.id}
          open
          onClose={() => setEditing(null)}
          title={editing}
          entry={editing}
          onSaved={(entry) => {
            const name = nameOf(i18n, entry);
            setSaid(t`${name} saved.`);
          }}
        />
      )}
    </PageWidth>
  );
}

/** A small poster beside an entry (decorative: the title is named beside it); a colour without one. */
function Thumb({ id, path }: { id: number; path: string | null | undefined }) {
  const base = useImageBase();
  const shape = { display: 'block', width: '100%', aspectRatio: '2 / 3', borderRadius: 1 } as const;
  return (
    <FallbackImage
      src={base ? imageUrl(base, path, 'w92') : null}
      sx={{ ...shape, objectFit: 'cover', bgcolor: 'grey.900' }}
      fallback={<Box aria-hidden sx={{ ...shape, bgcolor: posterColour(id) }} />}
    />
  );
}
