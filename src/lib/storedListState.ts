/**
 * The empty state of a list kept in this browser (watchlist, favorites, continue watching) and the
 * loading state a server-rendered page shows in its place until the list is back from storage share
 * one height, so the page does not move when a new visitor's empty list appears.
 */
export const STORED_LIST_STATE_HEIGHT = '22rem';

/** The empty state's box: centred, with the shared height. */
export const EMPTY_STATE_SX = {
  textAlign: 'center',
  py: 8,
  minHeight: STORED_LIST_STATE_HEIGHT,
} as const;
