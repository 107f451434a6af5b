import type { RouteObject } from 'react-router-dom';

import { Layout } from '@/app/Layout';
import { LoadingScreen } from '@/components/LoadingScreen';
import { NotFoundPage } from '@/pages/NotFoundPage';

/** A lazy route: its page is a separate chunk named after it (`page-*`, measured by bundle-size). */
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Every screen under the common layout. Screens that later issues build are not registered yet and fall
 * to the not-found screen.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    // Shown while the first page's chunk loads, before the layout can render.
    HydrateFallback: () => <LoadingScreen />,
    children: [
      {
        index: true,
        ...page(() => import(/* webpackChunkName: "page-home" */ '@/pages/HomePage')),
      },
      {
        path: 'movies',
        ...page(() => import(/* webpackChunkName: "page-movies" */ '@/pages/MoviesPage')),
      },
      {
        path: 'tv-shows',
        ...page(() => import(/* webpackChunkName: "page-tv-shows" */ '@/pages/TvShowsPage')),
      },
      {
        path: 'trending',
        ...page(() => import(/* webpackChunkName: "page-trending" */ '@/pages/TrendingPage')),
      },
      {
        path: 'fan-favorites',
        ...page(
          () => import(/* webpackChunkName: "page-fan-favorites" */ '@/pages/FanFavoritesPage'),
        ),
      },
      {
        path: 'airing-shows',
        ...page(
          () => import(/* webpackChunkName: "page-airing-shows" */ '@/pages/AiringShowsPage'),
        ),
      },
      {
        path: 'collections',
        ...page(() => import(/* webpackChunkName: "page-collections" */ '@/pages/CollectionsPage')),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
