/**
 * The header's search suggestions as data (when to ask and open: searchBox.ts): the shortened retry query, and the
 * merge of our `/api/suggest` answer with TMDB's `search/multi` into what one option shows.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import { yearOf } from './format';
import { canSuggest } from './searchBox';
import { detailPath } from './slug';
import type { DetailType } from './slug';

/** Spec: up to 5 suggestions are shown. */
export const SUGGESTIONS_SHOWN = 5;
/** At most this many 'Did you mean:' chips (our choice: one row at 325 px). */
export const DID_YOU_MEAN_SHOWN = 3;

/**
 * Spec "Search retry": the first max(2, length - 2) characters of a query that found nothing, or null
 * when that would ask the same again (2 characters or fewer) or the query is too short to ask at all.
 */
export function shortenedQuery(query: string): string | null {
  const chars = Array.from(query.trim());
  if (chars.length < 2) return null;
  const shorter = chars
    .slice(0, Math.max(2, chars.length - 2))
    .join('')
    .trim();
  return canSuggest(shorter) && shorter !== chars.join('') ? shorter : null;
}

/** What one suggestion option shows and where it leads. */
export interface Suggestion {
  /** `{type}-{id}`: unique within the list, and an element id suffix. */
  key: string;
  id: number;
  type: DetailType;
  title: string;
  /** Poster for titles and collections, profile picture for people. */
  imagePath: string | null;
  /** Release or first-air year; '' for people, collections and unknown dates. */
  year: string;
  /** The detail page it opens. */
  path: string;
}

/** A movie, show, person or collection as `/api/suggest` and `search/multi` spell them. */
export interface SuggestSourceItem {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
  poster_path?: string | null;
  profile_path?: string | null;
  release_date?: string;
  first_air_date?: string;
  adult?: boolean;
}

const TYPES: readonly string[] = ['movie', 'tv', 'person', 'collection'];

/** The visible type of a suggestion (spec: Movie, TV Show, Actor; collections have their own icon). */
export function typeLabel(type: DetailType): MessageDescriptor {
  switch (type) {
    case 'movie':
      return msg`Movie`;
    case 'tv':
      return msg`TV Show`;
    case 'person':
      return msg`Actor`;
    case 'collection':
      return msg`Collection`;
  }
}

/** One answer item as an option, or null for what cannot be shown (no known type, adult, no name). */
export function toSuggestion(item: SuggestSourceItem): Suggestion | null {
  if (!item.media_type || !TYPES.includes(item.media_type) || item.adult === true) return null;
  const type = item.media_type as DetailType;
  const title = item.title ?? item.name ?? '';
  if (!title) return null;
  return {
    key: `${type}-${item.id}`,
    id: item.id,
    type,
    title,
    imagePath: (type === 'person' ? item.profile_path : item.poster_path) ?? null,
    year: type === 'person' ? '' : yearOf(item.release_date ?? item.first_air_date),
    path: detailPath(type, item.id, title),
  };
}

/**
 * The options to show from answers in order of trust (ours first, then TMDB's): adult content
 * dropped, de-duplicated by type and id (the first occurrence wins), at most `limit`.
 */
export function mergeSuggestions(
  answers: readonly (readonly SuggestSourceItem[] | undefined)[],
  limit = SUGGESTIONS_SHOWN,
): Suggestion[] {
  const seen = new Set<string>();
  const merged: Suggestion[] = [];
  for (const item of answers.flatMap((answer) => answer ?? [])) {
    const suggestion = toSuggestion(item);
    if (!suggestion || seen.has(suggestion.key)) continue;
    seen.add(suggestion.key);
    merged.push(suggestion);
    if (merged.length === limit) break;
  }
  return merged;
}

const folded = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The 'Did you mean:' corrections to offer: in order, without repeats (ignoring case), never the query
 * itself nor a title the list already shows above them (`listed`), at most `limit`.
 */
export function mergeDidYouMean(
  answers: readonly (readonly string[] | undefined)[],
  query: string,
  listed: readonly string[] = [],
  limit = DID_YOU_MEAN_SHOWN,
): string[] {
  const seen = new Set([folded(query), ...listed.map(folded)]);
  const merged: string[] = [];
  for (const correction of answers.flatMap((answer) => answer ?? [])) {
    const key = folded(correction);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    merged.push(correction.trim());
    if (merged.length === limit) break;
  }
  return merged;
}

/** What the polite live region says when a list of suggestions arrives (our wording). */
export function suggestionsAnnouncement(i18n: I18n, count: number, query: string): string {
  if (count === 0) return i18n._(msg`No suggestions for ${query}`);
  return i18n._(
    msg`${plural(count, { one: '# suggestion', other: '# suggestions' })}, use the up and down arrows to choose`,
  );
}
