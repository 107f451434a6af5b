/**
 * common/controlCharacters.ts, the one control-character rule: the server's settings and players
 * (refused), the page head and stored values (dropped), the contact message (dropped, its tabs and
 * line breaks kept) and the Letterboxd import's look for binary files (counted).
 */
import {
  controlCharacters,
  hasControlCharacters,
  withoutControlCharacters,
} from '../../common/controlCharacters';

describe('controlCharacters', () => {
  it.each(['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'])(
    'matches U+%#: C0, DEL and C1',
    (ch) => {
      expect(controlCharacters().test(ch)).toBe(true);
    },
  );

  it.each([' ', 'a', '~', '\u00a0', 'é', '\u00ff', '\u200b', '\u202e', '\u2066', '\ufffd'])(
    'does not match %p without more asked',
    (ch) => {
      expect(controlCharacters().test(ch)).toBe(false);
    },
  );

  it('matches the bidirectional embeddings, overrides and isolates when asked', () => {
    const bidi = controlCharacters({ bidi: true });
    for (const ch of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2069']) {
      expect(bidi.test(ch)).toBe(true);
    }
    // Marks (not overrides) and the zero-width space are not among them.
    for (const ch of ['\u200e', '\u200f', '\u200b', '\u2065', '\u206a']) {
      expect(bidi.test(ch)).toBe(false);
    }
  });

  it('lets through the ones allowed', () => {
    const message = controlCharacters({ allow: '\t\n' });
    expect(message.test('\t')).toBe(false);
    expect(message.test('\n')).toBe(false);
    expect(message.test('\r')).toBe(true);
    const sniff = controlCharacters({ allow: '\t\n\f\r' });
    expect(['\t', '\n', '\f', '\r', '\u000b'].map((ch) => sniff.test(ch))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it("finds them all with 'g'", () => {
    expect('a\u0000b\u0001\u0002'.match(controlCharacters({}, 'g'))).toHaveLength(3);
  });
});

describe('hasControlCharacters', () => {
  it('finds one anywhere', () => {
    expect(hasControlCharacters('Marquee')).toBe(false);
    expect(hasControlCharacters('Films & séries ★')).toBe(false);
    expect(hasControlCharacters('Mar\nquee')).toBe(true);
    expect(hasControlCharacters('Marquee\u0085')).toBe(true);
    expect(hasControlCharacters('\u001b[31mred')).toBe(true);
    expect(hasControlCharacters('evil\u202etxt.exe')).toBe(false);
    expect(hasControlCharacters('evil\u202etxt.exe', { bidi: true })).toBe(true);
  });

  it('answers the same when asked again (no state kept between calls)', () => {
    for (let i = 0; i < 3; i++) expect(hasControlCharacters('a\u0000')).toBe(true);
  });
});

describe('withoutControlCharacters', () => {
  it('drops them', () => {
    expect(withoutControlCharacters('a\u0000b\u001b[0mc\u007f')).toBe('ab[0mc');
    expect(withoutControlCharacters('name\u202e', { bidi: true })).toBe('name');
    expect(withoutControlCharacters('name\u202e')).toBe('name\u202e');
  });

  it('keeps the ones allowed', () => {
    expect(withoutControlCharacters('one\ttwo\nthree\u0007', { allow: '\t\n' })).toBe(
      'one\ttwo\nthree',
    );
  });

  it('replaces each with the replacement', () => {
    expect(withoutControlCharacters('a\n\tb\u0000c', {}, ' ')).toBe('a  b c');
  });

  it('leaves surrogate pairs alone', () => {
    expect(withoutControlCharacters('🎬\u0000🎥')).toBe('🎬🎥');
  });
});
