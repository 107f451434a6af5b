import type { RouteObject } from 'react-router-dom';

import { Layout } from '@/app/Layout';
import { LoadingScreen } from '@/components/LoadingScreen';
import type { CrumbHandle } from '@/lib/breadcrumbs';

/** A lazy route: its page is a separate chunk named after it (`page-*`, measured by bundle-size). */
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A route's breadcrumb (see RouteCrumb): a label, false for none, or crumbs read from the path. */
const crumb = (value: CrumbHandle['crumb']): { handle: CrumbHandle } => ({
  handle: { crumb: value },
});

/**
 * Every screen under the common layout, each with its breadcrumb label. Screens that later issues build are not registered yet and fall
 * to the not-found screen.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    ...crumb('Home'),
    // Shown while the first page's chunk loads, before the layout can render.
    HydrateFallback: () => <LoadingScreen />,
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
        lazy: async () => {
          const [notFound, { pathCrumbs }] = await Promise.all([
            import(/* webpackChunkName: "page-not-found" */ '@/pages/NotFoundPage'),
            import(/* webpackChunkName: "page-not-found" */ '@/lib/pathCrumbs'),
          ]);
          return { Component: notFound.default, ...crumb(pathCrumbs) };
        },
      },
    ],
  },
];
