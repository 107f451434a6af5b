import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Where the committed seed lives (read by the server, written by the builder). */
export const SEED_DIR = path.join(ROOT, 'server', 'catalogue', 'seed');

/** The recorded TMDB corpus: TMDB_CORPUS_DIR, else `../shared/tmdb` beside the repository. */
export function corpusDir(): string {
  return process.env.TMDB_CORPUS_DIR ?? path.resolve(ROOT, '..', 'shared', 'tmdb');
}
