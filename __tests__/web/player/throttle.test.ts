import { createThrottle } from '@/features/player/throttle';

const INTERVAL = 5000;

describe('createThrottle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const run = jest.fn<void, [number]>();
    return { run, throttle: createThrottle(run, INTERVAL) };
  };

  it('runs the first value at once', () => {
    const { run, throttle } = setup();
    throttle.push(1);
    expect(run.mock.calls).toEqual([[1]]);
  });

  it('runs only the last value of a burst, once, when the interval ends', () => {
    const { run, throttle } = setup();
    throttle.push(1);
    throttle.push(2);
    jest.advanceTimersByTime(1000);
    throttle.push(3);
    throttle.push(4);
    expect(run.mock.calls).toEqual([[1]]);

    jest.advanceTimersByTime(INTERVAL - 1001);
    expect(run.mock.calls).toEqual([[1]]);
    jest.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([[1], [4]]);

    // Nothing waits any more: no further run.
    jest.advanceTimersByTime(INTERVAL * 3);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits a whole interval after a delayed run before the next', () => {
    const { run, throttle } = setup();
    throttle.push(1);
    jest.advanceTimersByTime(100);
    throttle.push(2);
    jest.advanceTimersByTime(INTERVAL);
    expect(run.mock.calls).toEqual([[1], [2]]);

    // The second run was at INTERVAL; a push just after it waits for the next interval's end.
    throttle.push(3);
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(INTERVAL);
    expect(run.mock.calls).toEqual([[1], [2], [3]]);
  });

  it('runs a value at once again when the interval has passed since the last run', () => {
    const { run, throttle } = setup();
    throttle.push(1);
    jest.advanceTimersByTime(INTERVAL);
    throttle.push(2);
    expect(run.mock.calls).toEqual([[1], [2]]);
  });

  it('flush runs a pending value now, and only once', () => {
    const { run, throttle } = setup();
    throttle.push(1);
    throttle.push(2);
    throttle.flush();
    expect(run.mock.calls).toEqual([[1], [2]]);
    jest.advanceTimersByTime(INTERVAL * 2);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('flush with nothing pending runs nothing', () => {
    const { run, throttle } = setup();
    throttle.flush();
    throttle.push(1);
    throttle.flush();
    expect(run.mock.calls).toEqual([[1]]);
  });

  it('cancel drops a pending value', () => {
    const { run, throttle } = setup();
    throttle.push(1);
    throttle.push(2);
    throttle.cancel();
    jest.advanceTimersByTime(INTERVAL * 2);
    throttle.flush();
    expect(run.mock.calls).toEqual([[1]]);
  });

  it('turns 10,000 pushes in one tick into at most 2 runs, the last value winning', () => {
    const { run, throttle } = setup();
    for (let value = 1; value <= 10_000; value += 1) throttle.push(value);
    jest.advanceTimersByTime(INTERVAL);
    expect(run.mock.calls.length).toBeLessThanOrEqual(2);
    expect(run).toHaveBeenLastCalledWith(10_000);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('uses the clock it is given', () => {
    let now = 0;
    const run = jest.fn<void, [string]>();
    const throttle = createThrottle(run, 100, () => now);
    throttle.push('a');
    now = 50;
    throttle.push('b');
    expect(run.mock.calls).toEqual([['a']]);
    now = 100;
    jest.advanceTimersByTime(50);
    expect(run.mock.calls).toEqual([['a'], ['b']]);
  });
});
