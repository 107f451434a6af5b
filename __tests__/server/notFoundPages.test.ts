/**
 * Addresses that name nothing the catalogue holds (issue 31): a season or an episode a show does not
 * have, a show, movie or person it does not know below its own page, a person or collection named by
 * a name a search finds no one for, and /actor naming no one. Each
 * is the not-found page with a 404 from the server, rendered or not, and the server logs nothing
 * above info for it (a render that waited on the missing answer used to log an ERROR). The real
 * server over the demo catalogue, with the build's renderer (`npm run build` first; `npm test` builds).
 */
import fs from 'node:fs';
import path from 'node:path';

import { loadRenderer } from '../../server/render/serverRender';
import type { DemoApp } from './helpers/demoApp';
import { startDemoApp, wrappedDemoSource } from './helpers/demoApp';

jest.setTimeout(120_000);

const BUILD = path.resolve(__dirname, '../../dist');

function builtApp(): Record<string, string> {
  const index = path.join(BUILD, 'index.html');
  if (!fs.existsSync(path.join(BUILD, 'ssr', 'render.js')) || !fs.existsSync(index)) {
    throw new Error(`No build in ${BUILD}: run \`npm run build\` first (npm test builds first).`);
  }
  return {
    'index.html': fs.readFileSync(index, 'utf8'),
    'build-manifest.json': fs.readFileSync(path.join(BUILD, 'build-manifest.json'), 'utf8'),
  };
}

const SHOW = '1399-game-of-thrones';
const UNKNOWN = '1900000001-nothing-here';

const NOT_FOUND: [string, string][] = [
  [`/tv/${SHOW}/episodes/99`, 'a season the show does not have'],
  [`/player/tv/${SHOW}/9/1`, 'the player of a season the show does not have'],
  [`/player/tv/${SHOW}/1/99`, 'the player of an episode the season does not have'],
  [`/tv/${UNKNOWN}/episodes/1`, 'a season of an unknown show'],
  [`/player/tv/${UNKNOWN}/1/1`, 'the player of an unknown show'],
  [`/player/movie/${UNKNOWN}`, 'the player of an unknown movie'],
  [`/actor/${UNKNOWN}/movies`, 'the filmography of an unknown person'],
  ['/actor/nobody-by-this-name', 'a person named by a name no one has'],
  ['/actor/nobody-by-this-name/tv', 'the filmography of a name no one has'],
  ['/collection/no-such-collection-anywhere', 'a collection named by a name none has'],
  ['/actor', 'the actor path without a name'],
  ['/actor/', 'the actor path without a name, with its slash'],
];

/** The log's lines as objects. */
const parsed = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as { level: number; msg: string });

describe.each([
  ['rendered by the server', true],
  ['sent as the shell (no renderer)', false],
])('not-found pages %s', (_how, rendering) => {
  let demo: DemoApp;
  const lines: string[] = [];
  beforeAll(async () => {
    demo = await startDemoApp(
      {},
      {
        dist: builtApp(),
        renderer: rendering ? loadRenderer(BUILD) : null,
        log: { write: (line) => lines.push(line) },
      },
    );
  });
  afterAll(() => demo.close());

  it.each(NOT_FOUND)('answers %s (%s) 404, logging nothing above info', async (url) => {
    const before = lines.length;
    const res = await demo.app.inject({ url });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Page not found · Marquee</title>');
    const logged = parsed(lines.slice(before));
    // Its request line is written, at info; nothing louder.
    expect(logged.map((line) => line.msg)).toContain('request');
    expect(logged.filter((line) => line.level > 30)).toEqual([]);
  });

  it.each([
    `/tv/${SHOW}/episodes/2`,
    `/player/tv/${SHOW}/2/1`,
    `/player/tv/${SHOW}/1/10`,
    '/actor/brad-pitt',
    '/actor/brad-pitt/movies',
    '/collection/star-wars',
  ])('answers %s, which the catalogue holds, 200 with its own head', async (url) => {
    const before = lines.length;
    const res = await demo.app.inject({ url });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    expect(res.body).not.toContain('Page not found');
    if (rendering) expect(res.body).toMatch(/Game of Thrones|Brad Pitt|Star Wars/);
    expect(parsed(lines.slice(before)).filter((line) => line.level > 30)).toEqual([]);
  });
});

describe('a page one of whose other queries fails in the render', () => {
  it('is sent as the shell as soon as the query fails, the failure logged once by name', async () => {
    const lines: string[] = [];
    // The show lists season 2, whose player at season 1's end asks for it: the catalogue says 404.
    const source = wrappedDemoSource(async (req, answer) => {
      const real = await answer();
      if (req.path !== '/tv/1399/season/2') return real;
      const body = { success: false, status_code: 34, status_message: 'Not found.' };
      return { ...real, br: undefined, status: 404, body: JSON.stringify(body) };
    });
    const demo = await startDemoApp(
      {},
      {
        dist: builtApp(),
        renderer: loadRenderer(BUILD),
        source,
        log: { write: (line) => lines.push(line) },
      },
    );
    try {
      const res = await demo.app.inject({ url: `/player/tv/${SHOW}/1/10` });
      // The episode is there: the page is, and the browser renders it from the shell.
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<div id=(?:"root"|root)><\/div>/);
      const failures = parsed(lines).filter((line) => line.level > 30);
      expect(failures).toHaveLength(1);
      // Seen as it settled, not waited for render after render until the renderer gave up.
      expect(JSON.stringify(failures[0])).toContain('A query of the page failed: getSeason (404).');
      expect(JSON.stringify(failures[0])).not.toContain('still loading');
    } finally {
      await demo.close();
    }
  });
});
