/**
 * Renders in worker threads (server/render/renderPool.ts, issue 34 §1): a render's calls are answered by
 * the app's own routes on the server's thread; a render that spins does not hold that thread; a render
 * stopped by the server ends by a message, its thread kept; and the real build's renderer, through
 * buildApp with the default RENDER_THREADS, sends the same pages and redirects as on the server's
 * thread. The real demo app; a thread's script written by the test where a render must misbehave.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { renderPool } from '../../server/render/renderPool';
import type { RenderPool } from '../../server/render/renderPool';
import { inProcessRenderer, loadRenderer } from '../../server/render/serverRender';
import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';

jest.setTimeout(60_000);

const BUILD = path.resolve(__dirname, '../../dist');

/**
 * A render thread's script (CommonJS, as the build's renderer is): the page named by the address
 * (`/call?path=…`: what that call answered, as JSON; `/spin?ms=…`: keeps its thread busy that long;
 * `/wait`: waits for the server to stop it; `/thread`: names its thread).
 */
const SCRIPT = `
const { threadId } = require('node:worker_threads');
exports.renderInWorker = async ({ url, port }) => {
  const address = new URL(url, 'http://x');
  const page = (html) => ({ html, styles: '', data: '{}' });
  const stopped = new Promise((_resolve, reject) =>
    port.on('message', (message) => {
      if (message.type === 'stop') reject(new Error(message.reason));
    }),
  );
  const call = (target) =>
    new Promise((resolve) => {
      port.on('message', (message) => {
        if (message.type === 'answer') resolve(message);
      });
      port.postMessage({ type: 'call', id: 1, path: target });
    });
  try {
    if (address.pathname === '/call') {
      const answer = await call(address.searchParams.get('path'));
      const body = Buffer.from(answer.body).toString('utf8');
      return page(JSON.stringify({ status: answer.status, type: answer.contentType, body }));
    }
    if (address.pathname === '/spin') {
      const until = Date.now() + Number(address.searchParams.get('ms'));
      while (Date.now() < until);
      return page('spun');
    }
    if (address.pathname === '/wait') return await stopped;
    return page('thread ' + threadId);
  } finally {
    port.close();
  }
};
`;

describe('the render pool', () => {
  let demo: DemoApp;
  let dir: string;
  let pool: RenderPool;
  beforeAll(async () => {
    demo = await startDemoApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pool-'));
    const file = path.join(dir, 'render.js');
    fs.writeFileSync(file, SCRIPT);
    pool = renderPool(demo.renderAnswers, { file, threads: 1 });
  });
  afterAll(async () => {
    await pool.close();
    await demo.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const signal = () => new AbortController().signal;

  it("answers a render's calls by the API's own answers, and keeps the shortest freshness", async () => {
    const api = await demo.app.inject({ url: '/api/tmdb/movie/550' });
    const maxAge = Number(/max-age=(\d+)/.exec(String(api.headers['cache-control']))![1]);
    const { page, maxAgeS } = await pool.render(
      `/call?path=${encodeURIComponent('/api/tmdb/movie/550')}`,
      signal(),
    );
    const { status, type, body } = JSON.parse(page.html) as Record<string, string>;
    expect([status, type]).toEqual([200, expect.stringMatching(/^application\/json/)]);
    expect(JSON.parse(body!)).toMatchObject({ id: 550, title: 'Fight Club' });
    expect(maxAgeS).toBe(maxAge);
  });

  it("does not hold the server's thread while it renders", async () => {
    let timerFired = false;
    let renderedFirst = false;
    const render = pool.render('/spin?ms=1500', signal()).then(() => {
      renderedFirst = !timerFired;
    });
    // On the server's thread, the spin would hold this timer until the render was done.
    await sleep(300);
    timerFired = true;
    await render;
    expect(renderedFirst).toBe(false);
  });

  it('renders in the order asked, a thread busy or not', async () => {
    const done: string[] = [];
    const busy = pool.render('/spin?ms=300', signal());
    const waiting = ['a', 'b', 'c', 'd', 'e'].map((name) =>
      pool.render(`/thread?${name}`, signal()).then(() => done.push(name)),
    );
    await Promise.all([busy, ...waiting]);
    expect(done).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('answers a render stopped while it waits for the thread at once', async () => {
    let spun = false;
    const busy = pool.render('/spin?ms=1500', signal()).then(() => (spun = true));
    const controller = new AbortController();
    const queued = pool.render('/thread', controller.signal);
    await sleep(100);
    controller.abort(new Error('The render took longer than 100 ms.'));
    await expect(queued).rejects.toThrow('The render took longer than 100 ms.');
    // The thread is still on the render before it.
    expect(spun).toBe(false);
    await busy;
  });

  it('stops a render by a message when the server says so, and keeps its thread', async () => {
    const { page: before } = await pool.render('/thread', signal());
    const controller = new AbortController();
    const waiting = pool.render('/wait', controller.signal);
    await sleep(100);
    controller.abort(new Error('The render took longer than 100 ms.'));
    await expect(waiting).rejects.toThrow('The render took longer than 100 ms.');
    const { page: after } = await pool.render('/thread', signal());
    expect(after.html).toBe(before.html);
    expect(pool.threads).toBe(1);
  });
});

describe('the build through buildApp, in a render thread by default', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    const file = (name: string) => fs.readFileSync(path.join(BUILD, name));
    if (!fs.existsSync(path.join(BUILD, 'ssr', 'render.js'))) {
      throw new Error('No dist/ssr/render.js: run `npm run build` first (npm test does).');
    }
    demo = await startDemoApp(
      {},
      {
        dist: {
          'index.html': file('index.html'),
          'build-manifest.json': file('build-manifest.json'),
          'ssr/render.js': file('ssr/render.js'),
        },
      },
    );
  });
  afterAll(() => demo.close());

  it('sends a title page rendered, with its answers as data', async () => {
    const res = await demo.app.inject({ url: '/movie/550-fight-club' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Fight Club/);
    expect(res.body).toContain('getMovieDetails(550)');
  });

  it('sends a page from its thread as it is rendered: its styles, then its markup in pieces, the same as on the server thread', async () => {
    const file = path.join(BUILD, 'ssr', 'render.js');
    const pool = renderPool(demo.renderAnswers, { file, threads: 1 });
    try {
      const sent: (string | Uint8Array)[] = [];
      const { page } = await pool.render(
        '/actor/287-brad-pitt',
        new AbortController().signal,
        undefined,
        { ready: (styles) => sent.push(styles), write: (piece) => sent.push(piece) },
      );
      expect([page.streamed, page.html]).toEqual([true, '']);
      const [styles, ...pieces] = sent;
      expect(styles).toMatch(/^<style data-emotion="css-global [^"]+">/);
      expect(styles).toContain('<style data-emotion="css ');
      expect(pieces.length).toBeGreaterThan(1);
      expect(pieces.every((piece) => piece instanceof Uint8Array)).toBe(true);
      const markup = Buffer.concat(pieces as Uint8Array[]).toString('utf8');
      expect(markup).toMatch(/<h1[^>]*>Brad Pitt/);
      // The same page rendered whole on this thread, from the same answers.
      const whole = await inProcessRenderer(demo.renderAnswers, loadRenderer(BUILD)!)(
        '/actor/287-brad-pitt',
        new AbortController().signal,
      );
      expect(markup).toBe(whole.page.html);
      expect(styles).toBe(whole.page.styles);
      // The same answers (each query's request id and time are its render's own).
      const answersOf = (data: string) =>
        Object.entries(
          (JSON.parse(data) as { queries: Record<string, { data: unknown }> }).queries,
        ).map(([key, entry]) => [key, entry.data]);
      expect(answersOf(page.data)).toEqual(answersOf(whole.page.data));
    } finally {
      await pool.close();
    }
  });

  it('sends a search past its last page as a redirect to its first', async () => {
    const res = await demo.app.inject({ url: '/search?q=godfather&page=400' });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/search?q=godfather']);
  });
});
