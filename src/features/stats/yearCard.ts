import { starsText } from '@/lib/stars';

import { counted, hoursText } from './figures';
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
export function yearCardContent(figures: Figures, siteName: string): YearCard {
  const { totals } = figures;
  const lines: YearCard['lines'] = [
    {
      label: 'Watched',
      value: `${counted(totals.viewings, 'title')} (${counted(totals.movies, 'movie')}, ${counted(
        totals.shows,
        'show',
      )})`,
    },
    { label: 'Episodes', value: totals.episodes.toLocaleString('en-US') },
    { label: 'Hours', value: hoursText(totals.minutes) },
  ];
  const genre = figures.genres[0];
  if (genre) lines.push({ label: 'Top genre', value: genre.label });
  const decade = [...figures.decades].sort((a, b) => b.count - a.count)[0];
  if (decade) lines.push({ label: 'Favorite decade', value: decade.label });
  const actor = figures.actors[0];
  if (actor) lines.push({ label: 'Most watched actor', value: actor.name });
  const director = figures.directors[0];
  if (director) lines.push({ label: 'Most watched director', value: director.name });
  if (figures.topRated) {
    lines.push({
      label: 'Highest rated',
      value: `${figures.topRated.title} ${starsText(figures.topRated.rating)}`,
    });
  }
  return {
    heading: figures.period === 'year' ? String(figures.year) : 'All time',
    subheading: figures.period === 'year' ? 'My year in film and TV' : 'My film and TV so far',
    lines,
    footer: siteName,
  };
}

/** The card as one sentence, for its image's accessible name. */
export const yearCardText = (card: YearCard) =>
  [
    `${card.heading}: ${card.subheading}.`,
    ...card.lines.map(({ label, value }) => `${label}: ${value}.`),
  ].join(' ');

/** The saved file's name: `marquee-2026.png`, `marquee-all-time.png`. */
export function yearCardFileName(figures: Figures, siteName: string): string {
  const site =
    siteName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'stats';
  return `${site}-${figures.period === 'year' ? figures.year : 'all-time'}.png`;
}
