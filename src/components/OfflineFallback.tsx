import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/**
 * What a page shows instead of its failure screen when the browser is offline: the app provides its
 * offline screen (saved lists and what still works) here; without a provider, failures show as usual.
 */
export const OfflineScreenContext = createContext<ReactNode>(null);

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => !navigator.onLine;
const onlineOnServer = () => false;

/** True while the browser says it has no network; follows its online and offline events. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, onlineOnServer);
}

/**
 * A page's failure (`children`), or the offline screen in its place while the browser is offline:
 * the catalogue call failed because there is no network and nothing was cached for this page. Back
 * online, the failure shows again with its 'Try Again'.
 */
export function OfflineOr({ children }: { children: ReactNode }) {
  const screen = useContext(OfflineScreenContext);
  const offline = useOffline();
  return offline && screen ? screen : children;
}
