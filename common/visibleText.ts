/**
 * Text as a person sees it, for input the server keeps or relays (the contact form): whether anything
 * shows at all. Control characters, bidirectional ones included, are common/controlCharacters' rule.
 */

/**
 * Characters that show nothing of their own:
 * - Unicode's default-ignorable code points (zero-width space and joiners, the byte order mark, soft
 *   hyphen, bidirectional marks and controls, variation selectors, the Hangul fillers) and white space;
 * - combining marks (a lone U+0E47 or U+0301 has no letter to sit on: text of marks alone shows a
 *   dotted circle at best), format and control characters;
 * - private-use, unassigned and surrogate code points, which no font a reader can count on draws
 *   (U+E000);
 * - symbols drawn as blanks: the blank Braille pattern U+2800 and the musical null notehead U+1D159.
 */
const INVISIBLE =
  /[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{M}\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u2800\u{1D159}]/gu;

/** Whether `text` shows at least one character (`'\u200b\u200b\ufeff'` shows none). */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}
