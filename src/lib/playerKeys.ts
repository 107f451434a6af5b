/**
 * The player's own localStorage keys (spec). Apart from lib/player so that the clear-data list can name
 * them without carrying the player's code into the settings page.
 */
export const PREFERRED_PLAYER_KEY = 'preferredPlayer';
export const LAST_PROGRESS_KEY = 'vidLinkProgress';
