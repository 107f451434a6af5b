/**
 * Counting a person's credits, shared by their page and its link preview. Kept out of pageText.ts,
 * which the app's shell loads on every page, so that only the person pages carry it.
 */
import type { MediaType } from './mediaType';

/**
 * Distinct titles of one type among a person's credits, cast and crew alike (a film they acted in and
 * directed counts once), as their page and its link preview count them. Reads an answer defensively.
 */
export function personTitleCount(
  credits: { cast?: unknown; crew?: unknown } | null | undefined,
  type: MediaType,
): number {
  const ids = new Set<number>();
  for (const list of [credits?.cast, credits?.crew]) {
    if (!Array.isArray(list)) continue;
    for (const credit of list as { id?: unknown; media_type?: unknown }[]) {
      if (credit?.media_type === type && typeof credit.id === 'number') ids.add(credit.id);
    }
  }
  return ids.size;
}
