import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';

import { OfflineOr, isUnreachable } from '@/components/OfflineFallback';
import { REDUCED_MOTION } from '@/lib/motion';
import { useGetTrendingQuery } from '@/services/trending';

import { HeroSlide, heroItems, useHeroHeight } from './HeroSlide';
import type { HeroSliderStart } from './HeroSlider';
import { Placeholder } from './Placeholder';
import { visuallyHidden } from '@/lib/visuallyHidden';

// react-slick is loaded after the first paint (see HERO_SLIDER_DELAY_MS): the first slide shows at once
// (it is the page's largest paint) and the home route's first-load JavaScript stays within budget.
const HeroSlider = lazy(() =>
  import(/* webpackChunkName: "hero-slider" */ './HeroSlider').then((module) => ({
    default: module.HeroSlider,
  })),
);

/**
 * The carousel's code (react-slick, its controls) is fetched when the visitor first moves towards the
 * hero (pointer, touch or focus), or this long after the first slide shows: not while the page is
 * loading what the first screen needs, and well before the first slide is due to change.
 */
export const HERO_SLIDER_DELAY_MS = 3000;

/** What the carousel needs to take over from the first slide shown on its own. */
function sliderStart(section: HTMLElement | null, shownSince: number | null): HeroSliderStart {
  const focused = section?.querySelector(':focus');
  return {
    shownSince: shownSince ?? performance.now(),
    refocus: focused?.getAttribute('data-hero-action') ?? undefined,
  };
}

/** Spec: a full-screen hero of this week's trending titles with a backdrop; nothing when that fails. */
export function HeroCarousel() {
  const { t } = useLingui();
  const { data, isLoading, isError, error } = useGetTrendingQuery({ timeWindow: 'week' });
  const items = useMemo(() => heroItems(data?.results ?? []), [data]);
  const headingId = useId();
  const rotates = items.length > 1;
  const height = useHeroHeight();
  // Set once the carousel is wanted, with the time the first slide appeared (its 8 s on screen count
  // from then, not from the carousel's arrival) and the slide link that had focus, which the carousel
  // takes over so a keyboard user's place is kept when the first slide is replaced.
  const [slider, setSlider] = useState<HeroSliderStart | null>(null);
  const shownSince = useRef<number | null>(null);
  const section = useRef<HTMLElement>(null);
  const wantSlider = () => {
    if (rotates) setSlider((wanted) => wanted ?? sliderStart(section.current, shownSince.current));
  };
  useEffect(() => {
    if (!rotates || slider) return;
    shownSince.current ??= performance.now();
    const timer = window.setTimeout(
      () => setSlider((wanted) => wanted ?? sliderStart(section.current, shownSince.current)),
      HERO_SLIDER_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotates, slider]);
  if (isLoading) {
    return <Placeholder sx={{ ...height, borderRadius: 0 }} />;
  }
  const [first] = items;
  // The home page's first answer: with no server to give it, the offline screen instead of the page.
  if (isError) return first ? null : <OfflineOr unreachable={isUnreachable(error)} />;
  if (!first) return null;

  const firstSlide = <HeroSlide item={first} index={0} total={items.length} active firstPaint />;
  return (
    <Box
      ref={section}
      component="section"
      aria-roledescription={t`carousel`}
      aria-labelledby={headingId}
      onPointerEnter={wantSlider}
      onTouchStart={wantSlider}
      onFocus={wantSlider}
      sx={{
        position: 'relative',
        ...height,
        bgcolor: 'background.default',
        '& .slick-slider, & .slick-list, & .slick-track, & .slick-slide, & .slick-slide > div': {
          height: '100%',
        },
        [`@media ${REDUCED_MOTION}`]: { '& .slick-slide': { transition: 'none !important' } },
      }}
    >
      {/* The slides' titles are h3 under this one, so the outline stays h1 > h2 > h3. */}
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {t`Featured this week`}
      </Typography>
      {slider ? (
        <Suspense fallback={firstSlide}>
          <HeroSlider items={items} start={slider} />
        </Suspense>
      ) : (
        firstSlide
      )}
    </Box>
  );
}
