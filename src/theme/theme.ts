import { createTheme } from '@mui/material/styles';

/**
 * The one theme. A dark, cinema-like palette; colours are picked for WCAG AA contrast on the
 * background (text ≥ 4.5:1). Component customisations are grouped by component below.
 */
export const theme = createTheme({
  cssVariables: false,
  palette: {
    mode: 'dark',
    primary: { main: '#f5c518', contrastText: '#111111' },
    secondary: { main: '#7cc4ff' },
    error: { main: '#ff6b6b' },
    background: { default: '#0b0d12', paper: '#151922' },
    text: { primary: '#f3f4f6', secondary: '#b4bac6' },
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
    // The spec's grid steps: 640, 768, 1024, plus 1280 and 1536.
    values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { overflowX: 'hidden' },
        a: { color: 'inherit' },
        // Visible keyboard focus everywhere.
        ':focus-visible': { outline: '2px solid #f5c518', outlineOffset: 2 },
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
