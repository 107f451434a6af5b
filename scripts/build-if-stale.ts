/**
 * `npm start` runs this first: it builds the web app when dist/ is missing or was built from other
 * sources, so a fresh clone or a pull never serves an old bundle. The inputs' content hash is kept in
 * dist/.build-inputs. Skipped when DIST_DIR points elsewhere (the operator builds that folder).
 *
 * A newcomer's first `npm start` should say what it is doing and then where the site is, not print
 * webpack's statistics: one line before the build and one after it (how long it took and the heaviest
 * page's JavaScript against the budget). webpack's own output shows only when it has warnings or
 * fails; the full statistics are `npm run build`'s.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { BUDGET_BYTES, measure } from './bundle-size';

const ROOT = path.resolve(__dirname, '..');
const INPUTS = [
  'src',
  'common',
  'public',
  'webpack.config.ts',
  '.babelrc',
  'tsconfig.json',
  'package-lock.json',
];

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)));
}

/** One hash over every input file's path and bytes, in a stable order. */
export function inputsHash(root = ROOT): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => filesUnder(root, entry)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** What running a command gave: its exit status and everything it printed. */
export interface RunResult {
  status: number | null;
  output: string;
}

export interface BuildIfStaleOptions {
  root?: string;
  /** Runs webpack (args after `webpack`) in `root`; a real child process unless a test brings one. */
  runWebpack?: (args: string[], root: string) => RunResult;
  log?: (line: string) => void;
  /** Milliseconds now, for the build's duration. */
  now?: () => number;
}

/** How long a production build takes, as measured: about three minutes on a 2-core machine. */
export const BUILD_TIME = 'a few minutes: about three on a 2-core machine';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function runWebpackProcess(args: string[], root: string): RunResult {
  const result = spawnSync(
    process.execPath,
    [require.resolve('webpack/bin/webpack.js', { paths: [root] }), ...args],
    { cwd: root, encoding: 'utf8', env: process.env },
  );
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/**
 * Builds dist/ when its recorded inputs hash is not the sources' one. Returns the exit code the start
 * should stop with (non-zero), or 0 to go on serving.
 */
export function buildIfStale({
  root = ROOT,
  runWebpack = runWebpackProcess,
  log = (line) => console.log(line),
  now = Date.now,
}: BuildIfStaleOptions = {}): number {
  const dist = path.join(root, 'dist');
  const stamp = path.join(dist, '.build-inputs');
  const wanted = inputsHash(root);
  const built =
    fs.existsSync(path.join(dist, 'index.html')) && fs.existsSync(stamp)
      ? fs.readFileSync(stamp, 'utf8').trim()
      : null;
  if (built === wanted) return 0;

  log(
    built
      ? `The web app changed since the last build: rebuilding dist/ (${BUILD_TIME}) ...`
      : `Building the web app into dist/, once (${BUILD_TIME}) ...`,
  );
  const started = now();
  const webpack = runWebpack(['--mode', 'production', '--stats', 'errors-warnings'], root);
  const warned = /\bWARNING\b/.test(webpack.output);
  if (webpack.status !== 0 || warned) log(webpack.output.trimEnd());
  if (webpack.status !== 0) {
    log('Marquee cannot start: the web app build failed (see above).');
    return webpack.status ?? 1;
  }

  const routes = measure(dist);
  const heaviest = routes.reduce((most, route) => (route.bytes > most.bytes ? route : most));
  const over = routes.filter((route) => route.bytes > BUDGET_BYTES);
  const seconds = Math.round((now() - started) / 1000);
  if (over.length) {
    for (const route of over) log(`  ${route.route}: ${kb(route.bytes)}, over the budget`);
    log(
      `Marquee cannot start: ${over.length} page(s) load more than ${kb(BUDGET_BYTES)} of JavaScript (npm run build lists every file).`,
    );
    return 1;
  }
  fs.writeFileSync(stamp, `${wanted}\n`);
  log(
    `Built dist/ in ${seconds} s; the heaviest page (${heaviest.route}) loads ${kb(heaviest.bytes)} of JavaScript, within the ${kb(BUDGET_BYTES)} budget. Full statistics: npm run build.`,
  );
  return 0;
}

if (require.main === module) {
  if (!process.env.DIST_DIR || path.resolve(process.env.DIST_DIR) === path.join(ROOT, 'dist')) {
    const code = buildIfStale();
    if (code !== 0) process.exit(code);
  }
}
