/**
 * Our own one-line factual descriptions for the demo catalogue (DECISIONS: "Overviews are our own generated
 * factual lines"). Built only from facts already in the seed: year, genres, language, people, counts.
 */
import { genreName } from '../../common/genres';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

function languageName(code: string): string | undefined {
  if (!code || code === 'en' || code === 'xx') return undefined;
  try {
    const name = languageNames.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/** "a, b and c" */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function genrePhrase(ids: readonly number[], max: number): string {
  const names = ids
    .map((id) => genreName(id))
    .filter((n): n is string => Boolean(n))
    .slice(0, max)
    .map((n) => (n.startsWith('TV') ? n : n.toLowerCase()));
  return listJoin(names);
}

const yearOf = (date: string | null): string => (date ? date.slice(0, 4) : '');

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function describeMovie(m: {
  release_date: string | null;
  genre_ids: readonly number[];
  original_language: string;
  directors: readonly string[];
  stars: readonly string[];
}): string {
  const head = [yearOf(m.release_date), genrePhrase(m.genre_ids, 2), 'film']
    .filter(Boolean)
    .join(' ');
  let line = capitalise(head);
  const language = languageName(m.original_language);
  if (language) line += ` in ${language}`;
  if (m.directors.length) line += `, directed by ${listJoin(m.directors.slice(0, 2))}`;
  if (m.stars.length) line += `, with ${listJoin(m.stars.slice(0, 2))}`;
  return `${line}.`;
}

export function describeTv(t: {
  first_air_date: string | null;
  genre_ids: readonly number[];
  original_language: string;
  networks: readonly string[];
  creators: readonly string[];
  number_of_seasons: number;
  number_of_episodes: number;
}): string {
  let line = capitalise([genrePhrase(t.genre_ids, 2), 'series'].filter(Boolean).join(' '));
  const language = languageName(t.original_language);
  if (language) line += ` in ${language}`;
  if (t.creators.length) line += ` created by ${listJoin(t.creators.slice(0, 2))}`;
  if (t.networks[0]) line += ` for ${t.networks[0]}`;
  const year = yearOf(t.first_air_date);
  if (year) line += `, first aired in ${year}`;
  if (t.number_of_seasons > 0) {
    const seasons = `${t.number_of_seasons} season${t.number_of_seasons === 1 ? '' : 's'}`;
    const episodes =
      t.number_of_episodes > 0
        ? ` and ${t.number_of_episodes} episode${t.number_of_episodes === 1 ? '' : 's'}`
        : '';
    line += `; ${seasons}${episodes}`;
  }
  return `${line}.`;
}

/** The snapshot may hold only some of a collection's films, so the line names films without a count. */
export function describeCollection(parts: readonly { title: string; year: string }[]): string {
  if (parts.length === 0) return 'A film collection.';
  const named = parts.slice(0, 3).map((p) => (p.year ? `${p.title} (${p.year})` : p.title));
  const rest = parts.length - named.length;
  return `Includes ${rest > 0 ? `${named.join(', ')} and ${rest} more` : listJoin(named)}.`;
}
