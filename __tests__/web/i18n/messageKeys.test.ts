/**
 * How a message travels from the code to a page (issue 35): the project's Babel step
 * (scripts/babel-compiled-messages.cjs) keys a plain message by its English text, with no copy, and
 * any other by Lingui's hash with its English compiled beside it (scripts/message-key.cjs); the
 * catalogue loader (scripts/po-loader.cjs) keys translations the same way. Both run here as the build runs them (the project's .babelrc; the loader
 * on a .po text), and the page's Lingui reads one with the other.
 */
import path from 'node:path';

import { transformSync } from '@babel/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

import { makeI18n } from '@/app/i18n';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const poLoader = require('../../../scripts/po-loader.cjs') as (
  this: object,
  source: string,
) => string;

const ROOT = path.resolve(__dirname, '../../..');

const PLURAL = '{count, plural, one {# title} other {# titles}}';

/** `code` compiled as a file of the app is. */
function compile(code: string): string {
  return transformSync(code, { filename: path.join(ROOT, 'src/example.tsx'), cwd: ROOT })!.code!;
}

/** The messages the loader makes of a .po text. */
function load(po: string): Record<string, unknown> {
  const module = poLoader.call({ resourcePath: 'fr/messages.po' }, po);
  const json = /JSON\.parse\((".*")\);$/.exec(module)![1]!;
  return JSON.parse(JSON.parse(json) as string) as Record<string, unknown>;
}

const PO = `
msgid ""
msgstr ""
"Language: fr\\n"

msgid "Fan Favorites"
msgstr "Coups de cœur"

msgid "{count, plural, one {# title} other {# titles}}"
msgstr "{count, plural, one {# titre} other {# titres}}"

msgid "Untranslated"
msgstr ""
`;

describe('message keys', () => {
  it('writes a plain message as its own text, and compiles one with placeholders beside it', () => {
    const code = compile(
      [
        "import { msg, plural } from '@lingui/core/macro';",
        "import { useLingui } from '@lingui/react/macro';",
        'export const label = msg`Fan Favorites`;',
        'const keep = (descriptor: unknown) => descriptor;',
        'export const kept = keep(msg`Home`);',
        'export function useText(count: number) {',
        '  const { t } = useLingui();',
        "  const saved = t`${plural(count, { one: '# title', other: '# titles' })}`;",
        '  return [t`Open the menu`, t`${count} left`, saved];',
        '}',
      ].join('\n'),
    );
    expect(code).toContain('id: "Fan Favorites"');
    // A descriptor handed to a function of the app's stays a descriptor.
    expect(code).toMatch(/keep\(\s*\/\*i18n\*\/\s*\{\s*id: "Home"\s*\}\)/);
    expect(code).toMatch(/_t\(\s*\/\*i18n\*\/\s*"Open the menu"\)/);
    expect(code).toContain(`id: "${generateMessageId('{count} left')}"`);
    expect(code).toMatch(/message: \[\["count"\], " left"\]/);
    expect(code).toContain(`id: "${generateMessageId(PLURAL)}"`);
    expect(code).toMatch(
      /message: \[\["count", "plural", \{\s*"one": \["#", " title"\],\s*"other": \["#", " titles"\]\s*\}\]\]/,
    );
    // The English once: no uncompiled copies, no source text as a key beside a compiled one.
    expect(code).not.toMatch(/message: "/);
    expect(code).not.toContain('{count} left');
    expect(code).not.toContain(PLURAL);
  });

  it('loads translations under the same keys, leaving out the empty ones', () => {
    expect(load(PO)).toEqual({
      'Fan Favorites': ['Coups de cœur'],
      [generateMessageId(PLURAL)]: [
        ['count', 'plural', { one: ['#', ' titre'], other: ['#', ' titres'] }],
      ],
    });
  });

  it('shows the translation where there is one and the English elsewhere', () => {
    const french = makeI18n('fr', load(PO) as never);
    expect(french._('Fan Favorites')).toBe('Coups de cœur');
    expect(
      french._({
        id: generateMessageId(PLURAL),
        values: { count: 2 },
      }),
    ).toBe('2 titres');
    expect(french._('Untranslated')).toBe('Untranslated');
    const english = makeI18n('en');
    expect(english._('Open the menu')).toBe('Open the menu');
  });

  it('fails the build on a translation that is not a valid message', () => {
    const broken = `${PO}\nmsgid "Hello {name}"\nmsgstr "Bonjour {name"\n`;
    expect(() => load(broken)).toThrow(/fr\/messages\.po: "Hello \{name\}"/);
  });
});
