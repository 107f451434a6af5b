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

export const CATEGORY_LABELS: Record<CollectionCategory, string> = {
  all: 'All',
  superhero: 'Superhero',
  animation: 'Animation',
  action: 'Action',
  fantasy: 'Fantasy',
  horror: 'Horror',
  scifi: 'Sci-Fi',
  thriller: 'Thriller',
  comedy: 'Comedy',
  drama: 'Drama',
  western: 'Western',
  war: 'War',
  martial_arts: 'Martial Arts',
  musical: 'Musical',
  spy: 'Spy',
  crime: 'Crime',
  sports: 'Sports',
  romance: 'Romance',
  family: 'Family',
  adventure: 'Adventure',
  disaster: 'Disaster',
};
