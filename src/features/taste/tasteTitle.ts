import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { MediaType } from '@common/mediaType';
import type { SavedDetails } from '@/lib/savedTitle';

/** A title as the rating and the diary keep it: its reference and what lists and charts show of it. */
export interface TasteTitle {
  media_id: number;
  media_type: MediaType;
  details: SavedDetails & { runtime?: number; genre_ids?: number[] };
}

/** The title's name as lists show it. */
export const nameOf = (i18n: I18n, title: { details: SavedDetails }) =>
  title.details.title ?? title.details.name ?? i18n._(msg`Untitled`);
