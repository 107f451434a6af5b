import { FRESHNESS, tmdbApi } from './tmdbApi';
import { COLLECTION_TERMS, isListedCollection } from '@common/catalogueLists';
import type { CollectionListItem, Paged } from '@common/tmdb';

/** Spec: the home collections row searches these five keywords, merged, deduplicated, first 20. */
export const HOME_COLLECTION_KEYWORDS = [
  'marvel',
  'star wars',
  'harry potter',
  'lord of the rings',
  'dc comics',
] as const;
export const HOME_COLLECTIONS_LIMIT = 20;
/**
 * Beyond the spec: fewer than this from the five keywords (a catalogue without those franchises, like
 * the demo's) and the row goes on through the Collections page's terms, a batch at a time, until it
 * has this many. With TMDB's catalogue the five keywords always find more, so nothing changes there.
 */
export const HOME_COLLECTIONS_MIN = 5;

const BATCH_SIZE = 10;
const BATCH_PAUSE_MS = 100;

type SearchCollections = (query: string) => Promise<{ data?: unknown; error?: unknown }>;

/**
 * Runs the searches, merges in order and keeps the first copy of each id. Stops after the batch in
 * which `enough` first holds, if given. `merged` continues an earlier merge.
 */
async function searchAll(
  terms: readonly string[],
  search: SearchCollections,
  batchSize: number,
  {
    enough,
    merged = [],
  }: { enough?: (merged: CollectionListItem[]) => boolean; merged?: CollectionListItem[] } = {},
): Promise<CollectionListItem[]> {
  const seen = new Set<number>(merged.map((item) => item.id));
  for (let start = 0; start < terms.length; start += batchSize) {
    if (enough?.(merged)) break;
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, BATCH_PAUSE_MS));
    const answers = await Promise.all(terms.slice(start, start + batchSize).map(search));
    for (const answer of answers) {
      // Spec: a failed collection search counts as no results.
      const results = (answer.data as Paged<CollectionListItem> | undefined)?.results ?? [];
      for (const item of results) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        merged.push({ ...item, media_type: 'collection' });
      }
    }
  }
  return merged;
}

/** The home collections row and the Collections page: many collection searches joined. */
export const collectionListsApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeCollections: build.query<CollectionListItem[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const search: SearchCollections = async (query) =>
          baseQuery({
            url: 'search/collection',
            params: { query, page: 1, include_adult: false, language: 'en-US' },
          });
        const found = await searchAll(
          HOME_COLLECTION_KEYWORDS,
          search,
          HOME_COLLECTION_KEYWORDS.length,
        );
        const merged = await searchAll(
          COLLECTION_TERMS.filter(
            (term) => !(HOME_COLLECTION_KEYWORDS as readonly string[]).includes(term),
          ),
          search,
          BATCH_SIZE,
          { merged: found, enough: (items) => items.length >= HOME_COLLECTIONS_MIN },
        );
        return { data: merged.slice(0, HOME_COLLECTIONS_LIMIT) };
      },
      keepUnusedDataFor: FRESHNESS.lists,
    }),
    /** Every collection the terms find that has a poster (spec: all-collections, fresh 10 min). */
    getAllCollections: build.query<CollectionListItem[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const search: SearchCollections = async (query) =>
          baseQuery({
            url: 'search/collection',
            params: { query, page: 1, include_adult: false, language: 'en-US' },
          });
        const merged = await searchAll(COLLECTION_TERMS, search, BATCH_SIZE);
        return { data: merged.filter(isListedCollection) };
      },
      keepUnusedDataFor: FRESHNESS.lists,
      providesTags: [{ type: 'Collection', id: 'LIST' }],
    }),
  }),
});

export const { useGetHomeCollectionsQuery, useGetAllCollectionsQuery } = collectionListsApi;
