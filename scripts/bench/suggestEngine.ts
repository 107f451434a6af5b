/**
 * The suggest engine timed in-process, with no answer cache to flatter it: a few hundred distinct
 * queries (prefixes of popular titles and names, and misspellings of them made with a seeded random
 * source), each computed once. Used by `npm run bench:api`; runnable alone with
 * `npx tsx scripts/bench/suggestEngine.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SUGGEST_DEFAULT_LIMIT } from '../../common/suggest';
import { DemoCatalogue } from '../../server/sources/demo/demoCatalogue';
import { demoItems } from '../../server/sources/demo/demoSource';
import { normalizeTitle } from '../../common/normalizeTitle';
import { openCatalogue } from '../../server/catalogue/catalogueDb';
import { Suggestions, demoNames } from '../../server/suggest/suggestions';

/** A small deterministic generator (mulberry32), so every run times the same queries. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One random edit: a transposition, a deletion, a substitution or an insertion. */
function misspell(word: string, rand: () => number): string {
  const at = 1 + Math.floor(rand() * Math.max(1, word.length - 2));
  const letter = LETTERS[Math.floor(rand() * LETTERS.length)]!;
  switch (Math.floor(rand() * 4)) {
    case 0:
      return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter + word.slice(at + 1);
    default:
      return word.slice(0, at) + letter + word.slice(at);
  }
}

/** `count` distinct queries: half prefixes (2 to 12 characters), half misspelt names. */
export function benchQueries(names: string[], count: number, seed = 7): string[] {
  const rand = random(seed);
  const queries = new Set<string>();
  while (queries.size < count) {
    const name = normalizeTitle(names[Math.floor(rand() * names.length)]!);
    if (name.length < 4) continue;
    if (queries.size % 2 === 0) {
      queries.add(name.slice(0, 2 + Math.floor(rand() * 11)).trim());
    } else {
      queries.add(misspell(name.slice(0, 6 + Math.floor(rand() * 14)).trim(), rand));
    }
  }
  return [...queries];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

export interface EngineFigures {
  queries: number;
  lookup: { p50: number; p99: number; max: number };
  answer: { p50: number; p99: number; max: number };
}

/** Times the engine over `count` distinct queries on a fresh demo catalogue. */
export function benchEngine(count = 400): EngineFigures {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-suggest-bench-'));
  const { db } = openCatalogue({ dataDir });
  try {
    const names = demoNames(db);
    const suggest = new Suggestions({ names, render: demoItems(new DemoCatalogue(db)) });
    const popular = names
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, 2000)
      .map((r) => r.names[0]!);
    const queries = benchQueries(popular, count);
    // Warm-up on other queries, so the JIT has optimised every path before the timed ones.
    const warmUp = benchQueries(popular, 400, 99);
    for (let round = 0; round < 3; round++) {
      for (const q of warmUp) suggest.compute(q, SUGGEST_DEFAULT_LIMIT);
    }

    const time = (run: (q: string) => unknown) => {
      const ms = queries.map((q) => {
        const start = performance.now();
        run(q);
        return performance.now() - start;
      });
      ms.sort((a, b) => a - b);
      const round = (n: number) => Math.round(n * 1000) / 1000;
      return {
        p50: round(percentile(ms, 50)),
        p99: round(percentile(ms, 99)),
        max: round(ms[ms.length - 1]!),
      };
    };
    const lookup = time((q) => suggest.index.lookup(q, SUGGEST_DEFAULT_LIMIT));
    const answer = time((q) => JSON.stringify(suggest.compute(q, SUGGEST_DEFAULT_LIMIT)));
    return { queries: queries.length, lookup, answer };
  } finally {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const figures = benchEngine();
  console.log(JSON.stringify(figures, null, 2));
}
