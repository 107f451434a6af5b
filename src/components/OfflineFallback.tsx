import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/**
 * Puts the app's one offline screen (saved lists and what still works) in place of the page, until
 * the function it answers is called. The app provides it around its pages; without a provider,
 * failures show as usual.
 */
export const OfflineScreenContext = createContext<(() => () => void) | null>(null);

/**
 * A call that got no answer at all (fetch itself failed): the browser is offline, or the server cannot
 * be reached (stopped, or the network between is down). An answer, even an error, is not this.
 */
export function isUnreachable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { status?: unknown }).status === 'FETCH_ERROR'
  );
}

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

interface OfflineOrProps {
  /** The failure got no answer from the server (see isUnreachable). */
  unreachable?: boolean;
  /** The page's own failure screen. */
  children?: ReactNode;
}

/**
 * A page's failure (`children`), or, when the server could not be reached (the browser offline, or
 * the server not answering) and nothing was kept for this page, the app's offline screen in place of
 * the whole page: one screen and one wording whatever the page. A failure with an answer (a 500)
 * stays the page's own, with its 'Try Again'.
 */
export function OfflineOr({ unreachable = false, children }: OfflineOrProps) {
  const showScreen = useContext(OfflineScreenContext);
  const offline = useOffline();
  const replaced = showScreen !== null && (offline || unreachable);
  useLayoutEffect(() => (replaced ? showScreen?.() : undefined), [replaced, showScreen]);
  return replaced ? null : children;
}
