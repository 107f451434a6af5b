/**
 * Text as a person sees it, for input the server keeps or relays (the contact form): whether anything
 * shows at all, and the bidirectional controls that would make a line read other than it is stored.
 * The one copy of these checks (issue 22 asks for one copy of each such helper).
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

/**
 * The bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), which turn
 * the text after them around in a mail client's subject line or a log ('invoice\u202Efdp.exe').
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** `text` without bidirectional embedding, override and isolate controls. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
