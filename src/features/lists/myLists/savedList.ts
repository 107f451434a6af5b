/** The watchlist and favorites screens' pure parts: URL state, tab filter, paging and card mapping. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { isMediaType } from '@common/mediaType';
import type { MediaType } from '@common/mediaType';
import { parsePage } from '@/lib/listQuery';
import type { CardItem } from '@/lib/mediaItem';
import { clampPage } from '@/lib/pagination';
import { savedMediaKey } from '@/lib/savedTitle';
import type { SavedDetails } from '@/lib/savedTitle';

/** Saved lists show 20 titles per page, as every other list does. */
export const SAVED_LIST_PAGE_SIZE = 20;

/** The tabs: All (the default), Movies, TV Shows. */
export type SavedTab = 'all' | MediaType;

/** What a saved list's URL carries: `?type=movie|tv` (none for All) and `?page=`. */
export interface SavedListQuery {
  tab: SavedTab;
  page: number;
}

/** A title as the list screen needs it (a watchlist or favorites entry). */
export interface SavedRef {
  media_id: number;
  media_type: MediaType;
}

export interface SavedEntry extends SavedRef {
  details: SavedDetails;
}

export function parseSavedListQuery(params: URLSearchParams): SavedListQuery {
  const type = params.get('type');
  return { tab: isMediaType(type) ? type : 'all', page: parsePage(params.get('page')) };
}

/** The query string of a state, writing only what differs from All / page 1. */
export function buildSavedListSearch({ tab, page }: SavedListQuery): string {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('type', tab);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The entries a tab shows, in the list's own order (newest first). */
export function entriesOfTab<T extends SavedRef>(entries: readonly T[], tab: SavedTab): T[] {
  return tab === 'all' ? [...entries] : entries.filter((entry) => entry.media_type === tab);
}

export interface SavedListPage<T> {
  entries: T[];
  /** The page shown: the one asked for, moved into 1..totalPages (a removal may shorten the list). */
  page: number;
  totalPages: number;
}

/** One page of `entries`, 20 a page. */
export function pageOf<T>(entries: readonly T[], page: number): SavedListPage<T> {
  const totalPages = Math.ceil(entries.length / SAVED_LIST_PAGE_SIZE);
  const shown = clampPage(page, totalPages);
  const start = (shown - 1) * SAVED_LIST_PAGE_SIZE;
  return {
    entries: entries.slice(start, start + SAVED_LIST_PAGE_SIZE),
    page: shown,
    totalPages,
  };
}

const UNTITLED: Record<MediaType, MessageDescriptor> = {
  movie: msg`Untitled movie`,
  tv: msg`Untitled TV show`,
};

/**
 * A card from what was stored with the title: no network call, so a title that has since gone from
 * the catalogue still shows under its stored name.
 */
export function savedCardItem(i18n: I18n, { media_id, media_type, details }: SavedEntry): CardItem {
  const card: CardItem = {
    id: media_id,
    media_type,
    title: details.title || details.name || i18n._(UNTITLED[media_type]),
    image_path: details.poster_path ?? null,
    backdrop_path: details.backdrop_path ?? null,
  };
  const date = details.release_date || details.first_air_date;
  if (date) card.date = date;
  if (typeof details.vote_average === 'number') card.vote_average = details.vote_average;
  return card;
}

/** The entries of `entries` whose key is selected. */
export function selectedEntries<T extends SavedRef>(
  entries: readonly T[],
  selected: Readonly<Record<string, boolean>>,
): T[] {
  return entries.filter((entry) => selected[savedMediaKey(entry)]);
}
