/**
 * Webpack's loader for a language's catalogue (src/locales/<tag>/messages.po): its translations
 * compiled for Lingui, keyed as the code's messages are (scripts/message-key.cjs: a plain sentence by
 * its English, any other by Lingui's hash of it). A message without a translation
 * is left out, so the page shows its English; a translation that is not a valid ICU message fails the
 * build.
 */
// CommonJS, as webpack's loaders are.
/* eslint-disable @typescript-eslint/no-require-imports */
const { formatter } = require('@lingui/format-po');
const { compileMessageOrThrow: compileMessage } = require('@lingui/message-utils/compileMessage');

const { messageKey } = require('./message-key.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

module.exports = function poLoader(source) {
  const catalogue = formatter().parse(source);
  const messages = {};
  for (const [id, entry] of Object.entries(catalogue)) {
    if (entry.obsolete || !entry.translation) continue;
    // Messages are written without a context in this project: one English text, one meaning.
    if (entry.context) throw new Error(`${this.resourcePath}: "${id}" has a context (msgctxt)`);
    try {
      messages[messageKey(entry.message ?? id).key] = compileMessage(entry.translation);
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${entry.message ?? id}": ${error.message}`);
    }
  }
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
};
