import { useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, renderMatches, useLocation } from 'react-router-dom';
import type { RouteMatch } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { RouteMatchesContext } from '@/lib/routeMatches';

import { matchAppRoutes, routes as appRoutes } from './routes';

interface AppRoutesProps {
  /** The route table; the app's own unless a test brings another. */
  routes?: RouteObject[];
}

/**
 * Renders the route matching the location, and hands the matched routes (each with its `handle`) to the
 * breadcrumb bar.
 */
export function AppRoutes({ routes = appRoutes }: AppRoutesProps) {
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  // One matching for the page and the breadcrumbs, on a first load the one preloadPage made before
  // the render (useRoutes would match again, some 9 ms of the hydration on this project's machine).
  const matched = useMemo(() => matchAppRoutes(routes, pathname), [routes, pathname]);
  const element = useMemo(() => {
    // What useRoutes renders for a table at the top: each match's paths encoded again as the
    // router's navigator does (matching decodes them), for the links relative to them.
    const encode = (path: string) =>
      navigator.encodeLocation
        ? navigator.encodeLocation(
            path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23'),
          ).pathname
        : path;
    return renderMatches(
      matched?.map((match): RouteMatch => ({
        ...match,
        pathname: encode(match.pathname),
        pathnameBase: encode(match.pathnameBase),
      })) ?? null,
    );
  }, [matched, navigator]);
  const matches = useMemo(
    () =>
      (matched ?? []).map(({ pathname: path, route }) => ({
        pathname: path,
        handle: route.handle as unknown,
      })),
    [matched],
  );
  return <RouteMatchesContext value={matches}>{element}</RouteMatchesContext>;
}
