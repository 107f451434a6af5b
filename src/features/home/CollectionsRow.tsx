import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { useNearViewport } from '@/hooks/useNearViewport';
import { toCardItem } from '@/lib/mediaItem';
import { useGetCollectionsQuery } from '@/services/collectionLists';

import { MediaRow } from './MediaRow';

/**
 * Collections found by the five franchise searches (merged, deduplicated, first 20; the server makes
 * the list, see common/collections.ts); cards open /collection/{id}.
 */
export function CollectionsRow() {
  const { t } = useLingui();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isLoading, isUninitialized, isError } = useGetCollectionsQuery(undefined, {
    skip: !near,
  });
  const items = useMemo(
    () => (data?.home ?? []).map((item) => toCardItem(item, 'collection')),
    [data],
  );
  return (
    <MediaRow
      ref={ref}
      title={t`Movie Collections`}
      to="/collections"
      items={items}
      isLoading={isLoading || isUninitialized}
      isError={isError}
    />
  );
}
