/**
 * The local fake embed player (scripts/fakePlayer.ts) that the browser journeys and local trials point
 * PLAYER_PROVIDERS at: its pages, its 404s, its own strict policy, and the progress messages its page
 * script posts (run here in a VM with a stand-in DOM and clock).
 */
import { createHash } from 'node:crypto';
import vm from 'node:vm';

import { readMediaData } from '../../common/mediaData';
import { validateProviders } from '../../common/players';
import { loadConfig } from '../../server/config';
import { fakePlayerProvider, startFakePlayer } from '../../scripts/fakePlayer';
import type { FakePlayer } from '../../scripts/fakePlayer';

let player: FakePlayer;
beforeAll(async () => {
  player = await startFakePlayer();
});
afterAll(() => player.close());

const get = (path: string, init?: RequestInit) => fetch(`${player.origin}${path}`, init);

/** The page's inline script, and what the page's main element says about the playback. */
function parsePage(html: string) {
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
  const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1];
  const data = (name: string) => Number(new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1]);
  return {
    script: script!,
    style: style!,
    start: data('start'),
    tickMs: data('tick-ms'),
    duration: data('duration'),
  };
}

interface Posted {
  message: unknown;
  targetOrigin: string;
}

/**
 * Runs the page's script against a stand-in document and window; `tick()` fires its interval once.
 * Answers what it posted to its parent and what its clock shows.
 */
function runPage(html: string) {
  const page = parsePage(html);
  const posted: Posted[] = [];
  const clock = { textContent: '' };
  const root = {
    getAttribute: (name: string) =>
      ({
        'data-start': String(page.start),
        'data-tick-ms': String(page.tickMs),
        'data-duration': String(page.duration),
      })[name] ?? null,
  };
  let interval: { fn: () => void; ms: number } | null = null;
  let cleared = false;
  vm.runInNewContext(page.script, {
    document: { getElementById: (id: string) => ({ player: root, clock })[id] ?? null },
    window: {
      parent: {
        postMessage: (message: unknown, targetOrigin: string) =>
          posted.push({ message, targetOrigin }),
      },
    },
    setInterval: (fn: () => void, ms: number) => {
      interval = { fn, ms };
      return 1;
    },
    clearInterval: () => {
      cleared = true;
    },
  });
  return {
    posted,
    clock,
    intervalMs: () => interval?.ms,
    stopped: () => cleared,
    tick: () => interval!.fn(),
  };
}

/** The currentTime of each message posted. */
const times = (posted: Posted[]) =>
  posted.map(({ message }) => (message as { data: { currentTime: number } }).data.currentTime);

describe('the fake player', () => {
  it('says what it plays on a movie page, under its own strict policy', async () => {
    const res = await get('/movie/550');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<title>Fake player</title>');
    expect(html).toContain('<p>Movie 550</p>');

    // The inline script and style run only because the policy names their hashes.
    const { script, style } = parsePage(html);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src ${hash(script)}`);
    expect(csp).toContain(`style-src ${hash(style)}`);
    expect(csp).not.toContain('unsafe');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('says the show, season and episode on an episode page', async () => {
    const html = await (await get('/tv/1399/1/2')).text();
    expect(html).toContain('<title>Fake player</title>');
    expect(html).toContain('<p>Show 1399, season 1, episode 2</p>');
    // An IMDb id will do as the id.
    expect(await (await get('/movie/tt0137523')).text()).toContain('<p>Movie tt0137523</p>');
  });

  it('posts MEDIA_DATA to its parent, a minute per tick from 0, stopping at the duration', async () => {
    const page = runPage(await (await get('/tv/1399/1/2')).text());
    expect(page.intervalMs()).toBe(1000);
    for (let i = 0; i < 49; i += 1) page.tick();
    expect(page.stopped()).toBe(false);
    page.tick();
    expect(page.stopped()).toBe(true);

    expect(times(page.posted)).toEqual(Array.from({ length: 51 }, (_v, i) => i * 60));
    for (const { message, targetOrigin } of page.posted) {
      expect(targetOrigin).toBe('*');
      // Every message is one Marquee accepts.
      expect(readMediaData(message)).toEqual(message);
    }
    expect(page.posted[1]!.message).toEqual({
      type: 'MEDIA_DATA',
      data: { currentTime: 60, duration: 3000 },
    });
    expect(page.clock.textContent).toBe('50:00 / 50:00');
  });

  it('starts at ?start=, within the title', async () => {
    const later = runPage(await (await get('/movie/550?start=600')).text());
    later.tick();
    expect(times(later.posted)).toEqual([600, 660]);
    expect(later.clock.textContent).toBe('11:00 / 50:00');
    for (const [query, first] of [
      ['?start=99999', 3000],
      ['?start=-5', 0],
      ['?start=soon', 0],
      ['?start=', 0],
    ] as const) {
      const page = runPage(await (await get(`/movie/550${query}`)).text());
      expect(times(page.posted)).toEqual([first]);
    }
  });

  it('answers 404 to anything else, and ok on /health', async () => {
    for (const path of [
      '/',
      '/movie',
      '/movie/',
      '/movie/550/extra',
      '/movie/<script>',
      '/tv/1399',
      '/tv/1399/1',
      '/tv/1399/one/2',
      '/tv/1399/1/2/3',
      '/nope',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toBe('Not found');
    }
    expect((await get('/movie/550', { method: 'POST', body: 'x' })).status).toBe(404);
    const health = await get('/health');
    expect([health.status, await health.text()]).toEqual([200, 'ok']);
  });

  it('takes its own tick and duration', async () => {
    const quick = await startFakePlayer({ tickMs: 250, duration: 40 });
    try {
      const page = runPage(await (await fetch(`${quick.origin}/movie/1`)).text());
      expect(page.intervalMs()).toBe(250);
      page.tick();
      page.tick();
      page.tick();
      // A quarter second is fifteen seconds of playback; the last step stops at the duration.
      expect(times(page.posted)).toEqual([0, 15, 30, 40]);
      expect(page.stopped()).toBe(true);
    } finally {
      await quick.close();
    }
  });

  it('is a provider the server accepts, with progress from its own origin', () => {
    expect(player.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const config = loadConfig({
      PLAYER_PROVIDERS: JSON.stringify([fakePlayerProvider(player.origin)]),
    });
    expect(config.players).toEqual(validateProviders([fakePlayerProvider(player.origin)]));
    expect(config.players[0]).toMatchObject({
      id: 'fake',
      movieUrl: `${player.origin}/movie/{id}`,
      tvUrl: `${player.origin}/tv/{id}/{season}/{episode}`,
      progressOrigin: player.origin,
    });
  });
});
