/** A language's catalogue, compiled by scripts/po-loader.cjs (webpack.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
