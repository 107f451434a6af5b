/**
 * A Letterboxd import across several files (issue 33): the films to look up, each once however many
 * files name it, and what the matched films become: ratings, diary entries, watchlist and favorites
 * entries, in the data file's shapes (lib/backup), so that the import merges them by the one rule.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import type { BackupDiaryEntry, BackupRating, BackupTitle } from '@/lib/backup';
import { listed, selectedRows, starsLabel, toBackupTitle } from './letterboxd';
import type {
  ImportTarget,
  LetterboxdFile,
  LetterboxdMapping,
  LetterboxdRow,
  MatchCandidate,
} from './letterboxd';

export type Destination = Exclude<ImportTarget, 'none'>;

/** A file and where its films go. */
export interface FileChoice {
  file: LetterboxdFile;
  mapping: LetterboxdMapping;
}

/** A row of a file, going to one destination. */
export interface FilmUse {
  destination: Destination;
  row: LetterboxdRow;
}

/** A film to look up once: its name and year, and every row that names it. */
export interface PlannedFilm {
  /** Its place in the plan, from 1 (a key for lists). */
  line: number;
  name: string;
  year: number | null;
  uses: FilmUse[];
}

/** The destinations in the order they are told. */
export const DESTINATIONS: readonly Destination[] = ['ratings', 'diary', 'watchlist', 'favorites'];

/**
 * The films the chosen files send somewhere, in the order the files and rows list them; a film named
 * by several rows (rated, logged twice and liked) once, with all its uses.
 */
export function planFilms(choices: readonly FileChoice[]): PlannedFilm[] {
  const films = new Map<string, PlannedFilm>();
  for (const { file, mapping } of choices) {
    if (mapping.target === 'none') continue;
    for (const row of selectedRows(file, mapping)) {
      const key = `${row.name}\u0000${row.year ?? ''}`;
      let film = films.get(key);
      if (!film) {
        film = { line: films.size + 1, name: row.name, year: row.year, uses: [] };
        films.set(key, film);
      }
      film.uses.push({ destination: mapping.target, row });
    }
  }
  return [...films.values()];
}

/** Where a film goes, as the result table says it: "Into your ratings (4½ stars), diary and favorites". */
export function destinationsText(i18n: I18n, film: Pick<PlannedFilm, 'uses'>): string {
  const parts: string[] = [];
  for (const destination of DESTINATIONS) {
    const uses = film.uses.filter((use) => use.destination === destination);
    if (uses.length === 0) continue;
    if (destination === 'ratings') {
      const rating = latest(uses)?.row.rating;
      const stars = rating ? starsLabel(i18n, rating) : '';
      parts.push(i18n._(rating ? msg`ratings (${stars})` : msg`ratings`));
    } else if (destination === 'diary') {
      const viewings = uses.length;
      parts.push(
        i18n._(
          viewings === 1
            ? msg`diary`
            : msg`diary (${plural(viewings, { one: '# viewing', other: '# viewings' })})`,
        ),
      );
    } else parts.push(i18n._(destination === 'watchlist' ? msg`watchlist` : msg`favorites`));
  }
  if (parts.length === 0) return '';
  const lists = listed(i18n, parts);
  return i18n._(msg`Into your ${lists}`);
}

const timeOf = (iso: string | null) => (iso === null ? -Infinity : Date.parse(iso));

/** The use with the latest date (the newest rating of a film rated twice). */
function latest(uses: readonly FilmUse[]): FilmUse | undefined {
  return uses.reduce<FilmUse | undefined>(
    (best, use) => (!best || timeOf(use.row.date) > timeOf(best.row.date) ? use : best),
    undefined,
  );
}

/** What a matched film is saved with: its display fields, and its genres for the charts. */
function detailsOf(candidate: MatchCandidate): BackupDiaryEntry['details'] {
  const { details } = toBackupTitle({ date: null }, candidate, new Date(0));
  return candidate.genre_ids ? { ...details, genre_ids: candidate.genre_ids } : details;
}

/** A diary id made from the Letterboxd entry, so that importing the same export twice adds nothing. */
export function letterboxdDiaryId(
  row: Pick<LetterboxdRow, 'uri' | 'watchedDate'>,
  mediaId: number,
) {
  const code = /([A-Za-z0-9]+)\/?$/.exec(row.uri)?.[1]?.slice(0, 16) ?? String(mediaId);
  return `lb-${code}-${(row.watchedDate ?? '').slice(0, 10).replace(/-/g, '')}`;
}

export interface ImportSections {
  ratings?: { byTitle: Record<string, BackupRating> };
  diary?: { entries: Record<string, BackupDiaryEntry> };
  watchlist?: { items: BackupTitle[] };
  favorites?: { items: BackupTitle[] };
}

export interface LetterboxdImport {
  /** The sections to merge, only those with something to import. */
  sections: ImportSections;
  /** Entries per destination. */
  counts: Partial<Record<Destination, number>>;
  /** Diary entries left out: the same title is in the diary on that day already. */
  alreadyLogged: number;
}

/**
 * What the matched films become (matched ones, and unsure ones when included):
 * - ratings: the film's rating, rated when Letterboxd says; rated twice, the later one;
 * - diary: one entry per Letterboxd entry, on its day, with its rewatch mark and no note (diary.csv
 *   carries none); an entry whose title the diary holds on that day already is left out;
 * - watchlist and favorites: the film once, added when Letterboxd says (the latest date).
 */
export function buildLetterboxdImport(
  matches: readonly { film: PlannedFilm; status: string; candidate?: MatchCandidate }[],
  includeUnsure: boolean,
  diary: Record<string, Pick<BackupDiaryEntry, 'id' | 'media_type' | 'media_id' | 'watched_on'>>,
  now: Date,
): LetterboxdImport {
  const ratings: Record<string, BackupRating> = {};
  const entries: Record<string, BackupDiaryEntry> = {};
  const lists: Record<'watchlist' | 'favorites', Map<number, BackupTitle>> = {
    watchlist: new Map(),
    favorites: new Map(),
  };
  const logged = new Set(
    Object.values(diary).map(
      (entry) => `${entry.media_type}-${entry.media_id}-${entry.watched_on}`,
    ),
  );
  let alreadyLogged = 0;

  for (const { film, status, candidate } of matches) {
    const taken = status === 'matched' || (includeUnsure && status === 'unsure');
    if (!taken || !candidate) continue;
    const details = detailsOf(candidate);
    const key = `movie-${candidate.id}`;
    const rated = latest(film.uses.filter((use) => use.destination === 'ratings'));
    if (rated?.row.rating) {
      ratings[key] = {
        media_id: candidate.id,
        media_type: 'movie',
        rating: rated.row.rating,
        rated_at: rated.row.date ?? now.toISOString(),
        details: toBackupTitle(rated.row, candidate, now).details,
      };
    }
    for (const { destination, row } of film.uses) {
      if (destination === 'diary' && row.watchedDate) {
        const day = row.watchedDate.slice(0, 10);
        const id = letterboxdDiaryId(row, candidate.id);
        if (logged.has(`${key}-${day}`) && !diary[id]) {
          alreadyLogged += 1;
          continue;
        }
        entries[id] = {
          id,
          media_id: candidate.id,
          media_type: 'movie',
          watched_on: day,
          rewatch: row.rewatch,
          note: '',
          logged_at: row.date ?? row.watchedDate,
          details,
        };
      } else if (destination === 'watchlist' || destination === 'favorites') {
        const entry = toBackupTitle(row, candidate, now);
        const earlier = lists[destination].get(candidate.id);
        if (!earlier || Date.parse(entry.added_at) > Date.parse(earlier.added_at))
          lists[destination].set(candidate.id, entry);
      }
    }
  }

  const sections: ImportSections = {};
  const counts: LetterboxdImport['counts'] = {};
  const ratingCount = Object.keys(ratings).length;
  if (ratingCount > 0) {
    sections.ratings = { byTitle: ratings };
    counts.ratings = ratingCount;
  }
  const entryCount = Object.keys(entries).length;
  if (entryCount > 0) {
    sections.diary = { entries };
    counts.diary = entryCount;
  }
  for (const list of ['watchlist', 'favorites'] as const) {
    if (lists[list].size === 0) continue;
    sections[list] = { items: [...lists[list].values()] };
    counts[list] = lists[list].size;
  }
  return { sections, counts, alreadyLogged };
}
