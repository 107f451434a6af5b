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
    ['a', true],
    ['\u200bhi\u200b', true],
    ['\u{1F469}\u200d\u{1F4BB}', true],
    ['漢', true],
  ])('%j shows something: %s', (text, visible) => {
    expect(hasVisibleText(text)).toBe(visible);
  });
});
