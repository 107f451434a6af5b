/**
 * Hybrid logical clock stamps (common/syncClock.ts): fixed width so they compare as strings, never
 * behind what the device has seen, and set to the server's time, so that a device whose clock is an
 * hour wrong neither always wins nor always loses a conflict.
 */
import { HybridClock, STAMP_PATTERN, formatStamp, parseStamp } from '../../common/syncClock';

const HOUR = 3_600_000;

/** A device whose clock reads `skewMs` off the real time `now()`. */
function device(node: string, now: () => number, skewMs = 0) {
  return new HybridClock(node, () => now() + skewMs);
}

describe('stamps', () => {
  it('are fixed width, parse back, and sort as they happened', () => {
    const stamp = formatStamp(1_790_000_000_000, 7, '0a0b0c0d');
    expect(stamp).toMatch(STAMP_PATTERN);
    expect(parseStamp(stamp)).toEqual({ wall: 1_790_000_000_000, counter: 7, node: '0a0b0c0d' });
    expect(parseStamp('1790000000000.7.x')).toBeNull();
    const clock = new HybridClock('00000001', () => 1000);
    const stamps = Array.from({ length: 5 }, () => clock.tick());
    expect([...stamps].sort()).toEqual(stamps);
    expect(new Set(stamps).size).toBe(5);
  });

  it('never go behind a stamp the device has seen, whatever its own clock says', () => {
    const clock = new HybridClock('00000001', () => 1000);
    clock.observe(formatStamp(50_000, 3, '00000002'));
    expect(clock.tick() > formatStamp(50_000, 3, '00000002')).toBe(true);
    clock.observe('garbage');
    expect(clock.tick() > formatStamp(50_000, 3, '00000002')).toBe(true);
  });
});

describe('a device whose clock is an hour ahead', () => {
  let real = 1_800_000_000_000;
  const now = () => real;

  it('loses to a later change made after seeing its own (it does not always win)', () => {
    const fast = device('0000000f', now, HOUR);
    const right = device('00000001', now);
    const theirs = fast.tick();
    real += 1000;
    right.observe(theirs);
    expect(right.tick() > theirs).toBe(true);
  });

  it('loses to a later concurrent change once it has the server time (it does not always win)', () => {
    const fast = device('0000000f', now, HOUR);
    // An answer's Date header: the server's time, one request of 100 ms, seen on the fast clock.
    const sent = real + HOUR;
    fast.observeServerTime(Math.floor(real / 1000) * 1000, sent, sent + 100);
    const theirs = fast.tick();
    real += 5000;
    const right = device('00000001', now);
    expect(right.tick() > theirs).toBe(true);
  });

  it('wins with a change made after seeing the other device (it does not always lose)', () => {
    const slow = device('0000000a', now, -HOUR);
    const right = device('00000001', now);
    const theirs = right.tick();
    real += 1000;
    slow.observe(theirs);
    expect(slow.tick() > theirs).toBe(true);
  });
});
