import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { Location, NavigationType, RouteObject } from 'react-router-dom';

import { AppRoutes } from '@/app/AppRoutes';
import { englishI18n } from '@/app/i18n';
import type { AppStore, RootState } from '@/app/store';
import { theme } from '@/theme/theme';

import { makeTestStore } from './store';

interface Options {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  /** The page's language and messages (helpers/catalogue.ts i18nOf); English when not given. */
  i18n?: I18n;
}

/** Where the app opens: a path, or a path with navigation state (as a link with `state` opens it). */
export type Entry = string | { pathname: string; search?: string; state?: unknown };

/** What a test may ask of the router: where it is, how it got there, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: string) => void;
  /** The browser's Back button. */
  back: () => void;
}

/** Keeps `router` in step with the router's location, as a visitor's address bar would be. */
function RouterProbe({ onChange }: { onChange: (router: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({
      state: { location, historyAction },
      navigate: (to) => void navigate(to),
      back: () => void navigate(-1),
    });
  }, [onChange, location, historyAction, navigate]);
  return null;
}

/**
 * Renders the real app (store, theme, routes) at `path`, as a visitor opening that URL; `routes` swaps
 * in another route table (for a test of the routing mechanism itself).
 */
export function renderApp(
  path: Entry,
  {
    preloadedState,
    store = makeTestStore(preloadedState),
    routes,
    i18n = englishI18n(),
  }: Options & { routes?: RouteObject[] } = {},
) {
  const router: TestRouter = {
    state: {
      location: (typeof path === 'string' ? { pathname: path } : path) as Location,
      historyAction: 'POP' as NavigationType,
    },
    navigate: () => {
      throw new Error('The router has not rendered yet');
    },
    back: () => {
      throw new Error('The router has not rendered yet');
    },
  };
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <MemoryRouter initialEntries={[path]}>
            <RouterProbe onChange={(now) => Object.assign(router, now)} />
            <AppRoutes routes={routes} />
          </MemoryRouter>
        </ThemeProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}

/** Renders one component with the store and theme but no router (presentational pieces). */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeTestStore(preloadedState), i18n = englishI18n() }: Options = {},
) {
  const user = userEvent.setup();
  // A wrapper, so `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nProvider>
    </Provider>
  );
  return { ...render(ui, { wrapper }), store, user };
}

/** Opens a page and waits for its lazy route, after which the layout (header included) is on screen. */
export async function openAt(path: Entry, options?: Options) {
  const view = renderApp(path, options);
  await screen.findByRole('banner');
  return view;
}

/** Scrolls the window as a visitor would (jsdom does not lay out, so scrollY is set by hand). */
export function scrollWindowTo(y: number) {
  window.scrollY = y;
  fireEvent.scroll(window);
}
