import { starsText } from '@/lib/stars';

import type { SuggestionReason } from './recommend';

/** The sentence a suggestion shows: "Because you rated Heat 4½★", "Because you saved Alien". */
export function reasonText(reason: SuggestionReason): string {
  switch (reason.kind) {
    case 'rated':
      return `Because you rated ${reason.title} ${starsText(reason.rating ?? 0)}`;
    case 'liked':
      return `Because you liked ${reason.title}`;
    case 'saved':
      return `Because you saved ${reason.title}`;
    case 'watched':
      return `Because you watched ${reason.title}`;
  }
}
