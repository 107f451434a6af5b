/**
 * Stands in for MUI's stringifyTheme in the browser build (webpack.config.ts). MUI's createTheme sets
 * it as the theme's `toRuntimeSource`, for Pigment CSS's build-time tooling to print the theme as a
 * module; nothing in the browser reads it (neither this app nor MUI's runtime). The theme keeps the
 * property, a function that says why it is not there, and every first load drops the serializer.
 */
export function stringifyTheme(): never {
  throw new Error('No theme serializer in the browser build: see webpack.config.ts.');
}
