/**
 * A language's real messages for a test: its catalogue (src/locales/<tag>/messages.po) read by the
 * build's own loader (scripts/po-loader.cjs), keyed as the Babel step keys the code's messages, so a
 * component rendered with it shows what a visitor of that language reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { I18n, Messages } from '@lingui/core';

import { makeI18n } from '@/app/i18n';
import { catalogueLanguage } from '@common/locales';
import type { LocaleTag } from '@common/locales';

import { makeTestStore } from './store';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const poLoader = require('../../../scripts/po-loader.cjs') as (
  this: object,
  source: string,
) => string;

const LOCALES_DIR = path.resolve(__dirname, '../../../src/locales');

/** The I18n of a page in `locale`, with that language's catalogue. */
export function i18nOf(locale: LocaleTag): I18n {
  const resourcePath = path.join(LOCALES_DIR, locale, 'messages.po');
  const module = poLoader.call({ resourcePath }, readFileSync(resourcePath, 'utf8'));
  const json = /JSON\.parse\((".*")\);$/.exec(module)![1]!;
  return makeI18n(locale, JSON.parse(JSON.parse(json) as string) as Messages);
}

/** What a page in `locale` is rendered with: its I18n, and a store whose calls are asked in it. */
export function pageIn(locale: LocaleTag): { i18n: I18n; store: ReturnType<typeof makeTestStore> } {
  const language = catalogueLanguage(locale);
  return { i18n: i18nOf(locale), store: makeTestStore(undefined, language ? { language } : {}) };
}
