import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { MessageDialog } from '@/components/MessageDialog';
import { SettingsCard } from '@/components/SettingsCard';
import { daysSince, seenAt } from '@/features/account/seenAt';

import type { AccountActions, AccountOverview, DeviceView } from '@/lib/accountActions';
import { KeysSection } from './KeysSection';

/** A device not seen for this long is marked, and can be signed out with the others like it. */
export const STALE_AFTER_DAYS = 30;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "at 14:02" today, else "yesterday, 14:02", "Nov 1" (see seenAt). */
const when = (iso: string, now: Date) => {
  const text = seenAt(iso, now);
  return /^\d/.test(text) ? `at ${text}` : text;
};

/** "Chrome on Linux, last seen at 14:02 · signed in Nov 1". */
function deviceLine(device: DeviceView, now: Date): string {
  const seen = when(device.lastSeenAt, now);
  const signedIn = when(device.signedInAt, now);
  return [
    [device.browser, seen && `last seen ${seen}`].filter(Boolean).join(', '),
    signedIn && `signed in ${signedIn}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

interface AccountCardProps {
  actions: AccountActions;
  /** A sentence on where sync stands (syncing, offline, a refusal), or null. */
  status: string | null;
  pending: number;
  /** Records from the server that did not authenticate and were left out, since this sign-in. */
  unverified?: number;
  /** Changes the account's other devices sent that have not reached this device. */
  withheld?: number;
  /** The site's name (a new passphrase's file is named after it). */
  siteName?: string;
}

type Confirming =
  | { kind: 'device'; device: DeviceView }
  | { kind: 'stale'; devices: DeviceView[] }
  | { kind: 'all' }
  | { kind: 'delete' }
  | { kind: 'signOut' }
  | null;

/**
 * Settings for a signed-in visitor: "Your devices" (rename, sign out one, the long unseen, or all) and
 * "Delete account".
 */
export function AccountCard({
  actions,
  status,
  pending,
  unverified = 0,
  withheld = 0,
  siteName = 'Marquee',
}: AccountCardProps) {
  const [overview, setOverview] = useState<AccountOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    actions.devices().then(
      (loaded) => {
        if (!live) return;
        setOverview(loaded);
        setError(null);
      },
      (caught: unknown) => {
        if (live) {
          setError(caught instanceof Error ? caught.message : 'Your devices could not be loaded.');
        }
      },
    );
    return () => {
      live = false;
    };
  }, [actions, version]);
  // Another device signed in, was renamed or signed out: the list follows without a reload.
  useEffect(() => actions.watchDevices(() => setVersion((v) => v + 1)), [actions]);

  const run = async (work: () => Promise<void>, message: string) => {
    setConfirming(null);
    try {
      await work();
      setDone(message);
      setVersion((v) => v + 1);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'That did not work. Please try again.');
    }
  };

  const now = new Date();
  const stale = (overview?.devices ?? []).filter(
    (device) => !device.current && daysSince(device.lastSeenAt, now) >= STALE_AFTER_DAYS,
  );

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming || !renaming.name.trim()) return;
    const { id, name } = renaming;
    setRenaming(null);
    await run(() => actions.renameDevice(id, name.trim().slice(0, 60)), 'Device renamed.');
  };

  return (
    <SettingsCard title="Your account">
      <Typography sx={{ mb: 1 }}>
        Your lists sync with this account, encrypted in this browser before they are sent.
      </Typography>
      <Typography color="text.secondary" role="status" sx={{ mb: 2 }}>
        {status ??
          (pending > 0
            ? `${pending} change${pending === 1 ? '' : 's'} waiting to sync.`
            : 'Everything is in sync.')}
      </Typography>
      {unverified > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {unverified === 1
            ? '1 change from the server could not be verified. It was left out: your lists here are as they were.'
            : `${unverified} changes from the server could not be verified. They were left out: your lists here are as they were.`}{' '}
          Whoever runs or broke into the server, or holds one of your sessions, may have sent them.
          If you did not expect this, sign out every device below.
        </Alert>
      )}
      {withheld > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {withheld === 1
            ? '1 change your other devices sent has not reached this device.'
            : `${withheld} changes your other devices sent have not reached this device.`}{' '}
          The server may be holding them back, or they are still on their way; they are applied when
          they arrive.
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Your devices
      </Typography>
      {overview ? (
        <List aria-label="Your devices">
          {overview.devices.map((device) => (
            <ListItem key={device.id} disableGutters sx={{ display: 'block' }}>
              {renaming?.id === device.id ? (
                <Stack
                  component="form"
                  direction="row"
                  spacing={1}
                  onSubmit={(event) => void rename(event)}
                >
                  <TextField
                    size="small"
                    label="Device name"
                    value={renaming.name}
                    slotProps={{ htmlInput: { maxLength: 60 } }}
                    onChange={(event) => setRenaming({ id: device.id, name: event.target.value })}
                  />
                  <Button type="submit">Save</Button>
                  <Button onClick={() => setRenaming(null)}>Cancel</Button>
                </Stack>
              ) : (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Box sx={{ flex: 1 }}>
                    <Typography sx={{ fontWeight: device.current ? 700 : 400 }}>
                      {device.name}
                      {device.current ? ' (this device)' : ''}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {deviceLine(device, now)}
                    </Typography>
                    {stale.includes(device) && (
                      <Typography variant="body2" color="warning.main" sx={{ fontWeight: 600 }}>
                        Not seen for {plural(daysSince(device.lastSeenAt, now), 'day')}
                      </Typography>
                    )}
                  </Box>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      aria-label={`Rename ${device.name}`}
                      onClick={() => setRenaming({ id: device.id, name: device.name })}
                    >
                      Rename
                    </Button>
                    <Button
                      size="small"
                      color="warning"
                      aria-label={`Sign out ${device.name}`}
                      onClick={() =>
                        setConfirming(
                          device.current ? { kind: 'signOut' } : { kind: 'device', device },
                        )
                      }
                    >
                      Sign out
                    </Button>
                  </Stack>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      ) : (
        !error && <Typography sx={{ my: 2 }}>Loading your devices…</Typography>
      )}
      {stale.length > 0 && (
        <Button
          variant="outlined"
          color="warning"
          sx={{ mb: 2 }}
          onClick={() => setConfirming({ kind: 'stale', devices: stale })}
        >
          Sign out {plural(stale.length, 'device')} not seen for {STALE_AFTER_DAYS} days
        </Button>
      )}
      <KeysSection
        actions={actions}
        siteName={siteName}
        onDone={(message) => {
          setDone(message);
          setVersion((v) => v + 1);
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={() => setConfirming({ kind: 'all' })}>
          Sign out everywhere
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirming({ kind: 'delete' })}>
          Delete account
        </Button>
      </Stack>

      <ConfirmDialog
        open={confirming?.kind === 'device'}
        title="Sign out this device?"
        message={
          confirming?.kind === 'device'
            ? `${confirming.device.name} stops syncing. Its lists stay on it.`
            : ''
        }
        confirmLabel="Sign out"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming?.kind !== 'device') return;
          const { id, name } = confirming.device;
          void run(() => actions.removeDevice(id), `${name} is signed out.`);
        }}
      />
      <ConfirmDialog
        open={confirming?.kind === 'stale'}
        title={
          confirming?.kind === 'stale'
            ? `Sign out ${plural(confirming.devices.length, 'device')}?`
            : ''
        }
        message={
          confirming?.kind === 'stale'
            ? `${confirming.devices.map((device) => device.name).join(', ')} ${confirming.devices.length === 1 ? 'stops syncing. Its lists stay on it.' : 'stop syncing. Their lists stay on them.'}`
            : ''
        }
        confirmLabel="Sign out"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming?.kind !== 'stale') return;
          const { devices } = confirming;
          void run(
            async () => {
              for (const device of devices) await actions.removeDevice(device.id);
            },
            `${plural(devices.length, 'device')} signed out.`,
          );
        }}
      />
      <ConfirmDialog
        open={confirming?.kind === 'all'}
        title="Sign out everywhere?"
        message="Every device, this one included, stops syncing. Their lists stay on them."
        confirmLabel="Sign out everywhere"
        onCancel={() => setConfirming(null)}
        onConfirm={() => void run(() => actions.removeAllDevices(), 'Signed out everywhere.')}
      />
      <ConfirmDialog
        open={confirming?.kind === 'delete'}
        title="Delete your account?"
        message="Everything we keep for this account is removed at once, and every device is signed out. The lists in this browser stay."
        confirmLabel="Delete account"
        onCancel={() => setConfirming(null)}
        onConfirm={() => void run(() => actions.deleteAccount(), 'Your account is deleted.')}
      />
      {confirming?.kind === 'signOut' && (
        <MessageDialog
          title="Sign out of this device?"
          message="Keep a copy of your lists in this browser, or remove them from it? They stay in your account either way."
          onDismiss={() => setConfirming(null)}
          actions={
            <>
              <Button color="inherit" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <Button
                onClick={() =>
                  void run(
                    () => actions.signOut(true),
                    'Signed out. Your lists stay in this browser.',
                  )
                }
              >
                Keep this browser&apos;s copy
              </Button>
              <Button
                color="error"
                onClick={() =>
                  void run(
                    () => actions.signOut(false),
                    'Signed out, and your lists are removed from this browser.',
                  )
                }
              >
                Remove them from this browser
              </Button>
            </>
          }
        />
      )}
    </SettingsCard>
  );
}
