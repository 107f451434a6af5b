import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { ErrorBox } from '@/components/ErrorBox';
import { TextInput } from '@/components/TextInput';

import type { AccountActions } from '@/lib/accountActions';
import { PassphraseWords } from './PassphraseWords';

interface KeysSectionProps {
  actions: AccountActions;
  /** The site's name, for the new passphrase's file. */
  siteName: string;
  /** A change went through: the sentence to show. */
  onDone: (message: string) => void;
}

type Open = 'passphrase' | 'rotate' | null;

/**
 * Settings' "Passphrase and keys": a new passphrase (the old one stops working, nothing else
 * changes), or new account keys (every other device signed out; what a lost browser kept opens
 * nothing from then on). Both ask for the current passphrase: a session alone cannot change them.
 */
export function KeysSection({ actions, siteName, onDone }: KeysSectionProps) {
  const [open, setOpen] = useState<Open>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const { t, i18n } = useLingui();

  const close = () => {
    if (working) return;
    setOpen(null);
    setCurrent('');
    setNext('');
    setSaved(false);
    setError(null);
  };

  const start = (which: Exclude<Open, null>) => {
    setError(null);
    if (which === 'rotate') {
      setOpen(which);
      return;
    }
    // The word list comes with the crypto code, asked for only now.
    void import(/* webpackChunkName: "account-crypto" */ '@common/accountCrypto').then(
      ({ newPassphrase }) => {
        setNext(newPassphrase());
        setOpen(which);
      },
      () => setError(t`The new passphrase could not be made. Check your connection and try again.`),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current.trim()) {
      setError(t`Type your current passphrase.`);
      return;
    }
    if (open === 'passphrase' && !saved) {
      setError(t`Save the new words first, then tick the box to say so.`);
      return;
    }
    setWorking(true);
    setError(null);
    try {
      if (open === 'passphrase') {
        await actions.changePassphrase(current, next);
        onDone(
          t`Your passphrase is changed. Use the new words from now on: the old ones no longer work.`,
        );
      } else {
        await actions.rotateKeys(current);
        onDone(
          t`Your account has new keys. Every other device was signed out, and your lists here were sealed again.`,
        );
      }
      setWorking(false);
      setOpen(null);
      setCurrent('');
      setNext('');
      setSaved(false);
    } catch (caught) {
      setWorking(false);
      setError(
        caught instanceof Error ? i18n._(caught.message) : t`That did not work. Please try again.`,
      );
    }
  };

  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        <Trans>Passphrase and keys</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        <Trans>
          Change your passphrase if someone may have seen it. If a device was lost or stolen, change
          your account&apos;s keys: every other device is signed out, and the keys it kept open
          nothing from then on.
        </Trans>
      </Typography>
      {!open && error && <ErrorBox>{error}</ErrorBox>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, mb: 2 }}>
        <Button variant="outlined" onClick={() => start('passphrase')}>
          <Trans>Change passphrase</Trans>
        </Button>
        <Button variant="outlined" color="warning" onClick={() => start('rotate')}>
          <Trans>Change keys and sign out everywhere</Trans>
        </Button>
      </Stack>
      <KeysDialog
        open={open !== null}
        title={open === 'passphrase' ? t`Change your passphrase` : t`Change your account’s keys`}
        submitLabel={
          working
            ? open === 'passphrase'
              ? t`Changing your passphrase…`
              : t`Changing your keys…`
            : open === 'passphrase'
              ? t`Change passphrase`
              : t`Change keys`
        }
        working={working}
        onClose={close}
        onSubmit={(event) => void submit(event)}
      >
        {open === 'passphrase' ? (
          <>
            <Typography>
              <Trans>
                Your new passphrase, made in this browser. Write these words down, or save them
                somewhere safe: they are shown only now.
              </Trans>
            </Typography>
            <PassphraseWords
              words={next.split(' ')}
              label={t`Your new passphrase, 12 words`}
              siteName={siteName}
              onError={setError}
            />
            <FormControlLabel
              control={
                <Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />
              }
              label={t`I have saved the new words`}
            />
          </>
        ) : (
          <Typography>
            <Trans>
              Your lists are sealed again under new keys, and every device but this one is signed
              out. Your passphrase stays the same: sign in with it on your other devices.
            </Trans>
          </Typography>
        )}
        <TextInput
          label={t`Current passphrase`}
          help={t`The 12 words you sign in with now.`}
          value={current}
          onChange={setCurrent}
          rows={2}
          plain
          maxLength={300}
        />
        {error && <ErrorBox>{error}</ErrorBox>}
      </KeysDialog>
    </>
  );
}

function KeysDialog({
  open,
  title,
  submitLabel,
  working,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  working: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>{children}</Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={working}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={working}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
