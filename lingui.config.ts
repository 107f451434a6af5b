/**
 * Lingui's configuration (issue 35): which languages there are (common/locales.ts), where their
 * catalogues are, and how they are written (gettext .po, which translators' tools read).
 *
 * `npx lingui extract` updates every catalogue from the code's messages; the repository test
 * __tests__/repo/messageCatalogues.test.ts fails when a catalogue misses a message or a translation.
 * English is the code itself: its messages are compiled into the bundle where they are written
 * (scripts/babel-compiled-messages.cjs), so an English visitor loads no catalogue.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

import { LOCALES } from './common/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: LOCALES.map((locale) => locale.tag),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/common'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
