/**
 * Which characters count as control characters: C0 (U+0000 to U+001F), DEL and C1 (U+0080 to
 * U+009F), Unicode's Cc, none of which belongs in text a person reads; with `bidi`, also the
 * bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which
 * reorder the text after them (a name that reads backwards, a file name that lies about its type).
 */
export interface ControlCharacterRule {
  /**
   * Control characters to keep all the same: a message keeps its tabs and line breaks ('\t\n').
   * Only control characters mean anything here, and none is special in a regular expression.
   */
  allow?: string;
  bidi?: boolean;
}

/**
 * The rule as a regular expression matching one control character; `flags` 'g' finds them all. A
 * regular expression rather than a loop, built once where it is used: every page's first load
 * carries this (stored values are cleaned with it), so it is kept small.
 */
export function controlCharacters(rule: ControlCharacterRule = {}, flags = ''): RegExp {
  const allowed = rule.allow ? `(?![${rule.allow}])` : '';
  const bidi = rule.bidi ? '\\u202a-\\u202e\\u2066-\\u2069' : '';
  return new RegExp(`${allowed}[\\0-\\x1f\\x7f-\\x9f${bidi}]`, flags);
}

/** Whether `text` holds a control character under `rule`. */
export function hasControlCharacters(text: string, rule?: ControlCharacterRule): boolean {
  return controlCharacters(rule).test(text);
}

/** `text` with each control character (under `rule`) replaced by `replacement`. */
export function withoutControlCharacters(
  text: string,
  rule?: ControlCharacterRule,
  replacement = '',
): string {
  return text.replace(controlCharacters(rule, 'g'), replacement);
}
