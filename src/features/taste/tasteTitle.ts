import type { MediaType } from '@common/mediaType';
import type { SavedDetails } from '@/lib/savedTitle';

/** A title as the rating and the diary keep it: its reference and what lists and charts show of it. */
export interface TasteTitle {
  media_id: number;
  media_type: MediaType;
  details: SavedDetails & { runtime?: number; genre_ids?: number[] };
}

/** The title's name as lists show it. */
export const nameOf = (title: { details: SavedDetails }) =>
  title.details.title ?? title.details.name ?? 'Untitled';
