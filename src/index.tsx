import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';

import { App } from '@/app/App';
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
createRoot(container).render(<App store={store} persistor={persistor} />);
