/**
 * The one merge rule of Marquee's data: cross-tab sync (another tab's change), the data file's import
 * ("merge") and account sync (other devices' records) all bring another side's entries to ours, and
 * all must agree on which version of an entry stays, or the same two states would merge differently
 * depending on how they met.
 *
 * Entry by entry, the later version wins; an entry only one side holds is kept. A removal is a version
 * like any other: removed after our copy was set, the entry goes; removed before, our copy stays. Each
 * caller says what "later" means for its entries (the data file's dates, account sync's clock stamps,
 * a live change that is newer than anything here) and how a tie is decided.
 */

export type Fields = Record<string, unknown>;

/**
 * When a version was made: numbers (ms since the epoch) or stamps (strings that sort in time order),
 * compared only with their own kind. Infinity is later, and -Infinity earlier, than any stamp too (so a
 * change just made beats any record); undefined (unknown) is earlier than any time.
 */
export type VersionTime = number | string;

/** One side's version of an entry: its value, or a removal. */
export type Version = { value: unknown; at?: VersionTime } | { removed: true; at?: VersionTime };

export interface MergeOptions {
  /**
   * When our entry of `key` (now `value`) was set; undefined when unknown. Asked of the merged entry, so
   * a key the other side gives twice is weighed against the version that won the first time.
   */
  oursAt?: (key: string, value: unknown) => VersionTime | undefined;
  /**
   * Whether theirs wins when both times are equal (or both unknown); ours does by default. `theirs` is
   * undefined for a removal.
   */
  tie?: (ours: unknown, theirs: unknown, key: string) => boolean;
}

/** Values compared by content: a state read back from storage is a new object with the same fields. */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Positive when `a` is later than `b`, negative when earlier, 0 when equal or both unknown. */
export function compareTimes(a: VersionTime | undefined, b: VersionTime | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  if (typeof a !== typeof b) {
    if (a === Infinity || b === -Infinity) return 1;
    if (a === -Infinity || b === Infinity) return -1;
    // A date and a clock stamp tell nothing about each other: ordering them would be a silent guess.
    throw new TypeError(`Cannot compare the times ${String(a)} and ${String(b)}`);
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Their versions merged into our entries by the rule above. Returns the merged fields, or null when
 * nothing changes (so nothing is dispatched or written back and two sides do not echo each other).
 */
export function mergeEntries(
  ours: Fields,
  theirs: Iterable<[string, Version]>,
  { oursAt, tie }: MergeOptions = {},
): Fields | null {
  const merged: Fields = { ...ours };
  let changed = false;
  for (const [key, version] of theirs) {
    const held = Object.hasOwn(merged, key);
    const mine = held ? merged[key] : undefined;
    const value = 'removed' in version ? undefined : version.value;
    // Removing an entry we lack, or setting the value we hold, changes nothing.
    if ('removed' in version ? !held : same(mine, value)) continue;
    if (held) {
      const order = compareTimes(version.at, oursAt?.(key, mine));
      if (order < 0 || (order === 0 && !tie?.(mine, value, key))) continue;
    }
    if ('removed' in version) delete merged[key];
    else merged[key] = value;
    changed = true;
  }
  return changed ? merged : null;
}

/**
 * Another side's change between two of its states (`before` -> `after`): the entries it added, changed
 * or removed, as versions newer than anything here (at: Infinity), since it has just been made.
 */
export function changesBetween(before: Fields, after: Fields): [string, Version][] {
  const changes: [string, Version][] = [];
  for (const [key, value] of Object.entries(after)) {
    if (!same(before[key], value)) changes.push([key, { value, at: Infinity }]);
  }
  for (const key of Object.keys(before)) {
    if (!Object.hasOwn(after, key)) changes.push([key, { removed: true, at: Infinity }]);
  }
  return changes;
}
