/**
 * What the README tells a newcomer about the first run agrees with what the code does (issue 31,
 * item 19): the build's time as `npm start` says it, the terminal's quiet log, and accounts that exist.
 */
import fs from 'node:fs';
import path from 'node:path';

import { SLOW_REQUEST_MS } from '../../server/logger';
import { BUILD_TIME } from '../../scripts/build-if-stale';

/** The README as one line of text: its sentences wrap anywhere. */
const readme = fs
  .readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8')
  .replace(/\s+/g, ' ');

describe('the README', () => {
  it("gives the first build's time as npm start says it", () => {
    expect(BUILD_TIME).not.toMatch(/about a minute/);
    expect(readme).toContain(BUILD_TIME.replace(/^a few minutes: /, ''));
  });

  it("describes the terminal's quiet log and how to see every request", () => {
    expect(SLOW_REQUEST_MS).toBe(1000);
    expect(readme).toContain('or took a second or more; every other request is logged at `debug`');
    expect(readme).toContain('`LOG_LEVEL=debug npm start` shows them all');
    expect(readme).toContain("it writes pino's JSON lines, one per request");
  });

  it('no longer says that sign-in does not exist', () => {
    expect(readme).not.toMatch(/sign-in\W+does not exist/i);
    expect(readme).toContain('**Sign-in** is optional');
  });
});
