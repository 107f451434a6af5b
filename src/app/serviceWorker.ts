/**
 * Registers the service worker (src/sw.ts) and tells the visitor, once, when a new release is ready.
 * Its own small chunk, loaded by index.tsx after the page has loaded, in production builds only.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Workbox } from 'workbox-window';
import type { WorkboxLifecycleWaitingEvent } from 'workbox-window';

import { DEFAULT_LOCALE, matchLocale } from '@common/locales';

import { DEFAULT_SITE, siteApi } from '@/services/site';
import { theme } from '@/theme/theme';

import { englishI18n, loadI18n } from './i18n';
import type { AppStore } from './store';

/** How long the notice stays before it goes by itself. */
const NOTICE_MS = 15_000;

/** The words of the update notice. */
export function updateText(i18n: I18n, siteName: string): string {
  return i18n._(
    msg`${siteName} has been updated. The new version opens the next time you load a page.`,
  );
}

/**
 * A small polite status at the bottom of the screen (plain DOM: no React root, nothing more to load),
 * with a button to dismiss it; it also goes by itself after a while.
 */
export function showUpdateNotice(text: string, i18n: I18n): HTMLElement {
  const { palette, shape, zIndex } = theme;
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.dataset.updateNotice = '';
  Object.assign(box.style, {
    position: 'fixed',
    left: '16px',
    bottom: '16px',
    maxWidth: 'min(420px, calc(100vw - 32px))',
    zIndex: String(zIndex.snackbar),
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '12px 16px',
    borderRadius: `${shape.borderRadius}px`,
    border: `1px solid ${palette.primary.main}`,
    background: palette.background.paper,
    color: palette.text.primary,
    font: `400 0.95rem/1.4 ${theme.typography.fontFamily}`,
  } satisfies Partial<CSSStyleDeclaration>);
  const message = document.createElement('span');
  message.textContent = text;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = i18n._(msg`Dismiss`);
  Object.assign(close.style, {
    font: 'inherit',
    fontWeight: '700',
    cursor: 'pointer',
    border: '0',
    borderRadius: `${shape.borderRadius}px`,
    padding: '6px 12px',
    background: palette.primary.main,
    color: palette.primary.contrastText,
    flexShrink: '0',
  } satisfies Partial<CSSStyleDeclaration>);
  const timer = window.setTimeout(() => box.remove(), NOTICE_MS);
  close.addEventListener('click', () => {
    window.clearTimeout(timer);
    box.remove();
  });
  box.append(message, close);
  document.body.append(box);
  return box;
}

/** What of workbox-window's Workbox this module uses (a test gives its own). */
export interface UpdateSource {
  addEventListener(type: 'waiting', listener: (event: WorkboxLifecycleWaitingEvent) => void): void;
}

/**
 * A new release installed and waiting (it takes over at the next page load, see src/sw.ts): the
 * visitor is told once. A release that was already waiting when this page registered is taking over
 * with this very load (this page runs it already): nothing to say.
 */
export function watchForUpdates(
  source: UpdateSource,
  siteName: () => string,
  i18n: I18n,
  show: (text: string, i18n: I18n) => unknown = showUpdateNotice,
): void {
  let told = false;
  source.addEventListener('waiting', (event) => {
    if (told || event.wasWaitingBeforeRegister) return;
    told = true;
    show(updateText(i18n, siteName()), i18n);
  });
}

export async function registerServiceWorker(store: AppStore): Promise<void> {
  // The page's own messages: loadI18n keeps one per language, so this is the one the page renders with.
  const locale = matchLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  const i18n = await loadI18n(locale).catch(() => englishI18n());
  const workbox = new Workbox('/sw.js');
  watchForUpdates(
    workbox,
    () =>
      siteApi.endpoints.getSiteConfig.select()(store.getState()).data?.name ?? DEFAULT_SITE.name,
    i18n,
  );
  // A browser that refuses (private mode, storage off) simply runs without it.
  workbox.register().catch(() => undefined);
}
