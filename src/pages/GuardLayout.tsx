import { Navigate, Outlet } from 'react-router-dom';

import { LOCAL_STORAGE_MODE, guardAllows, readUser } from '@/lib/localUser';

interface GuardLayoutProps {
  /** Whether lists live in this browser (always, in this app; a test may turn it off). */
  localStorageMode?: boolean;
}

/**
 * The guard around the visitor's own lists (spec: /watchlist and /favorites are nested under a guard
 * layout). It sends a visitor to /login unless a user is stored (`auth_user`) or local-storage mode is
 * on; here everyone is the fixed local user in local-storage mode, so it lets the page through.
 */
export function GuardLayout({ localStorageMode = LOCAL_STORAGE_MODE }: GuardLayoutProps) {
  if (!guardAllows(readUser(), localStorageMode)) return <Navigate to="/login" replace />;
  return <Outlet />;
}
