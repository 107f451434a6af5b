import { ACCOUNT_KEY, KEYRING_DB } from '@/lib/accountKey';
import { KEPT_KEY } from '@/lib/localData';
import { PREFERRED_PLAYER_KEY } from '@/lib/playerKeys';
import { PERSISTED_KEYS, PERSISTED_SLICE_NAMES } from '@/lib/storageKeys';
import type { PersistedSliceName } from '@/lib/storageKeys';

/** What each persisted slice's key holds, in the page's words (a slice without one does not compile). */
const HOLDS: Record<PersistedSliceName, string> = {
  watchlist: 'your watchlist',
  favorites: 'your favorites',
  continueWatching: 'the titles under Continue Watching (at most 20)',
  progress: 'how far you got in each title you played',
  lastWatched: 'the last episode you played of each show',
  completedShows: 'the shows you have finished',
  currentEpisode: 'the episode you are on in a season of a show',
  profile: 'the name and picture you chose in Settings',
  ratings: 'the stars you gave titles',
  diary: 'your diary: what you watched on which day, marked as a rewatch or not, with your notes',
  notInterested: 'the titles you told For You you are not interested in',
  consent: 'your answer to the cookie notice and whether you dismissed the site notice',
  lastProgress: 'the last progress report a player sent',
};

/**
 * Each localStorage key the app writes, named from the constants the app itself uses: every persisted
 * slice, in the order of lib/storageKeys, then the keys kept outside the store.
 */
const KEYS: [key: string, what: string][] = [
  ...PERSISTED_SLICE_NAMES.map((name): [string, string] => [PERSISTED_KEYS[name].key, HOLDS[name]]),
  [PREFERRED_PLAYER_KEY, 'the player you picked last'],
  ['auth_user', 'the fixed local user that stands in for an account (no personal details)'],
  [KEPT_KEY, 'that the site has opened in this browser before'],
];

/** The signed-in account's key, listed while the site has accounts. */
const ACCOUNT: [key: string, what: string] = [
  ACCOUNT_KEY,
  'once you sign in: which account and device this is, the changes still to be sent, which versions of your entries this device has sent and accepted, and how its last sync went',
];

/** Where the keys themselves are kept, in IndexedDB (src/features/sync/keyring.ts). */
const KEYRING = (
  <li key={KEYRING_DB}>
    <code>{KEYRING_DB}</code> (IndexedDB): once you sign in, the keys that encrypt your lists, kept
    so that no script can read them back
  </li>
);

/** The list of what the site keeps in the browser (privacy and cookie pages). */
export function StoredKeys({ accounts = false }: { accounts?: boolean }) {
  return (
    <ul>
      {(accounts ? [...KEYS, ACCOUNT] : KEYS).map(([key, what]) => (
        <li key={key}>
          <code>{key}</code>: {what}
        </li>
      ))}
      {accounts && KEYRING}
    </ul>
  );
}
