/**
 * The progress message a player posts to its parent page (spec: MEDIA_DATA), apart from the players'
 * settings (players.ts): the store keeps the last one, so its reader is in every page's first load, and
 * the provider templates need not be.
 */

/** The progress message a provider posts to its parent (spec: MEDIA_DATA). */
export interface MediaDataMessage {
  type: 'MEDIA_DATA';
  data: { currentTime: number; duration: number };
}

/** Longest duration believed: a day. Anything longer is a broken or hostile message. */
const MAX_DURATION_S = 24 * 60 * 60;

/**
 * The message when it is a well-formed progress report: `{type:"MEDIA_DATA", data:{currentTime,
 * duration}}` with finite numbers, 0 < duration <= a day, 0 <= currentTime <= duration; else null
 * (a string, a number as text, NaN, a negative or huge number). Nothing here throws.
 */
export function readMediaData(value: unknown): MediaDataMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as { type?: unknown; data?: unknown };
  if (message.type !== 'MEDIA_DATA') return null;
  if (typeof message.data !== 'object' || message.data === null) return null;
  const { currentTime, duration } = message.data as { currentTime?: unknown; duration?: unknown };
  if (typeof currentTime !== 'number' || typeof duration !== 'number') return null;
  if (!Number.isFinite(currentTime) || !Number.isFinite(duration)) return null;
  if (duration <= 0 || duration > MAX_DURATION_S) return null;
  if (currentTime < 0 || currentTime > duration) return null;
  return { type: 'MEDIA_DATA', data: { currentTime, duration } };
}
