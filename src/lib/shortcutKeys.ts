/**
 * The site-wide keys (issue 13): `/` goes to the search box and `?` lists the shortcuts. Like the
 * player's `n` and `p`, they never fire while the visitor types in a field or holds Ctrl, Alt or Cmd
 * (Shift is allowed: most keyboards need it for `?`).
 */

/** Input types that take no typed text (a checkbox, a radio, a button): keys are free there. */
const NON_TEXT_INPUTS = /^(checkbox|radio|button|submit|reset|range|color|file|image)$/i;

interface KeyTarget {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

/** True when the key goes to something that takes text: a text input, text area, select, editable element. */
export function isTypingIn(target: EventTarget | null): boolean {
  const element = target as KeyTarget | null;
  const tag = element?.tagName?.toUpperCase();
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.test(element?.type ?? '');
  return tag === 'TEXTAREA' || tag === 'SELECT' || element?.isContentEditable === true;
}

export type Shortcut = 'search' | 'help';

/** The key press as the shortcuts see it (a DOM KeyboardEvent fits). */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  isComposing?: boolean;
  target: EventTarget | null;
}

/**
 * The shortcut a key press asks for, or null: none while typing, with Ctrl, Alt or Cmd held, while
 * an input method composes, inside an open dialog (it has its own keys), or when something already
 * handled the key.
 */
export function shortcutOf(event: ShortcutKeyEvent): Shortcut | null {
  if (
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    event.defaultPrevented ||
    event.isComposing
  ) {
    return null;
  }
  const shortcut = event.key === '/' ? 'search' : event.key === '?' ? 'help' : null;
  if (!shortcut || isTypingIn(event.target)) return null;
  const target = event.target as KeyTarget | null;
  if (target?.closest?.('[role="dialog"], [role="alertdialog"]')) return null;
  return shortcut;
}
