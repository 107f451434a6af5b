import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

import { UNNAMED_DEVICE } from '@/lib/accountActions';
import type { AccountActions, AccountOverview, DeviceView } from '@/lib/accountActions';
import { KeysSection } from './KeysSection';

/** A device not seen for this long is marked, and can be signed out with the others like it. */
export const STALE_AFTER_DAYS = 30;

/** "at 14:02" today, else "yesterday, 14:02", "Nov 1" (see seenAt). */
const when = (iso: string, now: Date, i18n: I18n) => {
  const time = seenAt(iso, now, i18n);
  return /^\d/.test(time) ? i18n._(msg`at ${time}`) : time;
};

/** "Chrome on Linux, last seen at 14:02 · signed in Nov 1". */
function deviceLine(device: DeviceView, now: Date, i18n: I18n): string {
  const seen = when(device.lastSeenAt, now, i18n);
  const signedIn = when(device.signedInAt, now, i18n);
  return [
    [device.browser, seen && i18n._(msg`last seen ${seen}`)].filter(Boolean).join(', '),
    signedIn && i18n._(msg`signed in ${signedIn}`),
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
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the site's name, not a text
  siteName = 'Marquee',
}: AccountCardProps) {
  const [overview, setOverview] = useState<AccountOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const { t, i18n } = useLingui();

  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    actions.devices().then(
      (loaded) => {
        if (!live) return;
        const unnamed = i18n._(UNNAMED_DEVICE);
        setOverview({
          ...loaded,
          devices: loaded.devices.map((device) =>
            device.name === UNNAMED_DEVICE ? { ...device, name: unnamed } : device,
          ),
        });
        setError(null);
      },
      (caught: unknown) => {
        if (live) {
          setError(
            caught instanceof Error ? i18n._(caught.message) : t`Your devices could not be loaded.`,
          );
        }
      },
    );
    return () => {
      live = false;
    };
  }, [actions, version, t, i18n]);
  // Another device signed in, was renamed or signed out: the list follows without a reload.
  useEffect(() => actions.watchDevices(() => setVersion((v) => v + 1)), [actions]);

  const run = async (work: () => Promise<void>, message: string) => {
    setConfirming(null);
    try {
      await work();
      setDone(message);
      setVersion((v) => v + 1);
    } catch (caught) {
      setError(
        caught instanceof Error ? i18n._(caught.message) : t`That did not work. Please try again.`,
      );
    }
  };

  const now = new Date();
  const stale = (overview?.devices ?? []).filter(
    (device) => !device.current && daysSince(device.lastSeenAt, now) >= STALE_AFTER_DAYS,
  );

  const staleCount = stale.length;
  const staleDays = STALE_AFTER_DAYS;
  const deviceName = confirming?.kind === 'device' ? confirming.device.name : '';
  const confirmingStale = confirming?.kind === 'stale' ? confirming.devices : [];
  const names = confirmingStale.map((device) => device.name).join(', ');
  const count = confirmingStale.length;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming || !renaming.name.trim()) return;
    const { id, name } = renaming;
    setRenaming(null);
    await run(() => actions.renameDevice(id, name.trim().slice(0, 60)), t`Device renamed.`);
  };

  return (
    <SettingsCard title={t`Your account`}>
      <Typography sx={{ mb: 1 }}>
        <Trans>
          Your lists sync with this account, encrypted in this browser before they are sent.
        </Trans>
      </Typography>
      <Typography color="text.secondary" role="status" sx={{ mb: 2 }}>
        {status ??
          (pending > 0
            ? t`${plural(pending, { one: '# change waiting to sync.', other: '# changes waiting to sync.' })}`
            : t`Everything is in sync.`)}
      </Typography>
      {unverified > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Plural
            value={unverified}
            one="# change from the server could not be verified. It was left out: your lists here are as they were."
            other="# changes from the server could not be verified. They were left out: your lists here are as they were."
          />{' '}
          <Trans>
            Whoever runs or broke into the server, or holds one of your sessions, may have sent
            them. If you did not expect this, sign out every device below.
          </Trans>
        </Alert>
      )}
      {withheld > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Plural
            value={withheld}
            one="# change your other devices sent has not reached this device."
            other="# changes your other devices sent have not reached this device."
          />{' '}
          <Trans>
            The server may be holding them back, or they are still on their way; they are applied
            when they arrive.
          </Trans>
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
        <Trans>Your devices</Trans>
      </Typography>
      {overview ? (
        <List aria-label={t`Your devices`}>
          {overview.devices.map((device) => {
            const { name } = device;
            const days = daysSince(device.lastSeenAt, now);
            return (
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
                      label={t`Device name`}
                      value={renaming.name}
                      slotProps={{ htmlInput: { maxLength: 60 } }}
                      onChange={(event) => setRenaming({ id: device.id, name: event.target.value })}
                    />
                    <Button type="submit">
                      <Trans>Save</Trans>
                    </Button>
                    <Button onClick={() => setRenaming(null)}>
                      <Trans>Cancel</Trans>
                    </Button>
                  </Stack>
                ) : (
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ alignItems: { sm: 'center' } }}
                  >
                    <Box sx={{ flex: 1 }}>
                      <Typography sx={{ fontWeight: device.current ? 700 : 400 }}>
                        {device.current ? t`${name} (this device)` : name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {deviceLine(device, now, i18n)}
                      </Typography>
                      {stale.includes(device) && (
                        <Typography variant="body2" color="warning.main" sx={{ fontWeight: 600 }}>
                          <Plural
                            value={days}
                            one="Not seen for # day"
                            other="Not seen for # days"
                          />
                        </Typography>
                      )}
                    </Box>
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        aria-label={t`Rename ${name}`}
                        onClick={() => setRenaming({ id: device.id, name: device.name })}
                      >
                        <Trans>Rename</Trans>
                      </Button>
                      <Button
                        size="small"
                        color="warning"
                        aria-label={t`Sign out ${name}`}
                        onClick={() =>
                          setConfirming(
                            device.current ? { kind: 'signOut' } : { kind: 'device', device },
                          )
                        }
                      >
                        <Trans>Sign out</Trans>
                      </Button>
                    </Stack>
                  </Stack>
                )}
              </ListItem>
            );
          })}
        </List>
      ) : (
        !error && (
          <Typography sx={{ my: 2 }}>
            <Trans>Loading your devices…</Trans>
          </Typography>
        )
      )}
      {stale.length > 0 && (
        <Button
          variant="outlined"
          color="warning"
          sx={{ mb: 2 }}
          onClick={() => setConfirming({ kind: 'stale', devices: stale })}
        >
          <Plural
            value={staleCount}
            one={`Sign out # device not seen for ${staleDays} days`}
            other={`Sign out # devices not seen for ${staleDays} days`}
          />
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
          <Trans>Sign out everywhere</Trans>
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirming({ kind: 'delete' })}>
          <Trans>Delete account</Trans>
        </Button>
      </Stack>

      <ConfirmDialog
        open={confirming?.kind === 'device'}
        title={t`Sign out this device?`}
        message={
          confirming?.kind === 'device' ? t`${deviceName} stops syncing. Its lists stay on it.` : ''
        }
        confirmLabel={t`Sign out`}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming?.kind !== 'device') return;
          const { id, name } = confirming.device;
          void run(() => actions.removeDevice(id), t`${name} is signed out.`);
        }}
      />
      <ConfirmDialog
        open={confirming?.kind === 'stale'}
        title={
          confirming?.kind === 'stale'
            ? t`${plural(count, { one: 'Sign out # device?', other: 'Sign out # devices?' })}`
            : ''
        }
        message={
          confirming?.kind === 'stale'
            ? t`${plural(count, {
                one: `${names} stops syncing. Its lists stay on it.`,
                other: `${names} stop syncing. Their lists stay on them.`,
              })}`
            : ''
        }
        confirmLabel={t`Sign out`}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming?.kind !== 'stale') return;
          const { devices } = confirming;
          const count = devices.length;
          void run(
            async () => {
              for (const device of devices) await actions.removeDevice(device.id);
            },
            t`${plural(count, { one: '# device signed out.', other: '# devices signed out.' })}`,
          );
        }}
      />
      <ConfirmDialog
        open={confirming?.kind === 'all'}
        title={t`Sign out everywhere?`}
        message={t`Every device, this one included, stops syncing. Their lists stay on them.`}
        confirmLabel={t`Sign out everywhere`}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void run(() => actions.removeAllDevices(), t`Signed out everywhere.`)}
      />
      <ConfirmDialog
        open={confirming?.kind === 'delete'}
        title={t`Delete your account?`}
        message={t`Everything we keep for this account is removed at once, and every device is signed out. The lists in this browser stay.`}
        confirmLabel={t`Delete account`}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void run(() => actions.deleteAccount(), t`Your account is deleted.`)}
      />
      {confirming?.kind === 'signOut' && (
        <MessageDialog
          title={t`Sign out of this device?`}
          message={t`Keep a copy of your lists in this browser, or remove them from it? They stay in your account either way.`}
          onDismiss={() => setConfirming(null)}
          actions={
            <>
              <Button color="inherit" onClick={() => setConfirming(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                onClick={() =>
                  void run(
                    () => actions.signOut(true),
                    t`Signed out. Your lists stay in this browser.`,
                  )
                }
              >
                <Trans>Keep this browser&apos;s copy</Trans>
              </Button>
              <Button
                color="error"
                onClick={() =>
                  void run(
                    () => actions.signOut(false),
                    t`Signed out, and your lists are removed from this browser.`,
                  )
                }
              >
                <Trans>Remove them from this browser</Trans>
              </Button>
            </>
          }
        />
      )}
    </SettingsCard>
  );
}
