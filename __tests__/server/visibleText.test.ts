/** common/visibleText: what counts as showing nothing, and the bidirectional controls taken out. */
import { hasVisibleText, withoutBidiControls } from '../../common/visibleText';

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    ['   \n\t', false],
    ['\u200b\u200b\ufeff', false],
    ['\u200c\u200d\u2060\u00ad\u180e\u034f', false],
    ['\u202e\u2066\u200e', false],
    ['\u3164\u115f\u3000\u00a0', false],
    ['\ufe0f', false],
    ['a', true],
    ['\u200bhi\u200b', true],
    ['\u{1F469}\u200d\u{1F4BB}', true],
    ['漢', true],
  ])('%j shows something: %s', (text, visible) => {
    expect(hasVisibleText(text)).toBe(visible);
  });
});

describe('withoutBidiControls', () => {
  it('removes the embedding, override and isolate controls, and nothing else', () => {
    expect(
      withoutBidiControls('a\u202ab\u202bc\u202cd\u202de\u202ef\u2066g\u2067h\u2068i\u2069j'),
    ).toBe('abcdefghij');
    // Marks and joiners are not controls of direction runs: they stay.
    expect(withoutBidiControls('\u200e\u200f\u200d\u061c')).toBe('\u200e\u200f\u200d\u061c');
  });
});
