/** A language's catalogue, compiled by @lingui/loader (webpack.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
