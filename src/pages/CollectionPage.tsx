import { useLingui } from '@lingui/react/macro';
import { PageWidth } from '@/components/PageWidth';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';

import { collectionDescription } from '@common/personDescriptions';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PageTitle } from '@/components/PageTitle';
import { CollectionFailure } from '@/features/collectionPage/CollectionFailure';
import { CollectionHero } from '@/features/collectionPage/CollectionHero';
import { CollectionParts } from '@/features/collectionPage/CollectionParts';
import { partsInReleaseOrder } from '@/features/collectionPage/collectionParts';
import {
  fetchCollection,
  useCollectionLookup,
} from '@/features/collectionPage/useCollectionLookup';
import { useCanonicalSlug } from '@/hooks/useCanonicalSlug';
import type { PageData } from '@/app/hooks';

/**
 * /collection/:id: a collection by id, or by a hyphenated name resolved through a collection search
 * (then the address becomes /collection/{id}); its backdrop, name, overview and parts in release order.
 */
export default function CollectionPage() {
  const { i18n, t } = useLingui();
  const { id: param } = useParams();
  const lookup = useCollectionLookup(param);
  const collection = lookup.status === 'ready' ? lookup.collection : undefined;
  useCanonicalSlug(param, collection ? String(collection.id) : undefined);
  const parts = useMemo(
    () => (collection ? partsInReleaseOrder(collection.parts ?? []) : []),
    [collection],
  );

  if (lookup.status === 'loading') {
    return (
      <>
        <PageTitle>{t`Collection`}</PageTitle>
        <meta name="description" content={t`A film collection and its parts in release order.`} />
        <LoadingScreen text={t`Loading Collection`} />
      </>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <>
        <PageTitle>{t`Collection Not Found`}</PageTitle>
        <meta
          name="description"
          content={t`This collection could not be found in the catalogue.`}
        />
        <CollectionFailure
          message={lookup.message}
          onRetry={lookup.retry}
          unreachable={lookup.unreachable}
        />
      </>
    );
  }
  const { name } = lookup.collection;
  return (
    <>
      <PageTitle>{name}</PageTitle>
      {/* The server's link preview says the same (common/personDescriptions). */}
      <meta name="description" content={collectionDescription(i18n, name, parts.length)} />
      <CollectionHero collection={lookup.collection} partsShown={parts.length} />
      <PageWidth max="xl" sx={{ py: 4 }}>
        <CollectionParts parts={parts} />
      </PageWidth>
    </>
  );
}

/** The collection the address names. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { params }) => {
        return [fetchCollection(dispatch, params.id)];
      }
    : undefined;
