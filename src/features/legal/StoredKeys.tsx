import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { ACCOUNT_KEY, KEYRING_DB } from '@/lib/accountKey';
import { KEPT_KEY } from '@/lib/localData';
import { PREFERRED_PLAYER_KEY } from '@/lib/playerKeys';
import { PERSISTED_KEYS, PERSISTED_SLICE_NAMES } from '@/lib/storageKeys';
import type { PersistedSliceName } from '@/lib/storageKeys';

/** A key's list item: the key itself, then what it holds, in the page's words (one message). */
type Item = (key: string) => ReactNode;

/** What each persisted slice's key holds, in the page's words (a slice without one does not compile). */
const HOLDS: Record<PersistedSliceName, Item> = {
  watchlist: (key) => (
    <Trans>
      <code>{key}</code>: your watchlist
    </Trans>
  ),
  favorites: (key) => (
    <Trans>
      <code>{key}</code>: your favorites
    </Trans>
  ),
  continueWatching: (key) => (
    <Trans>
      <code>{key}</code>: the titles under Continue Watching (at most 20)
    </Trans>
  ),
  progress: (key) => (
    <Trans>
      <code>{key}</code>: how far you got in each title you played
    </Trans>
  ),
  lastWatched: (key) => (
    <Trans>
      <code>{key}</code>: the last episode you played of each show
    </Trans>
  ),
  completedShows: (key) => (
    <Trans>
      <code>{key}</code>: the shows you have finished
    </Trans>
  ),
  currentEpisode: (key) => (
    <Trans>
      <code>{key}</code>: the episode you are on in a season of a show
    </Trans>
  ),
  profile: (key) => (
    <Trans>
      <code>{key}</code>: the name and picture you chose in Settings
    </Trans>
  ),
  ratings: (key) => (
    <Trans>
      <code>{key}</code>: the stars you gave titles
    </Trans>
  ),
  diary: (key) => (
    <Trans>
      <code>{key}</code>: your diary: what you watched on which day, marked as a rewatch or not,
      with your notes
    </Trans>
  ),
  notInterested: (key) => (
    <Trans>
      <code>{key}</code>: the titles you told For You you are not interested in
    </Trans>
  ),
  consent: (key) => (
    <Trans>
      <code>{key}</code>: your answer to the cookie notice and whether you dismissed the site notice
    </Trans>
  ),
  lastProgress: (key) => (
    <Trans>
      <code>{key}</code>: the last progress report a player sent
    </Trans>
  ),
};

/**
 * Each localStorage key the app writes, named from the constants the app itself uses: every persisted
 * slice, in the order of lib/storageKeys, then the keys kept outside the store.
 */
const KEYS: [key: string, item: Item][] = [
  ...PERSISTED_SLICE_NAMES.map((name): [string, Item] => [PERSISTED_KEYS[name].key, HOLDS[name]]),
  [
    PREFERRED_PLAYER_KEY,
    (key) => (
      <Trans>
        <code>{key}</code>: the player you picked last
      </Trans>
    ),
  ],
  [
    'auth_user',
    (key) => (
      <Trans>
        <code>{key}</code>: the fixed local user that stands in for an account (no personal details)
      </Trans>
    ),
  ],
  [
    KEPT_KEY,
    (key) => (
      <Trans>
        <code>{key}</code>: that the site has opened in this browser before
      </Trans>
    ),
  ],
];

/** The signed-in account's key, listed while the site has accounts. */
const ACCOUNT: [key: string, item: Item] = [
  ACCOUNT_KEY,
  (key) => (
    <Trans>
      <code>{key}</code>: once you sign in: which account and device this is, the changes still to
      be sent, which versions of your entries this device has sent and accepted, and how its last
      sync went
    </Trans>
  ),
];

/** Where the keys themselves are kept, in IndexedDB (src/features/sync/keyring.ts). */
const keyring: Item = (key) => (
  <li key={key}>
    <Trans>
      <code>{key}</code> (IndexedDB): once you sign in, the keys that encrypt your lists, kept so
      that no script can read them back
    </Trans>
  </li>
);

/** The list of what the site keeps in the browser (privacy and cookie pages). */
export function StoredKeys({ accounts = false }: { accounts?: boolean }) {
  return (
    <ul>
      {(accounts ? [...KEYS, ACCOUNT] : KEYS).map(([key, item]) => (
        <li key={key}>{item(key)}</li>
      ))}
      {accounts && keyring(KEYRING_DB)}
    </ul>
  );
}
