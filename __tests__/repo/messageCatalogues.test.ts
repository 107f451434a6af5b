/**
 * Every language's catalogue (src/locales/<tag>/messages.po) against the messages the code has now
 * (issue 35): extracted the way `npx lingui extract` does, from the same configuration
 * (lingui.config.ts). A message the code gained and a catalogue lacks, a translation left empty, one
 * that drops or invents a placeholder, or a catalogue entry no code uses any more fails here, naming
 * the language and the message. `npx lingui extract` then the translation mends it.
 */
import path from 'node:path';

import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';

import { DEFAULT_LOCALE, LOCALES } from '../../common/locales';

const ROOT = path.resolve(__dirname, '../..');

/** The placeholders of a message: its values ({name}, plurals' subjects) and its tags (<0>). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  // A compiled message is a list of parts: text, or a placeholder [name, format?, branches?], whose
  // branches are messages again.
  const visitMessage = (parts: unknown): void => {
    if (typeof parts === 'string') return visitText(parts);
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (typeof part === 'string') {
        visitText(part);
        continue;
      }
      const [name, , branches] = part as [string, unknown, unknown];
      found.add(`{${name}}`);
      if (branches && typeof branches === 'object') Object.values(branches).forEach(visitMessage);
    }
  };
  const visitText = (text: string) => {
    for (const tag of text.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
  };
  visitMessage(compileMessage(message));
  return [...found].sort();
}

interface Catalogues {
  /** The messages in the code: id -> English text. */
  code: Map<string, string>;
  /** Each language's catalogue: id -> translation. */
  languages: Record<string, Record<string, string | undefined>>;
}

let catalogues: Promise<Catalogues> | undefined;

function readCatalogues(): Promise<Catalogues> {
  return (catalogues ??= (async () => {
    const config = getConfig({ cwd: ROOT, configPath: path.join(ROOT, 'lingui.config.ts') });
    const [catalog, ...others] = await getCatalogs(config);
    if (!catalog || others.length > 0) throw new Error('Expected one catalogue configuration.');
    const extracted = await catalog.collect();
    if (!extracted) throw new Error('Lingui could not extract the messages.');
    const code = new Map(
      Object.entries(extracted).map(([id, entry]) => [id, entry.message ?? id] as const),
    );
    const all = await catalog.readAll();
    const languages = Object.fromEntries(
      Object.entries(all).map(([locale, entries]) => [
        locale,
        Object.fromEntries(
          Object.entries(entries ?? {}).map(([id, entry]) => [id, entry.translation]),
        ),
      ]),
    );
    return { code, languages };
  })());
}

const TRANSLATED = LOCALES.map((locale) => locale.tag).filter((tag) => tag !== DEFAULT_LOCALE);

describe('the message catalogues', () => {
  // Extraction runs Babel over the app: slow the first time on a cold machine.
  jest.setTimeout(120_000);

  it('find the messages in the code', async () => {
    const { code } = await readCatalogues();
    expect(code.size).toBeGreaterThan(0);
    expect([...code.values()]).toContain('Ready for something to watch?');
  });

  it.each(TRANSLATED)('%s has every message of the code, translated', async (tag) => {
    const { code, languages } = await readCatalogues();
    const catalogue = languages[tag] ?? {};
    const missing = [...code]
      .filter(([id]) => !catalogue[id]?.trim())
      .map(([, message]) => message);
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATED)('%s has no message the code no longer uses', async (tag) => {
    const { code, languages } = await readCatalogues();
    const stale = Object.keys(languages[tag] ?? {}).filter((id) => !code.has(id));
    expect(stale).toEqual([]);
  });

  it.each(TRANSLATED)(
    "%s keeps each message's placeholders and tags, no more, no fewer",
    async (tag) => {
      const { code, languages } = await readCatalogues();
      const catalogue = languages[tag] ?? {};
      const wrong = [...code].flatMap(([id, message]) => {
        const translation = catalogue[id];
        if (!translation) return [];
        let ok: boolean;
        try {
          ok = JSON.stringify(placeholders(translation)) === JSON.stringify(placeholders(message));
        } catch {
          ok = false;
        }
        return ok ? [] : [`${message} -> ${translation}`];
      });
      expect(wrong).toEqual([]);
    },
  );
});

describe('placeholders', () => {
  it('are the values and tags a message names', () => {
    expect(placeholders('© {year} {siteName}. <0>TMDB</0>')).toEqual([
      '<0>',
      '{siteName}',
      '{year}',
    ]);
    expect(placeholders('{count, plural, one {# title} other {# titles by {name}}}')).toEqual([
      '{count}',
      '{name}',
    ]);
    expect(placeholders('Plain')).toEqual([]);
  });
});
