/**
 * One byte budget for every in-process cache (issue 34 §3): the areas share one least-recently-used
 * order and never hold more than the budget together; on the real app with the demo catalogue, answers,
 * their compressed copies and suggestions all draw from the one CACHE_MAX_MB.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildApp } from '../../server/app';
import { CacheBudget, HEAP_BEYOND_CACHES_MB, heapAdvice } from '../../server/cacheBudget';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { openDemoSource } from '../../server/sources/demo/demoSource';

/** Bytes an entry counts for besides its own measure (key bookkeeping). */
const OVERHEAD = 64;

describe('CacheBudget', () => {
  it('lets the areas share one budget: one filling up pushes out the least recently used of any', () => {
    const budget = new CacheBudget(10_000);
    const answers = budget.area<string>('answers', (text) => text.length);
    const pages = budget.area<string>('pages', (text) => text.length);
    answers.set('a', 'x'.repeat(3000));
    answers.set('b', 'x'.repeat(3000));
    expect(answers.get('a')).toBeDefined(); // now more recently used than b
    pages.set('p1', 'y'.repeat(3000));
    expect(budget.usage().total).toBeLessThanOrEqual(10_000);
    pages.set('p2', 'y'.repeat(3000));
    // Four of ~3 KB do not fit in 10 KB: b, the least recently used, went, whatever its area.
    expect(answers.has('b')).toBe(false);
    expect(answers.has('a')).toBe(true);
    expect([pages.has('p1'), pages.has('p2')]).toEqual([true, true]);
    expect(budget.usage()).toEqual({
      total: 3000 + 1 + OVERHEAD + 2 * (3000 + 2 + OVERHEAD),
      byArea: { answers: 3000 + 1 + OVERHEAD, pages: 2 * (3000 + 2 + OVERHEAD) },
    });
  });

  it('counts an entry set again at its new size, refuses one larger than the budget, and clears one area alone', () => {
    const budget = new CacheBudget(1000);
    const a = budget.area<string>('a', (text) => text.length);
    const b = budget.area<string>('b', (text) => text.length);
    a.set('k', 'x'.repeat(100));
    a.set('k', 'x'.repeat(10));
    b.set('k', 'y'.repeat(200));
    expect(budget.usage().byArea).toEqual({ a: 10 + 1 + OVERHEAD, b: 200 + 1 + OVERHEAD });
    a.set('huge', 'z'.repeat(5000));
    expect(a.has('huge')).toBe(false);
    expect(budget.usage().byArea.a).toBe(10 + 1 + OVERHEAD);
    a.clear();
    expect([a.has('k'), b.get('k')]).toEqual([false, 'y'.repeat(200)]);
    expect(budget.usage()).toEqual({ total: 200 + 1 + OVERHEAD, byArea: { a: 0, b: 265 } });
  });

  it('keeps an entry for its own ttl only', async () => {
    const budget = new CacheBudget(1000);
    const area = budget.area<string>('a', (text) => text.length);
    area.set('short', 'x', { ttl: 30 });
    area.set('kept', 'y');
    expect(area.remainingTtl('short')).toBeGreaterThan(0);
    expect(area.remainingTtl('kept')).toBe(Infinity);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect([area.get('short'), area.get('kept')]).toEqual([undefined, 'y']);
  });

  it('refuses a second area of the same name', () => {
    const budget = new CacheBudget(1000);
    budget.area('a', () => 1);
    expect(() => budget.area('a', () => 1)).toThrow('exists already');
    expect(() => budget.reserve('a')).toThrow('exists already');
    budget.reserve('r');
    expect(() => budget.reserve('r')).toThrow('exists already');
  });

  it('gives the caches less room while a reservation holds bytes, least recently used out first', () => {
    const budget = new CacheBudget(10_000);
    const area = budget.area<string>('answers', (text) => text.length);
    for (const key of ['a', 'b', 'c']) area.set(key, 'x'.repeat(3000));
    area.get('a'); // b is now the least recently used
    const index = budget.reserve('index');
    index.set(3000);
    // 3 x ~3 KB and 3 KB do not fit in 10 KB: b went, then nothing else.
    expect(['a', 'b', 'c'].map((key) => area.has(key))).toEqual([true, false, true]);
    expect(budget.usage()).toEqual({
      total: 2 * (3000 + 1 + OVERHEAD) + 3000,
      byArea: { answers: 2 * (3000 + 1 + OVERHEAD), index: 3000 },
    });
    // A new entry makes room the same way: c, now the least recently used, leaves.
    area.set('d', 'x'.repeat(3000));
    expect(['a', 'c', 'd'].map((key) => area.has(key))).toEqual([true, false, true]);
    // The reservation gone, the room is the caches' again.
    index.set(0);
    area.set('e', 'x'.repeat(3000));
    expect(['a', 'd', 'e'].map((key) => area.has(key))).toEqual([true, true, true]);
    expect(budget.usage().total).toBeLessThanOrEqual(10_000);
    // A reservation past half the budget: the caches keep their half (one entry here), and the
    // total says honestly that the budget is overrun.
    index.set(9000);
    expect(['a', 'd', 'e'].map((key) => area.has(key))).toEqual([false, false, true]);
    expect(budget.usage().total).toBe(9000 + 3000 + 1 + OVERHEAD);
  });
});

describe('the server with CACHE_MAX_MB=1', () => {
  it('keeps its answers, compressed copies and suggestions within the half the name index leaves', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-budget-'));
    const config = loadConfig({
      DATA_DIR: dir,
      DIST_DIR: path.join(dir, 'no-dist'),
      LOG_LEVEL: 'silent',
      IMAGE_BASE_URL: 'off',
      CACHE_MAX_MB: '1',
    });
    const cacheBudget = new CacheBudget(config.tmdb.cacheBytes);
    const source = openDemoSource({ dataDir: dir, cacheBudget });
    const app = await buildApp({ config, source, logger: createLogger('silent'), cacheBudget });
    try {
      // The demo's name index (about 18 MB) is far past half of one megabyte: it is counted whole,
      // and the caches keep their half of the budget.
      const cached = () => {
        const { total, byArea } = cacheBudget.usage();
        return total - byArea['suggest name index']!;
      };
      expect(cacheBudget.usage().byArea['suggest name index']).toBeGreaterThan(1024 * 1024);
      let highest = 0;
      for (let page = 1; page <= 60; page += 1) {
        for (const url of [
          `/api/tmdb/discover/movie?page=${page}`,
          `/api/tmdb/discover/tv?page=${page}`,
          `/api/suggest?q=${'abcdefghijklmnopqrstuvwxyz'[page % 26]}${page}`,
        ]) {
          const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
          expect(res.statusCode).toBe(200);
          highest = Math.max(highest, cached());
        }
      }
      const { byArea } = cacheBudget.usage();
      // Well past half a megabyte was asked for (60 pages of each list), and what is kept stays within it.
      expect(highest).toBeLessThanOrEqual(512 * 1024);
      expect(cached()).toBeGreaterThan(256 * 1024);
      expect(byArea.answers).toBeGreaterThan(0);
      expect(byArea['compressed answers']).toBeGreaterThan(0);
      expect(byArea['suggest answers']).toBeGreaterThan(0);
    } finally {
      // Closes the source too.
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the heap the caches need', () => {
  const MB = 2 ** 20;

  it('is what `npm start` gives the server for the default budget', () => {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    const defaultCacheMb = loadConfig({}).tmdb.cacheBytes / MB;
    const flags = /tsx ((?:--\S+ )*)server\/index\.ts/
      .exec(pkg.scripts.start ?? '')?.[1]
      ?.split(' ');
    expect(flags).toContain(`--max-old-space-size=${HEAP_BEYOND_CACHES_MB + defaultCacheMb}`);
    expect(heapAdvice(defaultCacheMb * MB, (HEAP_BEYOND_CACHES_MB + defaultCacheMb) * MB)).toBe(
      null,
    );
  });

  it('is named, with the flag to give, when CACHE_MAX_MB was raised without it', () => {
    expect(heapAdvice(1024 * MB, 256 * MB)).toBe(
      'CACHE_MAX_MB needs a JS heap of 1216 MB but this process has 256 MB: start it with ' +
        "--max-old-space-size=1216 (node, or tsx in package.json's start script), or lower CACHE_MAX_MB.",
    );
  });
});
