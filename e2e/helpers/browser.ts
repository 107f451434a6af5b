/** Debian's Chromium driven by playwright-core, headless, with nothing reaching out to the network. */
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

import { CHROMIUM_PATH } from './env';

/** The flags this machine needs (see the node machine notes): without them Chromium phones home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** One browser per file of journeys; playwright gives it a fresh temporary profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
