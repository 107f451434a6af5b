import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { isDay } from '@/lib/storedValue';

import { dayOf, newDiaryId } from './diaryDays';
import { DIARY_NOTE_MAX, diaryEntrySaved } from './diarySlice';
import type { DiaryEntry } from './diarySlice';
import { nameOf } from './tasteTitle';
import type { TasteTitle } from './tasteTitle';

export interface DiaryDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title a new entry is for. */
  title: TasteTitle;
  /** The entry edited; absent for a new one. */
  entry?: DiaryEntry;
  /** A new entry starts as a rewatch (the title is in the diary already). */
  rewatch?: boolean;
  /** Told once the entry is saved. */
  onSaved?: (entry: DiaryEntry) => void;
}

/**
 * "Mark as watched" (or an entry's edit): the day it was watched (today unless changed), whether it
 * was a rewatch, and a private note. Nothing is saved before 'Save'.
 */
export function DiaryDialog({
  open,
  onClose,
  title,
  entry,
  rewatch = false,
  onSaved,
}: DiaryDialogProps) {
  const dispatch = useAppDispatch();
  const today = dayOf(new Date());
  const [day, setDay] = useState(entry?.watched_on ?? today);
  const [again, setAgain] = useState(entry?.rewatch ?? rewatch);
  const [note, setNote] = useState(entry?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const problemId = useId();
  const { i18n, t } = useLingui();
  const noteLength = note.length;
  const max = DIARY_NOTE_MAX;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!isDay(day)) {
      setProblem(t`Enter the day you watched it.`);
      return;
    }
    if (day > today) {
      setProblem(t`Choose a day up to today.`);
      return;
    }
    const saved: DiaryEntry = {
      id: entry?.id ?? newDiaryId(),
      media_id: entry?.media_id ?? title.media_id,
      media_type: entry?.media_type ?? title.media_type,
      watched_on: day,
      rewatch: again,
      note: note.slice(0, DIARY_NOTE_MAX),
      logged_at: new Date().toISOString(),
      details: entry?.details ?? title.details,
    };
    dispatch(diaryEntrySaved(saved));
    onSaved?.(saved);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={headingId} fullWidth maxWidth="xs">
      <form onSubmit={save} noValidate>
        <DialogTitle id={headingId}>{entry ? t`Edit diary entry` : t`Mark as watched`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography color="text.secondary">{nameOf(i18n, entry ?? title)}</Typography>
            <TextField
              label={t`Date watched`}
              type="date"
              value={day}
              onChange={(event) => {
                setDay(event.target.value);
                setProblem(null);
              }}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  max: today,
                  'aria-describedby': problem ? problemId : undefined,
                  'aria-invalid': problem ? true : undefined,
                },
              }}
              required
            />
            {problem && (
              <Typography id={problemId} role="alert" color="error">
                {problem}
              </Typography>
            )}
            <FormControlLabel
              control={
                <Checkbox checked={again} onChange={(event) => setAgain(event.target.checked)} />
              }
              label={t`I had seen it before (a rewatch)`}
            />
            <TextField
              label={t`Note (only you see it)`}
              multiline
              minRows={3}
              value={note}
              onChange={(event) => setNote(event.target.value.slice(0, DIARY_NOTE_MAX))}
              helperText={t`${noteLength} of ${max} characters`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained">
            <Trans>Save</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
