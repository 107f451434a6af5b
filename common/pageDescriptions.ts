/**
 * A title page's meta description, written from facts only (never an overview: DECISIONS
 * "Content"), in the page's language. Apart from ./pageText so that only title pages (and the
 * server's link previews) carry its words, not every page's first load, and a title page loads them
 * after its first paint (TitleDetail's DetailDescription); the actor's and the collection's are
 * ./personDescriptions'.
 *
 * The app and the server write them alike, through the page's I18n. Their messages are written
 * without Lingui's macro (the server runs without Babel): each is `i18n._({ id, message, values })`
 * with its English as both id and message. Lingui's extractor finds them as any other; in the app
 * Babel keys them as the macro's (scripts/babel-compiled-messages.cjs), and the server looks their
 * English up in the page's catalogue (server/render/headLanguage.ts).
 */
import type { I18n } from '@lingui/core';

import { detailPageTitle } from './pageText';
import type { MediaType } from './mediaType';
import type { Genre } from './tmdb';

const lists = new Map<string, Intl.ListFormat>();

/**
 * 'A', 'A and B', 'A, B and C' in the page's language, one formatter per language. English lists
 * without a comma before 'and', as the spec's sentences do (English's list style in Britain).
 */
export function listWords(locale: string, words: readonly string[]): string {
  let list = lists.get(locale);
  if (!list) {
    list = new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' });
    lists.set(locale, list);
  }
  return list.format(words);
}

export interface DescriptionFacts {
  type: MediaType;
  title: string;
  year: string;
  /** In the page's language, as the catalogue names them. */
  genres?: readonly Genre[];
  numberOfSeasons?: number;
  siteName: string;
}

/**
 * What kind of title it is: 'Drama film', 'Drama and Crime TV series, 8 seasons', 'Film' (the
 * catalogue's genres are capitalised, as the messages without them are).
 */
function kindOfTitle(i18n: I18n, { type, genres = [], numberOfSeasons }: DescriptionFacts): string {
  const names = genres.slice(0, 3).map((genre) => genre.name);
  const list = names.length > 0 ? listWords(i18n.locale, names) : '';
  if (type === 'movie') {
    return list
      ? i18n._({ id: '{genres} film', message: '{genres} film', values: { genres: list } })
      : i18n._({ id: 'Film', message: 'Film' });
  }
  const kind = list
    ? i18n._({ id: '{genres} TV series', message: '{genres} TV series', values: { genres: list } })
    : i18n._({ id: 'TV series', message: 'TV series' });
  return numberOfSeasons && numberOfSeasons > 0
    ? i18n._({
        id: '{kind}, {seasons, plural, one {# season} other {# seasons}}',
        message: '{kind}, {seasons, plural, one {# season} other {# seasons}}',
        values: { kind, seasons: numberOfSeasons },
      })
    : kind;
}

/**
 * A title page's meta description: 'Fight Club (1999): Drama film. Cast, rating, similar titles and
 * recommendations on Marquee.'
 */
export function detailDescription(i18n: I18n, facts: DescriptionFacts): string {
  return i18n._({
    id: '{page}: {kind}. Cast, rating, similar titles and recommendations on {siteName}.',
    message: '{page}: {kind}. Cast, rating, similar titles and recommendations on {siteName}.',
    values: {
      page: detailPageTitle(facts.title, facts.year),
      kind: kindOfTitle(i18n, facts),
      siteName: facts.siteName,
    },
  });
}
