/**
 * "For You" (issue 33 §2): suggestions ranked in the browser from the visitor's own signals. Candidates
 * come only from public per-title and per-facet requests (a saved title's recommendations, similar titles
 * and details as its page reads them; discover for one genre, one era, one person), never from a request
 * carrying the visitor's list. Pure: no fetch, no
 * React; the caller fetches the planned paths (TMDB v3 paths, below the app's /api/tmdb) and hands the
 * answers back.
 *
 *   const first = planRequests(signals, opts);           // per-title lists
 *   const all = planRequests(signals, opts, answers);    // plus discover, once answers reveal genres and people
 *   const top = rankSuggestions(signals, answers, opts); // opts: { mediaType?, limit?, ... }
 */

export type TasteMediaType = 'movie' | 'tv';

export type TasteKind =
  'favorite' | 'watchlist' | 'rating' | 'watched' | 'progress' | 'completed' | 'notInterested';

/** One thing the visitor did with a title. A title may have several (rated and in the diary). */
export interface TasteSignal {
  media_type: TasteMediaType;
  media_id: number;
  title: string;
  kind: TasteKind;
  /** 0.5-5 in half stars, for `rating`: high counts for, low against. */
  rating?: number;
  /** When it happened (ISO date): recent signals weigh more. */
  at?: string;
  /** The title's genres, when known; else they are read from its details or similar titles. */
  genre_ids?: number[];
  /** release_date or first_air_date, when known: the visitor's eras. */
  released?: string;
}

/**
 * What a suggestion says about itself, naming one of the visitor's titles. Four kinds only, each a plain
 * statement of what the visitor did: rated (with the stars), liked (a favorite), saved (the watchlist),
 * watched (the diary, progress or a completed show).
 */
export interface SuggestionReason {
  kind: 'rated' | 'liked' | 'saved' | 'watched';
  title: string;
  rating?: number;
}

export interface Suggestion {
  media_type: TasteMediaType;
  media_id: number;
  title: string;
  poster_path: string | null;
  /** release_date or first_air_date. */
  date: string | null;
  vote_average: number;
  score: number;
  reason: SuggestionReason;
}

export interface PlanOptions {
  /** Titles whose recommendations and similar lists are read: the strongest, most recent first. */
  seeds?: number;
  /** Disliked titles whose similar lists are read, to push their look-alikes down. */
  negativeSeeds?: number;
  /** Only this media type is suggested (and only its titles are read). */
  mediaType?: TasteMediaType;
}

/** Pass the options given to planRequests too, so that the same titles are read. */
export interface RankOptions extends PlanOptions {
  limit?: number;
  /** At most this many suggestions owe their place to one of the visitor's titles... */
  perSource?: number;
  /** ...and to one franchise (titles that share a name before a colon or a number). */
  perFranchise?: number;
}

const SEEDS = 10;
const NEGATIVE_SEEDS = 3;
const LIMIT = 20;
const PER_SOURCE = 5;
const PER_FRANCHISE = 2;
/** How much each list counts: what people who liked a title also liked, over look-alikes. */
const LIST_WEIGHT = {
  recommendations: 1,
  similar: 0.6,
  discover: 0.35,
  era: 0.3,
  people: 0.35,
} as const;
/** Liked films whose details (credits) are read, for the people the visitor follows. */
const PEOPLE_SEEDS = 4;
/** A director counts for a film more than one of its first billed actors. */
const CREW_WEIGHT = 1;
const CAST_WEIGHT = 0.5;
const CAST_BILLED = 5;

type Item = Record<string, unknown> & { id: number };

interface Taste {
  key: string;
  signal: TasteSignal;
  /** -1..1: how much the visitor likes the title. */
  weight: number;
  /** 1 for the most recent title, halving every ten titles back. */
  recency: number;
}

const keyOf = (type: string, id: number) => `${type}-${id}`;

const KIND_WEIGHT: Record<TasteKind, number> = {
  favorite: 1,
  completed: 0.8,
  watchlist: 0.6,
  progress: 0.6,
  watched: 0.5,
  rating: 0,
  notInterested: -1,
};

const REASON_ORDER: readonly TasteKind[] = [
  'rating',
  'favorite',
  'completed',
  'progress',
  'watched',
  'watchlist',
  'notInterested',
];

/** 5★ counts 1, 3★ barely, ½★ -1. */
const ratingWeight = (stars: number) => Math.max(-1, Math.min(1, (stars - 2.75) / 2.25));

/** The visitor's titles, one entry each, with how much each counts. */
function tastes(signals: readonly TasteSignal[]): Taste[] {
  const byKey = new Map<string, TasteSignal[]>();
  for (const s of signals) {
    const key = keyOf(s.media_type, s.media_id);
    byKey.set(key, [...(byKey.get(key) ?? []), s]);
  }
  const entries = [...byKey].map(([key, list]) => {
    const rated = list.filter((s) => s.kind === 'rating' && typeof s.rating === 'number').at(-1);
    let weight = Math.max(...list.map((s) => KIND_WEIGHT[s.kind]));
    if (rated) {
      const stars = ratingWeight(rated.rating!);
      weight = stars > 0 ? Math.max(stars, weight) : stars;
    }
    // Not interested hides the title and counts against its look-alikes, whatever else was done.
    if (list.some((s) => s.kind === 'notInterested')) weight = -1;
    const at =
      list
        .map((s) => s.at ?? '')
        .sort()
        .at(-1) ?? '';
    // The signal a reason names: the most telling thing the visitor did with the title.
    const signal = [...list].sort(
      (a, b) => REASON_ORDER.indexOf(a.kind) - REASON_ORDER.indexOf(b.kind),
    )[0]!;
    return {
      key,
      signal: {
        ...signal,
        genre_ids: list.find((s) => s.genre_ids)?.genre_ids,
        released: list.find((s) => s.released)?.released,
      },
      weight,
      at,
    };
  });
  entries.sort((a, b) => b.at.localeCompare(a.at));
  return entries.map(({ at: _at, ...rest }, rank) => ({ ...rest, recency: 0.5 ** (rank / 10) }));
}

const titlePath = (t: Taste, list: 'recommendations' | 'similar') =>
  `/${t.signal.media_type}/${t.signal.media_id}/${list}`;

function seedsOf(all: Taste[], opts: PlanOptions) {
  const wanted = all.filter((t) => !opts.mediaType || t.signal.media_type === opts.mediaType);
  const strength = (t: Taste) => Math.abs(t.weight) * t.recency;
  const liked = wanted
    .filter((t) => t.weight > 0)
    .sort((a, b) => strength(b) - strength(a))
    .slice(0, opts.seeds ?? SEEDS);
  const disliked = wanted
    .filter((t) => t.weight < 0)
    .sort((a, b) => strength(b) - strength(a))
    .slice(0, opts.negativeSeeds ?? NEGATIVE_SEEDS);
  return { liked, disliked };
}

/** The `results` of a list answer, items with an id only. */
function resultsOf(answer: unknown): Item[] {
  const results = (answer as { results?: unknown } | undefined)?.results;
  if (!Array.isArray(results)) return [];
  return results.filter(
    (r): r is Item => typeof r === 'object' && r !== null && typeof (r as Item).id === 'number',
  );
}

const genresOf = (item: Item): number[] =>
  Array.isArray(item.genre_ids) ? item.genre_ids.filter((g) => typeof g === 'number') : [];

/**
 * The visitor's genres per media type, each with the title that brings the most to it: a title's own
 * genres when known, else those of its similar titles, weighted by how much the visitor likes it.
 */
function genreProfile(liked: Taste[], answers: ReadonlyMap<string, unknown>) {
  const profile = new Map<string, { weight: number; by: Taste; best: number }>();
  for (const t of liked) {
    const share = new Map<number, number>();
    const known = t.signal.genre_ids?.length ? t.signal.genre_ids : detailGenres(answers, t);
    if (known.length) {
      for (const g of known) share.set(g, 1);
    } else {
      const similar = resultsOf(answers.get(titlePath(t, 'similar')));
      for (const item of similar)
        for (const g of genresOf(item)) share.set(g, (share.get(g) ?? 0) + 1 / similar.length);
    }
    for (const [g, part] of share) {
      const key = keyOf(t.signal.media_type, g);
      const add = part * t.weight * t.recency;
      const entry = profile.get(key) ?? { weight: 0, by: t, best: 0 };
      entry.weight += add;
      if (add > entry.best) Object.assign(entry, { by: t, best: add });
      profile.set(key, entry);
    }
  }
  return profile;
}

const discoverPath = (type: string, genre: string) =>
  `/discover/${type}?with_genres=${genre}&sort_by=vote_count.desc`;

/** A title's details as its page asks for them (credits included), read for its genres and people. */
export const detailsPath = (type: TasteMediaType, id: number) =>
  `/${type}/${id}?append_to_response=${type === 'movie' ? 'release_dates,credits' : 'content_ratings,credits'}`;

const detailsOf = (answers: ReadonlyMap<string, unknown>, t: Taste) => {
  const answer = answers.get(detailsPath(t.signal.media_type, t.signal.media_id));
  return typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
};

function detailGenres(answers: ReadonlyMap<string, unknown>, t: Taste): number[] {
  const genres = detailsOf(answers, t).genres;
  if (!Array.isArray(genres)) return [];
  return genres
    .map((g) => (g as { id?: unknown } | null)?.id)
    .filter((id): id is number => typeof id === 'number');
}

/** The decade a date falls in ("1994-09-23" -> 1990), or undefined. */
const decadeOf = (date: string | undefined) => {
  const year = Number(date?.slice(0, 4));
  return Number.isInteger(year) && year > 1800 ? Math.floor(year / 10) * 10 : undefined;
};

/**
 * The visitor's strongest era of each media type, as the decade their liked titles came out in,
 * with the title that brings the most to it; needs two titles of that decade at least.
 */
function strongestEras(liked: Taste[]) {
  const eras = new Map<string, { weight: number; count: number; by: Taste; best: number }>();
  for (const t of liked) {
    const decade = decadeOf(t.signal.released);
    if (decade === undefined) continue;
    const key = `${t.signal.media_type}-${decade}`;
    const add = t.weight * t.recency;
    const entry = eras.get(key) ?? { weight: 0, count: 0, by: t, best: 0 };
    entry.weight += add;
    entry.count += 1;
    if (add > entry.best) Object.assign(entry, { by: t, best: add });
    eras.set(key, entry);
  }
  const best = new Map<string, [string, { weight: number; by: Taste }]>();
  for (const entry of eras) {
    const type = entry[0].split('-')[0]!;
    if (entry[1].count >= 2 && entry[1].weight > (best.get(type)?.[1].weight ?? 0))
      best.set(type, entry);
  }
  return [...best.values()];
}

/** Discover for a decade, within the visitor's strongest genre of that media type when known. */
function eraPath(eraKey: string, genre: string | undefined) {
  const [type = 'movie', decade = '2000'] = eraKey.split('-');
  const field = type === 'movie' ? 'primary_release_date' : 'first_air_date';
  const start = Number(decade);
  return (
    `/discover/${type}?${genre ? `with_genres=${genre}&` : ''}` +
    `${field}.gte=${start}-01-01&${field}.lte=${start + 9}-12-31&sort_by=vote_count.desc`
  );
}

/**
 * The people behind the visitor's liked films (directors, then the first billed actors), from the
 * details of the strongest ones, each with the film that brings the most; the strongest first, who
 * must be behind two liked films at least.
 */
function strongestPeople(liked: Taste[], answers: ReadonlyMap<string, unknown>) {
  const people = new Map<number, { weight: number; films: number; by: Taste; best: number }>();
  for (const t of liked) {
    const credits = detailsOf(answers, t).credits as { cast?: unknown; crew?: unknown } | undefined;
    const shares = new Map<number, number>();
    const list = (value: unknown) =>
      Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    for (const c of list(credits?.crew))
      if (c.job === 'Director' && typeof c.id === 'number') shares.set(c.id, CREW_WEIGHT);
    for (const c of list(credits?.cast).slice(0, CAST_BILLED))
      if (typeof c.id === 'number') shares.set(c.id, Math.max(shares.get(c.id) ?? 0, CAST_WEIGHT));
    for (const [id, share] of shares) {
      const add = share * t.weight * t.recency;
      const entry = people.get(id) ?? { weight: 0, films: 0, by: t, best: 0 };
      entry.weight += add;
      entry.films += 1;
      if (add > entry.best) Object.assign(entry, { by: t, best: add });
      people.set(id, entry);
    }
  }
  return [...people]
    .filter(([, entry]) => entry.films >= 2)
    .sort((a, b) => b[1].weight - a[1].weight || a[0] - b[0])
    .slice(0, PEOPLE_DISCOVERED);
}

/** How many of the visitor's people are discovered. */
const PEOPLE_DISCOVERED = 2;

const peoplePath = (id: number) => `/discover/movie?with_people=${id}&sort_by=vote_count.desc`;

/** Every discover path of the second round, with the title each one's reason names. */
function discoverPaths(liked: Taste[], answers: ReadonlyMap<string, unknown>) {
  const genres = strongestGenres(liked, answers);
  const genreOfType = new Map(genres.map(([key]) => [key.split('-')[0]!, key.split('-')[1]!]));
  return [
    ...genres.map(([key, { by }]) => ({
      path: discoverOf(key),
      type: key.split('-')[0] as TasteMediaType,
      by,
      weight: LIST_WEIGHT.discover,
    })),
    ...strongestEras(liked).map(([key, { by }]) => ({
      path: eraPath(key, genreOfType.get(key.split('-')[0]!)),
      type: key.split('-')[0] as TasteMediaType,
      by,
      weight: LIST_WEIGHT.era,
    })),
    ...strongestPeople(liked, answers).map(([id, { by }]) => ({
      path: peoplePath(id),
      type: 'movie' as TasteMediaType,
      by,
      weight: LIST_WEIGHT.people,
    })),
  ];
}

/**
 * The public paths to fetch: each strongest liked title's recommendations and similar titles, each
 * most disliked title's similar titles; given the answers to those, also discover for the visitor's
 * strongest genre of each media type. Bounded: 2 per seed, 1 per disliked seed, 1 per media type.
 */
export function planRequests(
  signals: readonly TasteSignal[],
  opts: PlanOptions = {},
  answers?: ReadonlyMap<string, unknown>,
): string[] {
  const { liked, disliked } = seedsOf(tastes(signals), opts);
  const paths = [
    ...liked.flatMap((t) => [titlePath(t, 'recommendations'), titlePath(t, 'similar')]),
    ...disliked.map((t) => titlePath(t, 'similar')),
    ...liked
      .filter((t) => t.signal.media_type === 'movie')
      .slice(0, PEOPLE_SEEDS)
      .map((t) => detailsPath('movie', t.signal.media_id)),
  ];
  if (answers) paths.push(...discoverPaths(liked, answers).map((d) => d.path));
  return [...new Set(paths)];
}

const discoverOf = (genreKey: string) => {
  const [type = 'movie', genre = ''] = genreKey.split('-');
  return discoverPath(type, genre);
};

function strongestGenres(liked: Taste[], answers: ReadonlyMap<string, unknown>) {
  const best = new Map<string, [string, { weight: number; by: Taste }]>();
  for (const entry of genreProfile(liked, answers)) {
    const type = entry[0].split('-')[0]!;
    if (entry[1].weight > (best.get(type)?.[1].weight ?? 0)) best.set(type, entry);
  }
  return [...best.values()];
}

/** A franchise's key: the title before a colon, a dash or a trailing number ("Alien 3", "Rocky II"). */
function franchiseOf(title: string): string {
  return title
    .toLowerCase()
    .split(/:| - /)[0]!
    .replace(/\s+(\d+|[ivx]+|part \w+)$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function reasonOf(t: Taste): SuggestionReason {
  const s = t.signal;
  if (s.kind === 'rating' && s.rating !== undefined)
    return { kind: 'rated', title: s.title, rating: s.rating };
  if (s.kind === 'favorite') return { kind: 'liked', title: s.title };
  if (s.kind === 'watchlist') return { kind: 'saved', title: s.title };
  return { kind: 'watched', title: s.title };
}

interface Candidate {
  type: TasteMediaType;
  item: Item;
  score: number;
  /** What each of the visitor's titles brings to the score. */
  from: Map<Taste, number>;
}

/** Half the weight at the 10th place of a list. */
const atPlace = (i: number) => 1 / (1 + i / 10);

/**
 * Up to `limit` suggestions from the answers to planRequests' paths: titles that several of the
 * visitor's liked titles lead to rank first; look-alikes of disliked titles sink; nothing the visitor
 * saved, rated, watched or hid is suggested; at most `perSource` owe their place to one title and
 * `perFranchise` share a franchise (relaxed only when too few remain).
 */
export function rankSuggestions(
  signals: readonly TasteSignal[],
  answers: ReadonlyMap<string, unknown>,
  opts: RankOptions = {},
): Suggestion[] {
  const all = tastes(signals);
  const known = new Set(all.map((t) => t.key));
  const { liked, disliked } = seedsOf(all, opts);
  const candidates = new Map<string, Candidate>();
  const add = (type: TasteMediaType, items: Item[], by: Taste, weight: number) => {
    items.forEach((item, i) => {
      const mediaType =
        item.media_type === 'tv' || item.media_type === 'movie' ? item.media_type : type;
      const key = keyOf(mediaType, item.id);
      if (known.has(key) || (opts.mediaType && mediaType !== opts.mediaType)) return;
      const c = candidates.get(key) ?? { type: mediaType, item, score: 0, from: new Map() };
      const part = weight * atPlace(i);
      c.score += part;
      c.from.set(by, (c.from.get(by) ?? 0) + part);
      candidates.set(key, c);
    });
  };
  for (const t of [...liked, ...disliked]) {
    const type = t.signal.media_type;
    const strength = t.weight * t.recency;
    add(
      type,
      resultsOf(answers.get(titlePath(t, 'recommendations'))),
      t,
      strength * LIST_WEIGHT.recommendations,
    );
    add(type, resultsOf(answers.get(titlePath(t, 'similar'))), t, strength * LIST_WEIGHT.similar);
  }
  for (const { path, type, by, weight } of discoverPaths(liked, answers)) {
    add(type, resultsOf(answers.get(path)), by, weight * by.recency);
  }
  const ranked = [...candidates.values()]
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.item.id - b.item.id);
  return diversify(ranked, opts).map((c) => suggestionOf(c));
}

function sourceOf(c: Candidate): Taste {
  let best: [Taste, number] | undefined;
  for (const entry of c.from)
    if (entry[0].weight > 0 && (!best || entry[1] > best[1])) best = entry;
  return best![0];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function diversify(ranked: Candidate[], opts: RankOptions): Candidate[] {
  const limit = opts.limit ?? LIMIT;
  const perFranchise = opts.perFranchise ?? PER_FRANCHISE;
  const picked = new Set<Candidate>();
  const bySource = new Map<Taste, number>();
  const byFranchise = new Map<string, number>();
  // Both caps first; then, if the page is short, the source cap gives way, and last the franchise's.
  for (const [sourceCap, franchiseCap] of [
    [opts.perSource ?? PER_SOURCE, perFranchise],
    [Infinity, perFranchise],
    [Infinity, Infinity],
  ]) {
    for (const c of ranked) {
      if (picked.size >= limit) break;
      const source = sourceOf(c);
      const franchise = franchiseOf(text(c.item.title) || text(c.item.name));
      if (
        picked.has(c) ||
        (bySource.get(source) ?? 0) >= sourceCap! ||
        (byFranchise.get(franchise) ?? 0) >= franchiseCap!
      )
        continue;
      bySource.set(source, (bySource.get(source) ?? 0) + 1);
      byFranchise.set(franchise, (byFranchise.get(franchise) ?? 0) + 1);
      picked.add(c);
    }
  }
  return [...picked];
}

function suggestionOf(c: Candidate): Suggestion {
  const item = c.item;
  return {
    media_type: c.type,
    media_id: item.id,
    title: text(item.title) || text(item.name),
    poster_path: typeof item.poster_path === 'string' ? item.poster_path : null,
    date: text(item.release_date) || text(item.first_air_date) || null,
    vote_average: typeof item.vote_average === 'number' ? item.vote_average : 0,
    score: c.score,
    reason: reasonOf(sourceOf(c)),
  };
}
