import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';

import { WHERE_TO_WATCH_MIN_HEIGHT } from '@/features/whereToWatch/layout';

import type { WhereToWatchTitleProps } from './WhereToWatchWithRegion';

// Even the wiring loads after the page's first render, in the section's own chunks: the TV detail
// page's first load sits close to its budget.
const WhereToWatchWithRegion = lazy(
  () => import(/* webpackChunkName: "where-to-watch-slot" */ './WhereToWatchWithRegion'),
);

/** "Where to watch" as the detail and player pages place it, the space held while it loads. */
export const renderWhereToWatch = (title: WhereToWatchTitleProps) => (
  <Suspense fallback={<Box sx={{ minHeight: WHERE_TO_WATCH_MIN_HEIGHT }} />}>
    <WhereToWatchWithRegion {...title} />
  </Suspense>
);
