import type { Database } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

import { SUGGEST_DEFAULT_LIMIT, SUGGEST_MAX_LIMIT } from '../../common/suggest';
import type { SuggestAnswer, SuggestItem } from '../../common/suggest';

import type { RouteName } from '../api/routeTable';
import type { Logger } from '../logger';
import { normalizeTitle } from '../../common/normalizeTitle';
import { NameIndex } from './nameIndex';
import type { NameKind, NameRecord } from './nameIndex';
import { namesInAnswer } from './seenNames';
import type { SeenNamesStore } from './seenNames';

/** How much of a query is read: enough for any title, and a 500-character probe costs no more. */
export const MAX_QUERY_CHARS = 100;
/** Distinct answers kept (each a few kilobytes). */
const ANSWERS_KEPT = 5000;
/** Rendered items kept: the demo renders a person's known-for titles with SQLite queries. */
const ITEMS_KEPT = 5000;

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
}

/**
 * `/api/suggest`'s engine: the name index over the dictionary, built once at start, plus the rendering
 * of its hits as TMDB list items. Answers are kept by normalised query and limit, and dropped whenever
 * the live source records names it has seen.
 */
export class Suggestions {
  readonly index = new NameIndex();
  private readonly answers = new LRUCache<string, string>({ max: ANSWERS_KEPT });
  private readonly items = new LRUCache<string, SuggestItem>({ max: ITEMS_KEPT });
  private readonly render: ItemRenderer;
  private readonly seen: SeenNamesStore | undefined;
  private readonly onClose: (() => void) | undefined;
  private readonly logger: Logger | undefined;

  constructor(options: SuggestionsOptions) {
    this.render = options.render;
    this.seen = options.seen;
    this.onClose = options.onClose;
    this.logger = options.logger;
    this.index.addAll(options.names);
    if (this.seen) this.index.addAll(this.seen.records());
  }

  /** The answer's JSON text and its cache key, for a query and a limit as the request gave them. */
  answer(rawQuery: unknown, rawLimit: unknown): { key: string; body: string } {
    const query = readQuery(rawQuery);
    const limit = readLimit(rawLimit);
    const key = `${limit}:${normalizeTitle(query)}`;
    let body = this.answers.get(key);
    if (body === undefined) {
      body = JSON.stringify(this.compute(query, limit));
      this.answers.set(key, body);
    }
    return { key, body };
  }

  /** The answer itself, computed afresh (no answer cache): what the bench's engine figure times. */
  compute(query: string, limit: number): SuggestAnswer {
    const { hits, didYouMean } = this.index.lookup(query, limit);
    const results: SuggestItem[] = [];
    for (const hit of hits) {
      const item = this.item(hit.kind, hit.id);
      if (item) results.push(item);
    }
    return { results, didYouMean };
  }

  private item(kind: NameKind, id: number): SuggestItem | undefined {
    const key = `${kind}:${id}`;
    let item = this.items.get(key);
    if (!item) {
      item = (this.seen?.item(kind, id) as SuggestItem | undefined) ?? this.render(kind, id);
      if (item) this.items.set(key, item);
    }
    return item;
  }

  /**
   * Takes in the titles and names of a TMDB answer the live source received. Never throws: the
   * dictionary is a convenience, and the answer has already gone to the visitor.
   */
  observe(route: RouteName, body: string): void {
    if (!this.seen) return;
    try {
      const names = namesInAnswer(route, JSON.parse(body));
      if (!names.length) return;
      for (const record of this.seen.save(names)) this.index.add(record);
      // What was answered before may now miss a name or show an older item.
      this.answers.clear();
      for (const name of names) this.items.delete(`${name.kind}:${name.id}`);
    } catch (error) {
      this.logger?.warn({ err: error, route }, 'could not record the names of an answer');
    }
  }

  close(): void {
    this.seen?.close();
    this.onClose?.();
  }
}
