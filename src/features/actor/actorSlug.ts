import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { actorRefOf } from '@common/nameSlugs';

/** What an actor slug asks for: a person id, a name to search for, or nothing usable. */
export type ActorSlugTarget =
  | { kind: 'id'; id: number }
  | { kind: 'name'; name: string }
  | { kind: 'invalid'; error: MessageDescriptor };

/**
 * Reads an actor slug (spec): digits and a dash (or digits alone) give the person's id; anything else
 * is a name, its dashes read as spaces, looked up by a person search. A slug with no letter or digit
 * in it (`-`) names no one and is refused without a search. The rule is common/nameSlugs', which the
 * server also reads to answer such an address 404.
 */
export function actorSlugTarget(slug: string | undefined | null): ActorSlugTarget {
  if (!slug) return { kind: 'invalid', error: msg`No slug provided` };
  return actorRefOf(slug) ?? { kind: 'invalid', error: msg`Invalid slug format` };
}
