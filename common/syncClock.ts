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

export const STAMP_PATTERN = /^\d{15}\.\d{4}\.[0-9a-f]{8}$/;
const MAX_COUNTER = 9999;

export interface ClockState {
  wall: number;
  counter: number;
}

export function formatStamp(wall: number, counter: number, node: string): string {
  return `${String(wall).padStart(15, '0')}.${String(counter).padStart(4, '0')}.${node}`;
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

  /** The stamp of a change made now on this device. */
  tick(): string {
    const physical = Math.round(this.now() + this.offsetMs);
    if (physical > this.state.wall) {
      this.state = { wall: physical, counter: 0 };
    } else if (this.state.counter < MAX_COUNTER) {
      this.state = { wall: this.state.wall, counter: this.state.counter + 1 };
    } else {
      // Ten thousand changes in one millisecond: borrow the next one.
      this.state = { wall: this.state.wall + 1, counter: 0 };
    }
    return formatStamp(this.state.wall, this.state.counter, this.node);
  }

  /** Takes in a stamp seen from another device, so this device's next change sorts after it. */
  observe(stamp: string): void {
    const seen = parseStamp(stamp);
    if (!seen) return;
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
    this.offsetMs = Math.abs(offset) < 2000 ? 0 : offset;
  }

  snapshot(): ClockState {
    return { ...this.state };
  }
}
