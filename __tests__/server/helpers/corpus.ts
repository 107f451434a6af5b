import fs from 'node:fs';
import path from 'node:path';

import type { CorpusEntry } from '../../../scripts/catalogue/corpus';
import { corpusDir as corpusDirectory } from '../../../scripts/catalogue/paths';

/** The recorded TMDB corpus beside the repository (`../shared/tmdb`), or TMDB_CORPUS_DIR. */
export const corpusDir = corpusDirectory();

export const hasCorpus = fs.existsSync(path.join(corpusDir, 'index.json'));

export type { CorpusEntry };

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

/** index.json rows. */
export function corpusIndex(): CorpusEntry[] {
  return JSON.parse(fs.readFileSync(path.join(corpusDir, 'index.json'), 'utf8')) as CorpusEntry[];
}

/** A recorded body, parsed. */
export function corpusBody(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(corpusDir, file), 'utf8'));
}
