import { Navigate, matchRoutes, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { LIST_WORDS, NOT_FOUND_TITLE, PAGES } from '@common/pagePaths';
import { Layout } from '@/app/Layout';
import type { CrumbHandle } from '@/lib/breadcrumbs';
import { pathCrumbs } from '@/lib/pathCrumbs';
import { GuardLayout } from '@/pages/GuardLayout';

import { lazyPage } from './pageLoads';
import type { PageLoader } from './pageLoads';

/** What a route carries besides its element: its breadcrumb, and for a page, a way to fetch its code. */
interface RouteHandle extends CrumbHandle {
  preload?: () => Promise<void>;
}

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
  return <Navigate to={{ pathname: to, search }} replace />;
}

/**
 * Every screen under the common layout, each with its breadcrumb label. The paths come from
 * common/pagePaths, which the server reads too, so that what it answers 404 is what falls to the
 * not-found screen here.
 *
 * Declarative routes (`useRoutes`) rather than a data router: the app loads no data through the
 * router, and the data router's code weighed 18 KB (gzip) of every first load.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    ...crumb('Home'),
    children: [
      {
        index: true,
        ...screen(false, () => import(/* webpackChunkName: "page-home" */ '@/pages/HomePage')),
      },
      {
        path: PAGES.movies.path,
        ...screen(
          'Movies',
          () => import(/* webpackChunkName: "page-movies" */ '@/pages/MoviesPage'),
        ),
      },
      {
        path: PAGES.tvShows.path,
        ...screen(
          'TV Shows',
          () => import(/* webpackChunkName: "page-tv-shows" */ '@/pages/TvShowsPage'),
        ),
      },
      {
        path: PAGES.trending.path,
        ...screen(
          'Trending',
          () => import(/* webpackChunkName: "page-trending" */ '@/pages/TrendingPage'),
        ),
      },
      {
        path: PAGES.fanFavorites.path,
        ...screen(
          'Fan Favorites',
          () => import(/* webpackChunkName: "page-fan-favorites" */ '@/pages/FanFavoritesPage'),
        ),
      },
      {
        path: PAGES.airingShows.path,
        ...screen(
          'Airing Shows',
          () => import(/* webpackChunkName: "page-airing-shows" */ '@/pages/AiringShowsPage'),
        ),
      },
      {
        path: PAGES.collections.path,
        ...screen(
          'Collections',
          () => import(/* webpackChunkName: "page-collections" */ '@/pages/CollectionsPage'),
        ),
      },
      {
        path: PAGES.search.path,
        ...screen(
          'Search',
          () => import(/* webpackChunkName: "page-search" */ '@/pages/SearchPage'),
        ),
      },
      {
        path: PAGES.movie.path,
        ...screen(
          pathCrumbs,
          () => import(/* webpackChunkName: "page-movie" */ '@/pages/MovieDetailPage'),
        ),
      },
      {
        path: PAGES.tv.path,
        ...screen(
          pathCrumbs,
          () => import(/* webpackChunkName: "page-tv" */ '@/pages/TvDetailPage'),
        ),
      },
      {
        path: PAGES.season.path,
        ...screen(
          pathCrumbs,
          () => import(/* webpackChunkName: "page-season" */ '@/pages/SeasonEpisodesPage'),
        ),
      },
      {
        path: PAGES.collection.path,
        ...screen(
          pathCrumbs,
          () => import(/* webpackChunkName: "page-collection" */ '@/pages/CollectionPage'),
        ),
      },
      {
        path: PAGES.actor.path,
        ...screen(
          pathCrumbs,
          () => import(/* webpackChunkName: "page-actor" */ '@/pages/ActorPage'),
        ),
      },
      {
        path: PAGES.filmographyMovies.path,
        ...screen(
          pathCrumbs,
          () => import(/* webpackChunkName: "page-filmography" */ '@/pages/ActorFilmographyPage'),
        ),
      },
      {
        path: PAGES.filmographyTv.path,
        ...screen(
          pathCrumbs,
          () => import(/* webpackChunkName: "page-filmography" */ '@/pages/ActorFilmographyPage'),
        ),
      },
      {
        path: PAGES.continueWatching.path,
        ...screen(
          'Continue Watching',
          () =>
            import(/* webpackChunkName: "page-continue-watching" */ '@/pages/ContinueWatchingPage'),
        ),
      },
      {
        // The visitor's own lists sit behind the guard layout (spec), which lets the local user in.
        element: <GuardLayout />,
        children: [
          {
            path: PAGES.watchlist.path,
            ...screen(
              'Watchlist',
              () => import(/* webpackChunkName: "page-watchlist" */ '@/pages/WatchlistPage'),
            ),
          },
          {
            path: PAGES.favorites.path,
            ...screen(
              'Favorites',
              () => import(/* webpackChunkName: "page-favorites" */ '@/pages/FavoritesPage'),
            ),
          },
        ],
      },
      {
        path: PAGES.moviePlayer.path,
        ...screen(
          pathCrumbs,
          () => import(/* webpackChunkName: "page-player" */ '@/pages/MoviePlayerPage'),
        ),
      },
      {
        path: PAGES.tvPlayer.path,
        ...screen(
          pathCrumbs,
          () => import(/* webpackChunkName: "page-player" */ '@/pages/TvPlayerPage'),
        ),
      },
      {
        path: PAGES.userSettings.path,
        ...screen(
          'Settings',
          () => import(/* webpackChunkName: "page-user-settings" */ '@/pages/UserSettingsPage'),
        ),
      },
      {
        path: PAGES.terms.path,
        ...screen(
          'Terms of Service',
          () => import(/* webpackChunkName: "page-terms" */ '@/pages/TermsPage'),
        ),
      },
      {
        path: PAGES.privacy.path,
        ...screen(
          'Privacy Policy',
          () => import(/* webpackChunkName: "page-privacy" */ '@/pages/PrivacyPage'),
        ),
      },
      {
        path: PAGES.cookies.path,
        ...screen(
          'Cookie Policy',
          () => import(/* webpackChunkName: "page-cookies" */ '@/pages/CookiesPage'),
        ),
      },
      {
        path: PAGES.faq.path,
        ...screen('FAQ', () => import(/* webpackChunkName: "page-faq" */ '@/pages/FaqPage')),
      },
      {
        path: PAGES.adBlockers.path,
        ...screen(
          'Ad Blockers',
          () => import(/* webpackChunkName: "page-ad-blockers" */ '@/pages/AdBlockersPage'),
        ),
      },
      {
        // The sign-in stubs (spec: no breadcrumb), one small chunk for the three.
        path: PAGES.login.path,
        ...screen(false, () => import(/* webpackChunkName: "page-sign-in" */ '@/pages/LoginPage')),
      },
      {
        path: PAGES.register.path,
        ...screen(
          false,
          () => import(/* webpackChunkName: "page-sign-in" */ '@/pages/RegisterPage'),
        ),
      },
      {
        path: PAGES.forgotPassword.path,
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

/**
 * Fetches the code of the page at `pathname` (every lazy page its routes match), so that the first
 * render can show it at once.
 */
export function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload?.()),
  ).then(() => undefined);
}
