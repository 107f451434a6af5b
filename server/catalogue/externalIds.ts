import type { SeedTables } from './seedTypes';

/**
 * The demo catalogue's ids on other sites (IMDb's `tt0137523`, Wikidata's `Q190050`), one row per id,
 * for `/find/{external_id}`: a title or person found by the id of the source it is asked by.
 */
export const EXTERNAL_IDS_SCHEMA = `
CREATE TABLE external_ids (
  source TEXT NOT NULL, external_id TEXT NOT NULL, media_type TEXT NOT NULL, id INTEGER NOT NULL,
  PRIMARY KEY (source, external_id, media_type, id)
) WITHOUT ROWID;
`;

export interface ExternalIdRow {
  /** TMDB's `external_source` name: `imdb_id`, `wikidata_id`, ... */
  source: string;
  external_id: string;
  media_type: 'movie' | 'tv' | 'person';
  id: number;
}

const KINDS = new Set(['movie', 'tv', 'person']);

/**
 * Every id the seed records: movies' and people's `imdb_id`, and each recorded `external_ids` answer
 * (the only place shows keep theirs). Empty values are left out; duplicates collapse in the table.
 */
export function externalIdRows(
  tables: Pick<SeedTables, 'movies' | 'people' | 'extras'>,
): ExternalIdRow[] {
  const rows: ExternalIdRow[] = [];
  const add = (
    media_type: ExternalIdRow['media_type'],
    id: number,
    source: string,
    value: unknown,
  ) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
    if (text.trim() === '') return;
    rows.push({ source, external_id: text.trim(), media_type, id });
  };
  for (const movie of tables.movies) add('movie', movie.id, 'imdb_id', movie.imdb_id);
  for (const person of tables.people) add('person', person.id, 'imdb_id', person.imdb_id);
  for (const extra of tables.extras) {
    if (extra.kind !== 'external_ids' || !KINDS.has(extra.media_type)) continue;
    for (const [key, value] of Object.entries(extra.data)) {
      if (key.endsWith('_id'))
        add(extra.media_type as ExternalIdRow['media_type'], extra.id, key, value);
    }
  }
  return rows;
}
