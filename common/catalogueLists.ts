/**
 * How the lists behind the home page's stat tiles are made, shared by the app (which shows them) and
 * the server (which counts them for the tiles, see common/catalogueStats.ts): a tile's figure is the
 * count of the page it opens.
 */

/** Spec: a fan favorite has a vote average of at least 7.5. */
export const FAN_FAVORITE_MIN_RATING = 7.5;
/** Top-rated pages read per media type: 100 titles before the rating floor. */
export const FAN_FAVORITE_SOURCE_PAGES = 5;

/** The top-rated items that are fan favorites: rated 7.5 or more, each id once, in the given order. */
export function fanFavoritesOf<T extends { id: number; vote_average?: number }>(
  items: readonly T[],
): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (seen.has(item.id) || (item.vote_average ?? 0) < FAN_FAVORITE_MIN_RATING) return false;
    seen.add(item.id);
    return true;
  });
}

/** The Collections page lists a collection its terms find only when it has a poster (spec). */
export function isListedCollection(item: { id: number; poster_path?: string | null }): boolean {
  return Boolean(item.id && item.poster_path);
}

/**
 * Terms the Collections page searches (the spec's "predefined list"; its contents are not given, so
 * these are well-known franchise words, each matching at least one collection in a typical catalogue).
 */
export const COLLECTION_TERMS = [
  'marvel',
  'star wars',
  'harry potter',
  'lord of the rings',
  'dc comics',
  'avengers',
  'batman',
  'spider-man',
  'x-men',
  'james bond',
  'mission impossible',
  'fast and furious',
  'jurassic',
  'toy story',
  'shrek',
  'pirates of the caribbean',
  'matrix',
  'terminator',
  'alien',
  'predator',
  'rocky',
  'rambo',
  'die hard',
  'indiana jones',
  'back to the future',
  'godfather',
  'hunger games',
  'twilight',
  'transformers',
  'ice age',
  'despicable me',
  'kung fu panda',
  'madagascar',
  'cars',
  'john wick',
  'planet of the apes',
  'mad max',
  'lethal weapon',
  'men in black',
  'ocean',
  'bourne',
  'hobbit',
  'dark knight',
  'iron man',
  'captain america',
  'thor',
  'guardians of the galaxy',
  'how to train your dragon',
  'finding nemo',
  'incredibles',
  'frozen',
  'scream',
  'halloween',
  'saw',
  'conjuring',
  'insidious',
  'star trek',
  'night at the museum',
  'paddington',
  'kill bill',
  'deadpool',
  'narnia',
  'riddick',
  'space odyssey',
  'garfield',
  'scooby-doo',
  'wallace & gromit',
  'taken',
  'a quiet place',
  'alex cross',
  'bad moms',
] as const;
