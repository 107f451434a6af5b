import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { ErrorBox } from '@/components/ErrorBox';
import { TextInput } from '@/components/TextInput';

import type { AccountActions } from '@/lib/accountActions';
import { useDeviceEntry } from './useDeviceEntry';

interface SignInFormProps {
  actions: AccountActions;
  onDone: () => void;
}

/**
 * /login: the passphrase, typed or pasted (any case, numbering or line breaks), checked word by word
 * against the list before anything is derived; the browser signs the server's challenge with it.
 */
export function SignInForm({ actions, onDone }: SignInFormProps) {
  const [typed, setTyped] = useState('');
  const { t, i18n } = useLingui();
  const { device, setDevice, error, setError, working, enter } = useDeviceEntry(onDone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let passphrase: string;
    try {
      // The word list comes with the crypto code, asked for only now.
      const { normalizePassphrase } = await import(
        /* webpackChunkName: "account-crypto" */ '@common/accountCrypto'
      );
      passphrase = normalizePassphrase(typed);
    } catch (caught) {
      setError(
        caught instanceof Error ? i18n._(caught.message) : t`This passphrase cannot be read.`,
      );
      return;
    }
    await enter(
      (deviceName) => actions.signIn(passphrase, deviceName),
      t`Signing in failed. Please try again.`,
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label={t`Your 12-word passphrase`}
        value={typed}
        onChange={setTyped}
        rows={3}
        maxLength={2000}
        plain
      />
      <TextInput
        label={t`Name of this device`}
        help={t`Shown in your device list, encrypted like your lists.`}
        value={device}
        onChange={setDevice}
        maxLength={60}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      <Box>
        <Button type="submit" variant="contained" disabled={working}>
          {working ? t`Signing in…` : t`Sign in`}
        </Button>
      </Box>
    </Stack>
  );
}
