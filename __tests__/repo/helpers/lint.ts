/**
 * Lints a piece of code as if it stood in a given file, through the real ESLint command and config
 * (eslint.config.mjs): the repository tests of lint rules (import boundaries, untranslated text).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

export interface LintMessage {
  ruleId: string | null;
  message: string;
  line: number;
}

/** ESLint's messages for `code` linted as the file `file`. */
export function lintAs(file: string, code: string): Promise<LintMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(ESLINT, ['--format', 'json', '--stdin', '--stdin-filename', file], {
      cwd: ROOT,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const [result] = JSON.parse(stdout) as { messages: LintMessage[] }[];
        resolve(result?.messages ?? []);
      } catch {
        reject(new Error(`ESLint gave no JSON report: ${stderr || stdout}`));
      }
    });
    child.stdin.end(code);
  });
}
