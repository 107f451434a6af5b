import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import { formatNumber } from '@/lib/intlFormats';
import { starsText } from '@/lib/stars';

import { hoursText } from './figures';
import type { Figures } from './figures';

/** What the card says: its lines of text, drawn by drawYearCard and read out by its label. */
export interface YearCard {
  /** "2026", or "All time". */
  heading: string;
  /** "My year in film and TV". */
  subheading: string;
  lines: { label: string; value: string }[];
  /** The site's name, in a corner. */
  footer: string;
}

/** The card of a period's figures, in our own words. */
export function yearCardContent(i18n: I18n, figures: Figures, siteName: string): YearCard {
  const { viewings, movies, shows } = figures.totals;
  const { totals } = figures;
  const lines: YearCard['lines'] = [
    {
      label: i18n._(msg`Watched`),
      value: i18n._(
        msg`${plural(viewings, { one: '# title', other: '# titles' })} (${plural(movies, {
          one: '# movie',
          other: '# movies',
        })}, ${plural(shows, { one: '# show', other: '# shows' })})`,
      ),
    },
    { label: i18n._(msg`Episodes`), value: formatNumber(totals.episodes, i18n.locale) },
    { label: i18n._(msg`Hours`), value: hoursText(totals.minutes, i18n.locale) },
  ];
  const genre = figures.genres[0];
  // A genre's label is its English name, a message's id (common/genres).
  if (genre) lines.push({ label: i18n._(msg`Top genre`), value: i18n._(genre.label) });
  const decade = [...figures.decades].sort((a, b) => b.count - a.count)[0];
  if (decade) lines.push({ label: i18n._(msg`Favorite decade`), value: decade.label });
  const actor = figures.actors[0];
  if (actor) lines.push({ label: i18n._(msg`Most watched actor`), value: actor.name });
  const director = figures.directors[0];
  if (director) lines.push({ label: i18n._(msg`Most watched director`), value: director.name });
  if (figures.topRated) {
    const title = figures.topRated.title || i18n._(msg`Untitled`);
    const stars = starsText(figures.topRated.rating);
    lines.push({ label: i18n._(msg`Highest rated`), value: i18n._(msg`${title} ${stars}`) });
  }
  return {
    heading: figures.period === 'year' ? String(figures.year) : i18n._(msg`All time`),
    subheading:
      figures.period === 'year'
        ? i18n._(msg`My year in film and TV`)
        : i18n._(msg`My film and TV so far`),
    lines,
    footer: siteName,
  };
}

/** 'Label: value', as the card's text alternatives say each of its lines. */
export const cardLine = (i18n: I18n, label: string, value: string) =>
  i18n._(msg`${label}: ${value}`);

/** The card as one sentence, for its image's accessible name. */
export const yearCardText = (i18n: I18n, card: YearCard) =>
  [
    cardSentence(i18n, card.heading, card.subheading),
    ...card.lines.map(({ label, value }) => cardSentence(i18n, label, value)),
  ].join(' ');

const cardSentence = (i18n: I18n, label: string, value: string) => i18n._(msg`${label}: ${value}.`);

/** The saved file's name: `marquee-2026.png`, `marquee-all-time.png`. */
export function yearCardFileName(figures: Figures, siteName: string): string {
  const site =
    siteName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'stats';
  return `${site}-${figures.period === 'year' ? figures.year : 'all-time'}.png`;
}
