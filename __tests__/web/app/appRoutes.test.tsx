import { render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Outlet, useNavigationType, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { AppRoutes } from '@/app/AppRoutes';
import { matchAppRoutes } from '@/app/routes';

/** A page with a link relative to its own path, and the way it was reached. */
function Page({ name }: { name: string }) {
  return (
    <>
      <Link to="episodes">{name}</Link>
      <span data-testid={`${name}-action`}>{useNavigationType()}</span>
    </>
  );
}

const table = (name: string): RouteObject[] => [
  {
    path: '/',
    element: <Outlet />,
    children: [{ path: 'tv/:slug', element: <Page name={name} /> }],
  },
];

function WithUseRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('AppRoutes', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders a page as React Router’s useRoutes does, its relative links encoded the same way', () => {
    window.history.replaceState(null, '', '/tv/1399-jeu-de-tr%C3%B4nes%25');
    render(
      <BrowserRouter>
        <AppRoutes routes={table('ours')} />
        <WithUseRoutes routes={table('theirs')} />
      </BrowserRouter>,
    );
    const ours = screen.getByRole('link', { name: 'ours' });
    const theirs = screen.getByRole('link', { name: 'theirs' });
    expect(ours).toHaveAttribute('href', theirs.getAttribute('href'));
    expect(ours).toHaveAttribute('href', '/tv/1399-jeu-de-tr%C3%B4nes%25/episodes');
    // The page learns how it was reached from the router itself (a first load: POP).
    expect(screen.getByTestId('ours-action')).toHaveTextContent('POP');
  });

  it('matches an address once for the first load and its render', () => {
    const routes = table('once');
    const first = matchAppRoutes(routes, '/tv/1-x');
    expect(first?.map(({ route }) => route.path)).toEqual(['/', 'tv/:slug']);
    // The same answer (not a second matching) for the same address; a new one for another.
    expect(matchAppRoutes(routes, '/tv/1-x')).toBe(first);
    expect(matchAppRoutes(routes, '/tv/2-y')).not.toBe(first);
    expect(matchAppRoutes(routes, '/nowhere')).toBeNull();
  });
});
