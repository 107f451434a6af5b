/**
 * Hybrid logical clock stamps for synced records: `WWWWWWWWWWWWWWW.CCCC.NNNNNNNN`, the wall time in
 * milliseconds (15 digits), a counter (4 digits) and the device's random id (8 hex digits). Fixed
 * width, so stamps compare as strings, on the server as in the browser.
 *
 * A device's clock only moves forward, and never behind a stamp it has seen: a change made after
 * seeing another device's change is stamped after it, however wrong either device's clock is. The
 * wall time itself is the server's, estimated from the `Date` header of sync answers (`offsetMs`),
 * so a device whose clock is an hour off stamps with the right time once it has synced.
 */

import { MAX_STAMP_AHEAD_MS } from './syncLimits';

export const STAMP_PATTERN = /^\d{15}\.\d{4}\.[0-9a-f]{8}$/;
const MAX_COUNTER = 9999;
/** The largest wall time a stamp can write: stamps stop there rather than grow a digit. */
const MAX_WALL = 999_999_999_999_999;
/**
 * How far the server's clock may be from this device's before the estimate is not believed: a server
 * whose Date header is a year ahead must not make every change of this device win forever.
 */
export const MAX_OFFSET_MS = 86_400_000;

export interface ClockState {
  wall: number;
  counter: number;
}

export function formatStamp(wall: number, counter: number, node: string): string {
  return `${String(Math.min(Math.max(0, wall), MAX_WALL)).padStart(15, '0')}.${String(counter).padStart(4, '0')}.${node}`;
}

export function parseStamp(stamp: string): { wall: number; counter: number; node: string } | null {
  if (!STAMP_PATTERN.test(stamp)) return null;
  const [wall, counter, node] = stamp.split('.') as [string, string, string];
  return { wall: Number(wall), counter: Number(counter), node };
}

/** A random device id for stamps (not an identifier of the visitor: it is new in every browser). */
export function newNodeId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class HybridClock {
  private state: ClockState;
  /** Milliseconds to add to this device's clock to get the server's. */
  offsetMs = 0;

  constructor(
    readonly node: string,
    private readonly now: () => number = Date.now,
    state: ClockState = { wall: 0, counter: 0 },
  ) {
    this.state = { ...state };
  }

  /** This device's estimate of the server's clock now. */
  serverNow(): number {
    return Math.round(this.now() + this.offsetMs);
  }

  /**
   * Whether a stamp is further ahead of the server's clock than a device's can be. Such a stamp is
   * not observed (it would drag every later change of this device into the future) and its record is
   * not applied: the server refuses them, so one comes only from a server that should not be trusted.
   */
  tooFarAhead(stamp: string): boolean {
    const seen = parseStamp(stamp);
    return !seen || seen.wall > this.serverNow() + MAX_STAMP_AHEAD_MS;
  }

  /** The stamp of a change made now on this device. */
  tick(): string {
    const physical = this.serverNow();
    if (this.state.wall > physical + MAX_STAMP_AHEAD_MS) {
      // A clock state pushed far ahead (kept from before stamps were checked): starting again from
      // the time now is safer than stamping every change into the future.
      this.state = { wall: physical, counter: 0 };
    } else if (physical > this.state.wall) {
      this.state = { wall: physical, counter: 0 };
    } else if (this.state.counter < MAX_COUNTER) {
      this.state = { wall: this.state.wall, counter: this.state.counter + 1 };
    } else {
      // Ten thousand changes in one millisecond: borrow the next one.
      this.state = { wall: Math.min(this.state.wall + 1, MAX_WALL), counter: 0 };
    }
    return formatStamp(this.state.wall, this.state.counter, this.node);
  }

  /**
   * Takes in a stamp seen from another device (of a record that opened), so this device's next change
   * sorts after it. A stamp too far ahead is ignored.
   */
  observe(stamp: string): void {
    const seen = parseStamp(stamp);
    if (!seen || this.tooFarAhead(stamp)) return;
    if (
      seen.wall > this.state.wall ||
      (seen.wall === this.state.wall && seen.counter > this.state.counter)
    ) {
      this.state = { wall: seen.wall, counter: seen.counter };
    }
  }

  /** Sets the offset to the server's clock from an answer's `Date` header (one-second precision). */
  observeServerTime(serverMs: number, sentAt: number, receivedAt: number): void {
    if (!Number.isFinite(serverMs)) return;
    // The header is truncated to the second: its middle, against the request's middle. Within two
    // seconds the device's own clock is kept (finer than the header can tell).
    const offset = serverMs + 500 - (sentAt + receivedAt) / 2;
    this.offsetMs = boundedOffset(Math.abs(offset) < 2000 ? 0 : offset);
  }

  snapshot(): ClockState {
    return { ...this.state };
  }
}

/** An offset to the server's clock within MAX_OFFSET_MS either way (0 for anything not a number). */
export function boundedOffset(offset: unknown): number {
  if (typeof offset !== 'number' || !Number.isFinite(offset)) return 0;
  return Math.max(-MAX_OFFSET_MS, Math.min(MAX_OFFSET_MS, Math.round(offset)));
}
