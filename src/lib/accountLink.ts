/**
 * Where the shell's account links lead (header menus, footer): to sign in, or, once signed in, to the
 * account's card in Settings (its devices, sync, sign-out).
 */
export interface AccountLink {
  label: string;
  to: string;
}

/** The Settings card of a signed-in account (UserSettingsPage scrolls to it). */
export const ACCOUNT_SETTINGS_PATH = '/user-settings#account';

export function accountLink(signedIn: boolean): AccountLink {
  return signedIn
    ? { label: 'Your account', to: ACCOUNT_SETTINGS_PATH }
    : { label: 'Sign in', to: '/login' };
}
