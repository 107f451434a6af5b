/**
 * The name index's walk of its sorted keys as a trie (server/suggest/nameIndex.ts, `eachNear`): the
 * last resort of a query of several words ("brakng bda") finds its candidates through it, so it must
 * find exactly the keys a plain distance per key finds, with the same distances, recent additions
 * (kept apart until merged) included. Its use on the demo catalogue is in suggest.test.ts.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { prefixDistance } from '../../common/editDistance';
import { NameIndex } from '../../server/suggest/nameIndex';
import type { NameRecord } from '../../server/suggest/nameIndex';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Words of two to nine letters over a small alphabet: many names near each other, as typos meet. */
function word(next: () => number): string {
  const length = 2 + Math.floor(next() * 8);
  return Array.from({ length }, () => 'bcdeo'[Math.floor(next() * 5)]).join('');
}

function names(next: () => number, count: number, firstId: number): NameRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'movie' as const,
    id: firstId + i,
    names: [Array.from({ length: 1 + Math.floor(next() * 3) }, () => word(next)).join(' ')],
    popularity: next(),
  }));
}

/** Every word-start suffix of every name, spaces removed: the keys the index walks. */
function keysOf(records: NameRecord[]): string[] {
  return records.flatMap((record) => {
    const words = record.names[0]!.split(' ');
    return words.map((_, w) => words.slice(w).join(''));
  });
}

describe('the walk of the sorted keys', () => {
  const next = random(31);
  const loaded = names(next, 1500, 1);
  // Added one by one after the start: these wait in the index's pending list.
  const added = names(next, 300, 10_000);
  const index = new NameIndex();
  index.addAll(loaded);
  for (const record of added) index.add(record);
  const keys = keysOf([...loaded, ...added]);

  it.each([1, 2])('finds what a distance per key finds, at %i edits', (max) => {
    for (let round = 0; round < 60; round++) {
      const query = word(next) + (round % 2 ? word(next) : '');
      const from = round % 3 === 0 ? '' : query[0]!;
      const found: string[] = [];
      index.eachNear(query, max, from, (_key, distance, joined) =>
        found.push(`${joined}:${distance}`),
      );
      const expected = keys
        .filter((key) => key.startsWith(from))
        .map((key) => ({ key, distance: prefixDistance(query, key, max) }))
        .filter(({ distance }) => distance <= max)
        .map(({ key, distance }) => `${key}:${distance}`);
      expect({ query, from, found: found.sort() }).toEqual({
        query,
        from,
        found: expected.sort(),
      });
    }
  });
});

describe("the index's own measure of its memory", () => {
  it('is within a fifth of the JS heap the demo dictionary takes in it', () => {
    // In a process of its own: a test worker's heap holds every earlier suite's garbage too.
    const out = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', path.join(__dirname, 'helpers', 'nameIndexHeap.ts')],
      { encoding: 'utf8', cwd: path.join(__dirname, '..', '..') },
    );
    const { taken, estimated, held } = JSON.parse(out.trim().split('\n').at(-1)!) as {
      taken: number;
      estimated: number;
      held: boolean;
    };
    // About 18 MB for the demo's 15,555 names.
    expect(held).toBe(true);
    expect(taken).toBeGreaterThan(5 * 2 ** 20);
    expect(estimated / taken).toBeGreaterThan(0.8);
    expect(estimated / taken).toBeLessThan(1.2);
  });
});
