import type { RootState } from './store';

/**
 * Whether index.html's welcome overlay is up: the store's `welcome` slice, injected by
 * src/app/welcome.ts when the overlay starts (absent before, and on every load after a session's
 * first).
 */
export interface WelcomeState {
  showing: boolean;
}

/** True unless the welcome overlay is up: the cookie consent and the notice wait for it. */
export const selectWelcomeGone = (state: RootState): boolean => !state.welcome?.showing;
