import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';

import type { DetailTasteTitle } from '@/features/titleDetail/TitleDetail';

// The rating and "Mark as watched" load after the page's first screen, in their own chunk: the
// detail pages' first loads sit close to their budget.
const TasteControls = lazy(
  () => import(/* webpackChunkName: "taste-controls" */ '@/features/taste/TasteControls'),
);

/** The rating and "Mark as watched" as the detail pages place them, the space held while they load. */
export const renderTaste = (title: DetailTasteTitle) => (
  <Suspense fallback={<Box sx={{ minHeight: 60, mt: 2 }} />}>
    <TasteControls title={title} />
  </Suspense>
);
