import {
  LOCALES,
  LOCALE_TAGS,
  OFFERED_LOCALES,
  localeOf,
  localePath,
  matchLocale,
  splitLocalePath,
} from '@common/locales';
import {
  cookieLocale,
  firstSupported,
  negotiateLocale,
  requestLocale,
} from '@common/visitLanguage';

describe('the languages Marquee speaks', () => {
  it('are English and at least six more, each named in itself, Arabic right to left', () => {
    expect(LOCALES.map((locale) => locale.tag)).toEqual([
      'en',
      'es',
      'pt-BR',
      'fr',
      'de',
      'ja',
      'ar',
    ]);
    expect(localeOf('de').name).toBe('Deutsch');
    expect(localeOf('ja').name).toBe('日本語');
    expect(localeOf('ar').dir).toBe('rtl');
    expect(LOCALES.filter((locale) => locale.dir === 'rtl').map((locale) => locale.tag)).toEqual([
      'ar',
    ]);
    // Every TMDB language is a language with a region, as TMDB's `language` reads it.
    for (const locale of LOCALES) expect(locale.tmdb).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
  });

  it('falls back to English for anything it does not speak', () => {
    expect(localeOf('xx').tag).toBe('en');
    expect(localeOf(null).tag).toBe('en');
  });
});

describe('matching a browser language', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE-de', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['es-419', 'es'],
    ['ja-JP', 'ja'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
    ['zh-CN', null],
    ['', null],
    ['de;drop table', null],
  ])('%s -> %s', (requested, expected) => {
    expect(matchLocale(requested)).toBe(expected);
  });

  it('takes the first of navigator.languages it speaks', () => {
    expect(firstSupported(['zh-TW', 'fr-CA', 'en-US'])).toBe('fr');
    expect(firstSupported(['zh-TW'])).toBeNull();
  });
});

describe('Accept-Language', () => {
  it.each([
    ['de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7', 'de'],
    ['ja,en;q=0.5', 'ja'],
    // Weights rank the tags, whatever their order.
    ['en;q=0.2, fr;q=0.9', 'fr'],
    // Among equal weights, the order sent.
    ['zh-CN, ar, de', 'ar'],
    // q=0 refuses a language.
    ['de;q=0, es', 'es'],
    ['*', null],
    ['zh-CN,ko', null],
    ['', null],
    [undefined, null],
    ['de;q=abc', null],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('is not read past a sane length', () => {
    expect(negotiateLocale(`${'x-y;q=0.1,'.repeat(100)}de`)).toBeNull();
  });
});

describe('addresses', () => {
  it('split off a language prefix', () => {
    expect(splitLocalePath('/de/movie/550-fight-club')).toEqual({
      locale: 'de',
      path: '/movie/550-fight-club',
      prefix: '/de',
    });
    expect(splitLocalePath('/pt-br')).toEqual({ locale: 'pt-BR', path: '/', prefix: '/pt-br' });
    expect(splitLocalePath('/PT-BR/tv-shows')).toEqual({
      locale: 'pt-BR',
      path: '/tv-shows',
      prefix: '/PT-BR',
    });
    expect(splitLocalePath('/en/')).toEqual({ locale: 'en', path: '/', prefix: '/en' });
  });

  it('leave paths that only look like one alone', () => {
    expect(splitLocalePath('/movie/550')).toEqual({ locale: null, path: '/movie/550', prefix: '' });
    expect(splitLocalePath('/de-luxe')).toEqual({ locale: null, path: '/de-luxe', prefix: '' });
    expect(splitLocalePath('/zz/movie/1')).toEqual({
      locale: null,
      path: '/zz/movie/1',
      prefix: '',
    });
    expect(splitLocalePath('/')).toEqual({ locale: null, path: '/', prefix: '' });
  });

  it('are written with a prefix', () => {
    expect(localePath('de', '/movie/550')).toBe('/de/movie/550');
    expect(localePath('pt-BR', '/')).toBe('/pt-br');
  });
});

describe('the language of a request for a page', () => {
  it('is the prefix first, whatever the headers say', () => {
    expect(
      requestLocale(
        { pathname: '/ja/movies', cookie: 'marquee_language=de', acceptLanguage: 'fr' },
        LOCALE_TAGS,
      ),
    ).toEqual({ locale: 'ja', path: '/movies', prefix: '/ja', negotiated: false });
  });

  it('then the language chosen in Settings, then the browser, then English', () => {
    expect(
      requestLocale(
        { pathname: '/', cookie: 'a=1; marquee_language=ar', acceptLanguage: 'de' },
        LOCALE_TAGS,
      ),
    ).toEqual({ locale: 'ar', path: '/', prefix: '', negotiated: true });
    expect(
      requestLocale({ pathname: '/', acceptLanguage: 'de-CH,de;q=0.9' }, LOCALE_TAGS).locale,
    ).toBe('de');
    expect(requestLocale({ pathname: '/', acceptLanguage: 'zh' }, LOCALE_TAGS).locale).toBe('en');
    expect(requestLocale({ pathname: '/' }, LOCALE_TAGS).locale).toBe('en');
  });

  it('comes from the headers only among the languages offered, from the address among all', () => {
    expect(
      requestLocale({ pathname: '/', acceptLanguage: 'de', cookie: 'marquee_language=ja' }, [
        'en',
        'de',
      ]).locale,
    ).toBe('de');
    expect(requestLocale({ pathname: '/', acceptLanguage: 'de, ja' }, ['en', 'ja']).locale).toBe(
      'ja',
    );
    expect(requestLocale({ pathname: '/de/movies', acceptLanguage: 'ja' }, ['en']).locale).toBe(
      'de',
    );
    // Every language is offered, and there under its prefix.
    expect(OFFERED_LOCALES).toEqual(LOCALE_TAGS);
    for (const tag of LOCALE_TAGS) {
      expect(requestLocale({ pathname: localePath(tag, '/movies') }).locale).toBe(tag);
    }
  });

  it('ignores a cookie naming a language it does not speak', () => {
    expect(cookieLocale('marquee_language=xx')).toBeNull();
    expect(cookieLocale('marquee_language=<script>')).toBeNull();
    expect(
      requestLocale(
        { pathname: '/', cookie: 'marquee_language=xx', acceptLanguage: 'es' },
        LOCALE_TAGS,
      ).locale,
    ).toBe('es');
  });
});
