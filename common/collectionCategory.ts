/** The genre/franchise classifier of collections (spec section 3); its word lists are in collectionKeywords. */
import { COLLECTION_CATEGORIES } from './collectionCategories';
import type { CollectionCategory } from './collectionCategories';
import { CATEGORY_KEYWORDS } from './collectionKeywords';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One case-insensitive whole-word pattern per keyword list ("word" = letters and digits). */
function wordPattern(keywords: readonly string[]): RegExp {
  const alternatives = [...keywords]
    .sort((a, b) => b.length - a.length)
    .map((keyword) => escape(keyword.toLowerCase()));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

const PATTERNS = COLLECTION_CATEGORIES.map((category) => ({
  category,
  franchises: wordPattern(CATEGORY_KEYWORDS[category].franchises),
  terms: wordPattern(CATEGORY_KEYWORDS[category].terms),
}));

/**
 * The category of a collection from its search text (name and overview) and any genre names: the
 * first category, in {@link COLLECTION_CATEGORIES} order, whose franchise names match; failing that,
 * the first whose genre words match; failing that, 'all'. Franchise names go first so that, say, "The
 * Avengers Collection" is superhero even when its overview says "action".
 */
export function classifyCollection(
  searchText: string,
  genreNames: readonly string[] = [],
): CollectionCategory {
  const text = [searchText, ...genreNames]
    .join(' \n ')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");
  for (const { category, franchises } of PATTERNS) {
    if (franchises.test(text)) return category;
  }
  for (const { category, terms } of PATTERNS) {
    if (terms.test(text)) return category;
  }
  return 'all';
}

/** Spec: a collection's search text is its name plus its overview. */
export function collectionSearchText(item: { name: string; overview?: string | null }): string {
  return [item.name, item.overview ?? ''].join(' ').trim();
}

/** A collection as the Collections page lists it (spec: media_type collection, title from name). */
export interface CategorisedCollection {
  id: number;
  media_type: 'collection';
  title: string;
  name: string;
  overview?: string;
  poster_path: string | null;
  backdrop_path?: string | null;
  category: CollectionCategory;
  searchText: string;
}

/** Tags a collection search result with its title, search text and category. */
export function categoriseCollection(item: {
  id: number;
  name: string;
  overview?: string | null;
  poster_path: string | null;
  backdrop_path?: string | null;
}): CategorisedCollection {
  const searchText = collectionSearchText(item);
  return {
    id: item.id,
    media_type: 'collection',
    title: item.name,
    name: item.name,
    ...(item.overview ? { overview: item.overview } : {}),
    poster_path: item.poster_path,
    backdrop_path: item.backdrop_path ?? null,
    category: classifyCollection(searchText),
    searchText,
  };
}
