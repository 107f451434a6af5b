import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';

import { App } from '@/app/App';
import { preloadPage } from '@/app/routes';
import { makeStore } from '@/app/store';

// A leftover of the original app's configurable API origin (spec: removed at startup).
try {
  window.localStorage.removeItem('api_url');
} catch {
  // Storage disabled: nothing to remove.
}

const store = makeStore(undefined, { persist: true });
const persistor = persistStore(store);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The first page's code is fetched before the first render, so the page paints with the shell rather
// than after a loading screen. If it fails, the page tries again as it renders and says so if it must.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => root.render(<App store={store} persistor={persistor} />));
