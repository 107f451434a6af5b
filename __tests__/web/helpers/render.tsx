import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

import { routes } from '@/app/routes';
import type { AppStore, RootState } from '@/app/store';
import { theme } from '@/theme/theme';

import { makeTestStore } from './store';

interface Options {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
}

/** Renders the real app (store, theme, routes) at `path`, as a visitor opening that URL. */
export function renderApp(
  path: string,
  { preloadedState, store = makeTestStore(preloadedState) }: Options = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}

/** Renders one component with the store and theme but no router (presentational pieces). */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeTestStore(preloadedState) }: Options = {},
) {
  const user = userEvent.setup();
  // A wrapper, so `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </Provider>
  );
  return { ...render(ui, { wrapper }), store, user };
}

/** Opens a page and waits for its lazy route, after which the layout (header included) is on screen. */
export async function openAt(path: string, options?: Options) {
  const view = renderApp(path, options);
  await screen.findByRole('banner');
  return view;
}

/** Scrolls the window as a visitor would (jsdom does not lay out, so scrollY is set by hand). */
export function scrollWindowTo(y: number) {
  window.scrollY = y;
  fireEvent.scroll(window);
}
