import { COLLECTIONS_PATH } from '@common/collections';
import type { CollectionLists } from '@common/collections';

import { FRESHNESS, sameOrigin, tmdbApi } from './tmdbApi';

/**
 * The home collections row and the Collections page (`/api/collections`): the server runs the
 * collection searches, merges and classifies them, and answers both lists at once.
 */
export const collectionListsApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /** Both screens' collections; the server builds them hourly (spec: lists fresh 10 min here). */
    getCollections: build.query<CollectionLists, void>({
      query: () => sameOrigin(COLLECTIONS_PATH),
      keepUnusedDataFor: FRESHNESS.lists,
      providesTags: [{ type: 'Collection', id: 'LIST' }],
    }),
  }),
});

export const { useGetCollectionsQuery } = collectionListsApi;
