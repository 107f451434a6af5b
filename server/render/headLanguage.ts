/**
 * The page head's words in the page's language, on the server (issue 35): the I18n that
 * server/render/pagePreview.ts hands to the common/ functions that write a head (pageDescriptions,
 * personDescriptions, imageText, previewText, pagePaths' NOT_FOUND_TITLE), which the app calls with
 * its own.
 *
 * The server runs without Babel, so those messages are written without Lingui's macro: each is
 * `i18n._({ id, message, values })` whose id is its English. Here a language's catalogue
 * (src/locales/<tag>/messages.po, the one the app's build compiles) is read keyed by that English,
 * and each message is compiled when first used; English, and a message a catalogue lacks, is the
 * English compiled. The app's build keys the same catalogue by scripts/message-key.cjs, so both
 * find the same translation.
 */
import fs from 'node:fs';
import path from 'node:path';

import { setupI18n } from '@lingui/core';
import type { I18n, Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

import { DEFAULT_LOCALE } from '../../common/locales';
import type { LocaleTag } from '../../common/locales';

/** Where the languages' catalogues are (lingui.config.ts). */
export const CATALOGUE_DIR = path.resolve(__dirname, '../../src/locales');

/** A language's translations by their English (as written in the .po file), not yet compiled. */
async function readCatalogue(file: string, locale: LocaleTag): Promise<Messages> {
  const source = await fs.promises.readFile(file, 'utf8');
  const entries = formatter().parse(source, {
    locale,
    sourceLocale: DEFAULT_LOCALE,
    filename: file,
  }) as Record<string, { message?: string; translation?: string; obsolete?: boolean }>;
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.obsolete || !entry.translation) continue;
    // A message with an explicit id (the head's) is written under it; any other, under its English.
    messages[entry.message ?? id] = entry.translation;
  }
  return messages;
}

/** The I18n of a language whose translations are `messages` (none for English), compiled on use. */
export function headI18n(locale: LocaleTag, messages: Messages = {}): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const loaded = new Map<string, Promise<I18n>>();

/**
 * The head's I18n in a language, its catalogue read from `dir` the first time (about a hundred
 * kilobytes, parsed in milliseconds), kept for the process. A catalogue that cannot be read gives the
 * English words, and is read again next time; `onError` is told why.
 */
export function pageI18n(
  locale: LocaleTag,
  { dir = CATALOGUE_DIR, onError }: { dir?: string; onError?: (error: unknown) => void } = {},
): Promise<I18n> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(english);
  const key = `${dir}\u0000${locale}`;
  const kept = loaded.get(key);
  if (kept) return kept;
  const made: Promise<I18n> = readCatalogue(path.join(dir, locale, 'messages.po'), locale).then(
    (messages) => headI18n(locale, messages),
    (error: unknown) => {
      // These pages get the English words; the catalogue is read again for the next.
      if (loaded.get(key) === made) loaded.delete(key);
      onError?.(error);
      return headI18n(locale);
    },
  );
  loaded.set(key, made);
  return made;
}

const english = headI18n(DEFAULT_LOCALE);
