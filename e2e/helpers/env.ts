/**
 * What the browser journeys need on this machine: Debian's Chromium and a production build in dist/.
 * Without them the journeys skip visibly, or fail with the reason when REQUIRE_BROWSER=1 (CI).
 */
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DIST_DIR = path.join(REPO_ROOT, 'dist');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e', 'artifacts');
/** Debian's Chromium (package `chromium`); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Generous: a journey starts a browser context, loads a page at two widths and runs axe several times. */
export const JOURNEY_TIMEOUT_MS = 120_000;

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Why the journeys cannot run here, or an empty list. */
export function missingPrerequisites(): string[] {
  const missing: string[] = [];
  if (!isExecutable(CHROMIUM_PATH)) {
    missing.push(
      `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );
  }
  if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
    missing.push(`no production build in ${DIST_DIR} (run \`npm run build\` first)`);
  }
  return missing;
}

/**
 * `describe` for a file of journeys. When Chromium or dist/ is missing the block is skipped with the
 * reason in its name and on the console; with REQUIRE_BROWSER=1 it fails instead, naming what is missing.
 */
export function describeJourneys(name: string, body: () => void): void {
  const missing = missingPrerequisites();
  if (missing.length === 0) {
    describe(name, body);
    return;
  }
  const reason = missing.join('; ');
  if (process.env.REQUIRE_BROWSER === '1') {
    describe(name, () => {
      it('has Chromium and a production build (REQUIRE_BROWSER=1)', () => {
        throw new Error(`The browser journeys cannot run: ${reason}.`);
      });
    });
    return;
  }
  // Straight to stderr: jest does not print the console of a file whose tests all skip.
  process.stderr.write(
    `\nSkipping the browser journeys "${name}": ${reason}. Set REQUIRE_BROWSER=1 to fail instead.\n`,
  );
  describe.skip(`${name} (skipped: ${reason})`, body);
}
