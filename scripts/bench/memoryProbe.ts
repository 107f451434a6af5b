/**
 * Loaded into the server by the soak (`node --import tsx --import ./memoryProbe.ts server/index.ts`):
 * every second, one JSON line of the process's memory on file descriptor 3, a pipe the soak reads.
 * The server itself carries no such code.
 */
import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';

/** Resident memory backed by files (the catalogue's memory map), from /proc on Linux; else null. */
function residentFileBytes(): number | null {
  try {
    const kb = /^RssFile:\s+(\d+)\s+kB/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    return kb ? Number(kb[1]) * 1024 : null;
  } catch {
    return null;
  }
}

if (isMainThread) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    const line = { rss, heapUsed, heapTotal, external, rssFile: residentFileBytes() };
    try {
      fs.writeSync(3, `${JSON.stringify(line)}\n`);
    } catch {
      // The soak has gone: nothing to report to.
    }
  }, 1_000).unref();
}
