/**
 * Hybrid logical clock stamps (common/syncClock.ts): fixed width so they compare as strings, never
 * behind what the device has seen, and set to the server's time, so that a device whose clock is an
 * hour wrong neither always wins nor always loses a conflict.
 */
import {
  HybridClock,
  MAX_OFFSET_MS,
  STAMP_PATTERN,
  boundedOffset,
  formatStamp,
  parseStamp,
} from '../../common/syncClock';
import { MAX_STAMP_AHEAD_MS } from '../../common/syncLimits';

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
    // Its first answer from the server sets its clock right before it stamps anything.
    const sent = real + HOUR;
    fast.observeServerTime(Math.floor(real / 1000) * 1000, sent, sent + 100);
    const right = device('00000001', now);
    const theirs = fast.tick();
    real += 1000;
    right.observe(theirs);
    expect(right.tick() > theirs).toBe(true);
  });

  it('cannot drag another device an hour ahead with a stamp it made before it knew the time', () => {
    const fast = device('0000000f', now, HOUR);
    const right = device('00000001', now);
    const theirs = fast.tick();
    expect(right.tooFarAhead(theirs)).toBe(true);
    right.observe(theirs);
    // Ignored: the next change is stamped at the real time, not after the hour-ahead stamp.
    expect(right.tick() < formatStamp(real + 60_000, 0, '00000001')).toBe(true);
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
    const sent = real - HOUR;
    slow.observeServerTime(Math.floor(real / 1000) * 1000, sent, sent + 100);
    const right = device('00000001', now);
    const theirs = right.tick();
    real += 1000;
    slow.observe(theirs);
    expect(slow.tick() > theirs).toBe(true);
  });
});

describe('a clock that cannot be poisoned', () => {
  const real = 1_800_000_000_000;
  const now = () => real;

  it('ignores a far-future stamp and keeps stamping at the real time, in 15 digits', () => {
    const clock = new HybridClock('00000001', now);
    clock.observe('999999999999999.9999.ffffffff');
    const next = clock.tick();
    expect(next).toMatch(STAMP_PATTERN);
    expect(parseStamp(next)!.wall).toBe(real);
  });

  it('takes in a stamp a little ahead (a clock within the allowance), and not one beyond it', () => {
    const clock = new HybridClock('00000001', now);
    clock.observe(formatStamp(real + MAX_STAMP_AHEAD_MS - 1000, 0, '00000002'));
    expect(parseStamp(clock.tick())!.wall).toBe(real + MAX_STAMP_AHEAD_MS - 1000);
    const other = new HybridClock('00000003', now);
    other.observe(formatStamp(real + MAX_STAMP_AHEAD_MS + 1000, 0, '00000002'));
    expect(parseStamp(other.tick())!.wall).toBe(real);
  });

  it('starts again from the real time when its kept state was pushed far ahead', () => {
    const clock = new HybridClock('00000001', now, { wall: 999_999_999_999_999, counter: 9999 });
    expect(parseStamp(clock.tick())!.wall).toBe(real);
  });

  it('never writes a 16-digit stamp', () => {
    expect(formatStamp(10 ** 16, 0, '00000001')).toBe('999999999999999.0000.00000001');
    const clock = new HybridClock('00000001', () => 999_999_999_999_999, {
      wall: 999_999_999_999_999,
      counter: 9999,
    });
    expect(clock.tick()).toMatch(STAMP_PATTERN);
  });

  it('believes a server clock at most a day away from its own', () => {
    const clock = new HybridClock('00000001', now);
    clock.observeServerTime(real + 365 * 86_400_000, real, real + 100);
    expect(clock.offsetMs).toBe(MAX_OFFSET_MS);
    expect(boundedOffset(-1e15)).toBe(-MAX_OFFSET_MS);
    expect(boundedOffset('12')).toBe(0);
    expect(boundedOffset(Number.NaN)).toBe(0);
  });
});
