/** The saved lists' reader (see src/features/progress/restore.ts for why it is a module of its own). */
import { sanitizeSavedList } from './savedMedia';
import type { SavedMediaState } from './savedMediaSlice';

/** Reads a stored list back: version 0 is the bare array older builds wrote; version 1 wraps it. */
export function restoreSavedMedia(stored: unknown): SavedMediaState | undefined {
  const list = Array.isArray(stored) ? stored : (stored as { items?: unknown } | null)?.items;
  const items = sanitizeSavedList(list);
  return items ? { items } : undefined;
}
