/**
 * The episode a visitor is on, per show and season (spec storage key `currentEpisode_{id}_{season}`,
 * holding an episode number). The player writes it; the season episodes page reads it for its
 * 'Currently Playing: Episode N' badge.
 */

/** The localStorage key of a show's season: `currentEpisode_{id}_{season}`. */
export function currentEpisodeKey(showId: number, season: number): string {
  return `currentEpisode_${showId}_${season}`;
}

/** An episode number as stored: digits only (optionally around whitespace), a safe integer above 0. */
export function parseStoredEpisode(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const episode = Number(text);
  return episode > 0 ? episode : null;
}

/** The browser's localStorage, or null where it is blocked (reading the property itself may throw). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored episode of a show's season, or null when none is stored, storage is blocked, or the value
 * is not an episode number. A corrupt value is removed, so that it does not linger (the rest of
 * storage is left alone).
 */
export function readCurrentEpisode(
  showId: number,
  season: number,
  storage: Storage | null = browserStorage(),
): number | null {
  if (!storage) return null;
  const key = currentEpisodeKey(showId, season);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const episode = parseStoredEpisode(raw);
    if (episode === null) storage.removeItem(key);
    return episode;
  } catch {
    return null;
  }
}

/**
 * Stores the episode a visitor is on. False when the browser refused (storage blocked or full) or the
 * episode number is not one, so the caller may say so; nothing throws.
 */
export function writeCurrentEpisode(
  showId: number,
  season: number,
  episode: number,
  storage: Storage | null = browserStorage(),
): boolean {
  if (!storage || !Number.isSafeInteger(episode) || episode <= 0) return false;
  try {
    storage.setItem(currentEpisodeKey(showId, season), String(episode));
    return true;
  } catch {
    return false;
  }
}
