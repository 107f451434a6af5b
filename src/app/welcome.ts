import { createSlice } from '@reduxjs/toolkit';

import { DEFAULT_SITE, siteApi } from '@/services/site';
import { selectFirstDataIn } from '@/services/tmdbApi';

import type { AppStore } from './store';
import { selectWelcomeGone } from './welcomeState';
import type { WelcomeState } from './welcomeState';

import { WELCOME_FLAG } from './welcomeFlag';

export { WELCOME_FLAG };
/**
 * The language of a page the browser renders without the server's (./browserLocale.ts): here because
 * such a page loads this chunk anyway, so it costs every other page's first load nothing.
 */
export { pageLanguageFromBrowser } from './browserLocale';
/** Spec: the overlay goes after 2000 ms at the latest. */
export const WELCOME_MS = 2000;
/** Its fade out (index.html's CSS), after which it leaves the page. */
const FADE_MS = 400;

/** Whether the overlay is up, in the store (./welcomeState.ts: what the prompts read). */
const welcomeSlice = createSlice({
  name: 'welcome',
  initialState: { showing: false } as WelcomeState,
  reducers: {
    welcomeShown: (state) => {
      state.showing = true;
    },
    welcomeEnded: (state) => {
      state.showing = false;
    },
  },
});
const { welcomeShown, welcomeEnded } = welcomeSlice.actions;

/**
 * On the first load of a browser session, shows index.html's overlay 'Welcome to {site name}' (plain
 * markup and CSS, there before the page renders) and takes it away after 2 s, when the first screen's
 * data is in, or at the visitor's first key press or tap, whichever comes first. It is decoration:
 * hidden from assistive technology, letting every click through, never holding focus.
 */
export function startWelcome(
  store: AppStore,
  overlay = document.getElementById('welcome'),
  storage: () => Storage = () => window.sessionStorage,
): void {
  if (!overlay) return;
  try {
    // Not when shown already this session, nor without session storage to remember it by.
    if (storage().getItem(WELCOME_FLAG)) return overlay.remove();
    storage().setItem(WELCOME_FLAG, 'true');
  } catch {
    return overlay.remove();
  }
  store.reducer.inject(welcomeSlice);
  store.dispatch(welcomeShown());
  overlay.hidden = false;
  const name = overlay.querySelector('span');
  const selectSite = siteApi.endpoints.getSiteConfig.select();
  let named = false;

  const end = () => {
    if (selectWelcomeGone(store.getState())) return;
    store.dispatch(welcomeEnded());
    unsubscribe();
    clearTimeout(timer);
    removeEventListener('keydown', end, true);
    removeEventListener('pointerdown', end, true);
    overlay.classList.add('gone');
    setTimeout(() => overlay.remove(), FADE_MS);
  };
  const check = () => {
    const state = store.getState();
    // The text shows once the site's name is known (the default if the settings cannot be had).
    const site = selectSite(state);
    if (name && !named && (site.data || site.isError)) {
      named = true;
      name.textContent = site.data?.name ?? DEFAULT_SITE.name;
      overlay.classList.add('named');
    }
    if (selectFirstDataIn(state)) end();
  };

  const timer = setTimeout(end, WELCOME_MS);
  const unsubscribe = store.subscribe(check);
  addEventListener('keydown', end, true);
  addEventListener('pointerdown', end, true);
  check();
}
