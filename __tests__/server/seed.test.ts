/**
 * The committed seed is exactly what `npm run catalogue:build` makes from the corpus, and it carries no
 * sentence of the corpus (overviews, taglines, biographies stay behind).
 */
import fs from 'node:fs';
import path from 'node:path';

import { buildSeed, findSentenceLeaks } from '../../scripts/catalogue/build';
import { corpusSentences, readCorpus } from '../../scripts/catalogue/corpus';
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

  it("gives no title a credit that a season of another show lists (a fixture's pasted cast)", () => {
    // Every credit id in every recorded season or episode body, with the show it belongs to.
    const showOf = new Map<string, string>();
    const walk = (value: unknown, show: string): void => {
      if (Array.isArray(value)) value.forEach((item) => walk(item, show));
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'credit_id' && typeof inner === 'string') showOf.set(inner, show);
          else walk(inner, show);
        }
      }
    };
    for (const { segments, body } of readCorpus(corpusDir)) {
      if (segments[0] === 'tv' && segments[2] === 'season' && /^\d+$/.test(segments[1] ?? '')) {
        walk(body, `tv:${segments[1]}`);
      }
    }
    expect(showOf.size).toBeGreaterThan(100);
    const credits = fs
      .readFileSync(path.join(SEED, 'credits.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(
        (line) => JSON.parse(line) as { credit_id: string; media_type: string; media_id: number },
      );
    const misplaced = credits.filter((credit) => {
      const show = showOf.get(credit.credit_id);
      return show !== undefined && show !== `${credit.media_type}:${credit.media_id}`;
    });
    expect(misplaced).toEqual([]);
  });

  it('would catch one that slipped in', () => {
    const sentences = corpusSentences(corpusDir);
    const leaked = [...sentences][0]!;
    const files = new Map([['movies.jsonl', JSON.stringify({ id: 1, overview: leaked })]]);
    expect(findSentenceLeaks(files, sentences)).toEqual([leaked]);
  });
});
