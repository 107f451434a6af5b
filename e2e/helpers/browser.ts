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

/**
 * Turned off for measurements (scripts/lighthouse.ts): Debian's Chromium 156.0.8078.108 preloads its
 * own omnibox popup (browser UI pages in a renderer of their own) even when headless, and on a 2-core
 * machine that renderer competes with the page under test for the CPU. Not in CHROMIUM_ARGS:
 * playwright passes a --disable-features list of its own, which a second one would replace.
 */
export const MEASUREMENT_DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
];

/**
 * The flags as one list with a single `--disable-features` holding every feature named in any of
 * them: Chromium keeps only the last of a repeated switch, so a launcher's own list (Lighthouse's
 * chrome-launcher disables RenderDocument, Translate and more) and ours must be merged, not stacked.
 */
export function mergedFeatureFlags(flags: readonly string[]): string[] {
  const SWITCH = '--disable-features=';
  const features = flags
    .filter((flag) => flag.startsWith(SWITCH))
    .flatMap((flag) => flag.slice(SWITCH.length).split(','))
    .filter(Boolean);
  const rest = flags.filter((flag) => !flag.startsWith(SWITCH));
  return features.length ? [...rest, SWITCH + [...new Set(features)].join(',')] : rest;
}

/** One browser per file of journeys; playwright gives it a fresh temporary profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
