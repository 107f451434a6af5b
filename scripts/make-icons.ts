/**
 * `npx tsx scripts/make-icons.ts`: draws the app icons under public/icons/ (committed; run again only
 * when the mark changes). Debian's Chromium (playwright-core, as the journeys use it) screenshots the
 * mark drawn as SVG at each size, so no image package is needed.
 *
 * - icon-192.png, icon-512.png: the mark on its rounded dark tile ("any" purpose).
 * - icon-maskable-512.png: a full-bleed dark square with the mark inside the central 80 % safe zone,
 *   so a launcher may cut it to any shape.
 * - apple-touch-icon.png (180 px): full-bleed square; iOS rounds the corners itself.
 */
import fs from 'node:fs';
import path from 'node:path';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS } from '../e2e/helpers/browser';
import { CHROMIUM_PATH } from '../e2e/helpers/env';

const OUT_DIR = path.join(__dirname, '..', 'public', 'icons');
/** src/theme: the page background and the gold accent (public/favicon.svg draws the same mark). */
const BACKGROUND = '#0b0d12';
const GOLD = '#f5c518';
/** The "M" of public/favicon.svg, on a 64-unit grid. */
const MARK = 'M14 48V16h8l10 16 10-16h8v32h-8V30l-10 15-10-15v18z';

/** The mark on a 64-unit tile; `inset` shrinks the mark towards the centre (maskable safe zone). */
function svg(size: number, { rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = 1 - inset * 2;
  const offset = 32 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">
  <rect width="64" height="64" ${rounded ? 'rx="14"' : ''} fill="${BACKGROUND}"/>
  <path d="${MARK}" fill="${GOLD}" transform="translate(${offset} ${offset}) scale(${scale})"/>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.12 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.08 },
];

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${svg(icon.size, icon)}</body></html>`,
      );
      await page.locator('svg').screenshot({
        path: path.join(OUT_DIR, icon.file),
        omitBackground: true,
      });
      await page.close();
      console.log(`wrote public/icons/${icon.file} (${icon.size}x${icon.size})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
