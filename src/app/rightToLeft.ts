/**
 * What a right-to-left page (Arabic) needs beyond its `<html dir="rtl">` (issue 35): MUI's styles
 * written mirrored (an Emotion cache whose stylis step flips left and right, margins, paddings,
 * positions and their transitions) and the theme told so (`direction: 'rtl'`, which MUI's
 * components read for the side they open to and the way their arrows point). Loaded only for such a
 * page, in the browser as its own chunk beside the page's language (src/app/start.tsx), and by the
 * server's renderer (src/ssr/render.tsx), whose styles are written by the same cache key so the
 * browser takes them over.
 */
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import type { Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import { MIRRORED } from '@/lib/mirrored';

/** The key of the mirrored styles' cache: `<style data-emotion="rtl …">`. */
export const RTL_CACHE_KEY = 'rtl';

/** A page's mirrored styles: one per page in the browser, one per render on the server. */
export function rightToLeftCache(): EmotionCache {
  return createCache({ key: RTL_CACHE_KEY, stylisPlugins: [prefixer, rtlPlugin] });
}

/** The theme as a right-to-left page reads it (a nested ThemeProvider's function of the outer one). */
export const rightToLeftTheme = (outer: Theme): Theme => ({
  ...outer,
  direction: 'rtl',
  components: {
    ...outer.components,
    MuiTypography: {
      ...outer.components?.MuiTypography,
      styleOverrides: {
        // Catalogue text (titles, names, overviews) takes its own direction (dir="auto": English reads
        // left to right inside an Arabic page) but lines up with the page's start like the rest. Written
        // as left, which this cache writes mirrored.
        root: { '&[dir="auto"]': { textAlign: 'left' } },
      },
    },
    MuiSvgIcon: {
      ...outer.components?.MuiSvgIcon,
      styleOverrides: {
        // The app's arrows that point the way the page reads (lib/mirrored.ts). MUI's components
        // flip their own arrows from the theme's direction (pagination, tabs).
        root: { [`&.${MIRRORED}`]: { transform: 'scaleX(-1)' } },
      },
    },
  },
});

/** What AppProviders wraps a right-to-left page in. */
export interface RightToLeft {
  cache: EmotionCache;
  theme: (outer: Theme) => Theme;
}

/** A right-to-left page's setup, made once per page (or per server render). */
export function rightToLeft(): RightToLeft {
  return { cache: rightToLeftCache(), theme: rightToLeftTheme };
}
