/**
 * When the first-visit prompts show (spec section 4): the cookie consent modal, then the domain
 * notice, one at a time, and the bottom announcement banner. Small, in every first load; the prompts
 * themselves load only when one must show.
 */
import type { SiteConfig } from '@/services/site';

import type { ConsentState } from './consentSlice';

/**
 * Session storage flags: a prompt closed without a choice (its backdrop, Escape) stays away for the
 * rest of the browser session and comes back in the next one. The announcement's key is the spec's
 * `announcement-dismissed`.
 */
export const DISMISSED_KEYS = {
  consent: 'consent-dismissed',
  notice: 'notice-dismissed',
  announcement: 'announcement-dismissed',
} as const;

export type Prompt = keyof typeof DISMISSED_KEYS;
export type Dismissed = Record<Prompt, boolean>;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What this session dismissed so far. */
export function readDismissed(): Dismissed {
  const storage = session();
  const read = (prompt: Prompt) => storage?.getItem(DISMISSED_KEYS[prompt]) != null;
  return { consent: read('consent'), notice: read('notice'), announcement: read('announcement') };
}

/** Remembers a dismissal for the session (if session storage refuses, for this page load only). */
export function rememberDismissed(prompt: Prompt): void {
  try {
    session()?.setItem(DISMISSED_KEYS[prompt], 'true');
  } catch {
    // Storage full or blocked: the app's own state still keeps it away until the next load.
  }
}

/** The pages the consent modal links to, where it never opens (spec). */
const LEGAL_PAGE = /^\/(privacy|terms)\/?$/i;

/** The modal to show now: consent first, then the domain notice (only when configured), or none. */
export function modalFor(
  consent: ConsentState,
  site: SiteConfig | undefined,
  pathname: string,
  dismissed: Dismissed,
): 'consent' | 'notice' | null {
  if (consent.storage === null && !dismissed.consent && !LEGAL_PAGE.test(pathname)) {
    return 'consent';
  }
  if (site?.notice && !consent.domainNoticeAccepted && !dismissed.notice) return 'notice';
  return null;
}

/** The banner shows when configured, until dismissed for the session. */
export const bannerFor = (site: SiteConfig | undefined, dismissed: Dismissed): boolean =>
  Boolean(site?.announcement) && !dismissed.announcement;
