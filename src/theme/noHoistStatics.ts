/**
 * Stands in for hoist-non-react-statics in the browser build (webpack.config.ts). @emotion/react
 * imports it for `withTheme`, which this app never calls, and the import alone put the package and its
 * copy of react-is (1.2 KB gzip) in every first load.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
