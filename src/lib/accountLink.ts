import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Where the shell's account links lead (header menus, footer): to sign in, or, once signed in, to the
 * account's card in Settings (its devices, sync, sign-out).
 */
export interface AccountLink {
  /** Its text, as a message: the menu or footer shows it in the page's language. */
  label: MessageDescriptor;
  to: string;
}

/** The Settings card of a signed-in account (UserSettingsPage scrolls to it). */
export const ACCOUNT_SETTINGS_PATH = '/user-settings#account';

export function accountLink(signedIn: boolean): AccountLink {
  return signedIn
    ? { label: msg`Your account`, to: ACCOUNT_SETTINGS_PATH }
    : { label: msg`Sign in`, to: '/login' };
}
