/**
 * `GET /api/collections`: the home page's Movie Collections row and the Collections page, both made on
 * the server from one set of collection searches (server/collections/), so a visitor's browser asks
 * once instead of running some seventy searches. Shared by the server that builds the answer and the
 * screens that show it. A page in another language than English asks `?language=de-DE` (as every call
 * of the app's store carries it): that language's lists, searched in it (server/api/pageLanguage.ts).
 */
import type { CategorisedCollection } from './collectionCategory';
import type { CollectionListItem } from './tmdb';

export const COLLECTIONS_PATH = '/api/collections';

/** A card of the home row: what a collection card shows, nothing more. */
export type HomeCollection = Pick<
  CollectionListItem,
  'id' | 'name' | 'poster_path' | 'backdrop_path'
> & { media_type: 'collection' };

export interface CollectionLists {
  /**
   * The home row (spec): the five keywords' searches merged in order, each id once, first 20; with
   * fewer than five from them, the Collections page's terms follow a batch at a time until there are.
   */
  home: HomeCollection[];
  /**
   * The Collections page: every collection the terms find, in the terms' order, each id once, only
   * those with a poster, each with its title, search text and category.
   */
  all: CategorisedCollection[];
}
