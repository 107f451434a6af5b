import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';

import { theme } from '@/theme/theme';

import { AppRoutes } from './AppRoutes';
import type { AppStore, RootState } from './store';

interface AppProvidersProps {
  store: AppStore;
  /**
   * The state the server rendered the page from: what the page hydrates with, so this browser's saved
   * lists (restored meanwhile) show only after hydration, as an ordinary update (react-redux hands it to
   * useSyncExternalStore as the server snapshot).
   */
  serverState?: RootState;
  /** The router with the routes in it: the browser's, or the server's static one (src/ssr). */
  children: ReactNode;
}

/** Store and theme around the router: the same tree in the browser and on the server. */
export function AppProviders({ store, serverState, children }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}

interface AppProps {
  /** The store, its saved lists already restored (src/index.tsx waits for them: see whenRestored). */
  store: AppStore;
  serverState?: RootState;
  /** Called once the first screen is committed: hydrated, or rendered here. */
  onCommitted?: () => void;
}

/** The whole app: store, theme, router. */
export function App({ store, serverState, onCommitted }: AppProps) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <AppProviders store={store} serverState={serverState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
