import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';

import { useNearViewport } from '@/hooks/useNearViewport';

import { WHERE_TO_WATCH_MIN_HEIGHT } from './layout';
import type { WhereToWatchProps } from './WhereToWatch';

// The section's code (and its API endpoint) loads only when the visitor nears it, in its own chunk.
const WhereToWatch = lazy(() =>
  import(/* webpackChunkName: "where-to-watch" */ './WhereToWatch').then((module) => ({
    default: module.WhereToWatch,
  })),
);

/**
 * "Where to watch" as pages place it: a fixed-height space until the visitor scrolls near, then the
 * section, fetched in its own chunk, with the same space held while it arrives.
 */
export function LazyWhereToWatch(props: WhereToWatchProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const space = <Box ref={ref} sx={{ minHeight: WHERE_TO_WATCH_MIN_HEIGHT }} />;
  if (!near) return space;
  return (
    <Suspense fallback={<Box sx={{ minHeight: WHERE_TO_WATCH_MIN_HEIGHT }} />}>
      <WhereToWatch {...props} />
    </Suspense>
  );
}
