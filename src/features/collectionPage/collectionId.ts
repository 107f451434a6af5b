/** What a `/collection/:id` segment names: a collection id, a name to search for, or nothing usable. */
export type CollectionRef =
  | { kind: 'id'; id: number }
  | { kind: 'name'; name: string }
  | { kind: 'invalid'; error: 'No slug provided' | 'Invalid slug format' };

/**
 * Reads the id segment of a collection path (spec): digits are the id; anything else is a name whose
 * hyphens become spaces, resolved by a collection search. A missing segment, a number no id can have
 * (0, beyond the safe integers) or a name of only hyphens and spaces get the spec's slug errors.
 */
export function parseCollectionRef(param: string | undefined | null): CollectionRef {
  if (!param) return { kind: 'invalid', error: 'No slug provided' };
  if (/^\d+$/.test(param)) {
    const id = Number(param);
    return Number.isSafeInteger(id) && id > 0
      ? { kind: 'id', id }
      : { kind: 'invalid', error: 'Invalid slug format' };
  }
  const name = param.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  return name ? { kind: 'name', name } : { kind: 'invalid', error: 'Invalid slug format' };
}
