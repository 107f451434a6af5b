import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { genreListOf } from '@common/genres';
import type { Genre } from '@common/genres';
import type { MediaType } from '@common/mediaType';
import { SORT_OPTIONS } from '@/lib/listQuery';
import type { SortOption } from '@/lib/listQuery';

/** What a list's filter panel offers: its genres, its sorts and what its year is called. */
export interface FilterOptions {
  genres: readonly Genre[];
  sorts: readonly SortOption[];
  yearLabel: MessageDescriptor;
}

/**
 * A list's options: the media type's genres, the movies' sorts and "Release year", unless the list
 * says otherwise (TV's sorts and first-air year; trending's shared genres).
 */
export function resolveFilterOptions(
  mediaType: MediaType,
  overrides: Partial<FilterOptions> = {},
): FilterOptions {
  return {
    genres: genreListOf(mediaType),
    sorts: SORT_OPTIONS,
    yearLabel: msg`Release year`,
    ...overrides,
  };
}
