/**
 * Text as a person sees it, for input the server keeps or relays (the contact form): whether anything
 * shows at all. Control characters, bidirectional ones included, are common/controlCharacters' rule.
 */

/**
 * Characters that show nothing of their own: Unicode's default-ignorable code points (zero-width
 * space and joiners, the byte order mark, soft hyphen, bidirectional marks and controls, variation
 * selectors, the Hangul fillers) and white space.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}]/gu;

/** Whether `text` shows at least one character (`'\u200b\u200b\ufeff'` shows none). */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}
