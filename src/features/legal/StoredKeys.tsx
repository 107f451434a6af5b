import { KEPT_KEY } from '@/lib/localData';
import { PREFERRED_PLAYER_KEY } from '@/lib/playerKeys';
import { PERSISTED_KEYS, PERSISTED_SLICE_NAMES } from '@/lib/storageKeys';

/**
 * Each localStorage key the app writes, named from the constants the app itself uses: every persisted
 * slice (what each holds is said beside its key in lib/storageKeys), then the keys kept outside the
 * store.
 */
const KEYS: [key: string, what: string][] = [
  ...PERSISTED_SLICE_NAMES.map((name): [string, string] => [
    PERSISTED_KEYS[name].key,
    PERSISTED_KEYS[name].holds,
  ]),
  [PREFERRED_PLAYER_KEY, 'the player you picked last'],
  ['auth_user', 'the fixed local user that stands in for an account (no personal details)'],
  [KEPT_KEY, 'that the site has opened in this browser before'],
];

/** The list of what the site keeps in the browser (privacy and cookie pages). */
export function StoredKeys() {
  return (
    <ul>
      {KEYS.map(([key, what]) => (
        <li key={key}>
          <code>{key}</code>: {what}
        </li>
      ))}
    </ul>
  );
}
