import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { RouteMatchesContext } from '@/components/layout/Breadcrumbs';

import { routes as appRoutes } from './routes';

interface AppRoutesProps {
  /** The route table; the app's own unless a test brings another. */
  routes?: RouteObject[];
}

/**
 * Renders the route matching the location, and hands the matched routes (each with its `handle`) to the
 * breadcrumb bar.
 */
export function AppRoutes({ routes = appRoutes }: AppRoutesProps) {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const matches = useMemo(
    () =>
      (matchRoutes(routes, location) ?? []).map(({ pathname, route }) => ({
        pathname,
        handle: route.handle as unknown,
      })),
    [routes, location],
  );
  return <RouteMatchesContext value={matches}>{element}</RouteMatchesContext>;
}
