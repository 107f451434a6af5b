import { alpha, createTheme } from '@mui/material/styles';

import { APP_BACKGROUND } from '@common/webManifest';

/**
 * See-through tints for layers over pictures and the page. Components use these tokens, or alpha() on a
 * palette value for a one-off gradient stop, never a colour literal.
 */
export interface OverlayPalette {
  /** Dark glass under white text or icons on a picture: badges, play buttons. */
  scrim: string;
  /** Dims a picture under a control, and carousel buttons at rest. */
  dim: string;
  /** A lighter dim: a picture behind a resting play link, an outlined button on a picture. */
  dimLight: string;
  /** The colour of drop shadows under raised elements and text on pictures. */
  shadow: string;
  /** Hairline borders and quiet fills on the dark background. */
  hairline: string;
  /** The border of a field at rest. */
  outline: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    overlay: OverlayPalette;
  }
  interface PaletteOptions {
    overlay?: OverlayPalette;
  }
  interface BreakpointOverrides {
    xxl: true;
  }
}

const BLACK = '#000000';
const WHITE = '#ffffff';
const GOLD = '#f5c518';

/**
 * The one theme. A dark, cinema-like palette; colours are picked for WCAG AA contrast on the
 * background (text ≥ 4.5:1). Component customisations are grouped by component below.
 */
export const theme = createTheme({
  cssVariables: false,
  palette: {
    mode: 'dark',
    common: { black: BLACK, white: WHITE },
    primary: { main: GOLD, contrastText: '#111111' },
    secondary: { main: '#7cc4ff' },
    error: { main: '#ff6b6b' },
    background: { default: APP_BACKGROUND, paper: '#151922' },
    text: { primary: '#f3f4f6', secondary: '#b4bac6' },
    overlay: {
      scrim: alpha(BLACK, 0.7),
      dim: alpha(BLACK, 0.5),
      dimLight: alpha(BLACK, 0.3),
      shadow: alpha(BLACK, 0.5),
      hairline: alpha(WHITE, 0.08),
      outline: alpha(WHITE, 0.2),
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: 'clamp(2rem, 5vw, 3.5rem)', fontWeight: 800 },
    h2: { fontSize: 'clamp(1.5rem, 3.5vw, 2.25rem)', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  breakpoints: {
    // The spec's grid steps: 640, 768, 1024, plus 1280 and 1536 (filmography, saved lists; the home
    // page's widest content).
    values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { overflowX: 'hidden' },
        a: { color: 'inherit' },
        // Visible keyboard focus everywhere.
        ':focus-visible': { outline: `2px solid ${GOLD}`, outlineOffset: 2 },
      },
    },
    // ButtonBase sets `outline: 0` in its own class, which outranks the global rule above: every
    // button, icon button, tab and menu item gets the same ring back when focused from the keyboard.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${GOLD}`, outlineOffset: 2 } },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
    },
  },
});
