/**
 * A page's language as the app has it (issue 35): the language's catalogue (src/locales/<tag>/messages.po)
 * compiled by the build's own loader (scripts/po-loader.cjs), in the I18n the app makes of it. Handed to
 * renderApp / renderWithProviders (`i18n`), it renders the real pages in that language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { I18n, Messages } from '@lingui/core';

import { makeI18n } from '@/app/i18n';
import type { LocaleTag } from '@common/locales';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const poLoader = require('../../../scripts/po-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

const ROOT = path.resolve(__dirname, '../../..');
const made = new Map<LocaleTag, I18n>();

/** The language's I18n, with its catalogue as a page in it loads it; made once per test file. */
export function pageLanguage(locale: Exclude<LocaleTag, 'en'>): I18n {
  let i18n = made.get(locale);
  if (!i18n) {
    const resourcePath = path.join(ROOT, 'src/locales', locale, 'messages.po');
    const module = poLoader.call({ resourcePath }, readFileSync(resourcePath, 'utf8'));
    const json = /JSON\.parse\((".*")\);$/.exec(module)![1]!;
    i18n = makeI18n(locale, JSON.parse(JSON.parse(json) as string) as Messages);
    made.set(locale, i18n);
  }
  return i18n;
}
