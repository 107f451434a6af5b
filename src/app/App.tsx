import { CacheProvider } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';

import { theme } from '@/theme/theme';

import { AppRoutes } from './AppRoutes';
import { englishI18n } from './i18n';
import type { RightToLeft } from './rightToLeft';
import type { AppStore, RootState } from './store';

interface AppProvidersProps {
  store: AppStore;
  /**
   * The state the server rendered the page from: what the page hydrates with, so this browser's saved
   * lists (restored meanwhile) show only after hydration, as an ordinary update (react-redux hands it to
   * useSyncExternalStore as the server snapshot).
   */
  serverState?: RootState;
  /** The page's language and its messages (src/app/i18n.ts); English when not given. */
  i18n?: I18n;
  /** A right-to-left page's mirrored styles and theme (src/app/rightToLeft.ts); none left to right. */
  rtl?: RightToLeft;
  /** The router with the routes in it: the browser's, or the server's static one (src/ssr). */
  children: ReactNode;
}

/** Store, language and theme around the router: the same tree in the browser and on the server. */
export function AppProviders({ store, serverState, i18n, rtl, children }: AppProvidersProps) {
  const themed = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {rtl ? <ThemeProvider theme={rtl.theme}>{children}</ThemeProvider> : children}
    </ThemeProvider>
  );
  return (
    <Provider store={store} serverState={serverState}>
      <I18nProvider i18n={i18n ?? englishI18n()}>
        {rtl ? <CacheProvider value={rtl.cache}>{themed}</CacheProvider> : themed}
      </I18nProvider>
    </Provider>
  );
}

interface AppProps {
  /** The store, its saved lists already restored (src/index.tsx waits for them: see whenRestored). */
  store: AppStore;
  serverState?: RootState;
  i18n?: I18n;
  rtl?: RightToLeft;
  /** The address's language prefix ('/de'), under which the router works; none when absent. */
  basename?: string;
  /** Called once the first screen is committed: hydrated, or rendered here. */
  onCommitted?: () => void;
}

/** The whole app: store, theme, router. */
export function App({ store, serverState, i18n, rtl, basename, onCommitted }: AppProps) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <AppProviders store={store} serverState={serverState} i18n={i18n} rtl={rtl}>
      <BrowserRouter basename={basename || undefined}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
