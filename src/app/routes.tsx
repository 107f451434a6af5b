import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import { Layout } from '@/app/Layout';
import type { CrumbHandle } from '@/lib/breadcrumbs';
import { pathCrumbs } from '@/lib/pathCrumbs';

import { trackPageLoad } from './pageLoads';

/**
 * A lazy page: its own chunk, named after it (`page-*`, measured by bundle-size), loaded the first time
 * the route renders; the layout's Suspense boundary waits for it, and the loading bar shows meanwhile.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(trackPageLoad(load));
  return { element: <Page /> };
};

/** A route's breadcrumb (see Breadcrumbs): a label, false for none, or crumbs read from the path. */
const crumb = (value: CrumbHandle['crumb']): { handle: CrumbHandle } => ({
  handle: { crumb: value },
});

/**
 * Every screen under the common layout, each with its breadcrumb label. Screens that later issues
 * build are not registered yet and fall to the not-found screen.
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
        ...crumb(false),
        ...page(() => import(/* webpackChunkName: "page-home" */ '@/pages/HomePage')),
      },
      {
        path: 'movies',
        ...crumb('Movies'),
        ...page(() => import(/* webpackChunkName: "page-movies" */ '@/pages/MoviesPage')),
      },
      {
        path: 'tv-shows',
        ...crumb('TV Shows'),
        ...page(() => import(/* webpackChunkName: "page-tv-shows" */ '@/pages/TvShowsPage')),
      },
      {
        path: 'trending',
        ...crumb('Trending'),
        ...page(() => import(/* webpackChunkName: "page-trending" */ '@/pages/TrendingPage')),
      },
      {
        path: 'fan-favorites',
        ...crumb('Fan Favorites'),
        ...page(
          () => import(/* webpackChunkName: "page-fan-favorites" */ '@/pages/FanFavoritesPage'),
        ),
      },
      {
        path: 'airing-shows',
        ...crumb('Airing Shows'),
        ...page(
          () => import(/* webpackChunkName: "page-airing-shows" */ '@/pages/AiringShowsPage'),
        ),
      },
      {
        path: 'collections',
        ...crumb('Collections'),
        ...page(() => import(/* webpackChunkName: "page-collections" */ '@/pages/CollectionsPage')),
      },
      {
        // Paths no route names yet: the not-found page, with crumbs read from the path's segments.
        path: '*',
        ...crumb(pathCrumbs),
        ...page(() => import(/* webpackChunkName: "page-not-found" */ '@/pages/NotFoundPage')),
      },
    ],
  },
];
