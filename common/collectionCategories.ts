/**
 * The categories of the collection classifier, in the order it tries them, and their chip labels:
 * shared by the server that classifies (common/collectionCategory.ts) and the Collections page that
 * filters by them. The words behind each are in collectionKeywords.ts.
 */

/** Categories in the order they are tried: the first that matches wins. */
export const COLLECTION_CATEGORIES = [
  'superhero',
  'animation',
  'action',
  'fantasy',
  'horror',
  'scifi',
  'thriller',
  'comedy',
  'drama',
  'western',
  'war',
  'martial_arts',
  'musical',
  'spy',
  'crime',
  'sports',
  'romance',
  'family',
  'adventure',
  'disaster',
] as const;

export type CollectionCategory = (typeof COLLECTION_CATEGORIES)[number] | 'all';

/**
 * Each category's name, in English. Each is also a message whose English is its id (`/*i18n*\/` marks
 * it for `lingui extract`; the server loads this file without Lingui's macros), so the one table is
 * what every screen shows, in the page's language, through {@link categoryLabel}.
 */
export const CATEGORY_LABELS: Record<CollectionCategory, string> = {
  all: /*i18n*/ 'All',
  superhero: /*i18n*/ 'Superhero',
  animation: /*i18n*/ 'Animation',
  action: /*i18n*/ 'Action',
  fantasy: /*i18n*/ 'Fantasy',
  horror: /*i18n*/ 'Horror',
  scifi: /*i18n*/ 'Sci-Fi',
  thriller: /*i18n*/ 'Thriller',
  comedy: /*i18n*/ 'Comedy',
  drama: /*i18n*/ 'Drama',
  western: /*i18n*/ 'Western',
  war: /*i18n*/ 'War',
  martial_arts: /*i18n*/ 'Martial Arts',
  musical: /*i18n*/ 'Musical',
  spy: /*i18n*/ 'Spy',
  crime: /*i18n*/ 'Crime',
  sports: /*i18n*/ 'Sports',
  romance: /*i18n*/ 'Romance',
  family: /*i18n*/ 'Family',
  adventure: /*i18n*/ 'Adventure',
  disaster: /*i18n*/ 'Disaster',
};

/** A category's name in the page's language. */
export function categoryLabel(
  i18n: { _(id: string): string },
  category: CollectionCategory,
): string {
  return i18n._(CATEGORY_LABELS[category]);
}
