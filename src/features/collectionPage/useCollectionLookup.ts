import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';

import type { CollectionDetails } from '@common/tmdb';
import { isUnreachable } from '@/components/OfflineFallback';
import { errorMessage, isNotFound } from '@/lib/errorMessage';
import {
  collectionsApi,
  useGetCollectionQuery,
  useSearchCollectionsQuery,
} from '@/services/collections';

import { parseCollectionRef } from './collectionId';
import type { AppDispatch } from '@/app/hooks';

/** Spec: the text of a collection the catalogue does not have (404). */
export const COLLECTION_REMOVED = msg`The requested collection doesn't exist or has been removed.`;
/** Spec: a name that no collection search finds. */
export const COLLECTION_NOT_FOUND = msg`Collection not found`;

export type CollectionLookup =
  | { status: 'loading' }
  | {
      status: 'failed';
      message: string;
      /** Set when another try may help (an upstream failure), not for a miss. */
      retry?: () => void;
      /** The call got no answer from the server. */
      unreachable?: boolean;
    }
  | { status: 'ready'; collection: CollectionDetails };

/**
 * The collection a `/collection/:id` segment names: fetched by id, or found by a name search whose
 * first hit is used (spec). A 404 or a search miss is a "not found", never retried; other failures
 * carry their message and a retry that works without a reload.
 */
export function useCollectionLookup(param: string | undefined): CollectionLookup {
  const { i18n, t } = useLingui();
  const ref = parseCollectionRef(param);
  const search = useSearchCollectionsQuery(ref.kind === 'name' ? ref.name : skipToken);
  const found = ref.kind === 'name' ? search.currentData?.results[0]?.id : undefined;
  const id = ref.kind === 'id' ? ref.id : found;
  const details = useGetCollectionQuery(id ?? skipToken);

  if (ref.kind === 'invalid') return { status: 'failed', message: t(ref.error) };
  if (ref.kind === 'name') {
    if (search.isError && !search.isFetching) {
      return {
        status: 'failed',
        message: errorMessage(search.error, i18n),
        retry: search.refetch,
        unreachable: isUnreachable(search.error),
      };
    }
    if (!search.currentData) return { status: 'loading' };
    if (found === undefined) return { status: 'failed', message: t(COLLECTION_NOT_FOUND) };
  }
  if (details.isError && !details.isFetching) {
    return isNotFound(details.error)
      ? { status: 'failed', message: t(COLLECTION_REMOVED) }
      : {
          status: 'failed',
          message: errorMessage(details.error, i18n),
          retry: details.refetch,
          unreachable: isUnreachable(details.error),
        };
  }
  if (!details.currentData) return { status: 'loading' };
  return { status: 'ready', collection: details.currentData };
}

/**
 * Fetches what useCollectionLookup reads for `param` (the collection, after the name's search when
 * it is a name), for a render that has every answer before it starts.
 */
export async function fetchCollection(
  dispatch: AppDispatch,
  param: string | undefined,
): Promise<void> {
  const ref = parseCollectionRef(param);
  let id = ref.kind === 'id' ? ref.id : undefined;
  if (ref.kind === 'name') {
    const { data } = await dispatch(collectionsApi.endpoints.searchCollections.initiate(ref.name));
    id = data?.results[0]?.id;
  }
  if (id !== undefined) await dispatch(collectionsApi.endpoints.getCollection.initiate(id));
}
