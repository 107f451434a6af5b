import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { ErrorBox } from '@/components/ErrorBox';
import { TextInput } from '@/components/TextInput';

import { defaultDeviceName } from './accountActions';
import type { AccountActions } from './accountActions';

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
  const [device, setDevice] = useState(() =>
    defaultDeviceName(typeof navigator === 'undefined' ? '' : navigator.userAgent),
  );
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

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
      setError(caught instanceof Error ? caught.message : 'This passphrase cannot be read.');
      return;
    }
    if (!device.trim()) {
      setError('Give this device a name, so you can tell it apart in your device list.');
      return;
    }
    setWorking(true);
    try {
      await actions.signIn(passphrase, device.trim().slice(0, 60));
      onDone();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Signing in failed. Please try again.');
      setWorking(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label="Your 12-word passphrase"
        value={typed}
        onChange={setTyped}
        rows={3}
        maxLength={2000}
        plain
      />
      <TextInput
        label="Name of this device"
        help="Shown in your device list, encrypted like your lists."
        value={device}
        onChange={setDevice}
        maxLength={60}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      <Box>
        <Button type="submit" variant="contained" disabled={working}>
          {working ? 'Signing in…' : 'Sign in'}
        </Button>
      </Box>
    </Stack>
  );
}
