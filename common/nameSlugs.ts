/**
 * What an actor or collection path segment names: an id, or a name to search for (spec). Read by
 * those pages and by the server's page table (common/pageStatus), so both refuse the same segments.
 */
import { titleSlugId } from './pagePaths';

/** A slug that is a name rather than an id: its hyphens read as spaces, white space collapsed. */
const nameOf = (segment: string) => segment.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * What a `/collection/:id` segment names (spec): digits are the id; anything else is a name to search
 * for. Null when it names nothing (0, beyond the safe integers, only hyphens and spaces).
 */
export function collectionRefOf(
  segment: string | undefined | null,
): { kind: 'id'; id: number } | { kind: 'name'; name: string } | null {
  if (!segment) return null;
  if (/^\d+$/.test(segment)) {
    const id = Number(segment);
    return Number.isSafeInteger(id) && id > 0 ? { kind: 'id', id } : null;
  }
  const name = nameOf(segment);
  return name ? { kind: 'name', name } : null;
}

/**
 * What an actor slug names (spec): digits and a dash (or digits alone) give the person's id; anything
 * else is a name to search for. Null when it names no one (a bad id, or no letter or digit at all).
 */
export function actorRefOf(
  segment: string | undefined | null,
): { kind: 'id'; id: number } | { kind: 'name'; name: string } | null {
  if (!segment) return null;
  if (/^\d+(?:-|$)/.test(segment)) {
    const id = titleSlugId(segment);
    return id === null ? null : { kind: 'id', id };
  }
  const name = nameOf(segment);
  return /[\p{L}\p{N}]/u.test(name) ? { kind: 'name', name } : null;
}
