import { useMemo } from 'react';

import { useNearViewport } from '@/hooks/useNearViewport';
import { toCardItem } from '@/lib/mediaItem';
import { useGetHomeCollectionsQuery } from '@/services/collectionLists';

import { MediaRow } from './MediaRow';

/** Collections found by the five franchise searches (merged, deduplicated, first 20); cards open /collection/{id}. */
export function CollectionsRow() {
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isLoading, isUninitialized, isError } = useGetHomeCollectionsQuery(undefined, {
    skip: !near,
  });
  const items = useMemo(() => (data ?? []).map((item) => toCardItem(item, 'collection')), [data]);
  return (
    <MediaRow
      ref={ref}
      title="Movie Collections"
      to="/collections"
      items={items}
      isLoading={isLoading || isUninitialized}
      isError={isError}
    />
  );
}
