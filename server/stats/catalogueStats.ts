import {
  COLLECTION_TERMS,
  FAN_FAVORITE_SOURCE_PAGES,
  fanFavoritesOf,
  isListedCollection,
} from '../../common/catalogueLists';
import type { CatalogueStats } from '../../common/catalogueStats';
import type { MediaType } from '../../common/mediaType';
import type { CollectionListItem, Paged } from '../../common/tmdb';
import { parseRequest } from '../api/request';
import type { QueryParam, RouteName } from '../api/routeTable';
import { routeByName } from '../api/routeTable';
import type { Logger } from '../logger';
import type { CatalogueSource } from '../sources/types';

/** Figures barely move (the tiles round them to "12K+"): counted once an hour. */
export const STATS_FRESH_MS = 60 * 60 * 1000;
/** A figure that could not be counted is tried again after a minute, not an hour. */
export const STATS_RETRY_MS = 60 * 1000;
/** Collection searches asked at once: the Collections page's own batch size. */
const SEARCH_BATCH = 10;

type Figure = keyof CatalogueStats;
const FIGURES: readonly Figure[] = ['movies', 'tvShows', 'fanFavorites', 'collections'];

/**
 * Counts the catalogue's figures through the catalogue source, with the very calls the pages behind
 * the tiles make (so the live source's cache, coalescing, stale copies and rate limit apply, and the
 * counting warms the cache for those pages), the same on the demo catalogue and on TMDB:
 *
 * - movies: discover/movie's total_results (TMDB's own count, though its pages stop at 500);
 * - TV shows: tv/popular's total_results;
 * - fan favorites: top-rated movies and shows (5 pages each) rated 7.5 or more, both tabs together;
 * - collections: what the Collections page's franchise searches find, with a poster. TMDB has no
 *   count of all its collections, so the tile counts the collections this site lists.
 *
 * The figures are kept for an hour. A figure that fails keeps its last count (stale rather than
 * invented) or, with none yet, is null and tried again after a minute.
 */
export class CatalogueStatsCounter {
  private figures: CatalogueStats = {
    movies: null,
    tvShows: null,
    fanFavorites: null,
    collections: null,
  };
  private countedAt = -Infinity;
  private pending: Promise<CatalogueStats> | null = null;

  constructor(
    private readonly source: CatalogueSource,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The figures, counted again when they are due. */
  async stats(): Promise<CatalogueStats> {
    const complete = FIGURES.every((figure) => this.figures[figure] !== null);
    const age = this.now() - this.countedAt;
    if (age < (complete ? STATS_FRESH_MS : STATS_RETRY_MS)) return this.figures;
    this.pending ??= this.count().finally(() => (this.pending = null));
    return this.pending;
  }

  private async count(): Promise<CatalogueStats> {
    const counted = await Promise.all([
      this.totalOf('discoverMovie'),
      this.totalOf('tvPopular'),
      this.fanFavorites(),
      this.collections(),
    ]);
    const next = { ...this.figures };
    FIGURES.forEach((figure, index) => {
      const value = counted[index]!;
      if (typeof value === 'number') next[figure] = value;
      else this.logger.warn({ figure, reason: value.message }, 'catalogue figure not counted');
    });
    this.figures = next;
    this.countedAt = this.now();
    return next;
  }

  /** One page of a list, or an Error saying why there is none. */
  private async page<T>(
    route: RouteName,
    query: Partial<Record<QueryParam, string>> = {},
  ): Promise<Paged<T>> {
    const answer = await this.source.get(parseRequest(routeByName.get(route)!, {}, query));
    if (answer.status !== 200) throw new Error(`${route} answered ${answer.status}`);
    return JSON.parse(answer.body) as Paged<T>;
  }

  private async totalOf(route: RouteName): Promise<number | Error> {
    try {
      const { total_results: total } = await this.page(route);
      return Number.isSafeInteger(total) && total >= 0 ? total : new Error(`${route}: no total`);
    } catch (error) {
      return asError(error);
    }
  }

  private async fanFavorites(): Promise<number | Error> {
    try {
      const counts = await Promise.all(
        (['movie', 'tv'] as const satisfies readonly MediaType[]).map(async (type) => {
          const pages = await Promise.all(
            Array.from({ length: FAN_FAVORITE_SOURCE_PAGES }, (_, index) =>
              this.page<{ id: number; vote_average?: number }>(
                type === 'movie' ? 'movieTopRated' : 'tvTopRated',
                { page: String(index + 1) },
              ),
            ),
          );
          return fanFavoritesOf(pages.flatMap((page) => page.results)).length;
        }),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    } catch (error) {
      return asError(error);
    }
  }

  private async collections(): Promise<number | Error> {
    try {
      const listed = new Set<number>();
      for (let start = 0; start < COLLECTION_TERMS.length; start += SEARCH_BATCH) {
        const answers = await Promise.all(
          COLLECTION_TERMS.slice(start, start + SEARCH_BATCH).map((query) =>
            // The Collections page's own request, so the two share the cache.
            this.page<CollectionListItem>('searchCollection', {
              query,
              page: '1',
              include_adult: 'false',
              language: 'en-US',
            }),
          ),
        );
        for (const item of answers.flatMap((answer) => answer.results)) {
          if (isListedCollection(item)) listed.add(item.id);
        }
      }
      return listed.size;
    } catch (error) {
      return asError(error);
    }
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
