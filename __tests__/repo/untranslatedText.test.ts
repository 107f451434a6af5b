/**
 * Issue 35: in a translated file (eslint.config.mjs, TRANSLATED_FILES) a sentence written as a literal
 * fails the lint, through the real ESLint command and config; the same sentence as a message passes.
 */
import { lintAs } from './helpers/lint';

const RULE = 'lingui/no-unlocalized-strings';

/** The lines at which ESLint reports untranslated text in `code`, linted as the file `file`. */
async function untranslated(file: string, code: string): Promise<number[]> {
  return (await lintAs(file, code)).filter((m) => m.ruleId === RULE).map((m) => m.line);
}

const FILE = 'src/components/layout/Footer.tsx';

describe('untranslated text', () => {
  jest.setTimeout(60_000);

  it('fails the lint in a translated file: text, labels and menu entries', async () => {
    const code = [
      "import { Trans } from '@lingui/react/macro';",
      'export const A = () => <p>Ready for something to watch?</p>;',
      'export const B = () => <button aria-label="Open the menu">x</button>;',
      "export const C = [{ label: 'Fan Favorites', to: '/fan-favorites' }];",
      'export const D = () => <Trans>Ready for something to watch?</Trans>;',
    ].join('\n');
    expect(await untranslated(FILE, code)).toEqual([2, 3, 4]);
  });

  it('lets paths, keys, style values and messages through', async () => {
    const code = [
      "import { msg } from '@lingui/core/macro';",
      "import { Trans, useLingui } from '@lingui/react/macro';",
      "export const A = [{ key: 'quick-links', label: msg`Fan Favorites`, to: '/fan-favorites' }];",
      'export function B() {',
      '  const { t } = useLingui();',
      '  return <p aria-label={t`Open the menu`} style={{ margin: 0 }} data-kind="menu"><Trans>Menu</Trans></p>;',
      '}',
    ].join('\n');
    expect(await untranslated(FILE, code)).toEqual([]);
  });
});
