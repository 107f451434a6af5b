import { isTypingIn, shortcutOf } from '@/lib/shortcutKeys';
import type { ShortcutKeyEvent } from '@/lib/shortcutKeys';

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('[data-target]') ?? (host.firstElementChild as HTMLElement);
}

afterEach(() => {
  document.body.innerHTML = '';
});

const press = (key: string, target: EventTarget | null, more: Partial<ShortcutKeyEvent> = {}) =>
  shortcutOf({
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    ...more,
  });

describe('isTypingIn', () => {
  it.each([
    ['a text input', '<input type="text">'],
    ['an input with no type', '<input>'],
    ['a search input', '<input type="search">'],
    ['an email input', '<input type="email">'],
    ['a number input', '<input type="number">'],
    ['a text area', '<textarea></textarea>'],
    ['a select', '<select><option>a</option></select>'],
  ])('is true in %s', (_what, html) => {
    expect(isTypingIn(element(html))).toBe(true);
  });

  it('is true in an editable element (jsdom lacks isContentEditable, so it is set here)', () => {
    const editable = element('<div contenteditable="true"></div>');
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingIn(editable)).toBe(true);
  });

  it.each([
    ['a checkbox', '<input type="checkbox">'],
    ['a radio', '<input type="radio">'],
    ['a range', '<input type="range">'],
    ['a button', '<button>Go</button>'],
    ['a link', '<a href="/x">x</a>'],
    ['the page', '<main></main>'],
  ])('is false on %s', (_what, html) => {
    expect(isTypingIn(element(html))).toBe(false);
  });

  it('is false with no target', () => {
    expect(isTypingIn(null)).toBe(false);
  });
});

describe('shortcutOf', () => {
  it('maps / to search and ? to help on the page', () => {
    expect(press('/', document.body)).toBe('search');
    expect(press('?', document.body)).toBe('help');
    // Shift is fine: most keyboards need it for ?.
    const shift = { shiftKey: true } as Partial<ShortcutKeyEvent>;
    expect(press('?', document.body, shift)).toBe('help');
    expect(press('a', document.body)).toBeNull();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Alt', { altKey: true }],
    ['an input method composing', { isComposing: true }],
    ['a key already handled', { defaultPrevented: true }],
  ])('fires nothing with %s', (_what, more) => {
    expect(press('/', document.body, more)).toBeNull();
    expect(press('?', document.body, more)).toBeNull();
  });

  it('fires nothing while typing in a field', () => {
    const input = element('<input type="text">');
    expect(press('/', input)).toBeNull();
    expect(press('?', input)).toBeNull();
    expect(press('/', element('<textarea></textarea>'))).toBeNull();
  });

  it('fires nothing inside an open dialog, which has its own keys', () => {
    const inDialog = element('<div role="dialog"><button data-target>OK</button></div>');
    expect(press('/', inDialog)).toBeNull();
    expect(press('?', element('<div role="alertdialog"><p data-target>x</p></div>'))).toBeNull();
  });

  it('fires on a focused button or checkbox', () => {
    expect(press('/', element('<button>Go</button>'))).toBe('search');
    expect(press('?', element('<input type="checkbox">'))).toBe('help');
  });
});
