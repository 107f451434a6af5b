import { KEPT_KEY } from '@/lib/localData';
import { LAST_PROGRESS_KEY, PREFERRED_PLAYER_KEY } from '@/lib/playerKeys';
import { STORAGE_KEYS } from '@/lib/storageKeys';

/** Each localStorage key the app writes, named from the constants the app itself uses. */
const KEYS: [key: string, what: string][] = [
  [STORAGE_KEYS.watchlist, 'your watchlist'],
  [STORAGE_KEYS.favorites, 'your favorites'],
  [STORAGE_KEYS.continueWatching, 'the titles under Continue Watching (at most 20)'],
  [STORAGE_KEYS.progress, 'how far you got in each title you played'],
  [STORAGE_KEYS.lastWatched, 'the last episode you played of each show'],
  [STORAGE_KEYS.completedShows, 'the shows you have finished'],
  ['currentEpisode_{id}_{season}', 'the episode you are on in a season of a show'],
  [STORAGE_KEYS.profile, 'the name and picture you chose in Settings'],
  [
    STORAGE_KEYS.consent,
    'your answer to the cookie notice and whether you dismissed the site notice',
  ],
  [PREFERRED_PLAYER_KEY, 'the player you picked last'],
  [LAST_PROGRESS_KEY, 'the last progress report a player sent'],
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
