/** common/visibleText: what counts as showing nothing. */
import { hasVisibleText } from '../../common/visibleText';

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    ['   \n\t', false],
    ['\u200b\u200b\ufeff', false],
    ['\u200c\u200d\u2060\u00ad\u180e\u034f', false],
    ['\u202e\u2066\u200e', false],
    ['\u3164\u115f\u3000\u00a0', false],
    ['\ufe0f', false],
    // Blanks that are not white space (issue 34): Braille's blank, the null notehead, a lone combining
    // mark, private use, unassigned.
    ['\u2800\u2800\u2800', false],
    ['\u{1D159}', false],
    ['\u0e47', false],
    ['\u0301\u0308 \u20dd', false],
    ['\ue000\u{F0000}', false],
    ['\u0378', false],
    ['e\u0301', true],
    ['\u0e01\u0e47', true],
    ['\u2801', true],
    ['\u{1D15A}', true],
    ['a', true],
    ['\u200bhi\u200b', true],
    ['\u{1F469}\u200d\u{1F4BB}', true],
    ['漢', true],
  ])('%j shows something: %s', (text, visible) => {
    expect(hasVisibleText(text)).toBe(visible);
  });
});
