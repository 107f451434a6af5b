/**
 * Run by nameIndex.test.ts in a process of its own (`node --expose-gc --import tsx`), so that nothing
 * else lives in the heap it measures: the JS heap the demo dictionary takes in a NameIndex, after full
 * collections, beside the index's own estimate. Prints one JSON line: { taken, estimated }.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openCatalogue } from '../../../server/catalogue/catalogueDb';
import { NameIndex } from '../../../server/suggest/nameIndex';
import { demoNames } from '../../../server/suggest/suggestions';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-name-bytes-'));
try {
  const { db } = openCatalogue({ dataDir: dir });
  const records = demoNames(db);
  db.close();
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const index = new NameIndex();
  index.addAll(records);
  gc();
  gc();
  const taken = process.memoryUsage().heapUsed - before;
  // The index is read after the measure, so that it is alive during it.
  console.log(
    JSON.stringify({ taken, estimated: index.bytes, held: index.has('movie', records[0]!.id) }),
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
