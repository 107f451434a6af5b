/**
 * Sign-in as the spec has it: there is none. Everyone is one fixed local user in local-storage mode,
 * stored under `auth_user`; "logout" puts that user back and forgets the bearer token. The guard
 * around the visitor's lists lets a visitor through when a user is stored or local-storage mode is
 * on, so here it always does.
 */

/** localStorage key of the optional bearer token (spec: `token`). */
export const TOKEN_KEY = 'token';
/** localStorage key of the signed-in user (spec: `auth_user`). */
export const AUTH_USER_KEY = 'auth_user';

export interface LocalUser {
  id: string;
  /** Lists and settings live in this browser's localStorage (spec: isLocalStorage true). */
  isLocalStorage: boolean;
}

/** The one user of every visitor (spec: fixed, isLocalStorage true). */
export const LOCAL_USER: LocalUser = { id: 'local', isLocalStorage: true };

/** This app keeps everything in the browser: local-storage mode is always on. */
export const LOCAL_STORAGE_MODE = true;

/** The pages that stand for signing in: no breadcrumb there, and a 401 there does not redirect. */
export const SIGN_IN_PATHS: readonly string[] = ['/login', '/register', '/forgot-password'];

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored user, or null when none is stored or the value is not one (not JSON, wrong shape). */
export function readUser(storage: Storage | null = localStorageOrNull()): LocalUser | null {
  try {
    const user = JSON.parse(storage?.getItem(AUTH_USER_KEY) ?? 'null') as Partial<LocalUser> | null;
    return typeof user?.id === 'string' && typeof user.isLocalStorage === 'boolean'
      ? { id: user.id, isLocalStorage: user.isLocalStorage }
      : null;
  } catch {
    return null;
  }
}

/** Writes the fixed local user unless a readable user is stored already (startup). */
export function ensureLocalUser(storage: Storage | null = localStorageOrNull()): void {
  if (readUser(storage)) return;
  try {
    storage?.setItem(AUTH_USER_KEY, JSON.stringify(LOCAL_USER));
  } catch {
    // Full or blocked storage: the guard lets the visitor through in local-storage mode anyway.
  }
}

/** "Logout": the bearer token is forgotten and the fixed local user put back. */
export function signOut(storage: Storage | null = localStorageOrNull()): void {
  try {
    storage?.removeItem(TOKEN_KEY);
    storage?.setItem(AUTH_USER_KEY, JSON.stringify(LOCAL_USER));
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
}

/** The guard's rule (spec): through when a user is signed in or local-storage mode is on, else /login. */
export function guardAllows(user: LocalUser | null, localStorageMode: boolean): boolean {
  return user !== null || localStorageMode;
}
