/**
 * The in-memory index behind `/api/suggest`: every title and name of the dictionary, searchable while
 * the visitor types and forgiving their typos.
 *
 * Technique, and why. The dictionary is small (about 16,000 names in the demo, a few hundred thousand at
 * most with the live source), so it is held in memory in two structures built once at start and then
 * only added to:
 * - a sorted array of every word-start suffix of every name with its spaces and punctuation removed
 *   ("the godfather part ii" gives "thegodfatherpartii", "godfatherpartii", "partii", "ii"). A binary
 *   search and a walk give, in microseconds, every name with a word starting with what was typed,
 *   whatever its spacing: exact and prefix matches, word-prefix matches ("godfather" finds "The
 *   Godfather") and missing or extra spaces ("spiderman" finds "Spider-Man") all come from it;
 * - a positional bigram index over the first 24 characters of those suffixes, which narrows a misspelt
 *   query to the few names sharing enough of its letter pairs near the same place, each then checked
 *   with a banded Damerau-Levenshtein distance to the closest prefix of the name (one edit up to 7
 *   letters, two from 8; a transposition counts as one);
 * - as a last resort for a query of several words that found nothing ("brakng bda"), the sorted array
 *   walked as a trie (eachNear): each word is forgiven a third of its letters (at most two edits), too
 *   many for the bigrams to narrow anything down, and the walk computes a row of the distance table per
 *   shared prefix, skipping every key under a prefix already too far.
 * Accents, case and punctuation are folded first (normalizeTitle), so "amelie" is "Amélie".
 * SQLite FTS5's trigram tokenizer was the alternative: it finds substrings, not edits, so it still
 * needs this re-ranking, and a query under three characters (the header asks from the second) matches
 * nothing there. A library such as MiniSearch does fuzzy terms but neither prefix-distance on partial
 * words nor joined words ("starwars"), and would add a dependency for less.
 */
import { prefixDistance } from '../../common/editDistance';
import { normalizeTitle } from '../../common/normalizeTitle';

export type NameKind = 'movie' | 'tv' | 'person' | 'collection';

/** One title, show, person or collection as the dictionary holds it. */
export interface NameRecord {
  kind: NameKind;
  id: number;
  /** The display name first (title or name), then any other it is known by (original title). */
  names: string[];
  popularity: number;
}

/** A suggestion found: which record, and how well it matched. */
export interface NameHit {
  kind: NameKind;
  id: number;
  /** The record's display name. */
  name: string;
  popularity: number;
  /** Lower is better; see TIER. */
  tier: number;
}

export interface NameLookup {
  /** Best first: by tier, then popularity. */
  hits: NameHit[];
  /** Display names of the best corrections when nothing matched as typed; empty otherwise. */
  didYouMean: string[];
}

/** How a name matched; a hit ranks by tier first, popularity second. */
export const TIER = {
  /** The whole name (or the name after a leading article) is the query. */
  exact: 0,
  /** The name (or the name after a leading article) starts with the query. */
  start: 1,
  /** A later word starts the query. */
  word: 2,
  /** Every word of the query starts some word of the name, in any order. */
  words: 3,
  /** As exact, start and word, once spaces are ignored ("spiderman" for "Spider-Man"). */
  joinedExact: 4,
  joinedStart: 5,
  joinedWord: 6,
  /**
   * Corrections, by edits (one, or past 24 characters none; then two): the whole name (or the name after
   * a leading article), then the name's start, then a later word ("titanc": Titanic before Attack on
   * Titan; "star wrs": Star Wars before Star Wars: Andor).
   */
  oneEditExact: 7,
  oneEditStart: 8,
  oneEditWord: 9,
  twoEditsExact: 10,
  twoEditsStart: 11,
  twoEditsWord: 12,
  /** Several words in any order, each within its own allowed edits ("pirates carribean"). */
  fuzzyWords: 13,
  /**
   * The last resort of a query of several words that nothing else found: as fuzzyWords, each word
   * forgiven a third of its letters ("brakng bda": two letters dropped, two swapped).
   */
  looseWords: 14,
} as const;

/** Tiers that count as "found as typed": nothing to correct. */
const AS_TYPED = TIER.words;
/** Leading words a title is also found without ("godfather" is an exact match for "The Godfather"). */
const ARTICLES = new Set(['the', 'a', 'an']);
/** How much of each suffix the bigram index covers, and so how much of a query fuzzy matching reads. */
const FUZZY_SPAN = 24;
/** Recent additions wait in a small sorted list, merged into the main array past this size. */
const PENDING_MAX = 2048;
/** Bound on the keys one any-order multi-word scan reads. */
const WORDS_SCAN_MAX = 1500;
const DID_YOU_MEAN = 3;
const KIND_ORDER: Record<NameKind, number> = { movie: 0, tv: 1, collection: 2, person: 3 };
const NONE = 255;

/** Edits forgiven for a query of this many letters (spaces removed). */
export function editsAllowed(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Edits forgiven for one word of this many letters when a query of several words found nothing
 * otherwise: a third of its letters, at most two (one more than alone for words of 3, 6 and 7
 * letters). It is only ever asked when nothing closer was found.
 */
export function looseEditsAllowed(length: number): number {
  return Math.min(2, Math.floor(length / 3));
}

/** The last resort needs a word this long to walk from: shorter ones are near too many names. */
const LOOSE_MIN_LONGEST = 5;

interface Entry {
  kind: NameKind;
  id: number;
  display: string;
  popularity: number;
  /** Normalised names already indexed for this entry. */
  norms: string[];
}

/**
 * Whether each query word can be given a name word of its own: `fits[i][j]` says whether query word i
 * fits name word j. A few words each, so a plain search.
 */
function distinctFit(fits: boolean[][], word = 0, taken = new Set<number>()): boolean {
  if (word === fits.length) return true;
  const row = fits[word]!;
  for (let j = 0; j < row.length; j++) {
    if (!row[j] || taken.has(j)) continue;
    taken.add(j);
    if (distinctFit(fits, word + 1, taken)) return true;
    taken.delete(j);
  }
  return false;
}

/** Grows a typed array to hold at least `size` items, keeping its contents. */
function grown<T extends Uint8Array | Uint16Array | Int32Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/** The estimate's parts (NameIndex.bytes), in bytes: V8's sizes with arrays' spare room. */
const ENTRY_BYTES = 160;
const STRING_BYTES = 20;
/** A key's slots: five parallel arrays and the sorted one. */
const KEY_BYTES = 6 * 16;
const POSTING_BYTES = 16;

export class NameIndex {
  private readonly entries: Entry[] = [];
  private readonly byRef = new Map<string, number>();

  // Keys: one per word-start suffix of each name, as parallel arrays.
  private readonly keyEntry: number[] = [];
  /** The suffix, normalised ("godfather part ii"). */
  private readonly keyText: string[] = [];
  /** The suffix without spaces ("godfatherpartii"). */
  private readonly keyJoined: string[] = [];
  /** Whether the suffix starts the name (its first word, or the one after a leading article). */
  private readonly keyStart: boolean[] = [];
  /** Which of the entry's names the key comes from, for any-order word matching. */
  private readonly keyName: number[] = [];

  /** Key ids sorted by keyJoined, and recent additions (sorted too) not merged in yet. */
  private sorted: number[] = [];
  private pending: number[] = [];
  private loading = false;
  /** Bigram -> position in the joined suffix -> key ids. */
  private readonly grams = new Map<string, number[][]>();
  /**
   * The same for keys that start with a leading article ("thegodfather"), apart: a query typed with
   * its article ("the godfahter") is matched without it, against "godfather", so that the thousands of
   * names starting with "the" are not all candidates for every such query.
   */
  private readonly articleGrams = new Map<string, number[][]>();

  // Per-lookup scratch, reused.
  private bestTier = new Uint8Array(1024).fill(NONE);
  private gramCount = new Uint16Array(1024);
  private gramStamp = new Int32Array(1024);
  /** The keys a lookup has counted, to clear their counts after. */
  private counted = new Int32Array(1024);
  private stamp = 0;
  /** What the index holds, in bytes, as `bytes` estimates it. */
  private heldBytes = 0;

  /**
   * The index's memory, estimated as it grows (the server counts it in its cache budget): per record
   * its entry and names, per key its two strings, its slots in the parallel and sorted arrays, and
   * its bigram postings. Within a fifth of the JS heap it takes (nameIndex.test.ts, on the demo's 15,555
   * names: 17.3 MB estimated, 18.7 MB measured).
   */
  get bytes(): number {
    return this.heldBytes;
  }

  /** Whether the index holds this record. */
  has(kind: NameKind, id: number): boolean {
    return this.byRef.has(`${kind}:${id}`);
  }

  /** Adds a record, or updates one already held (its popularity and display name; new names added). */
  add(record: NameRecord): void {
    const ref = `${record.kind}:${record.id}`;
    let index = this.byRef.get(ref);
    const display = record.names[0] ?? '';
    if (index === undefined) {
      index = this.entries.length;
      this.entries.push({
        kind: record.kind,
        id: record.id,
        display,
        popularity: record.popularity,
        norms: [],
      });
      this.byRef.set(ref, index);
      this.heldBytes += ENTRY_BYTES + ref.length + display.length;
      this.bestTier = grown(this.bestTier, this.entries.length);
      this.bestTier.fill(NONE, index);
    }
    const entry = this.entries[index]!;
    if (display) entry.display = display;
    entry.popularity = record.popularity;
    for (const name of record.names) {
      const norm = normalizeTitle(name);
      if (!norm || entry.norms.includes(norm)) continue;
      entry.norms.push(norm);
      this.heldBytes += STRING_BYTES + norm.length;
      this.addKeys(index, entry.norms.length - 1, norm);
    }
  }

  private addKeys(entry: number, name: number, norm: string): void {
    const words = norm.split(' ');
    const skipArticle = words.length > 1 && ARTICLES.has(words[0]!);
    for (let w = 0; w < words.length; w++) {
      const key = this.keyEntry.length;
      const rest = words.slice(w);
      const joined = rest.join('');
      this.keyEntry.push(entry);
      this.keyText.push(rest.join(' '));
      this.keyJoined.push(joined);
      this.keyStart.push(w === 0 || (w === 1 && skipArticle));
      this.keyName.push(name);
      const grams = w === 0 && skipArticle ? this.articleGrams : this.grams;
      const span = Math.min(joined.length, FUZZY_SPAN);
      this.heldBytes +=
        KEY_BYTES + 2 * STRING_BYTES + 2 * joined.length + Math.max(0, span - 1) * POSTING_BYTES;
      for (let p = 0; p + 1 < span; p++) {
        const gram = joined.slice(p, p + 2);
        let lists = grams.get(gram);
        if (!lists) {
          lists = [];
          grams.set(gram, lists);
        }
        (lists[p] ??= []).push(key);
      }
      this.insertSorted(key);
    }
  }

  private insertSorted(key: number): void {
    if (this.loading) {
      this.sorted.push(key);
      return;
    }
    const at = this.lowerBound(this.pending, this.keyJoined[key]!);
    this.pending.splice(at, 0, key);
    if (this.pending.length > PENDING_MAX) this.mergePending();
  }

  /** Folds the pending additions into the main sorted array (a linear merge). */
  private mergePending(): void {
    const joined = this.keyJoined;
    const a = this.sorted;
    const b = this.pending;
    const out = new Array<number>(a.length + b.length);
    let i = 0;
    let j = 0;
    let o = 0;
    while (i < a.length && j < b.length) {
      out[o++] = joined[a[i]!]! <= joined[b[j]!]! ? a[i++]! : b[j++]!;
    }
    while (i < a.length) out[o++] = a[i++]!;
    while (j < b.length) out[o++] = b[j++]!;
    this.sorted = out;
    this.pending = [];
  }

  /** Adds many records at once (the dictionary at start): their keys are sorted in one go. */
  addAll(records: Iterable<NameRecord>): void {
    this.mergePending();
    this.loading = true;
    try {
      for (const record of records) this.add(record);
    } finally {
      this.loading = false;
      const joined = this.keyJoined;
      this.sorted.sort((a, b) => (joined[a]! < joined[b]! ? -1 : joined[a]! > joined[b]! ? 1 : 0));
    }
  }

  private lowerBound(list: number[], text: string): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keyJoined[list[mid]!]! < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** About how many keys start with `prefix` (the main array's, not recent additions). */
  private countWithPrefix(prefix: string): number {
    return this.lowerBound(this.sorted, `${prefix}\uffff`) - this.lowerBound(this.sorted, prefix);
  }

  /** Calls `visit` for each key whose joined suffix starts with `prefix`, up to `max` keys. */
  private eachWithPrefix(prefix: string, visit: (key: number) => void, max = Infinity): void {
    let seen = 0;
    for (const list of [this.sorted, this.pending]) {
      for (let i = this.lowerBound(list, prefix); i < list.length && seen < max; i++, seen++) {
        const key = list[i]!;
        if (!this.keyJoined[key]!.startsWith(prefix)) break;
        visit(key);
      }
    }
  }

  /**
   * The best `count` records for a query, and the corrections to offer when nothing matched as typed.
   * `query` may be anything a visitor types; only its letters and digits count.
   */
  lookup(query: string, count: number): NameLookup {
    const text = normalizeTitle(query);
    const joined = text.replace(/ /g, '');
    if (!joined) return { hits: [], didYouMean: [] };
    const want = Math.max(count, DID_YOU_MEAN);
    const touched: number[] = [];
    const bestTier = this.bestTier;
    const note = (entry: number, tier: number) => {
      const was = bestTier[entry]!;
      if (was === NONE) touched.push(entry);
      if (tier < was) bestTier[entry] = tier;
    };

    try {
      // Names with a word starting with the query, as typed or with its spaces ignored.
      let asTyped = 0;
      this.eachWithPrefix(joined, (key) => {
        const start = this.keyStart[key]!;
        const suffix = this.keyText[key]!;
        let tier: number;
        if (suffix.startsWith(text)) {
          tier = !start ? TIER.word : suffix.length === text.length ? TIER.exact : TIER.start;
          asTyped++;
        } else {
          tier = !start
            ? TIER.joinedWord
            : this.keyJoined[key]!.length === joined.length
              ? TIER.joinedExact
              : TIER.joinedStart;
        }
        note(this.keyEntry[key]!, tier);
      });

      // Several words in any order ("lord rings"), found through the one fewest names have.
      const words = text.split(' ');
      if (words.length > 1 && asTyped < want) {
        const rarest = words
          .map((word) => ({ word, count: this.countWithPrefix(word) }))
          .reduce((a, b) => (b.count < a.count ? b : a)).word;
        this.eachWithPrefix(
          rarest,
          (key) => {
            const entry = this.keyEntry[key]!;
            if (bestTier[entry]! <= TIER.words) return;
            const nameWords = this.entries[entry]!.norms[this.keyName[key]!]!.split(' ');
            if (words.every((w) => nameWords.some((n) => n.startsWith(w)))) {
              note(entry, TIER.words);
            }
          },
          WORDS_SCAN_MAX,
        );
      }

      // Typos, only when the closer matches leave room.
      if (touched.length < want) this.fuzzy(words, note);
      if (touched.length < want && words.length > 1) this.fuzzyWords(words, note);
      if (touched.length === 0 && words.length > 1) this.looseWords(words, note);

      const hits = this.top(touched, want);
      const found = hits.some((h) => h.tier <= AS_TYPED);
      const didYouMean: string[] = [];
      if (!found) {
        for (const hit of hits) {
          if (didYouMean.length === DID_YOU_MEAN) break;
          if (!didYouMean.some((d) => d.toLowerCase() === hit.name.toLowerCase())) {
            didYouMean.push(hit.name);
          }
        }
      }
      return { hits: hits.slice(0, count), didYouMean };
    } finally {
      for (const entry of touched) bestTier[entry] = NONE;
    }
  }

  /**
   * Keys whose joined suffix starts within the allowed edits of `query` (its first FUZZY_SPAN
   * characters), each with that distance; keys led by an article only `withArticles`.
   */
  private near(query: string, withArticles: boolean): { key: number; distance: number }[] {
    const q = query.slice(0, FUZZY_SPAN);
    const m = q.length;
    const max = editsAllowed(m);
    if (!max) return [];
    // q-gram lemma: each edit spoils at most two of the query's m-1 bigrams (a transposition three,
    // hence one more allowed); a match keeps the rest, each within `max` places of where it was.
    const needed = Math.max(1, m - 2 - 2 * max);
    const keys = this.keyEntry.length;
    this.gramCount = grown(this.gramCount, keys);
    this.gramStamp = grown(this.gramStamp, keys);
    const counts = this.gramCount;
    const stamps = this.gramStamp;
    const candidates: number[] = [];
    this.counted = grown(this.counted, keys);
    const counted = this.counted;
    let countedLength = 0;
    if (this.stamp > 2 ** 30) {
      stamps.fill(0);
      this.stamp = 0;
    }
    try {
      for (let i = 0; i + 1 < m; i++) {
        const gram = q.slice(i, i + 2);
        // A key holding this bigram at two places in the window counts it once.
        const stamp = ++this.stamp;
        for (const lists of withArticles
          ? [this.grams.get(gram), this.articleGrams.get(gram)]
          : [this.grams.get(gram)]) {
          if (!lists) continue;
          for (let p = Math.max(0, i - max); p <= i + max && p < lists.length; p++) {
            for (const key of lists[p] ?? []) {
              if (stamps[key] === stamp) continue;
              stamps[key] = stamp;
              if (counts[key] === 0) counted[countedLength++] = key;
              if (++counts[key]! === needed) candidates.push(key);
            }
          }
        }
      }
    } finally {
      for (let i = 0; i < countedLength; i++) counts[counted[i]!] = 0;
    }
    const found: { key: number; distance: number }[] = [];
    for (const key of candidates) {
      const distance = prefixDistance(q, this.keyJoined[key]!, max);
      if (distance <= max) found.push({ key, distance });
    }
    return found;
  }

  /**
   * Names starting (or with a word starting) within the allowed edits of the whole query; a query led
   * by an article is matched without it (names led by one are also indexed without it).
   */
  private fuzzy(words: string[], note: (entry: number, tier: number) => void): void {
    const led = words.length > 1 && ARTICLES.has(words[0]!);
    const q = (led ? words.slice(1) : words).join('').slice(0, FUZZY_SPAN);
    for (const { key, distance: d } of this.near(q, !led)) {
      const entry = this.keyEntry[key]!;
      if (!this.keyStart[key]) {
        note(entry, d <= 1 ? TIER.oneEditWord : TIER.twoEditsWord);
      } else if (prefixDistance(q, this.keyJoined[key]!, d, true) <= d) {
        note(entry, d <= 1 ? TIER.oneEditExact : TIER.twoEditsExact);
      } else {
        note(entry, d <= 1 ? TIER.oneEditStart : TIER.twoEditsStart);
      }
    }
  }

  /**
   * Several words, in any order, each starting a word of the name within its own allowed edits
   * ("pirates carribean"); found through the longest word's near keys.
   */
  private fuzzyWords(words: string[], note: (entry: number, tier: number) => void): void {
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const allowed = words.map((w) => editsAllowed(w.length));
    for (const { key } of this.near(longest, false)) {
      const entry = this.keyEntry[key]!;
      if (this.bestTier[entry]! <= TIER.fuzzyWords) continue;
      const nameWords = this.entries[entry]!.norms[this.keyName[key]!]!.split(' ');
      const fits = words.every((w, i) =>
        nameWords.some((n) => prefixDistance(w, n, allowed[i]!) <= allowed[i]!),
      );
      if (fits) note(entry, TIER.fuzzyWords);
    }
  }

  /**
   * The last resort of a query of several words that nothing else found: each word starting its own
   * word of the name within looseEditsAllowed, in any order (a leading article left out, as the names
   * led by one are also indexed without it). The candidates are the keys starting within its edits of
   * the longest word, of LOOSE_MIN_LONGEST letters at least, and with its first letter (a typo rarely
   * falls on it): found by eachNear, as the bigram index would name nearly every key at two edits in
   * six letters.
   */
  private looseWords(typed: string[], note: (entry: number, tier: number) => void): void {
    const words = ARTICLES.has(typed[0]!) ? typed.slice(1) : typed;
    if (words.length < 2) return;
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a)).slice(0, FUZZY_SPAN);
    if (longest.length < LOOSE_MIN_LONGEST) return;
    const allowed = words.map((w) => looseEditsAllowed(w.length));
    const max = looseEditsAllowed(longest.length);
    this.eachNear(longest, max, longest[0]!, (key) => {
      const entry = this.keyEntry[key]!;
      if (this.bestTier[entry]! <= TIER.looseWords) return;
      const nameWords = this.entries[entry]!.norms[this.keyName[key]!]!.split(' ');
      const fits = words.map((w, i) =>
        nameWords.map((n) => prefixDistance(w, n, allowed[i]!) <= allowed[i]!),
      );
      if (distinctFit(fits)) note(entry, TIER.looseWords);
    });
  }

  /**
   * Calls `visit` for each key starting with `from` whose joined suffix starts within `max` edits of
   * `query` (prefixDistance's measure). The sorted keys are walked as a trie: the row of the distance
   * table for a prefix is computed once for every key that shares it, and once a prefix's row is all
   * past `max` (or the prefix is longer than the query by `max`), the keys under it are settled
   * together, found by a galloping search. About a thousand rows for a six-letter word, not a distance
   * per key.
   */
  eachNear(
    query: string,
    max: number,
    from: string,
    visit: (key: number, distance: number, joined: string) => void,
  ): void {
    const m = query.length;
    const cap = m + max;
    // rows[d][j]: the distance between the key's first d letters and the query's first j.
    const rows = Array.from({ length: cap + 1 }, () => new Int32Array(m + 1));
    // least[d]: the least distance between the whole query and the key's first d' letters, d' <= d.
    const least = new Int32Array(cap + 1);
    for (let j = 0; j <= m; j++) rows[0]![j] = j;
    least[0] = m;
    for (const list of [this.sorted, this.pending]) {
      // The rows hold the first `held` letters of `path`.
      let path = '';
      let held = 0;
      let i = this.lowerBound(list, from);
      while (i < list.length) {
        const text = this.keyJoined[list[i]!]!;
        if (!text.startsWith(from)) break;
        const end = Math.min(text.length, cap);
        let depth = 0;
        const shared = Math.min(held, end);
        while (depth < shared && path.charCodeAt(depth) === text.charCodeAt(depth)) depth++;
        let pruned = false;
        while (depth < end && !pruned) {
          depth++;
          const row = rows[depth]!;
          const prev = rows[depth - 1]!;
          const before = rows[depth > 1 ? depth - 2 : 0]!;
          const b = text.charCodeAt(depth - 1);
          const b0 = depth > 1 ? text.charCodeAt(depth - 2) : -1;
          row[0] = depth;
          let rowMin = depth;
          for (let j = 1; j <= m; j++) {
            const a = query.charCodeAt(j - 1);
            let v = prev[j - 1]! + (a === b ? 0 : 1);
            if (prev[j]! + 1 < v) v = prev[j]! + 1;
            if (row[j - 1]! + 1 < v) v = row[j - 1]! + 1;
            if (j > 1 && a === b0 && query.charCodeAt(j - 2) === b && before[j - 2]! + 1 < v) {
              v = before[j - 2]! + 1;
            }
            row[j] = v;
            if (v < rowMin) rowMin = v;
          }
          least[depth] = Math.min(least[depth - 1]!, row[m]!);
          pruned = rowMin > max;
        }
        path = text;
        held = depth;
        const distance = least[depth]!;
        if (pruned || depth === cap) {
          // Deeper letters change nothing: every key under this prefix is as far.
          const next = this.pastPrefix(list, i, text, depth);
          if (distance <= max) {
            for (; i < next; i++) visit(list[i]!, distance, this.keyJoined[list[i]!]!);
          }
          i = next;
        } else {
          if (distance <= max) visit(list[i]!, distance, text);
          i++;
        }
      }
    }
  }

  /**
   * The first place after `at` in a sorted `list` whose key does not start with the first `length`
   * letters of `text` (which the key at `at` does): a galloping search, as such runs are mostly short.
   */
  private pastPrefix(list: number[], at: number, text: string, length: number): number {
    let lo = at;
    let step = 1;
    let hi = at + 1;
    while (hi < list.length && this.startsAlike(list[hi]!, text, length)) {
      lo = hi;
      step *= 2;
      hi = at + step;
    }
    hi = Math.min(hi, list.length);
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (this.startsAlike(list[mid]!, text, length)) lo = mid;
      else hi = mid;
    }
    return hi;
  }

  /** Whether the key's joined suffix starts with the first `length` letters of `text`. */
  private startsAlike(key: number, text: string, length: number): boolean {
    const other = this.keyJoined[key]!;
    if (other.length < length) return false;
    for (let k = length - 1; k >= 0; k--) {
      if (other.charCodeAt(k) !== text.charCodeAt(k)) return false;
    }
    return true;
  }

  /** The best `want` of the touched entries: tier, then popularity, then a stable order. */
  private top(touched: number[], want: number): NameHit[] {
    const better = (a: number, b: number) => {
      const ea = this.entries[a]!;
      const eb = this.entries[b]!;
      return (
        this.bestTier[a]! - this.bestTier[b]! ||
        eb.popularity - ea.popularity ||
        KIND_ORDER[ea.kind] - KIND_ORDER[eb.kind] ||
        ea.id - eb.id
      );
    };
    const best: number[] = [];
    for (const entry of touched) {
      if (best.length === want && better(entry, best[want - 1]!) >= 0) continue;
      let at = best.length;
      while (at > 0 && better(entry, best[at - 1]!) < 0) at--;
      best.splice(at, 0, entry);
      if (best.length > want) best.pop();
    }
    return best.map((index) => {
      const e = this.entries[index]!;
      return {
        kind: e.kind,
        id: e.id,
        name: e.display,
        popularity: e.popularity,
        tier: this.bestTier[index]!,
      };
    });
  }
}
