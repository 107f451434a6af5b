import { createContext } from 'react';
import type { ReactNode } from 'react';

import type { CardItem } from '@/lib/mediaItem';

/**
 * What a page adds under its cards' title and year (the poster's corners hold the rating, the type
 * and a list's remove button), if anything: the calendar's 'New episode' on a followed show's card
 * (home, watchlist, favorites). Null elsewhere, where a card shows nothing more.
 */
export const CardMarkContext = createContext<((item: CardItem) => ReactNode) | null>(null);
