import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';

import { theme } from '@/theme/theme';

import { AppRoutes } from './AppRoutes';
import type { AppStore } from './store';

interface AppProps {
  /** The store, its saved lists already restored (src/index.tsx waits for them: see whenRestored). */
  store: AppStore;
}

/** The whole app: store, theme, router. */
export function App({ store }: AppProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  );
}
