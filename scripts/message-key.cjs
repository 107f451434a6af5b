/**
 * The key a message is looked up by, shared by the Babel step that writes the code's messages
 * (babel-compiled-messages.cjs) and the loader of the languages' catalogues (po-loader.cjs):
 *
 * - a plain sentence (nothing to fill in) is its own key: the English shows as it is, with no copy;
 * - a message with placeholders, plurals or tags carries its English compiled where it stands anyway,
 *   so its key is Lingui's short hash of the English (6 characters), not a second copy of it.
 */
// CommonJS: babel-jest loads Babel's plugins synchronously, which an ES module cannot be.
/* eslint-disable @typescript-eslint/no-require-imports */
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');
const { generateMessageId } = require('@lingui/message-utils/generateMessageId');
/* eslint-enable @typescript-eslint/no-require-imports */

/** A message's English compiled (throws on one that is not valid ICU), its key, and whether it is plain. */
function messageKey(source) {
  const compiled = compileMessageOrThrow(source);
  const plain = Array.isArray(compiled) && compiled.length === 1 && compiled[0] === source;
  return { compiled, plain, key: plain ? source : generateMessageId(source) };
}

module.exports = { messageKey };
