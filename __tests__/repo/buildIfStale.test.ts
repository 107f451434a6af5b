/**
 * `npm start`'s build step (scripts/build-if-stale.ts) on a fresh clone: one line before the build and
 * one after, not webpack's statistics (issue 22, item 12). webpack itself is stood in for by a function
 * that writes what a build writes (its real run is `npm run build`'s business); the rest is the script's
 * own code over a project folder of its own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { RunResult } from '../../scripts/build-if-stale';
import { buildIfStale } from '../../scripts/build-if-stale';
import { BUDGET_BYTES, ROUTES } from '../../scripts/bundle-size';

/** webpack's statistics as `npm run build` prints them: what a start must not print. */
const STATISTICS = Array.from(
  { length: 200 },
  (_, i) => `asset assets/${i}.0123456789.js 1 KiB [emitted] [immutable] [minimized]`,
).join('\n');

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-build-'));
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src', 'index.tsx'), 'export {};\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A stand-in for webpack that writes a build whose first load weighs about `bytes` per page. */
function fakeWebpack(bytes: number, result: Partial<RunResult> = {}) {
  const calls: string[][] = [];
  const run = (args: string[], cwd: string): RunResult => {
    calls.push(args);
    const dist = path.join(cwd, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Marquee</title>');
    // Random bytes: gzip cannot shrink them, so the measured size is what is written.
    fs.writeFileSync(path.join(dist, 'assets', 'main.js'), crypto.randomBytes(bytes));
    const groups = Object.fromEntries(
      ['main', ...Object.values(ROUTES)].map((group) => [group, ['assets/main.js']]),
    );
    fs.writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ groups }));
    const quiet = args.includes('errors-warnings');
    return {
      status: 0,
      output: quiet ? 'webpack compiled successfully\n' : `${STATISTICS}\n`,
      ...result,
    };
  };
  return { calls, run };
}

function start(run: (args: string[], cwd: string) => RunResult) {
  const lines: string[] = [];
  const code = buildIfStale({ root, runWebpack: run, log: (line) => lines.push(line) });
  return { code, lines };
}

/** The budget as the messages write it: `180.0`. */
const BUDGET_KB = (BUDGET_BYTES / 1024).toFixed(1);

describe('npm start on a fresh clone', () => {
  it('says it is building, then one line of summary, and none of webpack statistics', () => {
    const webpack = fakeWebpack(100 * 1024);
    const { code, lines } = start(webpack.run);
    expect(code).toBe(0);
    expect(webpack.calls).toEqual([['--mode', 'production', '--stats', 'errors-warnings']]);
    expect(lines).toHaveLength(2);
    // What it takes, honestly: not 'about a minute' for a build of about three (issue 31, item 19).
    expect(lines[0]).toBe(
      'Building the web app into dist/, once (a few minutes: about three on a 2-core machine) ...',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^Built dist/ in \\d+ s; the heaviest page \\(/[^)]*\\) loads 100\\.\\d KB of JavaScript, within the ${BUDGET_KB} KB budget\\. Full statistics: npm run build\\.$`,
      ),
    );
  });

  it('builds nothing and says nothing when dist/ is from these sources', () => {
    start(fakeWebpack(1024).run);
    const again = fakeWebpack(1024);
    expect(start(again.run)).toEqual({ code: 0, lines: [] });
    expect(again.calls).toHaveLength(0);
  });

  it('says so when the sources changed since the last build, and rebuilds', () => {
    start(fakeWebpack(1024).run);
    fs.writeFileSync(path.join(root, 'src', 'index.tsx'), 'export const changed = 1;\n');
    const again = fakeWebpack(1024);
    const { code, lines } = start(again.run);
    expect(code).toBe(0);
    expect(again.calls).toHaveLength(1);
    expect(lines[0]).toBe(
      'The web app changed since the last build: rebuilding dist/ (a few minutes: about three on a 2-core machine) ...',
    );
  });

  it("shows webpack's output when it fails, and stops the start", () => {
    const failing = fakeWebpack(1024, {
      status: 2,
      output: "ERROR in ./src/index.tsx\nModule not found: Error: Can't resolve './x'\n",
    });
    const { code, lines } = start(failing.run);
    expect(code).toBe(2);
    expect(lines.join('\n')).toContain("Module not found: Error: Can't resolve './x'");
    expect(lines.at(-1)).toBe('Marquee cannot start: the web app build failed (see above).');
    // Not recorded as built: the next start tries again.
    expect(fs.existsSync(path.join(root, 'dist', '.build-inputs'))).toBe(false);
  });

  it('stops the start when a page goes over the budget, naming it', () => {
    const { code, lines } = start(fakeWebpack(BUDGET_BYTES + 4096).run);
    expect(code).toBe(1);
    // About 4 KB over: gzip adds a few bytes to the random ones.
    const over = new RegExp(`^ {2}/movies: ${BUDGET_BYTES / 1024 + 4}\\.\\d KB, over the budget$`);
    expect(lines.some((line) => over.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Marquee cannot start: \\d+ page\\(s\\) load more than ${BUDGET_KB} KB`),
    );
  });
});
