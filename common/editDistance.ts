/**
 * Edit distance, shared by the server's suggestions (server/suggest/nameIndex.ts) and the Letterboxd
 * import's title matching (src/features/dataTransfer/letterboxd.ts).
 */

/** Scratch rows, grown on demand: the distance runs thousands of times a lookup, allocating nothing. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * The least optimal-string-alignment distance (Damerau-Levenshtein where a transposition of two
 * neighbouring letters costs one edit) between `query` and any prefix of `target`, or `max + 1` once it
 * is certain to exceed `max`. A prefix, because a suggestion is asked for while the visitor types:
 * "godfaht" is one edit from "godfath", the start of "godfather". With `whole`, the distance to all of
 * `target` instead. Only the band of cells within `max` of the diagonal is filled, and a row whose every
 * cell exceeds `max` ends the work.
 */
export function prefixDistance(query: string, target: string, max: number, whole = false): number {
  const m = query.length;
  const n = Math.min(target.length, m + max);
  const over = max + 1;
  if (n < m - max || (whole && target.length > n)) return over;
  if (rows[0].length < n + 2) {
    rows = [new Int32Array(n + 2), new Int32Array(n + 2), new Int32Array(n + 2)];
  }
  let [before, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  prev[n + 1] = over;
  for (let i = 1; i <= m; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    cur[0] = i;
    if (lo > 1) cur[lo - 1] = over;
    let rowMin = lo === 1 ? i : over;
    const a = query.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const b = target.charCodeAt(j - 1);
      let v = prev[j - 1]! + (a === b ? 0 : 1);
      const del = prev[j]! + 1;
      if (del < v) v = del;
      const ins = cur[j - 1]! + 1;
      if (ins < v) v = ins;
      if (
        i > 1 &&
        j > 1 &&
        a === target.charCodeAt(j - 2) &&
        query.charCodeAt(i - 2) === b &&
        before[j - 2]! + 1 < v
      ) {
        v = before[j - 2]! + 1;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (hi < n) cur[hi + 1] = over;
    if (rowMin > max) return over;
    [before, prev, cur] = [prev, cur, before];
  }
  let best = over;
  for (let j = whole ? n : Math.max(0, m - max); j <= n; j++) if (prev[j]! < best) best = prev[j]!;
  return best > max ? over : best;
}

/**
 * The optimal-string-alignment distance between all of `a` and all of `b` (a typo: a letter changed,
 * added, dropped, or two neighbours swapped, each one edit), or `max + 1` once it is certain to exceed
 * `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  return prefixDistance(a, b, max, true);
}
