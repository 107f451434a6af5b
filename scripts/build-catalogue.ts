/**
 * `npm run catalogue:build`: rebuilds the committed demo-catalogue seed from `../shared/tmdb`
 * (or TMDB_CORPUS_DIR). Commit the result; the server loads it into SQLite on its next start.
 */
import fs from 'node:fs';
import path from 'node:path';

import { buildSeed } from './catalogue/build';
import { SEED_DIR, corpusDir } from './catalogue/paths';

const dir = corpusDir();
if (!fs.existsSync(path.join(dir, 'index.json'))) {
  console.error(`No TMDB corpus at ${dir}. Set TMDB_CORPUS_DIR to the folder holding index.json.`);
  process.exit(1);
}

const started = Date.now();
const files = buildSeed(dir);
fs.mkdirSync(SEED_DIR, { recursive: true });
for (const existing of fs.readdirSync(SEED_DIR)) {
  if (!files.has(existing)) fs.rmSync(path.join(SEED_DIR, existing));
}
let bytes = 0;
for (const [name, text] of files) {
  fs.writeFileSync(path.join(SEED_DIR, name), text);
  bytes += Buffer.byteLength(text);
}
console.log(files.get('manifest.json')?.trim());
console.log(
  `Wrote ${files.size} files (${(bytes / 1e6).toFixed(1)} MB) to ${path.relative(process.cwd(), SEED_DIR)} in ${Date.now() - started} ms.`,
);
