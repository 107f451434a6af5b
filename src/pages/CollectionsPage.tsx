import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { PageWidth } from '@/components/PageWidth';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { categoryLabel } from '@common/collectionCategories';
import type { CollectionCategory } from '@common/collectionCategories';
import type { CategorisedCollection } from '@common/collectionCategory';
import { ListHero } from '@/components/ListHero';
import { LoadingScreen } from '@/components/LoadingScreen';
import { MediaGrid } from '@/components/MediaGrid';
import { PaginationBar } from '@/components/PaginationBar';
import { PageTitle } from '@/components/PageTitle';
import { CategoryChips } from '@/features/collections/CategoryChips';
import {
  COLLECTIONS_PAGE_SIZE,
  buildCollectionsSearch,
  countByCategory,
  inCategory,
  parseCollectionsQuery,
} from '@/features/collections/collectionsView';
import { useListUrl } from '@/hooks/useListUrl';
import { toCardItem } from '@/lib/mediaItem';
import { clampPage } from '@/lib/pagination';
import { collectionListsApi, useGetCollectionsQuery } from '@/services/collectionLists';
import type { PageData } from '@/app/hooks';

const NONE: readonly CategorisedCollection[] = [];

/**
 * /collections: every collection the franchise searches find, each given a category by the
 * genre/franchise classifier (both on the server), filtered by category chips and paged here.
 */
export default function CollectionsPage() {
  const { t, i18n } = useLingui();
  const { query, show, pageHref } = useListUrl({
    parse: parseCollectionsQuery,
    build: buildCollectionsSearch,
  });
  const { category, page: requestedPage } = query;

  const { data, error, isLoading } = useGetCollectionsQuery();
  const collections = data?.all ?? NONE;
  const counts = useMemo(() => countByCategory(collections, category), [collections, category]);
  const shown = useMemo(() => inCategory(collections, category), [collections, category]);
  const totalPages = Math.max(1, Math.ceil(shown.length / COLLECTIONS_PAGE_SIZE));
  const page = clampPage(requestedPage, totalPages);
  const items = useMemo(
    () =>
      shown
        .slice((page - 1) * COLLECTIONS_PAGE_SIZE, page * COLLECTIONS_PAGE_SIZE)
        .map((item) => toCardItem(item, 'collection')),
    [shown, page],
  );

  const categoryName = categoryLabel(i18n, category);
  const found = shown.length;
  const selectCategory = (next: CollectionCategory) => show({ category: next, page: 1 });

  return (
    <Box>
      <PageTitle>{t`Collections`}</PageTitle>
      <ListHero
        id="collections-heading"
        badge={t`Franchises and series`}
        icon={<CollectionsBookmarkIcon />}
        heading={t`Movie Collections`}
        text={t`Sagas, trilogies and film series, grouped by what they are about. Pick a category or open a collection to see every film in it.`}
      />
      <PageWidth max="xl" sx={{ py: 4 }}>
        {isLoading ? (
          <LoadingScreen text={t`Loading collections`} />
        ) : (
          <>
            {error ? null : (
              <>
                <CategoryChips
                  counts={counts}
                  total={collections.length}
                  selected={category}
                  onSelect={selectCategory}
                />
                <Box
                  sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 2, mb: 2 }}
                >
                  <Typography component="h2" variant="h5">
                    {category === 'all' ? (
                      <Trans>All collections</Trans>
                    ) : (
                      <Trans>{categoryName} collections</Trans>
                    )}
                  </Typography>
                  <Typography role="status" color="text.secondary">
                    <Plural value={found} one="Found # collection" other="Found # collections" />
                  </Typography>
                </Box>
              </>
            )}
            {requestedPage > page && !error ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                <Trans>
                  There is no page {requestedPage} here; showing page {page}, the last one.
                </Trans>
              </Typography>
            ) : null}
            <MediaGrid items={items} error={error} label={t`Collections`} />
            <PaginationBar page={page} totalPages={totalPages} pageHref={pageHref} />
          </>
        )}
      </PageWidth>
    </Box>
  );
}

/** The lists of collections. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch) => {
        return [dispatch(collectionListsApi.endpoints.getCollections.initiate())];
      }
    : undefined;
