import fs from 'node:fs';
import path from 'node:path';

/** One row of `../shared/tmdb/index.json`. */
export interface CorpusEntry {
  file: string;
  request: string;
  status: number;
  provenance: string;
  categories: string[];
}

/** A recorded body with what we know about where and when it came from. */
export interface Recording {
  entry: CorpusEntry;
  /** Path segments of the request, e.g. ['movie', '550', 'credits']. Placeholders stay as written. */
  segments: string[];
  query: URLSearchParams;
  body: unknown;
  /** Approximate recording year: newer recordings win when sources disagree. */
  era: number;
}

/**
 * Approximate recording year of each source (from SOURCES.md). Where sources disagree about a title the
 * newest full recording wins; hand-trimmed and 2013-2015 recordings rank below every full one.
 */
const SOURCE_ERA: Record<string, number> = {
  'jdrouet__tmdb-api': 2025,
  'yunjie-li__tmdb-swift': 2025,
  'c-eg__themoviedbapi': 2024,
  'arriagada689__movie-vault': 2024,
  leandcesar__themoviedb: 2022,
  'MoviebaseApp__tmdb-kotlin': 2022,
  '18Months__themoviedb-api': 2022,
  CarlosOliveiraa__movie_challenger: 2022,
  'chiiya__tmdb-api-php': 2021,
  'shljshlj__bit-show': 2021,
  'Klemensas__seenit-server': 2019,
  Flexget__Flexget: 2018,
  adamayoung__TMDb: 2023,
  'php-tmdb__api': 2014,
  pjones__themoviedb: 2014,
};

function eraOf(entry: CorpusEntry): number {
  const source = entry.file.split('/')[0] ?? '';
  let era = SOURCE_ERA[source] ?? 2015;
  // jdrouet keeps its 2022 recordings beside the refreshed ones under a `__2022` suffix.
  if (entry.file.includes('__2022')) era = 2022;
  if (entry.provenance === 'real-old') era = 2014;
  if (entry.provenance === 'trimmed' || entry.provenance === 'possibly-trimmed') era -= 20;
  return era;
}

function isEnglish(query: URLSearchParams): boolean {
  const language = query.get('language');
  return language === null || language.toLowerCase().startsWith('en');
}

/** Every successful, English recording of the corpus, oldest first so later merges see newer data last. */
export function readCorpus(corpusDir: string): Recording[] {
  const index = JSON.parse(
    fs.readFileSync(path.join(corpusDir, 'index.json'), 'utf8'),
  ) as CorpusEntry[];
  const out: Recording[] = [];
  for (const entry of index) {
    if (entry.status !== 200 || !entry.request.startsWith('/')) continue;
    // Requests may carry a note after a space ("/movie/{id}/similar (id not recorded)").
    const request = entry.request.split(' ')[0] ?? '';
    const q = request.indexOf('?');
    const rawPath = q < 0 ? request : request.slice(0, q);
    const rawQuery = q < 0 ? '' : request.slice(q + 1);
    const query = new URLSearchParams(rawQuery);
    if (!isEnglish(query)) continue;
    const body: unknown = JSON.parse(fs.readFileSync(path.join(corpusDir, entry.file), 'utf8'));
    out.push({
      entry,
      segments: rawPath.split('/').filter(Boolean),
      query,
      body,
      era: eraOf(entry),
    });
  }
  return out.sort((a, b) => a.era - b.era || a.entry.file.localeCompare(b.entry.file));
}

/** Every long free-text field (overview, biography, tagline...) in the corpus: none may reach the seed. */
export function corpusSentences(corpusDir: string, minLength = 30): Set<string> {
  const found = new Set<string>();
  const fields = new Set(['overview', 'biography', 'tagline', 'content', 'description']);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (fields.has(key) && typeof v === 'string' && v.length >= minLength) found.add(v);
        else visit(v);
      }
    }
  };
  const index = JSON.parse(
    fs.readFileSync(path.join(corpusDir, 'index.json'), 'utf8'),
  ) as CorpusEntry[];
  for (const entry of index) {
    visit(JSON.parse(fs.readFileSync(path.join(corpusDir, entry.file), 'utf8')));
  }
  return found;
}
