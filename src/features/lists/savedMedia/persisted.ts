/**
 * The codec of the saved lists' saved state: its reader and its view as entries (see
 * src/features/lists/progress/persisted.ts for why it is a module of its own).
 */
import { titleListView } from '@/lib/persistedSlice';
import type { SliceCodec } from '@/lib/persistedSlice';

import { sanitizeSavedList } from './savedMedia';
import type { SavedMedia } from './savedMedia';
import type { SavedMediaState } from './savedMediaSlice';

/** Reads a stored list back: version 0 is the bare array older builds wrote; version 1 wraps it. */
export function restoreSavedMedia(stored: unknown): SavedMediaState | undefined {
  const list = Array.isArray(stored) ? stored : (stored as { items?: unknown } | null)?.items;
  const items = sanitizeSavedList(list);
  return items ? { items } : undefined;
}

const savedMediaCodec: SliceCodec<SavedMediaState> = {
  restore: restoreSavedMedia,
  view: titleListView<SavedMedia>('added_at'),
};

/** Both lists are saved, read back and synced alike. */
export const watchlistCodec = savedMediaCodec;
export const favoritesCodec = savedMediaCodec;
