/**
 * `npm start` runs this first: it builds the web app when dist/ is missing or was built from other
 * sources, so a fresh clone or a pull never serves an old bundle. The inputs' content hash is kept in
 * dist/.build-inputs. Skipped when DIST_DIR points elsewhere (the operator builds that folder).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.build-inputs');
const INPUTS = [
  'src',
  'common',
  'public',
  'webpack.config.ts',
  '.babelrc',
  'tsconfig.json',
  'package-lock.json',
];

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(ROOT, path.join(dirent.parentPath, dirent.name)));
}

/** One hash over every input file's path and bytes, in a stable order. */
export function inputsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function main(): void {
  if (process.env.DIST_DIR && path.resolve(process.env.DIST_DIR) !== DIST) return;
  const wanted = inputsHash();
  const built =
    fs.existsSync(path.join(DIST, 'index.html')) && fs.existsSync(STAMP)
      ? fs.readFileSync(STAMP, 'utf8').trim()
      : null;
  if (built === wanted) return;
  console.log(
    built
      ? 'The web app changed since the last build: rebuilding dist/ ...'
      : 'Building the web app into dist/ ...',
  );
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Marquee cannot start: the web app build failed (see above).');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(STAMP, `${wanted}\n`);
}

main();
