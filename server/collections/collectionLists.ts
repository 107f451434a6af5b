import { createHash } from 'node:crypto';

import { COLLECTION_TERMS, isListedCollection } from '../../common/catalogueLists';
import { categoriseCollection } from '../../common/collectionCategory';
import type { CollectionCategory } from '../../common/collectionCategories';
import type { CollectionLists, HomeCollection } from '../../common/collections';
import type { CollectionListItem } from '../../common/tmdb';
import { parseRequest } from '../api/request';
import { routeByName } from '../api/routeTable';
import type { Logger } from '../logger';
import type { CatalogueSource } from '../sources/types';

/** Spec: the home collections row searches these five keywords, merged, deduplicated, first 20. */
export const HOME_COLLECTION_KEYWORDS: readonly string[] = [
  'marvel',
  'star wars',
  'harry potter',
  'lord of the rings',
  'dc comics',
];
export const HOME_COLLECTIONS_LIMIT = 20;
/**
 * Beyond the spec: fewer than this from the five keywords (a catalogue without those franchises, like
 * the demo's) and the row goes on through the Collections page's terms, a batch at a time, until it
 * has this many. With TMDB's catalogue the five keywords always find more, so nothing changes there.
 */
export const HOME_COLLECTIONS_MIN = 5;
/** Terms searched at once, and the step of the home row's fallback through them. */
export const SEARCH_BATCH = 10;

/** The lists change as slowly as the stat tiles' figures: built once an hour. */
export const COLLECTIONS_FRESH_MS = 60 * 60 * 1000;
/** An answer some searches were missing from (or none at all) is tried again after a minute. */
export const COLLECTIONS_RETRY_MS = 60 * 1000;

const SEARCH_COLLECTION = routeByName.get('searchCollection')!;

/** Each list in order into `merged`, keeping the first copy of each id. */
function mergeInto(
  merged: CollectionListItem[],
  seen: Set<number>,
  lists: readonly (readonly CollectionListItem[])[],
): void {
  for (const list of lists) {
    for (const item of list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      merged.push(item);
    }
  }
}

/**
 * Both screens' lists from what each term's search found (an empty list for a search that failed:
 * spec, a failed collection search counts as no results). `categoryOf` gives a collection the
 * category another build found for it (English's, for a list in another language).
 */
export function collectionListsFrom(
  found: (term: string) => readonly CollectionListItem[],
  categoryOf?: ReadonlyMap<number, CollectionCategory>,
): CollectionLists {
  const home: CollectionListItem[] = [];
  const seenHome = new Set<number>();
  mergeInto(home, seenHome, HOME_COLLECTION_KEYWORDS.map(found));
  const rest = COLLECTION_TERMS.filter((term) => !HOME_COLLECTION_KEYWORDS.includes(term));
  for (let start = 0; start < rest.length; start += SEARCH_BATCH) {
    if (home.length >= HOME_COLLECTIONS_MIN) break;
    mergeInto(home, seenHome, rest.slice(start, start + SEARCH_BATCH).map(found));
  }

  const all: CollectionListItem[] = [];
  mergeInto(all, new Set(), COLLECTION_TERMS.map(found));

  return {
    home: home.slice(0, HOME_COLLECTIONS_LIMIT).map((item): HomeCollection => ({
      id: item.id,
      media_type: 'collection',
      name: item.name,
      poster_path: item.poster_path ?? null,
      backdrop_path: item.backdrop_path ?? null,
    })),
    all: all.filter(isListedCollection).map((item) => {
      const categorised = categoriseCollection(item);
      const category = categoryOf?.get(item.id);
      return category ? { ...categorised, category } : categorised;
    }),
  };
}

/** A collection search result this code can list: an id and a name at least. */
function isCollectionItem(value: unknown): value is CollectionListItem {
  const item = value as Partial<CollectionListItem> | null;
  return typeof item?.id === 'number' && typeof item.name === 'string';
}

/** One build of the lists, ready to send. */
export interface CollectionsAnswer {
  lists: CollectionLists;
  /** The lists as JSON, made once per build. */
  body: string;
  etag: string;
  /** Every search answered (else the missing ones counted as no results). */
  complete: boolean;
  /** When a new build is due (ms since the epoch, on the builder's clock). */
  dueAt: number;
}

/** No answer can be given: none was ever built, and the catalogue answered none of the searches. */
export class CollectionsUnavailable extends Error {
  constructor() {
    super('every collection search failed');
    this.name = 'CollectionsUnavailable';
  }
}

/**
 * The home row's and the Collections page's lists, built from the Collections page's terms through the
 * catalogue source (so the live source's cache, coalescing, stale copies and rate limit apply, and the
 * searches are the very ones /api/stats makes, sharing that cache), kept for an hour.
 *
 * - Callers that ask together share one build.
 * - Once due, the last answer is still given while the next is built behind it, so no visitor waits on
 *   some seventy searches after the first build.
 * - A search that fails counts as no results (spec). A build where some failed is kept only a minute;
 *   it never replaces a complete one, which stays (stale rather than shorter) until one succeeds.
 * - A build where every search failed keeps the last answer; with none yet, {@link answer} throws
 *   {@link CollectionsUnavailable}.
 */
export class CollectionsBuilder {
  private current: CollectionsAnswer | null = null;
  private pending: Promise<CollectionsAnswer | null> | null = null;
  private readonly language: string | undefined;
  private readonly english: CollectionsBuilder | undefined;

  /**
   * `language`: the lists of a page in that language (TMDB's `language`, server/api/pageLanguage.ts),
   * its searches asked in it; none for English. Such a list takes each collection's category from
   * `english`'s lists when they have it: the classifier's words are English, and a collection is in
   * the same category in every language.
   */
  constructor(
    private readonly source: CatalogueSource,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
    { language, english }: { language?: string; english?: CollectionsBuilder } = {},
  ) {
    this.language = language;
    this.english = english;
  }

  /** The lists, built on the first call and again in the background once due. */
  async answer(): Promise<CollectionsAnswer> {
    const current = this.current;
    if (current && this.now() < current.dueAt) return current;
    const building = this.refreshing();
    if (current) return current;
    const built = await building;
    if (!built) throw new CollectionsUnavailable();
    return built;
  }

  /** Seconds an answer stays fresh from now: what its Cache-Control max-age says. */
  maxAgeOf(answer: CollectionsAnswer): number {
    return Math.max(0, Math.ceil((answer.dueAt - this.now()) / 1000));
  }

  /** The build under way (starting one if none is), settling with the answer it leaves current. */
  refreshing(): Promise<CollectionsAnswer | null> {
    this.pending ??= this.build().finally(() => (this.pending = null));
    return this.pending;
  }

  private async build(): Promise<CollectionsAnswer | null> {
    const found = new Map<string, CollectionListItem[]>();
    for (let start = 0; start < COLLECTION_TERMS.length; start += SEARCH_BATCH) {
      const terms = COLLECTION_TERMS.slice(start, start + SEARCH_BATCH);
      const answers = await Promise.all(terms.map((term) => this.search(term)));
      terms.forEach((term, index) => {
        const results = answers[index];
        if (results) found.set(term, results);
      });
    }
    const failed = COLLECTION_TERMS.filter((term) => !found.has(term));
    const previous = this.current;

    if (failed.length === COLLECTION_TERMS.length || (failed.length > 0 && previous?.complete)) {
      this.logger.warn(
        { failed: failed.length, of: COLLECTION_TERMS.length, kept: previous !== null },
        'collections not rebuilt: the catalogue failed searches',
      );
      if (previous) this.current = { ...previous, dueAt: this.now() + COLLECTIONS_RETRY_MS };
      return this.current;
    }
    if (failed.length > 0) {
      this.logger.warn(
        { failed, of: COLLECTION_TERMS.length },
        'collections built without some searches (counted as no results)',
      );
    }

    const lists = collectionListsFrom(
      (term) => found.get(term) ?? [],
      await this.englishCategories(),
    );
    const body = JSON.stringify(lists);
    const complete = failed.length === 0;
    this.current = {
      lists,
      body,
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      complete,
      dueAt: this.now() + (complete ? COLLECTIONS_FRESH_MS : COLLECTIONS_RETRY_MS),
    };
    return this.current;
  }

  /** The categories of English's lists by collection, for a list in another language; none if it failed. */
  private async englishCategories(): Promise<Map<number, CollectionCategory> | undefined> {
    if (!this.english) return undefined;
    try {
      const { lists } = await this.english.answer();
      return new Map(lists.all.map((item) => [item.id, item.category]));
    } catch {
      return undefined;
    }
  }

  /** One term's first page of collections, or null when the search failed. */
  private async search(query: string): Promise<CollectionListItem[] | null> {
    try {
      const answer = await this.source.get(
        // The request the browser made before (in the page's language), so its cache entries are the
        // same ones.
        parseRequest(
          SEARCH_COLLECTION,
          {},
          { query, page: '1', include_adult: 'false', language: this.language ?? 'en-US' },
        ),
      );
      if (answer.status !== 200) return null;
      const results = (JSON.parse(answer.body) as { results?: unknown }).results;
      return Array.isArray(results) ? results.filter(isCollectionItem) : null;
    } catch {
      return null;
    }
  }
}

/**
 * The lists of each page language, each built (and kept) when first asked for: English's, and one per
 * other language the app speaks, whose categories come from English's.
 */
export class CollectionsBuilders {
  private readonly english: CollectionsBuilder;
  private readonly others = new Map<string, CollectionsBuilder>();

  constructor(
    private readonly source: CatalogueSource,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.english = new CollectionsBuilder(source, logger, now);
  }

  /** The builder of a language's lists (English's for none). */
  of(language: string | undefined): CollectionsBuilder {
    if (!language) return this.english;
    let builder = this.others.get(language);
    if (!builder) {
      builder = new CollectionsBuilder(this.source, this.logger, this.now, {
        language,
        english: this.english,
      });
      this.others.set(language, builder);
    }
    return builder;
  }
}
