/**
 * A Babel step after Lingui's macro (.babelrc): every message the macro writes
 * (`_({ id: 'fk0sdr', message: 'Open {name}', values })`, `<Trans id message="…" />`) is keyed by its
 * English text instead of Lingui's hash, and carries that text compiled only when it needs compiling:
 *
 * - a plain sentence becomes its own id: `_('Open the menu')`, `{ id: 'Fan Favorites' }`;
 * - a sentence with placeholders, plurals or tags keeps it compiled where it stands, as `lingui compile`
 *   would compile a catalogue: `{ id: 'Open {name}', message: ['Open ', ['name']], values }`.
 *
 * Lingui shows a descriptor's message, or else its id, when the active catalogue has none, so English
 * needs no catalogue at all and pays for each message little more than its text: an English visitor
 * loads the texts inside the code that shows them, and only other languages load theirs, keyed alike
 * (scripts/po-loader.cjs). src/app/i18n.ts lets plain ids through as they are.
 */
// CommonJS: babel-jest loads Babel's plugins synchronously, which an ES module cannot be.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileMessageOrThrow: compileMessage } = require('@lingui/message-utils/compileMessage');

/** Whether a compiled message is its source as it stands: one piece of text, nothing to fill in. */
const isPlain = (source, compiled) =>
  Array.isArray(compiled) && compiled.length === 1 && compiled[0] === source;

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

  return {
    name: 'marquee-compiled-messages',
    visitor: {
      ObjectExpression(path) {
        const props = path.node.properties;
        const id = property(props, 'id');
        const message = property(props, 'message');
        if (!id || !message || !t.isStringLiteral(message.value)) return;
        const source = message.value.value;
        const compiled = compileMessage(source);
        id.value = t.stringLiteral(source);
        if (isPlain(source, compiled)) {
          path.node.properties = props.filter((p) => p !== message);
          // `_({ id })` alone is `_(id)`.
          const call = path.parentPath;
          if (
            path.node.properties.length === 1 &&
            call.isCallExpression() &&
            call.node.arguments.length === 1 &&
            call.node.arguments[0] === path.node
          ) {
            path.replaceWith(t.stringLiteral(source));
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
        const source = message.value.value;
        const compiled = compileMessage(source);
        id.value = t.stringLiteral(source);
        if (isPlain(source, compiled)) {
          path.node.attributes = attrs.filter((a) => a !== message);
        } else {
          message.value = t.jsxExpressionContainer(literal(compiled));
        }
      },
    },
  };
};
