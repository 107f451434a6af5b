/**
 * The compile hint on the first load's large scripts (webpack.config.ts, CompileHintPlugin; issue 34
 * §5): the build as `npm run build` made it (npm test builds first). Each script of 16 KB or more in a
 * named chunk group starts with Chromium's `//# allFunctionsCalledOnLoad` line, smaller ones and the
 * loader do not, and a hinted script's source map still points at the right lines (its first line, the
 * hint, maps to nothing).
 */
import fs from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(__dirname, '../../dist');
const HINT = '//# allFunctionsCalledOnLoad\n';
const MIN_BYTES = 16 * 1024;

function groups(): Record<string, string[]> {
  const file = path.join(DIST, 'build-manifest.json');
  if (!fs.existsSync(file))
    throw new Error('No dist/build-manifest.json: run `npm run build` first.');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { groups: Record<string, string[]> }).groups;
}

describe('the compile hint', () => {
  it('starts every script of 16 KB or more that a page loads, and no smaller one', () => {
    const { boot = [], ...pages } = groups();
    const scripts = new Set(
      Object.values(pages)
        .flat()
        .filter((file) => file.endsWith('.js')),
    );
    const hinted: string[] = [];
    for (const file of scripts) {
      const text = fs.readFileSync(path.join(DIST, file), 'utf8');
      const large = Buffer.byteLength(text) >= MIN_BYTES + HINT.length;
      expect([file, text.startsWith(HINT)]).toEqual([file, large]);
      if (large) hinted.push(file);
    }
    // The libraries and the app's entry are among them.
    for (const name of ['vendor-react', 'vendor-mui', 'vendor-redux', 'main']) {
      expect(hinted.some((file) => path.basename(file).startsWith(`${name}.`))).toBe(true);
    }
    for (const file of boot) {
      expect(fs.readFileSync(path.join(DIST, file), 'utf8').startsWith(HINT)).toBe(false);
    }
  });

  it("keeps each hinted script's source map in step: its comment lines map to nothing, its code does", () => {
    const { main = [] } = groups();
    const hinted = main.filter(
      (file) =>
        file.endsWith('.js') && fs.readFileSync(path.join(DIST, file), 'utf8').startsWith(HINT),
    );
    expect(hinted.length).toBeGreaterThan(3);
    for (const file of hinted) {
      const lines = fs.readFileSync(path.join(DIST, file), 'utf8').split('\n');
      const { mappings } = JSON.parse(fs.readFileSync(path.join(DIST, `${file}.map`), 'utf8')) as {
        mappings: string;
      };
      // VLQ mappings go line by line, separated by ';': the leading empty ones are the lines without
      // code (the hint, a licence pointer), and the first mapped line is the first line of code.
      const unmapped = /^;*/.exec(mappings)![0].length;
      expect([file, unmapped >= 1]).toEqual([file, true]);
      expect(lines.slice(0, unmapped).every((line) => /^(\/\/|\/\*)/.test(line))).toBe(true);
      expect([file, /^(\/\/|\/\*)/.test(lines[unmapped]!)]).toEqual([file, false]);
    }
  });
});
