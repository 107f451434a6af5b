import fs from 'node:fs';
import path from 'node:path';

/** The recorded TMDB corpus beside the repository (`../shared/tmdb`), or TMDB_CORPUS_DIR. */
export const corpusDir =
  process.env.TMDB_CORPUS_DIR ?? path.resolve(__dirname, '..', '..', '..', '..', 'shared', 'tmdb');

export const hasCorpus = fs.existsSync(path.join(corpusDir, 'index.json'));

const required = process.env.REQUIRE_TMDB_CORPUS === '1';

/**
 * `describe` for tests that replay the corpus. Without the corpus they are skipped, visibly (Jest lists
 * them as skipped and a warning names the folder); with REQUIRE_TMDB_CORPUS=1 a missing corpus fails.
 */
export function describeWithCorpus(name: string, fn: () => void): void {
  if (hasCorpus) {
    describe(name, fn);
    return;
  }
  if (required) {
    describe(name, () => {
      it('has the TMDB corpus (REQUIRE_TMDB_CORPUS=1)', () => {
        throw new Error(`REQUIRE_TMDB_CORPUS=1 but there is no corpus at ${corpusDir}`);
      });
    });
    return;
  }
  console.warn(`Skipping "${name}": no TMDB corpus at ${corpusDir}`);
  // describe.skip would still run the block, which reads the corpus: list one skipped test instead.
  describe(name, () => {
    it.skip(`needs the TMDB corpus at ${corpusDir}`, () => undefined);
  });
}

export interface CorpusEntry {
  file: string;
  request: string;
  status: number;
  provenance: string;
  categories: string[];
}

/** index.json rows. */
export function corpusIndex(): CorpusEntry[] {
  return JSON.parse(fs.readFileSync(path.join(corpusDir, 'index.json'), 'utf8')) as CorpusEntry[];
}

/** A recorded body, parsed. */
export function corpusBody(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(corpusDir, file), 'utf8'));
}
