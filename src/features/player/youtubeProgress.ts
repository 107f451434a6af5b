import type { MediaDataMessage } from '@common/mediaData';
import { readMediaData } from '@common/mediaData';

/**
 * The YouTube IFrame API's message channel, spoken directly. YouTube's own `iframe_api` script would
 * have to run in our page (a third-party script the Content-Security-Policy keeps out); the embed
 * speaks the same protocol to any parent: the page posts `{"event":"listening"}` until the player
 * answers, then the player posts JSON strings `{"event":"infoDelivery","info":{currentTime, duration,
 * ...}}` as it plays (`initialDelivery` first). Each delivery carries only what changed, so the last
 * known values are kept.
 */

/** What the page posts to the player to subscribe (repeated until the player answers). */
export function listeningMessage(id: number): string {
  return JSON.stringify({ event: 'listening', id, channel: 'widget' });
}

export interface YouTubeTimes {
  currentTime?: number;
  duration?: number;
}

/**
 * The times after one message from the player: `known` updated with the delivery's numbers, or null
 * for anything that is not a delivery (other events, non-JSON, other shapes). Never throws.
 */
export function readYouTubeDelivery(data: unknown, known: YouTubeTimes): YouTubeTimes | null {
  if (typeof data !== 'string' || data.length > 100_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { event, info } = parsed as { event?: unknown; info?: unknown };
  if (event !== 'infoDelivery' && event !== 'initialDelivery') return null;
  if (typeof info !== 'object' || info === null) return null;
  const { currentTime, duration } = info as { currentTime?: unknown; duration?: unknown };
  const next = { ...known };
  if (typeof currentTime === 'number' && Number.isFinite(currentTime))
    next.currentTime = currentTime;
  if (typeof duration === 'number' && Number.isFinite(duration)) next.duration = duration;
  return next;
}

/** The known times as a progress message, once both are known and sane; else null. */
export function youtubeProgress(times: YouTubeTimes): MediaDataMessage | null {
  if (times.currentTime === undefined || times.duration === undefined) return null;
  return readMediaData({
    type: 'MEDIA_DATA',
    data: { currentTime: Math.min(times.currentTime, times.duration), duration: times.duration },
  });
}
