/** TMDB, the catalogue's source, credited on every page that names it. */
export const TMDB_URL = 'https://www.themoviedb.org';

/** TMDB's own privacy policy (its image server sees the visitor's address). */
export const TMDB_PRIVACY_URL = 'https://www.themoviedb.org/privacy-policy';
