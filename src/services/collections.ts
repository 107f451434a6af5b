import { FRESHNESS, tmdbApi } from './tmdbApi';
import { COLLECTION_PARAMS } from '@common/pageData';
import type { CollectionDetails, CollectionListItem, Paged } from '@common/tmdb';

/**
 * One collection, and the collection search that resolves names: used by links, the breadcrumb and the
 * collection page. The home row's and the Collections page's lists come from the server in one answer
 * (collectionLists.ts).
 */
export const collectionsApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /** One collection with its parts (spec: language en-US, fresh 10 min). */
    getCollection: build.query<CollectionDetails, number>({
      query: (id) => ({ url: `collection/${id}`, params: COLLECTION_PARAMS }),
      keepUnusedDataFor: FRESHNESS.lists,
      providesTags: (_result, _error, id) => [{ type: 'Collection', id }],
    }),
    /** The first page of collections matching a name: resolves collection ids that are names. */
    searchCollections: build.query<Paged<CollectionListItem>, string>({
      query: (query) => ({
        url: 'search/collection',
        params: { query, page: 1, include_adult: false, language: 'en-US' },
      }),
      keepUnusedDataFor: FRESHNESS.lists,
    }),
  }),
});

export const { useGetCollectionQuery, useSearchCollectionsQuery } = collectionsApi;
