/**
 * Whether a player's frame could load. A browser gives a frame no load error: a host that refuses the
 * connection, a network or an extension that blocks it, or no network at all still ends in a `load`
 * event, of the browser's own error page. So the page asks the player's host itself (a bodiless
 * request that reads nothing back) and counts the time the frame takes.
 */

/** A frame that has not loaded by then is reported as not loading (the frame stays, in case it does). */
export const PLAYER_LOAD_TIMEOUT_MS = 15_000;

/** What stopped a player: no network, a host that could not be reached, or one that never answered. */
export type FrameProblem = 'offline' | 'unreachable' | 'timeout';

export interface FrameSignals {
  /** The frame's `load` event came (of the player's page, or of the browser's error page). */
  loaded: boolean;
  /** The request to the player's host failed: refused, blocked, or no network. */
  unreachable: boolean;
  /** PLAYER_LOAD_TIMEOUT_MS passed without a `load` event. */
  timedOut: boolean;
  /** The browser says it has no network. */
  offline: boolean;
}

/**
 * What the page tells the visitor, from what it has seen of the frame: null while it loads or once it
 * has. A host that could not be reached is a problem even after a `load` event (that event was the
 * error page's); a timeout stops being one when the frame loads late.
 */
export function frameProblem({
  loaded,
  unreachable,
  timedOut,
  offline,
}: FrameSignals): FrameProblem | null {
  if (unreachable) return offline ? 'offline' : 'unreachable';
  if (loaded || !timedOut) return null;
  return offline ? 'offline' : 'timeout';
}

/**
 * Asks the player's address for its headers without reading them (`no-cors`, no cookies, the origin
 * alone as referrer): true when the host answered anything, false when the request failed, null when
 * it was cancelled (the page moved on) before either.
 */
export async function hostAnswers(
  src: string,
  signal: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<boolean | null> {
  try {
    await fetcher(src, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'origin',
      signal,
    });
    return true;
  } catch {
    return signal.aborted ? null : false;
  }
}
