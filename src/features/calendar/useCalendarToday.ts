import { useState } from 'react';

import { isCalendarDay, localDay } from '@/features/calendar/calendarDays';
import { useGetSiteConfigQuery } from '@/services/site';

/**
 * The day the calendar counts from: the catalogue's own when it states one (the demo, a snapshot,
 * stands on its snapshot's day), else the visitor's. Undefined until the server has said which.
 */
export function useCalendarToday(): string | undefined {
  const { data, isError } = useGetSiteConfigQuery();
  const [own] = useState(() => localDay(new Date()));
  if (data) return isCalendarDay(data.catalogueToday) ? data.catalogueToday : own;
  return isError ? own : undefined;
}
