/**
 * A Babel step after Lingui's macro (.babelrc): every message the macro writes
 * (`_({ id: 'fk0sdr', message: 'Open {name}', values })`, `<Trans id message="…" />`) carries its
 * English compiled only when it needs compiling, under the key scripts/message-key.cjs gives it:
 *
 * - a plain sentence becomes its own id: `_('Open the menu')`, `{ id: 'Fan Favorites' }`;
 * - a sentence with placeholders, plurals or tags keeps it compiled where it stands, as `lingui compile`
 *   would compile a catalogue, under Lingui's hash: `{ id: 'fk0sdr', message: ['Open ', ['name']] }`.
 *
 * Lingui shows a descriptor's message, or else its id, when the active catalogue has none, so English
 * needs no catalogue at all and pays for each message little more than its text: an English visitor
 * loads the texts inside the code that shows them, and only other languages load theirs, keyed alike
 * (scripts/po-loader.cjs). src/app/i18n.ts lets plain ids through as they are.
 */
// CommonJS: babel-jest loads Babel's plugins synchronously, which an ES module cannot be.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { messageKey } = require('./message-key.cjs');

module.exports = function compiledMessages({ types: t }) {
  /** A value compiled by compileMessage (strings, arrays and plain objects) as an expression. */
  const literal = (value) =>
    typeof value === 'string'
      ? t.stringLiteral(value)
      : Array.isArray(value)
        ? t.arrayExpression(value.map(literal))
        : typeof value === 'number'
          ? t.numericLiteral(value)
          : t.objectExpression(
              Object.entries(value)
                // A plural without an offset says `offset: undefined`, which Lingui reads as none.
                .filter(([, item]) => item !== undefined)
                .map(([key, item]) => t.objectProperty(t.stringLiteral(key), literal(item))),
            );

  const named = (key, name) =>
    (t.isIdentifier(key) && key.name === name) || (t.isStringLiteral(key) && key.value === name);
  const property = (props, name) =>
    props.find((p) => t.isObjectProperty(p) && !p.computed && named(p.key, name));

  /** Lingui's translate function: the macro's `_t` (`_t2`…) or an I18n's `_`. */
  const isTranslateCall = (callee) =>
    (t.isIdentifier(callee) && /^_t\d*$/.test(callee.name)) ||
    (t.isMemberExpression(callee) &&
      !callee.computed &&
      t.isIdentifier(callee.property, { name: '_' }));

  return {
    name: 'marquee-compiled-messages',
    visitor: {
      ObjectExpression(path) {
        const props = path.node.properties;
        const id = property(props, 'id');
        const message = property(props, 'message');
        if (!id || !message || !t.isStringLiteral(message.value)) return;
        const { compiled, plain, key } = messageKey(message.value.value);
        id.value = t.stringLiteral(key);
        if (plain) {
          path.node.properties = props.filter((p) => p !== message);
          // Lingui's own `_({ id })` (the macro's `_t`, or any `i18n._`) alone is `_(id)`; a
          // descriptor handed to anything else stays one.
          const call = path.parentPath;
          if (
            path.node.properties.length === 1 &&
            call.isCallExpression() &&
            isTranslateCall(call.node.callee) &&
            call.node.arguments.length === 1 &&
            call.node.arguments[0] === path.node
          ) {
            path.replaceWith(t.stringLiteral(key));
          }
        } else {
          message.value = literal(compiled);
        }
      },
      JSXOpeningElement(path) {
        const attrs = path.node.attributes;
        const find = (name) =>
          attrs.find((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name }));
        const id = find('id');
        const message = find('message');
        if (!id || !message || !t.isStringLiteral(message.value)) return;
        const { compiled, plain, key } = messageKey(message.value.value);
        id.value = t.stringLiteral(key);
        if (plain) {
          path.node.attributes = attrs.filter((a) => a !== message);
        } else {
          message.value = t.jsxExpressionContainer(literal(compiled));
        }
      },
    },
  };
};
