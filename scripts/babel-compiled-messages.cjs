/**
 * A Babel step after Lingui's macro (.babelrc): every message the macro writes
 * (`i18n._({ id, message: 'Hello {name}' })`, `<Trans id message="…" />`) gets its English text
 * compiled where it stands (`message: ['Hello ', ['name']]`), as `lingui compile` would compile a
 * catalogue. Lingui falls back to a descriptor's message when the active catalogue has none, so
 * English needs no catalogue at all: an English visitor loads the texts inside the code that shows
 * them, and only other languages load theirs.
 */
// CommonJS: babel-jest loads Babel's plugins synchronously, which an ES module cannot be.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function compiledMessages({ types: t }) {
  /** A value compiled by compileMessage (strings, arrays and plain objects) as an expression. */
  const literal = (value) =>
    typeof value === 'string'
      ? t.stringLiteral(value)
      : Array.isArray(value)
        ? t.arrayExpression(value.map(literal))
        : t.objectExpression(
            Object.entries(value).map(([key, item]) =>
              t.objectProperty(t.stringLiteral(key), literal(item)),
            ),
          );

  const isMessageKey = (key) =>
    (t.isIdentifier(key) && key.name === 'message') ||
    (t.isStringLiteral(key) && key.value === 'message');

  return {
    name: 'marquee-compiled-messages',
    visitor: {
      ObjectExpression(path) {
        const props = path.node.properties;
        if (
          !props.some(
            (p) => t.isObjectProperty(p) && !p.computed && t.isIdentifier(p.key, { name: 'id' }),
          )
        )
          return;
        for (const prop of props) {
          if (
            t.isObjectProperty(prop) &&
            !prop.computed &&
            isMessageKey(prop.key) &&
            t.isStringLiteral(prop.value)
          ) {
            prop.value = literal(compileMessage(prop.value.value));
          }
        }
      },
      JSXAttribute(path) {
        const { node } = path;
        if (!t.isJSXIdentifier(node.name, { name: 'message' }) || !t.isStringLiteral(node.value))
          return;
        const element = path.parentPath.node;
        if (
          !element.attributes.some(
            (a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'id' }),
          )
        )
          return;
        node.value = t.jsxExpressionContainer(literal(compileMessage(node.value.value)));
      },
    },
  };
};
