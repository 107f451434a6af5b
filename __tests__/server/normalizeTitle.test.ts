/**
 * common/normalizeTitle.ts, the one form titles are compared in: the server's search index and
 * suggestions and the search page's ranking use the plain form; the Letterboxd import forgives '&'
 * and apostrophes too.
 */
import { normalizeTitle } from '../../common/normalizeTitle';

describe('normalizeTitle', () => {
  it.each([
    ['Amélie', 'amelie'],
    ['  Crouching Tiger,  Hidden Dragon ', 'crouching tiger hidden dragon'],
    ['Spider-Man: No Way Home', 'spider man no way home'],
    ['Léon: The Professional', 'leon the professional'],
    ['WALL·E', 'wall e'],
    ['Pride & Prejudice', 'pride prejudice'],
    ["Schindler's List", 'schindler s list'],
    ['L.A. Confidential', 'l a confidential'],
    ['ＡＢＣ', 'abc'],
    ['!!!', ''],
  ])('reads %p as %p', (title, form) => {
    expect(normalizeTitle(title)).toBe(form);
  });

  it.each([
    ['Pride & Prejudice', 'pride and prejudice'],
    ["Schindler's List", 'schindlers list'],
    ['Schindler’s List', 'schindlers list'],
    ['L.A. Confidential', 'la confidential'],
    ['Amélie', 'amelie'],
    ['  Crouching Tiger,  Hidden Dragon ', 'crouching tiger hidden dragon'],
  ])('with "&" as "and" and apostrophes joining, reads %p as %p', (title, form) => {
    expect(normalizeTitle(title, { ampersandAsAnd: true, joinAtApostrophes: true })).toBe(form);
  });

  it('takes each forgiveness on its own', () => {
    expect(normalizeTitle('Tom & Jerry’s', { ampersandAsAnd: true })).toBe('tom and jerry s');
    expect(normalizeTitle('Tom & Jerry’s', { joinAtApostrophes: true })).toBe('tom jerrys');
  });
});
