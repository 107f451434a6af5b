import { createContext } from 'react';
import type { ReactNode } from 'react';

import type { CardItem } from '@/lib/mediaItem';

/**
 * What a page draws over its cards' posters, if anything: the calendar's 'New episode' on a followed
 * show's card (home, watchlist, favorites). Null elsewhere, where a card draws nothing more.
 */
export const CardMarkContext = createContext<((item: CardItem) => ReactNode) | null>(null);
