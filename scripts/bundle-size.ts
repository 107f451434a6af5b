/**
 * Prints the gzip size of the JavaScript each main route loads before it can render: the entry point's
 * files plus the route's lazy chunk group (from dist/build-manifest.json, written by webpack.config.ts).
 * Exits non-zero when a route goes over the budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * At most 180 KB of gzipped JavaScript before a route can render (was 200 KB). The delivery
 * issue aimed at 160 KB, which this stack cannot reach: the libraries alone weigh 143.1 KB on every
 * first load (react-dom 63, MUI with Emotion 35, Redux Toolkit with RTK Query, immer and
 * redux-persist 30, react-router 8, webpack's runtime 3.2), leaving 17 KB for the shell and a page.
 * When the store took the episode per season and the last progress message (issue 25), the shell
 * made room: cross-tab sync, the slices' storage layouts and the header's search load beside the page.
 */
export const BUDGET_BYTES = 180 * 1024;
/** Each measured route and its page's chunk group (the webpackChunkName in src/app/routes.tsx). */
export const ROUTES: Record<string, string> = {
  '/': 'page-home',
  '/movies': 'page-movies',
  '/tv-shows': 'page-tv-shows',
  '/trending': 'page-trending',
  '/fan-favorites': 'page-fan-favorites',
  '/airing-shows': 'page-airing-shows',
  '/collections': 'page-collections',
  '/movie/550-fight-club': 'page-movie',
  '/tv/1399-game-of-thrones': 'page-tv',
  '/tv/1399-game-of-thrones/episodes/1': 'page-season',
  '/collection/10': 'page-collection',
  '/actor/287-brad-pitt': 'page-actor',
  '/actor/287-brad-pitt/movies': 'page-filmography',
  // A director's page: the same chunks, with crew credits and the crew lines' links in use.
  '/actor/7467-david-fincher': 'page-actor',
  '/search?q=star': 'page-search',
  '/continue-watching': 'page-continue-watching',
  '/watchlist': 'page-watchlist',
  '/favorites': 'page-favorites',
  '/diary': 'page-diary',
  '/for-you': 'page-for-you',
  '/stats': 'page-stats',
  '/calendar': 'page-calendar',
  '/player/movie/550-fight-club': 'page-player-movie',
  '/player/tv/1399-game-of-thrones/1/1': 'page-player-tv',
  '/user-settings': 'page-user-settings',
  '/terms': 'page-terms',
  '/privacy': 'page-privacy',
  '/cookies': 'page-cookies',
  '/FAQ': 'page-faq',
  '/AdBlockers': 'page-ad-blockers',
  '/login': 'page-sign-in',
  '/register': 'page-sign-in',
  '/forgot-password': 'page-sign-in',
  '/does-not-exist': 'page-not-found',
};

interface Manifest {
  groups: Record<string, string[]>;
}

function gzipSize(dist: string, file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each measured route's first-load files and their gzip size, from the build in `dist`. */
export function measure(dist: string): { route: string; files: string[]; bytes: number }[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = manifest.groups.main ?? [];
  return Object.entries(ROUTES).map(([route, group]) => {
    const routeFiles = manifest.groups[group];
    if (!routeFiles) throw new Error(`dist/build-manifest.json has no chunk group ${group}`);
    const files = [...new Set([...entry, ...routeFiles])].filter((file) => file.endsWith('.js'));
    return { route, files, bytes: files.reduce((sum, file) => sum + gzipSize(dist, file), 0) };
  });
}

if (require.main === module) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  let over = false;
  console.log(`First-load JavaScript (gzip -9), budget ${kb(BUDGET_BYTES)}:`);
  for (const { route, files, bytes } of measure(dist)) {
    over ||= bytes > BUDGET_BYTES;
    console.log(
      `  ${route.padEnd(8)} ${kb(bytes).padStart(9)}  ${bytes > BUDGET_BYTES ? 'OVER BUDGET' : 'ok'}`,
    );
    for (const file of files) {
      console.log(`           ${kb(gzipSize(dist, file)).padStart(9)}  ${file}`);
    }
  }
  if (over) process.exit(1);
}
