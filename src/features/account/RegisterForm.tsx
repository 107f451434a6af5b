import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { ErrorBox, InfoBox } from '@/components/ErrorBox';
import { TextInput } from '@/components/TextInput';

import type { AccountActions } from '@/lib/accountActions';
import { PassphraseWords } from './PassphraseWords';
import { useDeviceEntry } from './useDeviceEntry';

/** Three distinct word positions (1-12) to type back, in order. */
function chooseThree(random: () => number = Math.random): number[] {
  const picked = new Set<number>();
  while (picked.size < 3) picked.add(1 + Math.floor(random() * 12));
  return [...picked].sort((a, b) => a - b);
}

interface RegisterFormProps {
  actions: AccountActions;
  siteName: string;
  onDone: () => void;
}

/**
 * /register: the browser makes a 12-word passphrase, shows it once with copy and download, and asks
 * for three of its words back before the account exists. Nothing but a public key and this device's
 * encrypted name is sent.
 */
export function RegisterForm({ actions, siteName, onDone }: RegisterFormProps) {
  const [step, setStep] = useState<'intro' | 'words' | 'confirm'>('intro');
  const [passphrase, setPassphrase] = useState('');
  const positions = useMemo(() => chooseThree(), []);
  const [typed, setTyped] = useState<string[]>(['', '', '']);
  const { device, setDevice, error, setError, working, enter } = useDeviceEntry(onDone);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const words = passphrase ? passphrase.split(' ') : [];
  const { t } = useLingui();
  const [first, second, third] = positions;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const wrong = positions.findIndex(
      (position, index) => typed[index]!.trim().toLowerCase() !== words[position - 1],
    );
    if (wrong >= 0) {
      const position = positions[wrong];
      setError(t`Word ${position} is not the one shown. Go back to your passphrase and check it.`);
      return;
    }
    await enter(
      (deviceName) => actions.register(passphrase, deviceName),
      t`The account could not be created.`,
    );
  };

  if (step === 'intro') {
    return (
      <Stack spacing={2}>
        <Typography>
          <Trans>
            Your account is a passphrase of 12 words, made in this browser. It is the only key to
            your account: we never see it, so nobody, us included, can recover it if it is lost.
          </Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>
            Your lists are encrypted with it before they leave this browser. What we keep cannot be
            read without your passphrase.
          </Trans>
        </Typography>
        <Box>
          <Button
            variant="contained"
            onClick={() => {
              // The word list comes with the crypto code, asked for only now.
              void import(/* webpackChunkName: "account-crypto" */ '@common/accountCrypto').then(
                ({ newPassphrase }) => {
                  setPassphrase(newPassphrase());
                  setStep('words');
                },
                () =>
                  setError(
                    t`The passphrase could not be made. Check your connection and try again.`,
                  ),
              );
            }}
          >
            <Trans>Make my passphrase</Trans>
          </Button>
        </Box>
        {error && <ErrorBox>{error}</ErrorBox>}
      </Stack>
    );
  }

  if (step === 'words') {
    return (
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          <Trans>Your passphrase</Trans>
        </Typography>
        <Typography>
          <Trans>
            Write these words down, or save them somewhere safe. They are shown only now.
          </Trans>
        </Typography>
        <PassphraseWords
          words={words}
          label={t`Your passphrase, 12 words`}
          siteName={siteName}
          onError={setError}
        />
        {error && <InfoBox>{error}</InfoBox>}
        <Box>
          <Button
            variant="contained"
            onClick={() => {
              setError(null);
              setStep('confirm');
              setTimeout(() => confirmHeading.current?.focus(), 0);
            }}
          >
            <Trans>I have saved them</Trans>
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <Typography component="h2" variant="h6" tabIndex={-1} ref={confirmHeading}>
        <Trans>Check your passphrase</Trans>
      </Typography>
      <Typography>{t`Type words ${first}, ${second} and ${third} of it.`}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {positions.map((position, index) => (
          <TextInput
            key={position}
            label={t`Word ${position}`}
            value={typed[index] ?? ''}
            plain
            maxLength={20}
            onChange={(value) =>
              setTyped((current) => current.map((w, i) => (i === index ? value : w)))
            }
          />
        ))}
      </Stack>
      <TextInput
        label={t`Name of this device`}
        help={t`Shown in your device list, encrypted like your lists.`}
        value={device}
        onChange={setDevice}
        maxLength={60}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={working}>
          {working ? t`Creating your account…` : t`Create account`}
        </Button>
        <Button onClick={() => setStep('words')} disabled={working}>
          <Trans>Show the words again</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
