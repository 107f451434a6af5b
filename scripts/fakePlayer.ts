/**
 * A local fake embed player, for tests and local trials of the player pages: `npm run fake-player`.
 *
 * It serves `GET /movie/:id` and `GET /tv/:id/:season/:episode`, a tiny page that says what it plays and
 * posts the spec's progress message `{type:"MEDIA_DATA", data:{currentTime, duration}}` to its parent
 * every tick, a minute of "playback" per tick so progress shows fast, stopping at the duration.
 * `?start=<seconds>` starts elsewhere. `GET /health` answers "ok"; anything else is a 404. It plays
 * nothing and fetches nothing. Plain node:http, no dependency.
 *
 * The CLI prints the PLAYER_PROVIDERS value that points Marquee at it. Options: `--port` (default 4100,
 * or FAKE_PLAYER_PORT), `--host` (default 127.0.0.1), `--tick-ms`, `--duration`.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePlayerOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Address to listen on (default 127.0.0.1: loopback, where plain http is allowed). */
  host?: string;
  /** Milliseconds between progress messages (default 1000). */
  tickMs?: number;
  /** The fake title's length in seconds (default 3000). */
  duration?: number;
}

export interface FakePlayer {
  /** `http://127.0.0.1:{port}`: the templates' host and the progress origin. */
  origin: string;
  close(): Promise<void>;
}

const DEFAULT_TICK_MS = 1000;
const DEFAULT_CLI_PORT = 4100;
const DEFAULT_DURATION_S = 3000;
/** "Playback" seconds per tick: a minute. */
const SECONDS_PER_TICK = 60;

const MOVIE = /^\/movie\/([A-Za-z0-9]{1,20})$/;
const EPISODE = /^\/tv\/([A-Za-z0-9]{1,20})\/(\d{1,4})\/(\d{1,4})$/;

/**
 * The page's only script. It is the same on every page (the values come from data attributes), so its
 * hash is computed once and named in the page's Content-Security-Policy.
 */
const SCRIPT = `(function () {
  var root = document.getElementById('player');
  var clock = document.getElementById('clock');
  var tickMs = Number(root.getAttribute('data-tick-ms'));
  var duration = Number(root.getAttribute('data-duration'));
  var step = (tickMs / 1000) * ${SECONDS_PER_TICK};
  var currentTime = Math.min(Number(root.getAttribute('data-start')), duration);
  function text(seconds) {
    var s = Math.floor(seconds);
    return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
  }
  function post() {
    clock.textContent = text(currentTime) + ' / ' + text(duration);
    window.parent.postMessage(
      { type: 'MEDIA_DATA', data: { currentTime: currentTime, duration: duration } },
      '*'
    );
  }
  post();
  var timer = setInterval(function () {
    currentTime = Math.min(currentTime + step, duration);
    post();
    if (currentTime >= duration) clearInterval(timer);
  }, tickMs);
})();`;

const STYLE =
  'body{margin:0;font:16px system-ui,sans-serif;background:#111;color:#eee}' +
  'main{padding:1.5rem}h1{font-size:1.25rem;margin:0 0 .5rem}';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Nothing but the inline script and style above: no fetch, no frames, no forms, no plugins. */
export const FAKE_PLAYER_CSP = [
  "default-src 'none'",
  `script-src ${sha256(SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function page(what: string, start: number, tickMs: number, duration: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake player</title>
<style>${STYLE}</style>
</head>
<body>
<main id="player" data-start="${start}" data-tick-ms="${tickMs}" data-duration="${duration}">
<h1>Fake player</h1>
<p>${what}</p>
<p id="clock"></p>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/** What the page at `pathname` plays ("Movie 550"), or null for a path that is not a player page. */
function playing(pathname: string): string | null {
  const movie = MOVIE.exec(pathname);
  if (movie) return `Movie ${movie[1]}`;
  const episode = EPISODE.exec(pathname);
  if (episode) {
    return `Show ${episode[1]}, season ${Number(episode[2])}, episode ${Number(episode[3])}`;
  }
  return null;
}

/** `?start=` as seconds within [0, duration]; anything that is not a number starts at 0. */
function startAt(raw: string | null, duration: number): number {
  const seconds = raw === null || raw.trim() === '' ? 0 : Number(raw);
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), duration) : 0;
}

function originOf(host: string, port: number): string {
  const name = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host;
  return `http://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}:${port}`;
}

export function startFakePlayer(options: FakePlayerOptions = {}): Promise<FakePlayer> {
  const host = options.host ?? '127.0.0.1';
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  const duration = options.duration ?? DEFAULT_DURATION_S;
  if (!(Number.isFinite(tickMs) && tickMs > 0)) throw new RangeError('tickMs must be above 0');
  if (!(Number.isFinite(duration) && duration > 0))
    throw new RangeError('duration must be above 0');

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-player.invalid');
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cache-control', 'no-store');
    if (isRead && url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('ok');
      return;
    }
    const what = isRead ? playing(url.pathname) : null;
    if (what === null) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const start = startAt(url.searchParams.get('start'), duration);
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': FAKE_PLAYER_CSP,
        'referrer-policy': 'no-referrer',
      })
      .end(page(what, start, tickMs, duration));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: originOf(host, port),
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** The PLAYER_PROVIDERS entry for a fake player at `origin` (progress accepted from it). */
export function fakePlayerProvider(origin: string, id = 'fake') {
  return {
    id,
    name: 'Fake player',
    description: 'A local test player that plays nothing and reports progress.',
    movieUrl: `${origin}/movie/{id}`,
    tvUrl: `${origin}/tv/{id}/{season}/{episode}`,
    progressOrigin: origin,
  };
}

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function numberOption(name: string, fallback: number): number {
  const raw = option(name) ?? String(fallback);
  const parsed = Number(raw);
  if (!Number.isFinite(parsed) || parsed < 0) {
    console.error(`fake-player: --${name} must be a number, got "${raw}"`);
    process.exit(2);
  }
  return parsed;
}

async function main(): Promise<void> {
  const player = await startFakePlayer({
    port: numberOption('port', Number(process.env.FAKE_PLAYER_PORT || DEFAULT_CLI_PORT)),
    host: option('host') ?? '127.0.0.1',
    tickMs: numberOption('tick-ms', DEFAULT_TICK_MS),
    duration: numberOption('duration', DEFAULT_DURATION_S),
  });
  const providers = JSON.stringify([fakePlayerProvider(player.origin)]);
  console.log(`Fake player at ${player.origin} (Ctrl+C stops it). Start Marquee with:\n`);
  console.log(`PLAYER_PROVIDERS='${providers}' npm start\n`);
  console.log(`Try ${player.origin}/movie/550 or ${player.origin}/tv/1399/1/2?start=600`);
  const stop = () => void player.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('fake-player:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
