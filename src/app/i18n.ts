/**
 * The app's messages (issue 35), through Lingui: components write their English text with Lingui's
 * macros (`t`, `<Trans>`, `msg`), which .babelrc compiles where it stands
 * (scripts/babel-compiled-messages.cjs). English therefore needs no catalogue: a message missing from
 * the active catalogue is shown in the English it was written in. Other languages' catalogues live in
 * src/locales/<tag>/messages.po (lingui.config.ts).
 *
 * One I18n per page load (and one per server render), made for its language: never switched while a
 * page is open, since a new language is a new page (common/locales.ts).
 */
import { setupI18n } from '@lingui/core';
import type { I18n, Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

import { DEFAULT_LOCALE } from '@common/locales';
import type { LocaleTag } from '@common/locales';

/**
 * The messages of a language, ready to show: `messages` is its compiled catalogue (none for English).
 * A message's id is its English text, and a plain one comes without a compiled copy
 * (scripts/babel-compiled-messages.cjs): Lingui hands such a text to the message compiler, which lets
 * it through as it is (compiling at run time would need Lingui's compiler in the bundle).
 */
export function makeI18n(locale: LocaleTag, messages: Messages = {}): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(plainText);
  return i18n;
}

// Lingui returns a string that comes back from the compiler as it is; its type only knows arrays.
const plainText = (message: string) => message as unknown as CompiledMessage;

let english: I18n | undefined;

/** English, made once: the language of a page that names none (and of tests). */
export function englishI18n(): I18n {
  return (english ??= makeI18n(DEFAULT_LOCALE));
}

/**
 * A language's compiled catalogue: its own chunk (webpack compiles the .po file with scripts/po-loader.cjs),
 * loaded only for a page in that language. English has none.
 */
export async function loadMessages(locale: LocaleTag): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return {};
  const catalogue = (await import(
    /* webpackChunkName: "messages-[request]" */
    /* webpackExclude: /[\\/]en[\\/]/ */
    `../locales/${locale}/messages.po`
  )) as { messages: Messages };
  return catalogue.messages;
}

const loaded = new Map<LocaleTag, Promise<I18n>>();

/**
 * The messages of a language, its catalogue loaded first; made once per language (the server renders
 * many pages in each). A catalogue that failed to load is asked for again next time.
 */
export function loadI18n(locale: LocaleTag): Promise<I18n> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(englishI18n());
  let i18n = loaded.get(locale);
  if (!i18n) {
    i18n = loadMessages(locale).then((messages) => makeI18n(locale, messages));
    loaded.set(locale, i18n);
    i18n.catch(() => loaded.delete(locale));
  }
  return i18n;
}
