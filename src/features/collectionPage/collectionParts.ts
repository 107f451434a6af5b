import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import type { MediaType } from '@common/mediaType';
import type { CollectionDetails } from '@common/tmdb';
import { yearOf } from '@/lib/format';

/** One part of a collection as its card shows it. */
export interface CollectionPart {
  id: number;
  type: MediaType;
  title: string;
  /** Release or first-air date; undefined when the catalogue has none. */
  date?: string;
  year: string;
  poster_path: string | null;
}

/** The visible name of a part's type: TMDB's media_type, a movie when it says nothing. */
export const PART_TYPE_LABEL: Record<MediaType, MessageDescriptor> = {
  movie: msg`Movie`,
  tv: msg`TV Show`,
};

const hasDate = (date: string | undefined) => Boolean(date && /^\d{4}-\d{2}-\d{2}/.test(date));

/**
 * The parts in release order, oldest first; parts without a date go last in the order the catalogue
 * gave them (TMDB's order is not chronological, and an unreleased part usually has no date yet).
 */
export function partsInReleaseOrder(parts: CollectionDetails['parts']): CollectionPart[] {
  const mapped = parts.map((part, index) => {
    // Read loosely: a part tagged as one type may carry the other's fields.
    const fields = part as {
      title?: string;
      name?: string;
      release_date?: string;
      first_air_date?: string;
    };
    const type: MediaType = part.media_type === 'tv' ? 'tv' : 'movie';
    const raw = fields.release_date || fields.first_air_date;
    const date = hasDate(raw) ? raw : undefined;
    const title = fields.title ?? fields.name ?? '';
    return {
      index,
      part: {
        id: part.id,
        type,
        title,
        date,
        year: yearOf(date),
        poster_path: part.poster_path ?? null,
      },
    };
  });
  mapped.sort((a, b) => {
    const left = a.part.date;
    const right = b.part.date;
    if (left && right && left !== right) return left < right ? -1 : 1;
    if (left && !right) return -1;
    if (!left && right) return 1;
    return a.index - b.index;
  });
  return mapped.map(({ part }) => part);
}

/** '1 part' / '9 parts'. */
export function partCount(i18n: I18n, count: number): string {
  return i18n._(msg`${plural(count, { one: '# part', other: '# parts' })}`);
}
