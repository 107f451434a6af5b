import { COLLECTION_CATEGORIES } from '@common/collectionCategories';
import type { CollectionCategory } from '@common/collectionCategories';
import type { CategorisedCollection } from '@common/collectionCategory';
import { parsePage } from '@/lib/pageParam';

/** Collections shown per page. */
export const COLLECTIONS_PAGE_SIZE = 20;

const CATEGORY_PARAM = 'category';

export interface CollectionsQuery {
  category: CollectionCategory;
  page: number;
}

/** /collections' URL: a known category (else all) and a page. */
export function parseCollectionsQuery(params: URLSearchParams): CollectionsQuery {
  const raw = params.get(CATEGORY_PARAM) ?? '';
  const category = (COLLECTION_CATEGORIES as readonly string[]).includes(raw)
    ? (raw as CollectionCategory)
    : 'all';
  return { category, page: parsePage(params.get('page')) };
}

/** The URL of a category and page, writing each only when not the default (all, 1). */
export function buildCollectionsSearch({ category, page }: CollectionsQuery): string {
  const params = new URLSearchParams();
  if (category !== 'all') params.set(CATEGORY_PARAM, category);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Collections per category, listing the categories that have some plus the selected one. */
export function countByCategory(
  collections: readonly CategorisedCollection[],
  selected: CollectionCategory,
): Partial<Record<CollectionCategory, number>> {
  const found: Partial<Record<CollectionCategory, number>> = {};
  for (const name of COLLECTION_CATEGORIES) {
    const count = collections.filter((item) => item.category === name).length;
    if (count > 0 || name === selected) found[name] = count;
  }
  return found;
}

/** The collections of a category ('all' for every one). */
export const inCategory = (
  collections: readonly CategorisedCollection[],
  category: CollectionCategory,
): readonly CategorisedCollection[] =>
  category === 'all' ? collections : collections.filter((item) => item.category === category);
