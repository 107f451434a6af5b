/**
 * What the app and the server both know of the app's addresses: the shapes of a title slug, a season
 * and an episode number (spec: 'Slug must yield a numeric id before the first hyphen'), the bare list
 * words, and the not-found page's title. Small, in every first load; the route table the server
 * checks addresses against is common/pageStatus.
 */
import type { MessageDescriptor } from '@lingui/core';

/** The id a title slug names: digits before the first hyphen ('550-fight-club' → 550), or null (spec). */
export function titleSlugId(segment: string | undefined | null): number | null {
  const match = /^(\d{1,10})(?:-|$)/.exec(segment ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A season number in a path: digits only, 0 (specials) included; null for anything else. */
export function seasonNumber(segment: string | undefined | null): number | null {
  return segment && /^\d{1,4}$/.test(segment) ? Number(segment) : null;
}

/** An episode number in a path: digits only, from 1; null for anything else. */
export function episodeNumber(segment: string | undefined | null): number | null {
  const number = segment && /^\d{1,5}$/.test(segment) ? Number(segment) : 0;
  return number > 0 ? number : null;
}

/**
 * The bare words of the detail and player paths, each leading to its list (DECISIONS: "Bare list words
 * lead to their lists") rather than the spec's 'No slug provided' or a 404.
 */
export const LIST_WORDS: Readonly<Record<string, string>> = {
  movie: '/movies',
  tv: '/tv-shows',
  airing: '/airing-shows',
  collection: '/collections',
};

/**
 * The tab title of the not-found page, the app's and the server's alike: 'Page not found · Marquee'.
 * A message written without Lingui's macro, as every text the server writes into a page's head is
 * (the server runs without Babel): its English is its id, which the server looks up in the page's
 * catalogue (server/render/headLanguage.ts) and the app's Babel step keys as any other message.
 */
export const NOT_FOUND_TITLE: MessageDescriptor = /*i18n*/ {
  id: 'Page not found',
  message: 'Page not found',
};
