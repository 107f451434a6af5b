/**
 * common/editDistance.ts, the one edit distance: the server's suggestions read the distance to a
 * title's start while the visitor types, the Letterboxd import the distance between whole titles.
 * Both are checked against a plain full-table optimal-string-alignment distance.
 */
import { editDistance, prefixDistance } from '../../common/editDistance';

/** The textbook table, every cell filled: what the banded, early-stopping version must agree with. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The least reference distance from `query` to any prefix of `target`. */
const referencePrefix = (query: string, target: string) =>
  Math.min(
    ...Array.from({ length: target.length + 1 }, (_, n) => reference(query, target.slice(0, n))),
  );

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('editDistance (whole strings)', () => {
  it.each([
    ['amelie', 'amelie', 0],
    ['amelie', 'amelia', 1],
    ['amelie', 'ameli', 1],
    ['amelie', 'amellie', 1],
    // Two neighbours swapped: one typo, not two.
    ['amleie', 'amelie', 1],
    ['godfahter', 'godfather', 1],
    ['', 'abc', 3],
    ['abc', '', 3],
  ])('%p to %p is %p', (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
    expect(editDistance(b, a, 5)).toBe(distance);
  });

  it('stops at max + 1, whatever the real distance', () => {
    expect(editDistance('matrix', 'godfather', 2)).toBe(3);
    expect(editDistance('a', 'abcdefgh', 1)).toBe(2);
    expect(editDistance('heat', 'beat', 0)).toBe(1);
  });

  it('agrees with the full table on random words', () => {
    const next = random(22);
    const word = () =>
      Array.from({ length: Math.floor(next() * 9) }, () => 'abcd'[Math.floor(next() * 4)]).join('');
    for (let run = 0; run < 2000; run++) {
      const [a, b] = [word(), word()];
      const max = Math.floor(next() * 4);
      const expected = reference(a, b);
      expect([a, b, max, editDistance(a, b, max)]).toEqual([
        a,
        b,
        max,
        Math.min(expected, max + 1),
      ]);
    }
  });

  it('takes long strings (its scratch rows grow)', () => {
    const long = 'x'.repeat(300);
    expect(editDistance(long, `${long}y`, 2)).toBe(1);
    expect(editDistance('short', 'shrot', 1)).toBe(1);
  });
});

describe('prefixDistance (a title that starts like what is typed)', () => {
  it('measures to the closest start of the target', () => {
    // "godfaht" is one swap from "godfath", the start of "godfather".
    expect(prefixDistance('godfaht', 'godfather', 2)).toBe(1);
    expect(prefixDistance('star', 'star wars', 1)).toBe(0);
    expect(prefixDistance('stra', 'star wars', 1)).toBe(1);
    expect(prefixDistance('wars', 'star wars', 1)).toBe(2);
  });

  it('agrees with the full table on random words', () => {
    const next = random(7);
    const word = (most: number) =>
      Array.from({ length: Math.floor(next() * most) }, () => 'abc'[Math.floor(next() * 3)]).join(
        '',
      );
    for (let run = 0; run < 1000; run++) {
      const [query, target] = [word(6), word(10)];
      const max = 1 + Math.floor(next() * 2);
      expect([query, target, prefixDistance(query, target, max)]).toEqual([
        query,
        target,
        Math.min(referencePrefix(query, target), max + 1),
      ]);
    }
  });
});
