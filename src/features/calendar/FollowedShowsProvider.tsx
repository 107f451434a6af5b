import { useMemo } from 'react';
import type { ReactNode } from 'react';

import { useAppSelector } from '@/app/hooks';
import { FollowedShowsContext } from '@/components/NewEpisodeMark';

import { selectFollowedShowIds } from './followed';
import { useCalendarToday } from './useCalendarToday';

/**
 * Tells the cards below which shows the visitor follows and the calendar's day, so that a followed
 * show's card can mark a new episode; no other card asks anything.
 */
export function FollowedShowsProvider({ children }: { children: ReactNode }) {
  const ids = useAppSelector(selectFollowedShowIds);
  const today = useCalendarToday();
  const value = useMemo(() => (today && ids.size > 0 ? { ids, today } : null), [ids, today]);
  return <FollowedShowsContext.Provider value={value}>{children}</FollowedShowsContext.Provider>;
}
