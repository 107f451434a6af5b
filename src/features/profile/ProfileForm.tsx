import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ErrorBox } from '@/components/ErrorBox';
import { FIELD_SX } from '@/components/TextInput';

import { pictureFromFile } from './pictureFile';
import {
  DEFAULT_USERNAME,
  initialOf,
  USERNAME_MAX,
  profileSaved,
  selectAvatar,
  selectUsername,
} from './profileSlice';
import { ProfileAvatar } from './ProfileAvatar';
import { SettingsCard } from '@/components/SettingsCard';

/** How long 'Changes saved successfully!' shows (spec: 2 s). */
export const SAVED_BANNER_MS = 2000;

const PREVIEW_SIZE = 112;

/**
 * The Profile card (spec): picture (image-only picker, previewed before saving, Cancel discards it) and
 * Username. 'Save Changes' shows only when the trimmed username differs from the saved one or a picture
 * is pending; saving shows 'Changes saved successfully!' for 2 s. An empty username saves as 'Guest User'.
 */
export function ProfileForm() {
  const dispatch = useAppDispatch();
  const savedName = useAppSelector(selectUsername);
  const savedAvatar = useAppSelector(selectAvatar);
  // null: untouched, so the field follows the saved name (another tab may change it meanwhile).
  const [draft, setDraft] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  // Only the latest choice counts when the visitor picks again before a picture is ready.
  const choice = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const { i18n, t } = useLingui();

  useEffect(() => {
    if (savedAt === null) return undefined;
    const timer = window.setTimeout(() => setSavedAt(null), SAVED_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [savedAt]);

  // The stored default name is shown, and saved back, in the visitor's language's words for it.
  const guest = t`Guest User`;
  const name = draft ?? (savedName === DEFAULT_USERNAME ? guest : savedName);
  const entered = name.trim();
  const chosenName = !entered || entered === guest ? DEFAULT_USERNAME : entered;
  const nameChanged = chosenName !== savedName;
  const dirty = nameChanged || pending !== null;
  const picture = pending ?? savedAvatar;

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    input.value = '';
    if (!file) return;
    const current = ++choice.current;
    setReading(true);
    setProblem(null);
    const result = await pictureFromFile(file);
    if (current !== choice.current) return;
    setReading(false);
    if (result.ok) setPending(result.dataUrl);
    else setProblem(result.message);
  };

  const discardPicture = () => {
    choice.current += 1;
    setReading(false);
    setPending(null);
    setProblem(null);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    // Enter in the only text field submits the form even while the button is hidden.
    if (!dirty || reading) return;
    dispatch(
      profileSaved({ username: chosenName, ...(pending !== null ? { avatar: pending } : {}) }),
    );
    setDraft(null);
    setPending(null);
    setProblem(null);
    setSavedAt(Date.now());
  };

  return (
    <SettingsCard title={t`Profile`}>
      <Box component="form" noValidate onSubmit={save}>
        {savedAt !== null ? (
          <Box
            role="status"
            sx={{
              mb: 3,
              px: 2,
              py: 1.5,
              borderRadius: 1,
              border: 1,
              borderColor: 'success.main',
              bgcolor: 'overlay.dimLight',
              fontWeight: 600,
            }}
          >
            <Trans>Changes saved successfully!</Trans>
          </Box>
        ) : null}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 3,
            alignItems: { xs: 'flex-start', sm: 'center' },
            mb: 3,
          }}
        >
          <ProfileAvatar
            picture={picture}
            initial={initialOf(name)}
            size={PREVIEW_SIZE}
            fontSize="3rem"
            alt={pending ? t`New profile picture (not saved yet)` : t`Profile picture`}
            initialLabel={t`Profile picture placeholder`}
          />
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              <Trans>Profile Picture</Trans>
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button
                variant="outlined"
                disabled={reading}
                onClick={() => fileInput.current?.click()}
              >
                {reading ? <Trans>Preparing picture…</Trans> : <Trans>Choose Picture</Trans>}
              </Button>
              {/* The browser's own picker, opened by the button above (its look cannot be styled). */}
              <input
                ref={fileInput}
                hidden
                type="file"
                accept="image/*"
                aria-label={t`Choose Picture`}
                onChange={choosePicture}
              />
              {pending !== null || reading ? (
                <Button color="inherit" onClick={discardPicture}>
                  <Trans>Cancel</Trans>
                </Button>
              ) : null}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {pending
                ? t`New picture chosen: save to keep it, or cancel.`
                : t`Any image up to 25 MB; it is stored as a small copy in this browser.`}
            </Typography>
          </Box>
        </Box>
        {/* A problem is a message's id (./picture). */}
        {problem ? <ErrorBox sx={{ mb: 3 }}>{i18n._(problem)}</ErrorBox> : null}
        <Box
          component="label"
          htmlFor={nameId}
          sx={{ display: 'block', mb: 1, fontWeight: 700, fontSize: '0.95rem' }}
        >
          <Trans>Username</Trans>
        </Box>
        <Box
          component="input"
          id={nameId}
          type="text"
          placeholder={t`Enter username`}
          value={name}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
          autoComplete="nickname"
          maxLength={USERNAME_MAX}
          sx={FIELD_SX}
        />
        {dirty ? (
          <Button type="submit" variant="contained" disabled={reading} sx={{ mt: 3 }}>
            <Trans>Save Changes</Trans>
          </Button>
        ) : null}
      </Box>
    </SettingsCard>
  );
}
