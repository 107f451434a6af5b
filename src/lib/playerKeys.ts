/**
 * The player's own localStorage key (spec), kept outside the store. Apart from lib/player so that the
 * clear-data list can name it without carrying the player's code into the settings page. (The last
 * progress message, `vidLinkProgress`, is a persisted slice: lib/storageKeys.)
 */
export const PREFERRED_PLAYER_KEY = 'preferredPlayer';
