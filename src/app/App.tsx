import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';

import { theme } from '@/theme/theme';

import { routes } from './routes';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  persistor: Persistor;
}

/** The whole app: store, saved lists restored, theme, router. */
export function App({ store, persistor }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </PersistGate>
    </Provider>
  );
}
