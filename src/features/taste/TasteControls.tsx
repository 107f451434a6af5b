import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { lazyDialog } from '@/components/lazyDialog';
import { savedMediaKey } from '@/lib/savedTitle';
import { visuallyHidden } from '@/lib/visuallyHidden';

import { dayText, entriesOf } from './diaryDays';
import { isRatingValue } from './persisted';
import { ratingCleared, titleRated } from './ratingsSlice';
import { starsLabel } from '@/lib/stars';
import type { TasteTitle } from './tasteTitle';

const diaryDialog = lazyDialog(() => import('./DiaryDialog').then((module) => module.DiaryDialog));

/**
 * A title page's rating (half stars, a radio group named "Rating": arrow keys move, one button
 * clears it) and "Mark as watched", with the last time the diary has it. Loaded after the page's
 * first screen.
 */
export default function TasteControls({ title }: { title: TasteTitle }) {
  const dispatch = useAppDispatch();
  const key = savedMediaKey(title);
  const rating = useAppSelector((state) => state.ratings.byTitle[key]);
  const diary = useAppSelector((state) => state.diary.entries);
  const logged = useMemo(() => entriesOf(diary, title), [diary, title]);
  const [marking, setMarking] = useState(false);
  // Each opening starts a new entry (today, a rewatch once the title is in the diary, no note).
  const [openings, setOpenings] = useState(0);
  const [said, setSaid] = useState('');
  const { t, i18n } = useLingui();

  const rate = (value: number | null) => {
    // A pointer between two stars can give no number: nothing changes.
    if (value !== null && !isRatingValue(value)) return;
    if (value === null) {
      dispatch(ratingCleared(title));
      setSaid(t`Rating cleared.`);
      return;
    }
    dispatch(
      titleRated({
        media_id: title.media_id,
        media_type: title.media_type,
        rating: value,
        rated_at: new Date().toISOString(),
        details: title.details,
      }),
    );
    const stars = starsLabel(value);
    setSaid(t`Rated ${stars}.`);
  };

  const last = logged[0];
  const lastDate = last ? dayText(i18n.locale, last.watched_on) : '';
  const times = logged.length;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
        <Typography component="span" variant="body2">
          <Trans>Your rating</Trans>
        </Typography>
        <Box role="radiogroup" aria-label={t`Rating`} sx={{ display: 'flex' }}>
          <Rating
            name={`rating-${key}`}
            value={rating?.rating ?? null}
            precision={0.5}
            size="large"
            getLabelText={starsLabel}
            emptyLabelText={t`No rating`}
            onChange={(_event, value) => rate(value)}
            sx={{ color: 'warning.main', '& .MuiRating-iconEmpty': { color: 'text.secondary' } }}
          />
        </Box>
        {rating && (
          <Button size="small" color="inherit" onClick={() => rate(null)} sx={{ minHeight: 44 }}>
            <Trans>Clear rating</Trans>
          </Button>
        )}
      </Box>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<EventAvailableIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setOpenings((count) => count + 1);
          setMarking(true);
        }}
        onPointerEnter={diaryDialog.preload}
        onFocus={diaryDialog.preload}
        sx={{ minHeight: 44 }}
      >
        <Trans>Mark as watched</Trans>
      </Button>
      {last && (
        <Typography variant="body2">
          {times > 1
            ? t`Watched ${lastDate} (${plural(times, { one: '# time', other: '# times' })})`
            : t`Watched ${lastDate}`}
          {' · '}
          <Link component={RouterLink} to="/diary" color="inherit">
            <Trans>Your diary</Trans>
          </Link>
        </Typography>
      )}
      <Box role="status" sx={visuallyHidden}>
        {said}
      </Box>
      <diaryDialog.Dialog
        key={openings}
        open={marking}
        onClose={() => setMarking(false)}
        title={title}
        rewatch={logged.length > 0}
        onSaved={(entry) => {
          const day = dayText(i18n.locale, entry.watched_on);
          setSaid(t`Added to your diary for ${day}.`);
        }}
      />
    </Box>
  );
}
