import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useId, useMemo } from 'react';

import { REDUCED_MOTION } from '@/lib/motion';
import { useGetTrendingQuery } from '@/services/trending';

import { HeroSlide, heroHeight, heroItems } from './HeroSlide';
import { Placeholder } from './Placeholder';
import { visuallyHidden } from '@/lib/visuallyHidden';

// react-slick is loaded after the first paint: the first slide shows at once (it is the page's largest
// paint) and the home route's first-load JavaScript stays within budget.
const HeroSlider = lazy(() =>
  import(/* webpackChunkName: "hero-slider" */ './HeroSlider').then((module) => ({
    default: module.HeroSlider,
  })),
);

/** Spec: a full-screen hero of this week's trending titles with a backdrop; nothing when that fails. */
export function HeroCarousel() {
  const { data, isLoading, isError } = useGetTrendingQuery({ timeWindow: 'week' });
  const items = useMemo(() => heroItems(data?.results ?? []), [data]);
  const headingId = useId();
  if (isLoading) {
    return <Placeholder sx={{ ...heroHeight, borderRadius: 0 }} />;
  }
  const [first] = items;
  if (isError || !first) return null;

  const firstSlide = <HeroSlide item={first} index={0} total={items.length} active firstPaint />;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      sx={{
        position: 'relative',
        ...heroHeight,
        bgcolor: 'background.default',
        '& .slick-slider, & .slick-list, & .slick-track, & .slick-slide, & .slick-slide > div': {
          height: '100%',
        },
        [`@media ${REDUCED_MOTION}`]: { '& .slick-slide': { transition: 'none !important' } },
      }}
    >
      {/* The slides' titles are h3 under this one, so the outline stays h1 > h2 > h3. */}
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        Featured this week
      </Typography>
      {items.length > 1 ? (
        <Suspense fallback={firstSlide}>
          <HeroSlider items={items} />
        </Suspense>
      ) : (
        firstSlide
      )}
    </Box>
  );
}
