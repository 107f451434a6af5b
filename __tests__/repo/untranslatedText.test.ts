/**
 * Issue 35: in a translated file (eslint.config.mjs, TRANSLATED_FILES) a sentence written as a literal
 * fails the lint, through the real ESLint command and config; the same sentence as a message passes.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');
const RULE = 'lingui/no-unlocalized-strings';

/** The lines at which ESLint reports untranslated text in `code`, linted as the file `file`. */
function untranslated(file: string, code: string): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(ESLINT, ['--format', 'json', '--stdin', '--stdin-filename', file], {
      cwd: ROOT,
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const [result] = JSON.parse(stdout) as { messages: { ruleId: string; line: number }[] }[];
        resolve((result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.line));
      } catch {
        reject(new Error(`ESLint gave no JSON report: ${stdout}`));
      }
    });
    child.stdin.end(code);
  });
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
