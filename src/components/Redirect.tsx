import { createContext, useContext } from 'react';
import { Navigate, useHref } from 'react-router-dom';
import type { To } from 'react-router-dom';

/**
 * Where the server's renderer (src/ssr/render.tsx) learns that the page it renders is a redirect: the
 * first <Redirect> rendered writes its address here. Absent in the browser.
 */
export interface ServerRedirect {
  to: string | null;
}

export const ServerRedirectContext = createContext<ServerRedirect | null>(null);

/**
 * Sends the visitor from this address to `to`, replacing it in history: in the browser a <Navigate
 * replace>; on the server, where a router cannot navigate, the renderer stops and the server answers
 * an HTTP redirect there instead of a page.
 */
export function Redirect({ to }: { to: To }) {
  const server = useContext(ServerRedirectContext);
  const href = useHref(to);
  if (!server) return <Navigate to={to} replace />;
  server.to ??= href;
  return null;
}
