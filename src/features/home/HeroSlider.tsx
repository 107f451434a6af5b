import 'slick-carousel/slick/slick.css';

import { useLingui } from '@lingui/react/macro';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import Slider from 'react-slick';

import { MIRRORED, readingStep } from '@/lib/mirrored';
import { REDUCED_MOTION } from '@/lib/motion';
import { titleOf } from '@/lib/format';

import { HeroSlide } from './HeroSlide';
import type { HeroItem } from './HeroSlide';

/** Spec: the hero advances every 8 s and fades over 1.2 s. */
export const HERO_AUTOPLAY_MS = 8000;
export const HERO_FADE_MS = 1200;

/** How the carousel takes over from the first slide, when that was shown before it loaded. */
export interface HeroSliderStart {
  /** When (performance.now()) the first slide appeared. */
  shownSince: number;
  /** The first slide's link that had focus (its data-hero-action), focused again in the carousel. */
  refocus?: string;
}

interface HeroSliderProps {
  items: HeroItem[];
  start?: HeroSliderStart;
}

/**
 * The interactive carousel (react-slick and its controls). Loaded after the page's first paint, which
 * shows the first slide on its own; its first slide takes over without replaying the entrance.
 */
export function HeroSlider({ items, start }: HeroSliderProps) {
  const { t } = useLingui();
  const slider = useRef<Slider>(null);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // Visitors who ask for less motion start with the rotation stopped.
  // The visitor's own choice, once made; until then the preference decides (a page the server rendered
  // learns it as it hydrates).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const setPlaying = (next: boolean | ((value: boolean) => boolean)) =>
    setChosen(typeof next === 'function' ? next(playing) : next);
  const [active, setActive] = useState(0);
  const [changed, setChanged] = useState(false);
  // The first slide has been on screen since `shownSince`: it moves on when its 8 s are up, then
  // react-slick's own autoplay takes over.
  const [firstAdvanceMs] = useState(() =>
    start ? Math.max(0, HERO_AUTOPLAY_MS - (performance.now() - start.shownSince)) : null,
  );
  const [autoplaying, setAutoplaying] = useState(firstAdvanceMs === null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (autoplaying || !playing || firstAdvanceMs === null) return;
    const timer = window.setTimeout(() => {
      // Spec: the rotation pauses while the pointer is over the hero (it may have been there before
      // the carousel loaded, so ask the browser rather than count enter events).
      if (!root.current?.matches(':hover')) slider.current?.slickNext();
      setAutoplaying(true);
    }, firstAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [autoplaying, playing, firstAdvanceMs]);

  // The first slide's link that had focus is replaced by the carousel's copy: focus that one.
  const refocus = start?.refocus;
  useEffect(() => {
    if (!refocus) return;
    root.current
      ?.querySelector<HTMLElement>(`[role="group"]:not([inert]) [data-hero-action="${refocus}"]`)
      ?.focus();
  }, [refocus]);

  useEffect(() => {
    if (playing && autoplaying) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [playing, autoplaying]);

  const pickers = useRef<HTMLDivElement>(null);
  const goTo = (index: number) => {
    const count = items.length;
    const target = (index + count) % count;
    slider.current?.slickGoTo(target);
    pickers.current?.querySelectorAll('button')[target]?.focus();
  };
  const onPickerKey = (event: KeyboardEvent<HTMLElement>) => {
    const step = readingStep(event.key, event.currentTarget);
    const moves: Record<string, number> = { Home: 0, End: items.length - 1 };
    const target = step ? active + step : moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  // WAI-ARIA carousel pattern: focus inside the carousel stops the rotation until the visitor restarts it.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target !== rotationButton.current) setPlaying(false);
  };

  return (
    <Box ref={root} onFocus={onFocus} sx={{ position: 'relative', height: '100%' }}>
      <Box aria-live={playing ? 'off' : 'polite'} sx={{ height: '100%' }}>
        <Slider
          ref={slider}
          autoplay={playing && autoplaying}
          autoplaySpeed={HERO_AUTOPLAY_MS}
          pauseOnHover
          pauseOnFocus
          infinite
          fade
          speed={reducedMotion ? 0 : HERO_FADE_MS}
          waitForAnimate={false}
          arrows={false}
          dots={false}
          beforeChange={(_current, next) => {
            setActive(next);
            setChanged(true);
          }}
        >
          {items.map((item, index) => (
            <div key={`${item.media_type}-${item.id}`}>
              <HeroSlide
                item={item}
                index={index}
                total={items.length}
                active={index === active}
                animate={changed && index === active}
              />
            </div>
          ))}
        </Slider>
      </Box>
      <Box
        sx={{
          position: 'absolute',
          zIndex: 2,
          left: 0,
          right: 0,
          bottom: { xs: 24, md: 40 },
          px: { xs: 2, sm: 4, lg: 8 },
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <IconButton
          aria-label={t`Previous slide`}
          onClick={() => slider.current?.slickPrev()}
          sx={{ bgcolor: 'overlay.dim' }}
        >
          <ChevronLeftIcon className={MIRRORED} />
        </IconButton>
        <Box
          ref={pickers}
          role="group"
          aria-label={t`Choose a slide`}
          onKeyDown={onPickerKey}
          sx={{ display: { xs: 'none', sm: 'flex' }, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {items.map((item, index) => {
            const number = index + 1;
            const title = titleOf(item);
            return (
              <Box
                key={`${item.media_type}-${item.id}`}
                component="button"
                type="button"
                aria-label={t`Show slide ${number}: ${title}`}
                aria-current={index === active ? 'true' : undefined}
                // One tab stop for the whole picker; arrow keys move between its buttons.
                tabIndex={index === active ? 0 : -1}
                onClick={() => slider.current?.slickGoTo(index)}
                sx={{
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::before': {
                    content: '""',
                    width: index === active ? 22 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor:
                      index === active
                        ? 'primary.main'
                        : ({ palette }) => alpha(palette.common.white, 0.6),
                    transition: 'width 200ms ease',
                  },
                }}
              />
            );
          })}
        </Box>
        <IconButton
          aria-label={t`Next slide`}
          onClick={() => slider.current?.slickNext()}
          sx={{ bgcolor: 'overlay.dim' }}
        >
          <ChevronRightIcon className={MIRRORED} />
        </IconButton>
        <IconButton
          ref={rotationButton}
          aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
          onClick={() => setPlaying((value) => !value)}
          sx={{ bgcolor: 'overlay.dim', ml: 'auto' }}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      </Box>
    </Box>
  );
}
