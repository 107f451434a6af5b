/**
 * The committed seed is exactly what `npm run catalogue:build` makes from the corpus, and it carries no
 * sentence of the corpus (overviews, taglines, biographies stay behind).
 */
import fs from 'node:fs';
import path from 'node:path';

import { buildSeed, findSentenceLeaks } from '../../scripts/catalogue/build';
import { corpusSentences } from '../../scripts/catalogue/corpus';
import { corpusDir, describeWithCorpus } from './helpers/corpus';

const SEED = path.resolve(__dirname, '..', '..', 'server', 'catalogue', 'seed');

describeWithCorpus('the committed demo seed', () => {
  let built: Map<string, string>;
  beforeAll(() => {
    built = buildSeed(corpusDir);
  }, 60_000);

  it('is what the builder makes from the corpus (run npm run catalogue:build after changing it)', () => {
    const committed = fs.readdirSync(SEED).sort();
    expect(committed).toEqual([...built.keys()].sort());
    for (const [name, text] of built) {
      expect({ name, same: fs.readFileSync(path.join(SEED, name), 'utf8') === text }).toEqual({
        name,
        same: true,
      });
    }
  });

  it('holds no sentence of the corpus', () => {
    const sentences = corpusSentences(corpusDir);
    expect(sentences.size).toBeGreaterThan(1000);
    const committed = new Map(
      fs.readdirSync(SEED).map((f) => [f, fs.readFileSync(path.join(SEED, f), 'utf8')]),
    );
    expect(findSentenceLeaks(committed, sentences)).toEqual([]);
  });

  it('would catch one that slipped in', () => {
    const sentences = corpusSentences(corpusDir);
    const leaked = [...sentences][0]!;
    const files = new Map([['movies.jsonl', JSON.stringify({ id: 1, overview: leaked })]]);
    expect(findSentenceLeaks(files, sentences)).toEqual([leaked]);
  });
});
