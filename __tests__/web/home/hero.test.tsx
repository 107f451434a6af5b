import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { HERO_SLIDER_DELAY_MS } from '@/features/home/HeroCarousel';
import { trendingApi } from '@/services/trending';

import { movie, paged, person, show, tvDetails } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { siteWith } from '../helpers/siteHandlers';

const trending = [
  movie(11, {
    title: 'Alpha Film',
    release_date: '2021-05-01',
    vote_average: 7.84,
    overview: 'Alpha overview line.',
  }),
  person(12, { name: 'Trending Person' }),
  movie(13, { title: 'No Backdrop Film', backdrop_path: null }),
  show(14, { name: 'Beta Series', first_air_date: '2019-02-01', vote_average: 0 }),
  movie(15, { title: 'Gamma Film: Part II', release_date: '2015-07-04' }),
];

beforeEach(() => {
  server.use(
    http.get('*/api/tmdb/trending/all/week', () => HttpResponse.json(paged(trending, 1, 1))),
  );
});

/** The page is a lazy route with many rows: its first render can take a while on a busy machine. */
const LOAD = { timeout: 10_000 };
jest.setTimeout(30_000);

async function renderHero() {
  const view = renderApp('/');
  const hero = await screen.findByRole('region', { name: 'Featured this week' }, LOAD);
  // The first slide shows on its own until the visitor points at the hero, which brings the carousel
  // (a separate chunk).
  await view.user.hover(hero);
  await within(hero).findByRole('button', { name: 'Next slide' }, LOAD);
  await view.user.unhover(hero);
  return { ...view, hero };
}

/** Every slide, hidden ones included (react-slick hides the inactive ones with aria-hidden). */
const allSlides = (hero: HTMLElement) =>
  within(hero).getAllByRole('group', { name: /^\d+ of \d+: /, hidden: true });

/** The slide screen readers see: the one react-slick leaves visible. */
const activeSlide = (hero: HTMLElement) =>
  within(hero).getByRole('group', { name: /^\d+ of \d+: / });

/** The slide `name` once the carousel shows it (its move runs on a timer, late on a busy machine). */
const nowShowing = (hero: HTMLElement, name: string) =>
  waitFor(() => {
    const slide = activeSlide(hero);
    expect(slide).toHaveAccessibleName(name);
    return slide;
  });

test('the hero shows trending movies and shows that have a backdrop, never people', async () => {
  const { hero } = await renderHero();
  expect(allSlides(hero).map((slide) => slide.getAttribute('aria-label'))).toEqual([
    '1 of 3: Alpha Film',
    '2 of 3: Beta Series',
    '3 of 3: Gamma Film: Part II',
  ]);
  expect(within(hero).queryByText('Trending Person')).not.toBeInTheDocument();
  expect(within(hero).queryByText('No Backdrop Film')).not.toBeInTheDocument();
});

test('a movie slide: label, year, rating badge, overview and both buttons', async () => {
  const { hero } = await renderHero();
  const slide = activeSlide(hero);
  expect(within(slide).getByRole('heading', { name: 'Alpha Film' })).toBeInTheDocument();
  expect(within(slide).getByText('Movie')).toBeInTheDocument();
  expect(within(slide).getByText('2021')).toBeInTheDocument();
  expect(within(slide).getByTestId('hero-rating')).toHaveTextContent('Rating 7.8');
  expect(within(slide).getByText('Alpha overview line.')).toBeInTheDocument();
  // Without a player provider only the trailer plays, and the button says so; the title after the
  // visible label tells each slide's links apart.
  expect(within(slide).getByRole('link', { name: 'Watch trailer of Alpha Film' })).toHaveAttribute(
    'href',
    '/player/movie/11',
  );
  expect(within(slide).queryByRole('link', { name: /^Watch Now/ })).not.toBeInTheDocument();
  expect(within(slide).getByRole('link', { name: 'More Info about Alpha Film' })).toHaveAttribute(
    'href',
    '/movie/11-alpha-film',
  );
});

test("with a player provider configured, the slide's button is the spec's 'Watch Now'", async () => {
  server.use(
    siteWith({
      players: [
        {
          id: 'example',
          name: 'Example Player',
          movieUrl: 'https://player.example/movie/{id}',
          tvUrl: 'https://player.example/tv/{id}/{season}/{episode}',
          sandbox: 'allow-scripts',
          allow: 'fullscreen',
        },
      ],
    }),
  );
  const { hero } = await renderHero();
  expect(
    within(activeSlide(hero)).getByRole('link', { name: 'Watch Now Alpha Film' }),
  ).toHaveAttribute('href', '/player/movie/11');
});

test('a TV slide links to episode 1x1 and has no rating badge when vote_average is 0', async () => {
  const { hero, user } = await renderHero();
  await user.click(within(hero).getByRole('button', { name: 'Next slide' }));

  const slide = await nowShowing(hero, '2 of 3: Beta Series');
  expect(within(slide).getByText('TV Series')).toBeInTheDocument();
  expect(within(slide).getByText('2019')).toBeInTheDocument();
  expect(within(slide).queryByTestId('hero-rating')).not.toBeInTheDocument();
  // The show's details (asked for while its slide shows) say season 1 has episodes.
  await waitFor(() =>
    expect(
      within(slide).getByRole('link', { name: 'Watch trailer of Beta Series' }),
    ).toHaveAttribute('href', '/player/tv/14/1/1'),
  );
  expect(within(slide).getByRole('link', { name: 'More Info about Beta Series' })).toHaveAttribute(
    'href',
    '/tv/14-beta-series',
  );
});

test('a TV slide of a show that lists no episode offers nothing to watch, only More Info', async () => {
  server.use(
    http.get('*/api/tmdb/tv/14', () =>
      HttpResponse.json(tvDetails(14, { name: 'Beta Series', seasons: [], number_of_seasons: 0 })),
    ),
  );
  const { hero, user } = await renderHero();
  await user.click(within(hero).getByRole('button', { name: 'Next slide' }));
  const slide = await nowShowing(hero, '2 of 3: Beta Series');
  await waitFor(() =>
    expect(
      within(slide).queryByRole('link', { name: 'Watch trailer of Beta Series' }),
    ).not.toBeInTheDocument(),
  );
  expect(within(slide).getByRole('link', { name: 'More Info about Beta Series' })).toHaveAttribute(
    'href',
    '/tv/14-beta-series',
  );
});

test('the slide pickers are labelled and mark the current slide', async () => {
  const { hero, user } = await renderHero();
  const third = within(hero).getByRole('button', { name: 'Show slide 3: Gamma Film: Part II' });
  expect(within(hero).getByRole('button', { name: 'Show slide 1: Alpha Film' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await user.click(third);
  expect(third).toHaveAttribute('aria-current', 'true');
  expect(activeSlide(hero)).toHaveAccessibleName('3 of 3: Gamma Film: Part II');
  expect(
    within(activeSlide(hero)).getByRole('link', { name: 'More Info about Gamma Film: Part II' }),
  ).toHaveAttribute('href', '/movie/15-gamma-film-part-ii');
});

test('the slide picker is one tab stop that arrow keys move through', async () => {
  const { hero, user } = await renderHero();
  const picker = within(within(hero).getByRole('group', { name: 'Choose a slide' }));
  const pickers = picker.getAllByRole('button');
  expect(pickers.map((button) => button.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);

  act(() => pickers[0]!.focus());
  await user.keyboard('{ArrowRight}');
  expect(pickers[1]).toHaveFocus();
  expect(activeSlide(hero)).toHaveAccessibleName('2 of 3: Beta Series');
  expect(pickers.map((button) => button.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);

  await user.keyboard('{End}');
  expect(activeSlide(hero)).toHaveAccessibleName('3 of 3: Gamma Film: Part II');
  await user.keyboard('{ArrowRight}');
  expect(pickers[0]).toHaveFocus();
  expect(activeSlide(hero)).toHaveAccessibleName('1 of 3: Alpha Film');
});

test('on a right-to-left page, ArrowLeft moves to the next slide and the chevrons are mirrored', async () => {
  document.documentElement.setAttribute('dir', 'rtl');
  try {
    const { hero, user } = await renderHero();
    const pickers = within(
      within(hero).getByRole('group', { name: 'Choose a slide' }),
    ).getAllByRole('button');
    act(() => pickers[0]!.focus());
    await user.keyboard('{ArrowLeft}');
    expect(pickers[1]).toHaveFocus();
    expect(activeSlide(hero)).toHaveAccessibleName('2 of 3: Beta Series');
    await user.keyboard('{ArrowRight}');
    expect(pickers[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(pickers[2]).toHaveFocus();
    for (const [name, icon] of [
      ['Previous slide', 'ChevronLeftIcon'],
      ['Next slide', 'ChevronRightIcon'],
    ] as const) {
      const button = within(hero).getByRole('button', { name });
      expect(within(button).getByTestId(icon)).toHaveClass('mirrored-in-rtl');
    }
  } finally {
    document.documentElement.removeAttribute('dir');
  }
});

describe("the carousel's code", () => {
  /** The hero as the page first shows it, before anything brings the carousel. */
  async function firstScreen() {
    const view = renderApp('/');
    const hero = await screen.findByRole('region', { name: 'Featured this week' }, LOAD);
    return { ...view, hero };
  }

  test('waits while the first slide shows alone, and comes when the visitor points at the hero', async () => {
    const { hero, user } = await firstScreen();
    expect(activeSlide(hero)).toHaveAccessibleName('1 of 3: Alpha Film');
    expect(allSlides(hero)).toHaveLength(1);
    expect(within(hero).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    await user.hover(hero);
    await within(hero).findByRole('button', { name: 'Next slide' }, LOAD);
    expect(allSlides(hero).length).toBeGreaterThanOrEqual(3);
  });

  test('comes when keyboard focus reaches the hero, and keeps that focus in place', async () => {
    const { hero } = await firstScreen();
    act(() =>
      within(hero)
        .getByRole('link', { name: /^More Info/ })
        .focus(),
    );
    expect(await within(hero).findByRole('button', { name: 'Next slide' }, LOAD)).toBeVisible();
    // The first slide was replaced by the carousel's: its More Info link has the focus now.
    const moreInfo = within(activeSlide(hero)).getByRole('link', { name: /^More Info/ });
    await waitFor(() => expect(moreInfo).toHaveFocus());
    // Focus inside the carousel stops the rotation (WAI-ARIA carousel pattern).
    expect(within(hero).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  test(`comes on its own ${HERO_SLIDER_DELAY_MS / 1000} s after the first slide shows`, async () => {
    // When the first slide entered the page, taken as the DOM changed: findBy notices later, and on
    // a busy machine by hundreds of milliseconds, which would shorten the measured wait. Hidden
    // counts too: the hero's timer starts with its commit, which may be inside a Suspense boundary
    // that still shows its fallback (display: none) while another part of the page loads.
    let shown = 0;
    const watch = new MutationObserver(() => {
      if (!shown && screen.queryByRole('region', { name: 'Featured this week', hidden: true })) {
        shown = Date.now();
      }
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const { hero } = await firstScreen();
    watch.disconnect();
    expect(shown).toBeGreaterThan(0);
    await within(hero).findByRole(
      'button',
      { name: 'Next slide' },
      { timeout: HERO_SLIDER_DELAY_MS + 5_000 },
    );
    expect(Date.now() - shown).toBeGreaterThanOrEqual(HERO_SLIDER_DELAY_MS - 200);
  });
});

test('only the first backdrop loads eagerly with high priority', async () => {
  const { hero } = await renderHero();
  const [first, second] = allSlides(hero).map((slide) =>
    within(slide).getByRole('presentation', { hidden: true }),
  );
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(first).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w1280/backdrop-11.jpg');
  expect(second).toHaveAttribute('loading', 'lazy');
  expect(second).not.toHaveAttribute('fetchpriority', 'high');
});

test('a backdrop that fails to load gives way to a generated one; the slide stays complete', async () => {
  const { hero } = await renderHero();
  const slide = activeSlide(hero);
  fireEvent.error(within(slide).getByRole('presentation'));
  expect(within(slide).queryByRole('presentation')).not.toBeInTheDocument();
  expect(within(slide).getByTestId('hero-backdrop-fallback')).toBeInTheDocument();
  expect(within(slide).getByRole('heading', { name: 'Alpha Film' })).toBeInTheDocument();
});

test('the rotation can be paused and stops when focus moves into the carousel', async () => {
  const { hero, user } = await renderHero();
  await user.click(within(hero).getByRole('button', { name: 'Pause slideshow' }));
  await user.click(within(hero).getByRole('button', { name: 'Play slideshow' }));
  expect(within(hero).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();

  act(() =>
    within(activeSlide(hero))
      .getByRole('link', { name: /^Watch trailer/ })
      .focus(),
  );
  expect(within(hero).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
});

test('hidden slides hold nothing focusable (axe)', async () => {
  const { hero } = await renderHero();
  const results = await axe.run(hero, {
    runOnly: [
      'aria-hidden-focus',
      'button-name',
      'link-name',
      'nested-interactive',
      'aria-allowed-attr',
      'aria-prohibited-attr',
      'aria-valid-attr-value',
    ],
  });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('a single title with a backdrop shows as a still hero with no slide controls', async () => {
  server.use(
    http.get('*/api/tmdb/trending/all/week', () =>
      HttpResponse.json(
        paged([person(21), movie(22, { title: 'Lone Film' }), movie(23, { backdrop_path: null })]),
      ),
    ),
  );
  renderApp('/');
  const hero = await screen.findByRole('region', { name: 'Featured this week' }, LOAD);
  expect(allSlides(hero)).toHaveLength(1);
  expect(activeSlide(hero)).toHaveAccessibleName('1 of 1: Lone Film');
  expect(within(activeSlide(hero)).getByRole('link', { name: /^Watch trailer/ })).toHaveAttribute(
    'href',
    '/player/movie/22',
  );
  expect(within(hero).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
});

describe('the hero without an image host', () => {
  /** The hero's heights as its styles set them (jsdom applies no media query: the phone's value). */
  const heights = (hero: HTMLElement) => ({
    section: getComputedStyle(hero).height,
    slide: getComputedStyle(within(hero).getByRole('group', { name: /^1 of 3: / })).height,
  });

  test('is compact, so the stat tiles and first rows come above the fold', async () => {
    server.use(siteWith({ images: null }));
    renderApp('/');
    const hero = await screen.findByRole('region', { name: 'Featured this week' }, LOAD);
    // The site's settings may arrive after the trending titles.
    await waitFor(() => expect(heights(hero)).toEqual({ section: '480px', slide: '480px' }));
    // The gradient stands in for the backdrop; the slide keeps its text and buttons.
    expect(within(hero).getByTestId('hero-backdrop-fallback')).toBeInTheDocument();
    expect(within(hero).getByRole('heading', { name: 'Alpha Film' })).toBeInTheDocument();
    expect(
      within(hero).getByRole('link', { name: 'More Info about Alpha Film' }),
    ).toBeInTheDocument();
  });

  test('fills the screen when backdrops can load', async () => {
    renderApp('/');
    const hero = await screen.findByRole('region', { name: 'Featured this week' }, LOAD);
    await within(hero).findByRole('presentation');
    expect(heights(hero)).toEqual({ section: '100vh', slide: '100vh' });
  });
});

test('a failed trending call leaves no hero, and the rest of the page still renders', async () => {
  server.use(
    http.get('*/api/tmdb/trending/all/week', () => new HttpResponse(null, { status: 500 })),
  );
  const { store } = renderApp('/');
  const trendingState = () =>
    trendingApi.endpoints.getTrending.select({ timeWindow: 'week' })(store.getState());
  await waitFor(() => expect(trendingState().isError).toBe(true), LOAD);

  expect(await screen.findByRole('heading', { name: 'Popular Movies' }, LOAD)).toBeInTheDocument();
  const tiles = screen.getByRole('list', { name: 'Browse the catalogue' });
  expect(await within(tiles).findByRole('link', { name: '12K+ Movies' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Featured this week' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Trending This Week' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Failed to load content/)).not.toBeInTheDocument();
});
