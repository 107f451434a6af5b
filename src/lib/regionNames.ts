import { isRegionCode } from './regionCode';

/**
 * Region names in the page's language, from the runtime's Intl (issue 35: no table of English names).
 * One DisplayNames per language, made the first time a region is named in it.
 */
const namers = new Map<string, Intl.DisplayNames>();

/** The region's name in the language (DE is Germany in English, Deutschland in German), or its code. */
export function regionName(code: string, locale: string): string {
  if (!isRegionCode(code)) return code;
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    namers.set(locale, namer);
  }
  return namer.of(code) ?? code;
}

const lists = new Map<string, readonly string[]>();

/**
 * Every region code Intl can name (AA..ZZ), in the alphabetical order of their names in the language;
 * worked out once per language, the first time the list is wanted.
 */
export function regionCodes(locale: string): readonly string[] {
  let codes = lists.get(locale);
  if (!codes) {
    const named: [code: string, name: string][] = [];
    for (let a = 65; a < 91; a += 1) {
      for (let b = 65; b < 91; b += 1) {
        const code = String.fromCharCode(a, b);
        const name = regionName(code, locale);
        if (name !== code) named.push([code, name]);
      }
    }
    const collator = new Intl.Collator(locale);
    codes = named.sort((x, y) => collator.compare(x[1], y[1])).map(([code]) => code);
    lists.set(locale, codes);
  }
  return codes;
}

/**
 * Codes Intl names that are not a place TMDB keys offers by: unions and groupings (EU, the eurozone,
 * the UN, outlying Oceania), test codes (pseudo-accents, pseudo-bidi) and the unknown region.
 */
const NOT_PLACES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

/**
 * The places a visitor may say they are in (Settings' Region), in the alphabetical order of their
 * names in the language: every region Intl names but the groupings above and the codes it replaces
 * by another (UK by GB, YU by RS), so that no place is listed twice.
 */
export function placeCodes(locale: string): readonly string[] {
  return regionCodes(locale).filter(
    (code) => !NOT_PLACES.has(code) && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`,
  );
}
