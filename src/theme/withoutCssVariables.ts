/**
 * Stands in for MUI's CSS-variables theme code (createThemeWithVars, ThemeProviderWithVars) in the
 * bundle; see webpack.config.ts. Our theme sets `cssVariables: false` and no `colorSchemes`, so MUI
 * never calls them: dropping them saves 7 KB (gzip) of every first load. Turning CSS variables on
 * means removing that replacement, which this error points to at once (in few bytes: every page
 * carries it).
 */
const unavailable = (): never => {
  throw new Error('No MUI CSS-variables themes in this build: see webpack.config.ts.');
};

export default unavailable;
export const createGetCssVar = unavailable;
export const CssVarsProvider = unavailable;
export const Experimental_CssVarsProvider = unavailable;
export const useColorScheme = unavailable;
export const getInitColorSchemeScript = unavailable;
