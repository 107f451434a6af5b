import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { collectionRefOf } from '@common/nameSlugs';

/** What a `/collection/:id` segment names: a collection id, a name to search for, or nothing usable. */
export type CollectionRef =
  | { kind: 'id'; id: number }
  | { kind: 'name'; name: string }
  | { kind: 'invalid'; error: MessageDescriptor };

/**
 * Reads the id segment of a collection path (spec): digits are the id; anything else is a name whose
 * hyphens become spaces, resolved by a collection search. A missing segment, a number no id can have
 * (0, beyond the safe integers) or a name of only hyphens and spaces get the spec's slug errors. The
 * rule is common/nameSlugs', which the server also reads to answer such an address 404.
 */
export function parseCollectionRef(param: string | undefined | null): CollectionRef {
  if (!param) return { kind: 'invalid', error: msg`No slug provided` };
  return collectionRefOf(param) ?? { kind: 'invalid', error: msg`Invalid slug format` };
}
