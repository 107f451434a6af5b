import { useMemo } from 'react';

import { toCardItem } from '@/lib/mediaItem';
import { useGetHomeCollectionsQuery } from '@/services/collections';

import { MediaRow } from './MediaRow';

/** Collections found by the five franchise searches (merged, deduplicated, first 20); cards open /collection/{id}. */
export function CollectionsRow() {
  const { data, isLoading, isError } = useGetHomeCollectionsQuery();
  const items = useMemo(() => (data ?? []).map((item) => toCardItem(item, 'collection')), [data]);
  return (
    <MediaRow
      title="Movie Collections"
      to="/collections"
      items={items}
      isLoading={isLoading}
      isError={isError}
    />
  );
}
