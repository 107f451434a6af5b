import { useCallback } from 'react';
import type { ReactNode } from 'react';

import { useAppSelector } from '@/app/hooks';
import { CardMarkContext } from '@/components/cardMark';
import type { CardItem } from '@/lib/mediaItem';

import { selectFollowedShowIds } from './followed';
import { NewEpisodeMark } from './NewEpisodeMark';

/**
 * Gives the cards below a 'New episode' mark when they show a show the visitor follows; the card of
 * any other title draws nothing and asks nothing.
 */
export function FollowedShowsProvider({ children }: { children: ReactNode }) {
  const ids = useAppSelector(selectFollowedShowIds);
  const mark = useCallback(
    (item: CardItem) =>
      item.media_type === 'tv' && ids.has(item.id) ? <NewEpisodeMark id={item.id} /> : null,
    [ids],
  );
  return (
    <CardMarkContext.Provider value={ids.size > 0 ? mark : null}>
      {children}
    </CardMarkContext.Provider>
  );
}
