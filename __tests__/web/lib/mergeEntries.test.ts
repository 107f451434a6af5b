import { changesBetween, mergeEntries } from '@/lib/mergeEntries';
import type { Fields, MergeOptions, Version } from '@/lib/mergeEntries';

/** Our entries' times, by key: how the callers say when each of ours was set. */
const timed = (times: Record<string, number | string>): MergeOptions => ({
  oursAt: (key) => times[key],
});

const value = (v: unknown, at?: number | string): Version => ({ value: v, at });
const removed = (at?: number | string): Version => ({ removed: true, at });

describe('mergeEntries (the one merge rule)', () => {
  it('takes their version when it is later than ours', () => {
    expect(mergeEntries({ a: 'ours' }, [['a', value('theirs', 20)]], timed({ a: 10 }))).toEqual({
      a: 'theirs',
    });
  });

  it('keeps ours when it is later than theirs (answering null: nothing changes)', () => {
    expect(mergeEntries({ a: 'ours' }, [['a', value('theirs', 10)]], timed({ a: 20 }))).toBeNull();
  });

  it('keeps ours on a tie, and on unknown times on both sides', () => {
    expect(mergeEntries({ a: 'ours' }, [['a', value('theirs', 10)]], timed({ a: 10 }))).toBeNull();
    expect(mergeEntries({ a: 'ours' }, [['a', value('theirs')]])).toBeNull();
  });

  it('counts an unknown time as older than any known one', () => {
    expect(mergeEntries({ a: 'ours' }, [['a', value('theirs', 0)]])).toEqual({ a: 'theirs' });
    expect(mergeEntries({ a: 'ours' }, [['a', value('theirs')]], timed({ a: 0 }))).toBeNull();
  });

  it('lets the tie option decide equal times, with both values and the key', () => {
    const tie = jest.fn((ours: unknown, theirs: unknown) => (theirs as number) > (ours as number));
    const options = { ...timed({ a: 5, b: 5 }), tie };
    expect(
      mergeEntries(
        { a: 1, b: 9 },
        [
          ['a', value(2, 5)],
          ['b', value(3, 5)],
        ],
        options,
      ),
    ).toEqual({
      a: 2,
      b: 9,
    });
    expect(tie).toHaveBeenCalledWith(1, 2, 'a');
    expect(tie).toHaveBeenCalledWith(9, 3, 'b');
    // Not asked when the times differ.
    tie.mockClear();
    mergeEntries({ a: 1 }, [['a', value(2, 6)]], options);
    expect(tie).not.toHaveBeenCalled();
  });

  it('removes our entry for a removal later than it, and keeps it for an older one', () => {
    expect(mergeEntries({ a: 1, b: 2 }, [['a', removed(20)]], timed({ a: 10 }))).toEqual({ b: 2 });
    expect(mergeEntries({ a: 1, b: 2 }, [['a', removed(5)]], timed({ a: 10 }))).toBeNull();
    expect(mergeEntries({ a: 1 }, [['a', removed(10)]], timed({ a: 10 }))).toBeNull();
  });

  it('keeps an entry only one side holds', () => {
    expect(mergeEntries({ ours: 1 }, [['theirs', value(2, 1)]], timed({ ours: 99 }))).toEqual({
      ours: 1,
      theirs: 2,
    });
    // A removal of what we never held changes nothing.
    expect(mergeEntries({ ours: 1 }, [['gone', removed(99)]])).toBeNull();
  });

  it('answers null when their versions are what we hold, compared by content', () => {
    const ours: Fields = { a: { title: 'Heat', year: 1995 } };
    expect(mergeEntries(ours, [['a', value({ title: 'Heat', year: 1995 }, 99)]])).toBeNull();
  });

  it('leaves our fields untouched and keeps their order, new keys last', () => {
    const ours: Fields = { x: 1, y: 2 };
    const merged = mergeEntries(ours, [
      ['z', value(3)],
      ['x', value(4, 1)],
    ]);
    expect(merged && Object.entries(merged)).toEqual([
      ['x', 4],
      ['y', 2],
      ['z', 3],
    ]);
    expect(ours).toEqual({ x: 1, y: 2 });
  });

  it('weighs a key given twice against the version that won the first time', () => {
    const oursAt = (_key: string, held: unknown) => (held as { at: number }).at;
    const merged = mergeEntries(
      { a: { at: 1 } },
      [
        ['a', value({ at: 10 }, 10)],
        ['a', value({ at: 5 }, 5)],
      ],
      { oursAt },
    );
    expect(merged).toEqual({ a: { at: 10 } });
  });

  it('orders string stamps as strings (hybrid logical clock stamps)', () => {
    const ours = { a: 'ours' };
    // As numbers 9 < 10; as stamps of equal length the later one sorts later.
    expect(
      mergeEntries(ours, [['a', value('theirs', '0010-0000')]], timed({ a: '0009-0005' })),
    ).toEqual({ a: 'theirs' });
    expect(
      mergeEntries(ours, [['a', value('theirs', '0009-0004')]], timed({ a: '0009-0005' })),
    ).toBeNull();
    expect(mergeEntries(ours, [['a', removed('0009-0006')]], timed({ a: '0009-0005' }))).toEqual(
      {},
    );
  });

  it('puts Infinity after every stamp, and refuses to order a date against a stamp', () => {
    expect(mergeEntries({ a: 1 }, [['a', value(2, Infinity)]], timed({ a: 'zzzz' }))).toEqual({
      a: 2,
    });
    expect(mergeEntries({ a: 1 }, [['a', value(2, -Infinity)]], timed({ a: '0000' }))).toBeNull();
    expect(() => mergeEntries({ a: 1 }, [['a', value(2, 5)]], timed({ a: '0009' }))).toThrow(
      TypeError,
    );
  });
});

describe('changesBetween (another side’s change as versions)', () => {
  it('gives what was added, changed and removed, newer than anything', () => {
    expect(
      changesBetween({ same: 1, changed: 2, gone: 3 }, { same: 1, changed: 4, added: 5 }),
    ).toEqual([
      ['changed', { value: 4, at: Infinity }],
      ['added', { value: 5, at: Infinity }],
      ['gone', { removed: true, at: Infinity }],
    ]);
  });

  it('gives nothing for equal states, compared by content', () => {
    expect(changesBetween({ a: { b: [1] } }, { a: { b: [1] } })).toEqual([]);
  });

  it('wins over any time of ours when merged', () => {
    const merged = mergeEntries(
      { changed: 'ours', gone: 'ours' },
      changesBetween({ changed: 'old', gone: 'old' }, { changed: 'new' }),
      timed({ changed: Number.MAX_VALUE, gone: '9999' }),
    );
    expect(merged).toEqual({ changed: 'new' });
  });
});
