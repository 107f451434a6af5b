import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { LoadingScreen } from '@/components/LoadingScreen';
import { MediaGrid } from '@/components/MediaGrid';
import { PaginationBar } from '@/components/PaginationBar';
import { CategoryChips } from '@/features/collections/CategoryChips';
import { ListHero } from '@/features/lists/ListHero';
import {
  CATEGORY_LABELS,
  COLLECTION_CATEGORIES,
  categoriseCollection,
} from '@/lib/collectionCategory';
import type { CollectionCategory } from '@/lib/collectionCategory';
import { parsePage } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { clampPage } from '@/lib/pagination';
import { useGetAllCollectionsQuery } from '@/services/collections';

/** Collections shown per page. */
export const COLLECTIONS_PAGE_SIZE = 20;

const CATEGORY_PARAM = 'category';

function parseCategory(raw: string | null): CollectionCategory {
  return (COLLECTION_CATEGORIES as readonly string[]).includes(raw ?? '')
    ? (raw as CollectionCategory)
    : 'all';
}

/** The URL of a category and page, writing each only when not the default (all, 1). */
function collectionsSearch(category: CollectionCategory, page: number): string {
  const params = new URLSearchParams();
  if (category !== 'all') params.set(CATEGORY_PARAM, category);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * /collections: every collection the franchise searches find, each given a category by the
 * genre/franchise classifier, filtered by category chips and paged in the browser.
 */
export default function CollectionsPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const category = parseCategory(params.get(CATEGORY_PARAM));
  const requestedPage = parsePage(params.get('page'));

  useEffect(() => {
    document.title = 'Collections · Marquee';
  }, []);

  const { data, error, isLoading } = useGetAllCollectionsQuery();
  const collections = useMemo(() => (data ?? []).map(categoriseCollection), [data]);

  const counts = useMemo(() => {
    const found: Partial<Record<CollectionCategory, number>> = {};
    for (const name of COLLECTION_CATEGORIES) {
      const count = collections.filter((item) => item.category === name).length;
      if (count > 0 || name === category) found[name] = count;
    }
    return found;
  }, [collections, category]);

  const shown = useMemo(
    () =>
      category === 'all' ? collections : collections.filter((item) => item.category === category),
    [collections, category],
  );
  const totalPages = Math.max(1, Math.ceil(shown.length / COLLECTIONS_PAGE_SIZE));
  const page = clampPage(requestedPage, totalPages);
  const items = useMemo(
    () =>
      shown
        .slice((page - 1) * COLLECTIONS_PAGE_SIZE, page * COLLECTIONS_PAGE_SIZE)
        .map((item) => toCardItem(item, 'collection')),
    [shown, page],
  );

  const selectCategory = (next: CollectionCategory) =>
    navigate({ pathname, search: collectionsSearch(next, 1) });
  const changePage = (next: number) => {
    navigate({ pathname, search: collectionsSearch(category, next) }, { replace: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Box>
      <ListHero
        id="collections-heading"
        badge="Franchises and series"
        icon={<CollectionsBookmarkIcon />}
        heading="Movie Collections"
        text="Sagas, trilogies and film series, grouped by what they are about. Pick a category or open a collection to see every film in it."
      />
      <Container maxWidth="xl" sx={{ py: 4 }}>
        {isLoading ? (
          <LoadingScreen text="Loading collections" />
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
                    {category === 'all'
                      ? 'All collections'
                      : `${CATEGORY_LABELS[category]} collections`}
                  </Typography>
                  <Typography role="status" color="text.secondary">
                    {shown.length === 1
                      ? 'Found 1 collection'
                      : `Found ${shown.length} collections`}
                  </Typography>
                </Box>
              </>
            )}
            {requestedPage > page && !error ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                There is no page {requestedPage} here; showing page {page}, the last one.
              </Typography>
            ) : null}
            <MediaGrid items={items} error={error} label="Collections" />
            <PaginationBar page={page} totalPages={totalPages} onPageChange={changePage} />
          </>
        )}
      </Container>
    </Box>
  );
}
