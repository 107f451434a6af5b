// redux-persist 6 reads `manualPersist` (es/persistStore.js: no rehydration until persistor.persist()),
// but its bundled types leave the option out.
import 'redux-persist/es/types';

declare module 'redux-persist/es/types' {
  interface PersistorOptions {
    manualPersist?: boolean;
  }
}
