/**
 * `npm run bench:recs`: the "For You" leave-last-out hit rate of /work/shared/taste/README.md, measured on
 * the demo catalogue. For each person with at least 11 movies rated 4.0 or more that the catalogue holds,
 * ordered by time (ties in the file's order), the last is held out and the 10 before it are saved as
 * favorites; a hit is the held-out movie among the first 20 suggestions.
 *
 * Rankings, each on the same people: the demo's popular list (its first pages, favorites left out), the
 * plain union of each favorite's recommendations (first pages; concatenated, the most recent favorite's
 * first, and also round-robin, one from each in turn; duplicates and favorites left out), and For You (src/features/forYou/recommend.ts): its planned requests,
 * answered by the demo source in this process through the server's own route table and validation (so a
 * parameter the server drops is dropped here too), then its ranking.
 *
 * The taste data is only read here, at run time: nothing of it is written anywhere (README's licence).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parseRequest } from '../server/api/request';
import { ROUTES } from '../server/api/routeTable';
import { openDemoSource } from '../server/sources/demo/demoSource';
// The benchmark measures the browser's own ranking, so it runs that very module.
// eslint-disable-next-line no-restricted-imports
import { planRequests, rankSuggestions } from '../src/features/forYou/recommend';
// eslint-disable-next-line no-restricted-imports
import type { TasteSignal } from '../src/features/forYou/recommend';

const repoRoot = path.resolve(__dirname, '..');
const TASTE_FILE = path.resolve(repoRoot, '..', 'shared', 'taste', 'movielens-dev.csv');
const LIKED = 4.0;
const FAVORITES = 10;
const CUTOFF = 20;

interface Rating {
  user: number;
  tmdbId: number;
  rating: number;
  timestamp: number;
}

function readRatings(file: string): Rating[] {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (header?.trim() !== 'user,tmdb_id,rating,timestamp')
    throw new Error(`${file}: unexpected header`);
  return lines.map((line) => {
    const [user, tmdbId, rating, timestamp] = line.split(',').map(Number);
    return { user: user!, tmdbId: tmdbId!, rating: rating!, timestamp: timestamp! };
  });
}

/** One request as the browser would send it, answered by the demo source through the route table. */
function makeFetcher(source: ReturnType<typeof openDemoSource>) {
  const routes = ROUTES.map((spec) => {
    const names: string[] = [];
    const pattern = spec.path.replace(/:([a-z_]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { spec, names, regex: new RegExp(`^${pattern}$`) };
  });
  let requests = 0;
  const fetchJson = async (url: string): Promise<unknown> => {
    requests++;
    const [pathname = '', search = ''] = url.split('?');
    for (const { spec, names, regex } of routes) {
      const m = regex.exec(pathname);
      if (!m) continue;
      const params = Object.fromEntries(names.map((name, i) => [name, m[i + 1]!]));
      const query = Object.fromEntries(new URLSearchParams(search));
      const answer = await source.get(parseRequest(spec, params, query));
      if (answer.status !== 200) return undefined;
      return JSON.parse(answer.body.toString()) as unknown;
    }
    throw new Error(`no route answers ${url}`);
  };
  return { fetchJson, count: () => requests };
}

type Page = { results?: { id: number }[] };

async function main() {
  const started = Date.now();
  const dataDir = path.join(os.tmpdir(), 'marquee-bench-recs');
  const source = openDemoSource({ dataDir });
  const { fetchJson, count } = makeFetcher(source);

  const ratings = readRatings(TASTE_FILE);
  const movies = new Map<number, { title: string; release_date?: string }>();
  const inCatalogue = async (id: number) => {
    if (!movies.has(id)) {
      const m = (await fetchJson(`/movie/${id}`)) as
        { title: string; release_date?: string } | undefined;
      if (m) movies.set(id, m);
    }
    return movies.has(id);
  };
  const liked = new Map<number, Rating[]>();
  for (const r of ratings) {
    if (r.rating < LIKED || !(await inCatalogue(r.tmdbId))) continue;
    liked.set(r.user, [...(liked.get(r.user) ?? []), r]);
  }

  const popular: number[] = [];
  for (let page = 1; page <= 3; page++)
    popular.push(
      ...((await fetchJson(`/movie/popular?page=${page}`)) as Page).results!.map((m) => m.id),
    );

  const hits = { popular: 0, union: 0, roundRobin: 0, ours: 0 };
  let people = 0;
  let plannedRequests = 0;
  const firstRequests = count();
  for (const [, list] of liked) {
    if (list.length < FAVORITES + 1) continue;
    people++;
    // A stable sort: ratings of the same second keep the file's order.
    const ordered = [...list].sort((a, b) => a.timestamp - b.timestamp);
    const target = ordered[ordered.length - 1]!.tmdbId;
    const favorites = ordered.slice(-FAVORITES - 1, -1);
    const saved = new Set(favorites.map((f) => f.tmdbId));

    const top = (ids: number[]) =>
      [...new Set(ids)].filter((id) => !saved.has(id)).slice(0, CUTOFF);
    if (top(popular).includes(target)) hits.popular++;

    const lists: number[][] = [];
    for (const f of [...favorites].reverse()) {
      const answer = (await fetchJson(`/movie/${f.tmdbId}/recommendations`)) as Page;
      lists.push((answer.results ?? []).map((m) => m.id));
    }
    if (top(lists.flat()).includes(target)) hits.union++;
    const longest = Math.max(...lists.map((l) => l.length));
    const turns = Array.from({ length: longest }, (_, i) => lists.map((l) => l[i]));
    if (top(turns.flat().filter((id) => id !== undefined)).includes(target)) hits.roundRobin++;

    const signals: TasteSignal[] = favorites.map((f) => ({
      media_type: 'movie',
      media_id: f.tmdbId,
      title: movies.get(f.tmdbId)!.title,
      // What a favorite keeps of its title (lib/savedTitle SavedDetails), as the app's signals read it.
      released: movies.get(f.tmdbId)!.release_date,
      kind: 'favorite',
      at: new Date(f.timestamp * 1000).toISOString(),
    }));
    const answers = new Map<string, unknown>();
    const fetchAll = async (paths: string[]) => {
      for (const p of paths) if (!answers.has(p)) answers.set(p, await fetchJson(p));
    };
    const opts = { limit: CUTOFF, mediaType: 'movie' } as const;
    await fetchAll(planRequests(signals, opts));
    await fetchAll(planRequests(signals, opts, answers));
    plannedRequests += answers.size;
    const suggestions = rankSuggestions(signals, answers, opts);
    if (suggestions.some((s) => s.media_type === 'movie' && s.media_id === target)) hits.ours++;
  }

  const rate = (n: number) => `${((100 * n) / people).toFixed(1)}% (${n}/${people})`;
  console.log(`people counted: ${people} of ${liked.size} with a liked movie in the catalogue`);
  console.log(`popular list baseline @${CUTOFF}: ${rate(hits.popular)}`);
  console.log(`union of recommendations, concatenated @${CUTOFF}: ${rate(hits.union)}`);
  console.log(`union of recommendations, round-robin @${CUTOFF}: ${rate(hits.roundRobin)}`);
  console.log(`For You @${CUTOFF}: ${rate(hits.ours)}`);
  console.log(`For You requests per person: ${(plannedRequests / people).toFixed(1)}`);
  console.log(
    `requests answered: ${count() - firstRequests} after ${firstRequests} to read the catalogue`,
  );
  console.log(`run time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await source.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
