import type { Database } from 'better-sqlite3';
import { CacheBudget } from '../cacheBudget';
import type { CacheArea } from '../cacheBudget';

import { SUGGEST_DEFAULT_LIMIT, SUGGEST_MAX_LIMIT } from '../../common/suggest';
import type { SuggestAnswer, SuggestItem } from '../../common/suggest';

import type { RouteName } from '../api/routeTable';
import type { Logger } from '../logger';
import { normalizeTitle } from '../../common/normalizeTitle';
import { NameIndex } from './nameIndex';
import type { NameKind, NameLookup, NameRecord } from './nameIndex';
import type { SeenNamesStore } from './seenNamesStore';
import { namesInAnswer } from './seenNames';
import type { SeenName } from './seenNames';

/** How much of a query is read: enough for any title, and a 500-character probe costs no more. */
export const MAX_QUERY_CHARS = 100;
/**
 * The answers' and items' budget when the server gives none (tests, the bench): about what 5,000 of
 * each came to (answers a few kilobytes, items a few hundred bytes).
 */
const OWN_BUDGET_BYTES = 16 * 1024 * 1024;
/**
 * With the live source, names keep arriving: a cached answer lives this long at most (an item's poster
 * or a popularity that changed shows within it), and new names drop the cached answers at most once
 * per ANSWERS_REFRESH_MS, not on every TMDB answer, which would leave nothing cached under live traffic.
 */
const ANSWERS_TTL_MS = 5 * 60_000;
const ANSWERS_REFRESH_MS = 10_000;
/** The most names one save takes (a burst's queue is saved in turns of this size). */
const SAVE_BATCH = 1000;

/** Renders the TMDB-shaped item for a dictionary record, or undefined when it cannot. */
export type ItemRenderer = (kind: NameKind, id: number) => SuggestItem | undefined;

/** The query as read: the first `q` given, trimmed, at most MAX_QUERY_CHARS characters. */
export function readQuery(raw: unknown): string {
  const first = Array.isArray(raw) ? raw[0] : raw;
  return typeof first === 'string' ? first.trim().slice(0, MAX_QUERY_CHARS) : '';
}

/** `limit` as read: a number clamped to 1..SUGGEST_MAX_LIMIT; absent or unreadable, the default. */
export function readLimit(raw: unknown): number {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string' || !/^\s*[+-]?\d+(\.\d*)?\s*$/.test(first)) {
    return SUGGEST_DEFAULT_LIMIT;
  }
  return Math.min(SUGGEST_MAX_LIMIT, Math.max(1, Math.floor(Number(first))));
}

/** The demo catalogue's titles, shows, people and collections (adult ones left out), by popularity. */
export function demoNames(db: Database): NameRecord[] {
  const rows = db
    .prepare('SELECT kind, ref, title, original, popularity FROM search WHERE adult = 0')
    .all() as {
    kind: NameKind;
    ref: number;
    title: string;
    original: string;
    popularity: number;
  }[];
  return rows.map((r) => ({
    kind: r.kind,
    id: r.ref,
    names: r.original ? [r.title, r.original] : [r.title],
    popularity: r.popularity,
  }));
}

export interface SuggestionsOptions {
  /** The dictionary at start. */
  names: NameRecord[];
  /** Items for the dictionary's records (the demo catalogue's). */
  render: ItemRenderer;
  /** With the live source: names seen in TMDB's answers, stored, indexed and rendered first. */
  seen?: SeenNamesStore;
  /** Called on close (the live source's own handle on the demo catalogue). */
  onClose?: () => void;
  logger?: Logger;
  /** Shortest time between two drops of the answer cache for new names (tests shorten it). */
  refreshMs?: number;
  /** Clock of the answer cache's refresh (tests move it). */
  now?: () => number;
  /**
   * The server's cache budget (CACHE_MAX_MB), which counts the name index too (up to half of it); without
   * it, one of its own for its answers and items, and the index uncounted.
   */
  cacheBudget?: CacheBudget;
}

/**
 * `/api/suggest`'s engine: the name index over the dictionary, built once at start, plus the rendering
 * of its hits as TMDB list items. Answers are kept by normalised query and limit. Names the live source
 * records reach them without emptying the cache on every TMDB answer: only a name new to the index (or
 * renamed) marks the cached answers out of date, and they are dropped at most once per `refreshMs`; a
 * name that turned adult drops them at once, so that it is never suggested again.
 */
export class Suggestions {
  readonly index = new NameIndex();
  /** Resolves once the stored seen names are in the index (never rejects). */
  readonly ready: Promise<void>;
  /** Answers by query, each kept ANSWERS_TTL_MS at most, in the server's cache budget. */
  private readonly answers: CacheArea<string>;
  /** Rendered list items by name, in the budget too. */
  private readonly items: CacheArea<SuggestItem>;
  private readonly render: ItemRenderer;
  private readonly seen: SeenNamesStore | undefined;
  private readonly onClose: (() => void) | undefined;
  private readonly logger: Logger | undefined;
  private readonly refreshMs: number;
  private readonly now: () => number;
  /** When the answer cache was last dropped for new names. */
  private refreshedAt = -Infinity;
  /** New names arrived since: the cached answers may miss them. */
  private outdated = false;
  /** The last recording failed: its store is said to be unreachable once, not per TMDB answer. */
  private recordingFailed = false;
  /** Names waiting for the next save, and the routes of the answers they came in. */
  private queued: SeenName[] = [];
  private readonly queuedRoutes = new Set<RouteName>();
  /** The save in flight, and the one queued behind it. */
  private saving: Promise<void> | null = null;
  private nextSave: Promise<void> | null = null;
  /** The name index's share of the server's budget, and the most it may take (half the budget). */
  private readonly indexShare: { set(bytes: number): void } | null;
  private readonly indexMaxBytes: number;
  /** The index reached its most: said once. */
  private indexFull = false;

  constructor(options: SuggestionsOptions) {
    this.render = options.render;
    this.seen = options.seen;
    this.onClose = options.onClose;
    this.logger = options.logger;
    this.refreshMs = options.refreshMs ?? ANSWERS_REFRESH_MS;
    this.now = options.now ?? Date.now;
    const budget = options.cacheBudget ?? new CacheBudget(OWN_BUDGET_BYTES);
    this.answers = budget.area<string>('suggest answers', (body) => body.length);
    // An item's text is most of it: measured by its JSON, once, as it is kept.
    this.items = budget.area<SuggestItem>('suggest items', (item) => JSON.stringify(item).length);
    this.indexShare = options.cacheBudget?.reserve('suggest name index') ?? null;
    this.indexMaxBytes = options.cacheBudget ? options.cacheBudget.maxBytes / 2 : Infinity;
    // The dictionary is indexed whole; the names seen later, within the index's share.
    this.index.addAll(options.names);
    this.indexShare?.set(this.index.bytes);
    if (this.index.bytes > this.indexMaxBytes) {
      this.indexFull = true;
      this.logger?.warn(
        {
          indexMb: Math.round(this.index.bytes / 2 ** 20),
          cacheMaxMb: Math.round(options.cacheBudget!.maxBytes / 2 ** 20),
        },
        'suggestions: the name index alone takes more than half of CACHE_MAX_MB, so memory goes ' +
          'past it (the caches keep their half); raise CACHE_MAX_MB to twice the index or more',
      );
    }
    this.ready = this.seen
      ? this.seen.records().then(
          (records) => {
            // The most popular first, so that those are the ones indexed if not all fit.
            this.index.addAll(
              this.withinShare([...records].sort((a, b) => b.popularity - a.popularity)),
            );
            this.indexShare?.set(this.index.bytes);
            this.answers.clear();
          },
          (error: unknown) => {
            this.logger?.warn({ err: error }, 'suggestions: the seen names cannot be read');
          },
        )
      : Promise.resolve();
  }

  /**
   * The records the index may still take: all of them while it is within its share of the budget, then
   * only those it holds already (a new name or popularity for them). Those left out stay stored, and
   * are indexed after a restart with a larger CACHE_MAX_MB.
   */
  private *withinShare(records: Iterable<NameRecord>): Generator<NameRecord> {
    for (const record of records) {
      if (this.index.bytes < this.indexMaxBytes || this.index.has(record.kind, record.id)) {
        yield record;
      } else if (!this.indexFull) {
        this.indexFull = true;
        this.logger?.warn(
          { indexMb: Math.round(this.index.bytes / 2 ** 20) },
          'suggestions: the name index holds half of CACHE_MAX_MB; names seen from now on are ' +
            'stored but not suggested until CACHE_MAX_MB is raised',
        );
      }
    }
  }

  /** The answer's JSON text and its cache key, for a query and a limit as the request gave them. */
  async answer(rawQuery: unknown, rawLimit: unknown): Promise<{ key: string; body: string }> {
    const query = readQuery(rawQuery);
    const limit = readLimit(rawLimit);
    const key = `${limit}:${normalizeTitle(query)}`;
    this.refreshIfDue();
    let body = this.answers.get(key);
    if (body === undefined) {
      const found = this.index.lookup(query, limit);
      if (this.seen) await this.loadSeen(found.hits);
      body = JSON.stringify(this.build(found));
      this.answers.set(key, body, { ttl: ANSWERS_TTL_MS });
    }
    return { key, body };
  }

  /**
   * The answer itself, computed afresh from the index and the items in hand (no answer cache, no read
   * of the seen names' store): what the bench's engine figure times.
   */
  compute(query: string, limit: number): SuggestAnswer {
    return this.build(this.index.lookup(query, limit));
  }

  private build({ hits, didYouMean }: NameLookup): SuggestAnswer {
    const results: SuggestItem[] = [];
    for (const hit of hits) {
      const key = `${hit.kind}:${hit.id}`;
      let item = this.items.get(key);
      if (!item) {
        item = this.render(hit.kind, hit.id);
        if (item) this.items.set(key, item);
      }
      if (item) results.push(item);
    }
    return { results, didYouMean };
  }

  /** Puts the stored items of the seen names among `hits` in hand; they win over the demo's. */
  private async loadSeen(hits: NameLookup['hits']): Promise<void> {
    for (const { kind, id } of hits) {
      const key = `${kind}:${id}`;
      if (this.items.has(key)) continue;
      const item = (await this.seen!.item(kind, id)) as SuggestItem | undefined;
      if (item) this.items.set(key, item);
    }
  }

  private refreshIfDue(): void {
    if (!this.outdated) return;
    const now = this.now();
    if (now - this.refreshedAt < this.refreshMs) return;
    this.answers.clear();
    this.outdated = false;
    this.refreshedAt = now;
  }

  /**
   * Takes in the titles and names of a TMDB answer the live source received. Never rejects: the
   * dictionary is a convenience, and the answer has already gone to the visitor. Saves take turns: at
   * most one is in flight per instance, and names that arrive meanwhile go together in the next one,
   * so a burst of answers holds one database connection, not one each (with PostgreSQL, many
   * instances' saves of the same popular titles otherwise queue on row locks and drain the pool that
   * the contact form and /readyz need). Resolves once the answer's names are saved (or given up).
   */
  async observe(route: RouteName, body: string): Promise<void> {
    if (!this.seen) return;
    let names: SeenName[];
    try {
      names = namesInAnswer(route, JSON.parse(body));
    } catch (error) {
      if (!this.recordingFailed) {
        this.logger?.warn({ err: error, route }, 'could not record the names of an answer');
      }
      this.recordingFailed = true;
      return;
    }
    if (!names.length) return;
    this.queued.push(...names);
    this.queuedRoutes.add(route);
    return this.saveInTurn();
  }

  /** The save that will take what is queued now: the next one to start. */
  private saveInTurn(): Promise<void> {
    if (!this.saving) {
      this.saving = this.saveQueued().finally(() => {
        this.saving = null;
      });
      return this.saving;
    }
    this.nextSave ??= this.saving.then(() => {
      this.nextSave = null;
      return this.saveInTurn();
    });
    return this.nextSave;
  }

  private async saveQueued(): Promise<void> {
    while (this.queued.length > 0) {
      const names = this.queued.splice(0, SAVE_BATCH);
      const routes = [...this.queuedRoutes];
      if (this.queued.length === 0) this.queuedRoutes.clear();
      try {
        const saved = await this.seen!.save(names);
        for (const record of this.withinShare(saved.records)) this.index.add(record);
        this.indexShare?.set(this.index.bytes);
        // The items themselves are looked up again (a new poster, a title turned adult).
        for (const name of names) this.items.delete(`${name.kind}:${name.id}`);
        if (saved.hidden) {
          this.answers.clear();
          this.refreshedAt = this.now();
          this.outdated = false;
        } else if (saved.added) {
          this.outdated = true;
        }
        this.recordingFailed = false;
      } catch (error) {
        if (!this.recordingFailed) {
          this.logger?.warn({ err: error, routes }, 'could not record the names of an answer');
        }
        this.recordingFailed = true;
      }
    }
  }

  close(): void {
    this.onClose?.();
  }
}
