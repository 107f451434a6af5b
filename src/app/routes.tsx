import { msg } from '@lingui/core/macro';
import { matchRoutes, useLocation } from 'react-router-dom';
import type { RouteMatch, RouteObject } from 'react-router-dom';

import { LIST_WORDS, NOT_FOUND_TITLE } from '@common/pagePaths';
import { Layout } from '@/app/Layout';
import { Redirect } from '@/components/Redirect';
import type { CrumbHandle } from '@/lib/breadcrumbs';
import { GuardLayout } from '@/pages/GuardLayout';

import { lazyPage } from './pageLoads';
import type { PageLoader, PageModule } from './pageLoads';
import type { AppDispatch, AppStore } from './store';

/** What a route carries besides its element: its breadcrumb, and for a page, a way to fetch its code. */
interface RouteHandle extends CrumbHandle {
  preload?: () => Promise<PageModule>;
}

/** The crumbs a title, actor or collection path names (lib/pathCrumbs, read by the breadcrumb bar). */
const PATH_CRUMBS = true;

/** A route's breadcrumb (see Breadcrumbs): a label, false for none, or crumbs read from the path. */
const crumb = (value: CrumbHandle['crumb']): { handle: RouteHandle } => ({
  handle: { crumb: value },
});

/**
 * A screen: its breadcrumb and its lazy page, in its own chunk named after it (`page-*`, measured by
 * bundle-size), loaded the first time the route renders (the layout's Suspense boundary waits for it,
 * and the loading bar shows meanwhile) or ahead of the app's first render (preloadPage).
 */
const screen = (value: CrumbHandle['crumb'], load: PageLoader) => {
  const { Page, preload } = lazyPage(load);
  return { element: <Page />, handle: { crumb: value, preload } satisfies RouteHandle };
};

/** A bare list word (/movie, /tv, …) leads to its list, keeping the query; the server redirects too. */
function ListRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Redirect to={{ pathname: to, search }} />;
}

/**
 * Every screen under the common layout, each with its breadcrumb label. The server answers 404 for
 * what falls to the not-found screen here: its table (common/pageStatus) has the same paths, which
 * __tests__/web/app/pageStatus.test.ts holds equal; they are written out here rather than imported so
 * that the table and its checks stay out of every first load.
 *
 * Declarative routes (`useRoutes`) rather than a data router: the app loads no data through the
 * router, and the data router's code weighed 18 KB (gzip) of every first load.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    ...crumb(msg`Home`),
    children: [
      {
        index: true,
        ...screen(false, () => import(/* webpackChunkName: "page-home" */ '@/pages/HomePage')),
      },
      {
        path: 'movies',
        ...screen(
          msg`Movies`,
          () => import(/* webpackChunkName: "page-movies" */ '@/pages/MoviesPage'),
        ),
      },
      {
        path: 'tv-shows',
        ...screen(
          msg`TV Shows`,
          () => import(/* webpackChunkName: "page-tv-shows" */ '@/pages/TvShowsPage'),
        ),
      },
      {
        path: 'trending',
        ...screen(
          msg`Trending`,
          () => import(/* webpackChunkName: "page-trending" */ '@/pages/TrendingPage'),
        ),
      },
      {
        path: 'fan-favorites',
        ...screen(
          msg`Fan Favorites`,
          () => import(/* webpackChunkName: "page-fan-favorites" */ '@/pages/FanFavoritesPage'),
        ),
      },
      {
        path: 'airing-shows',
        ...screen(
          msg`Airing Shows`,
          () => import(/* webpackChunkName: "page-airing-shows" */ '@/pages/AiringShowsPage'),
        ),
      },
      {
        path: 'collections',
        ...screen(
          msg`Collections`,
          () => import(/* webpackChunkName: "page-collections" */ '@/pages/CollectionsPage'),
        ),
      },
      {
        path: 'search',
        ...screen(
          msg`Search`,
          () => import(/* webpackChunkName: "page-search" */ '@/pages/SearchPage'),
        ),
      },
      {
        path: 'movie/:slug',
        ...screen(
          PATH_CRUMBS,
          () => import(/* webpackChunkName: "page-movie" */ '@/pages/MovieDetailPage'),
        ),
      },
      {
        path: 'tv/:slug',
        ...screen(
          PATH_CRUMBS,
          () => import(/* webpackChunkName: "page-tv" */ '@/pages/TvDetailPage'),
        ),
      },
      {
        path: 'tv/:slug/episodes/:season',
        ...screen(
          PATH_CRUMBS,
          () => import(/* webpackChunkName: "page-season" */ '@/pages/SeasonEpisodesPage'),
        ),
      },
      {
        path: 'collection/:id',
        ...screen(
          PATH_CRUMBS,
          () => import(/* webpackChunkName: "page-collection" */ '@/pages/CollectionPage'),
        ),
      },
      {
        path: 'actor/:slug',
        ...screen(
          PATH_CRUMBS,
          () => import(/* webpackChunkName: "page-actor" */ '@/pages/ActorPage'),
        ),
      },
      {
        path: 'actor/:slug/movies',
        ...screen(
          PATH_CRUMBS,
          () => import(/* webpackChunkName: "page-filmography" */ '@/pages/ActorFilmographyPage'),
        ),
      },
      {
        path: 'actor/:slug/tv',
        ...screen(
          PATH_CRUMBS,
          () => import(/* webpackChunkName: "page-filmography" */ '@/pages/ActorFilmographyPage'),
        ),
      },
      {
        path: 'continue-watching',
        ...screen(
          msg`Continue Watching`,
          () =>
            import(/* webpackChunkName: "page-continue-watching" */ '@/pages/ContinueWatchingPage'),
        ),
      },
      {
        // The visitor's own lists sit behind the guard layout (spec), which lets the local user in.
        element: <GuardLayout />,
        children: [
          {
            path: 'watchlist',
            ...screen(
              msg`Watchlist`,
              () => import(/* webpackChunkName: "page-watchlist" */ '@/pages/WatchlistPage'),
            ),
          },
          {
            path: 'favorites',
            ...screen(
              msg`Favorites`,
              () => import(/* webpackChunkName: "page-favorites" */ '@/pages/FavoritesPage'),
            ),
          },
          {
            path: 'for-you',
            ...screen(
              msg`For You`,
              () => import(/* webpackChunkName: "page-for-you" */ '@/pages/ForYouPage'),
            ),
          },
          {
            path: 'diary',
            ...screen(
              msg`Diary`,
              () => import(/* webpackChunkName: "page-diary" */ '@/pages/DiaryPage'),
            ),
          },
          {
            path: 'stats',
            ...screen(
              msg`Your Stats`,
              () => import(/* webpackChunkName: "page-stats" */ '@/pages/StatsPage'),
            ),
          },
          {
            path: 'calendar',
            ...screen(
              msg`Calendar`,
              () => import(/* webpackChunkName: "page-calendar" */ '@/pages/CalendarPage'),
            ),
          },
        ],
      },
      {
        path: 'player/movie/:slug?',
        ...screen(
          PATH_CRUMBS,
          () => import(/* webpackChunkName: "page-player-movie" */ '@/pages/MoviePlayerPage'),
        ),
      },
      {
        path: 'player/tv/:slug?/:season?/:episode?',
        ...screen(
          PATH_CRUMBS,
          () => import(/* webpackChunkName: "page-player-tv" */ '@/pages/TvPlayerPage'),
        ),
      },
      {
        path: 'user-settings',
        ...screen(
          msg`Settings`,
          () => import(/* webpackChunkName: "page-user-settings" */ '@/pages/UserSettingsPage'),
        ),
      },
      {
        path: 'terms',
        ...screen(
          msg`Terms of Service`,
          () => import(/* webpackChunkName: "page-terms" */ '@/pages/TermsPage'),
        ),
      },
      {
        path: 'privacy',
        ...screen(
          msg`Privacy Policy`,
          () => import(/* webpackChunkName: "page-privacy" */ '@/pages/PrivacyPage'),
        ),
      },
      {
        path: 'cookies',
        ...screen(
          msg`Cookie Policy`,
          () => import(/* webpackChunkName: "page-cookies" */ '@/pages/CookiesPage'),
        ),
      },
      {
        path: 'FAQ',
        ...screen(msg`FAQ`, () => import(/* webpackChunkName: "page-faq" */ '@/pages/FaqPage')),
      },
      {
        path: 'AdBlockers',
        ...screen(
          msg`Ad Blockers`,
          () => import(/* webpackChunkName: "page-ad-blockers" */ '@/pages/AdBlockersPage'),
        ),
      },
      {
        // The sign-in stubs (spec: no breadcrumb), one small chunk for the three.
        path: 'login',
        ...screen(false, () => import(/* webpackChunkName: "page-sign-in" */ '@/pages/LoginPage')),
      },
      {
        path: 'register',
        ...screen(
          false,
          () => import(/* webpackChunkName: "page-sign-in" */ '@/pages/RegisterPage'),
        ),
      },
      {
        path: 'forgot-password',
        ...screen(
          false,
          () => import(/* webpackChunkName: "page-sign-in" */ '@/pages/ForgotPasswordPage'),
        ),
      },
      // The bare words of the detail paths lead to their lists (DECISIONS).
      ...Object.entries(LIST_WORDS).map(([word, to]) => ({
        path: word,
        element: <ListRedirect to={to} />,
        ...crumb(false),
      })),
      {
        // Any other address: the not-found page (the server answers it with a 404).
        path: '*',
        ...screen(
          NOT_FOUND_TITLE,
          () => import(/* webpackChunkName: "page-not-found" */ '@/pages/NotFoundPage'),
        ),
      },
    ],
  },
];

/** The last matching done (matchAppRoutes). */
let lastMatch: {
  table: RouteObject[];
  pathname: string;
  matches: RouteMatch[] | null;
} | null = null;

/**
 * React Router's matchRoutes, remembering the last answer: a load matches its address ahead of the
 * first render (preloadPage) and again as it renders (AppRoutes), and each matching flattens and ranks
 * the whole table and compiles the paths it tries (some 5 ms on this project's 2-core machine, several
 * times that on a phone, in one block of the hydration). The answer depends on the pathname only.
 */
export function matchAppRoutes(table: RouteObject[], pathname: string): RouteMatch[] | null {
  if (lastMatch?.table !== table || lastMatch.pathname !== pathname) {
    lastMatch = { table, pathname, matches: matchRoutes(table, pathname) };
  }
  return lastMatch.matches;
}

/**
 * Fetches the code of the page at `pathname` (every lazy page its routes match), so that the first
 * render can show it at once; given the browser's store, also starts what the page will ask for
 * (PageModule's startData).
 */
export function preloadPage(pathname: string, store?: AppStore): Promise<void> {
  const matches = matchAppRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(async ({ route }) => {
      const page = await (route.handle as RouteHandle | undefined)?.preload?.();
      if (store) page?.startData?.(store);
    }),
  ).then(() => undefined);
}

/**
 * Starts the catalogue queries the page at `pathname` and `search` renders from (every matching
 * route's PageModule.pageData, with its params), fetching the pages' code first; settles when their
 * answers are in (a failed query settles too, as failed, in the store).
 */
export async function fetchPageData(
  pathname: string,
  search: string,
  dispatch: AppDispatch,
): Promise<void> {
  const matches = matchAppRoutes(routes, pathname) ?? [];
  const at = { search: new URLSearchParams(search) };
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const page = await (route.handle as RouteHandle | undefined)?.preload?.();
      await Promise.all(page?.pageData?.(dispatch, { ...at, params }) ?? []);
    }),
  );
}
