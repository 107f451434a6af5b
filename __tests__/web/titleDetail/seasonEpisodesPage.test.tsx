import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { startCrossTabSync } from '@/features/sync/crossTab';

import { seasonDetails, tvDetails } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { makeRestoredStore } from '../helpers/store';

jest.setTimeout(30_000);

const NOT_FOUND = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};

/** Answers `tv/1399` as an invented show and records every season request. */
function answerShow(seasonOverrides: Parameters<typeof seasonDetails>[2] = {}) {
  const seasonRequests: string[] = [];
  server.use(
    http.get('*/api/tmdb/tv/:id', ({ params }) =>
      HttpResponse.json(tvDetails(Number(params.id), { name: 'Invented Kingdoms' })),
    ),
    http.get('*/api/tmdb/tv/:id/season/:season', ({ params }) => {
      seasonRequests.push(`${params.id}/${params.season}`);
      if (Number(params.season) > 8) return HttpResponse.json(NOT_FOUND, { status: 404 });
      return HttpResponse.json(
        seasonDetails(Number(params.id), Number(params.season), seasonOverrides),
      );
    }),
  );
  return seasonRequests;
}

const episodeList = () => screen.getByRole('list', { name: 'Season 1 episodes' });

describe('the season episodes page', () => {
  it('shows the show, the season, our fallback overview, the count and cards that open the player', async () => {
    answerShow();
    const { router } = renderApp('/tv/1399-x/episodes/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Season 1' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const showLinks = screen
      .getAllByRole('link', { name: 'Invented Kingdoms' })
      .filter((link) => !breadcrumb.contains(link));
    expect(showLinks).toHaveLength(1);
    expect(showLinks[0]).toHaveAttribute('href', '/tv/1399-invented-kingdoms');
    expect(
      screen.getByText('All episodes from Season 1 of Invented Kingdoms.'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 Episodes')).toBeInTheDocument();
    expect(screen.queryByText(/Currently Playing/)).not.toBeInTheDocument();

    const cards = within(episodeList()).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByText('Episode 2')).toBeInTheDocument();
    // None of the season's episodes has a description: said once, above the cards.
    expect(screen.getByText('No descriptions are available for these episodes.')).toBeVisible();
    expect(within(episodeList()).queryByText('No description available.')).not.toBeInTheDocument();
    expect(
      within(cards[1]!).getByRole('link', { name: 'Play Episode 2: Chapter 2' }),
    ).toHaveAttribute('href', '/player/tv/1399-invented-kingdoms/1/2');

    expect(document.title).toBe('Invented Kingdoms - Season 1 · Marquee');
    // The slug's words are corrected in place.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tv/1399-invented-kingdoms/episodes/1'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("says 'Episode N' once on a card whose episode is named only that, as TMDB names many", async () => {
    const named = seasonDetails(1399, 1);
    answerShow({
      episodes: named.episodes.map((episode) =>
        // Episodes 1 (with no still) and 3 have no name of their own, one spelled differently;
        // episode 2 keeps one.
        episode.episode_number === 2
          ? episode
          : episode.episode_number === 1
            ? { ...episode, name: 'Episode 1', still_path: null }
            : { ...episode, name: ' EPISODE 03 ' },
      ),
    });
    renderApp('/tv/1399-invented-kingdoms/episodes/1');
    await screen.findByRole('heading', { level: 1, name: 'Season 1' });
    const [first, second, third] = within(episodeList()).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    // Its heading says it, the link plays it; no label line repeats it, and the placeholder drawn
    // for its missing still names the show.
    expect(first.textContent?.match(/Episode 1/g)).toHaveLength(1);
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(/^Episode 1$/);
    expect(within(first).getByRole('link', { name: 'Play Episode 1' })).toHaveAttribute(
      'href',
      '/player/tv/1399-invented-kingdoms/1/1',
    );
    expect(within(first).getByRole('img', { name: 'Invented Kingdoms' })).toBeInTheDocument();
    expect(within(third).getByRole('heading', { level: 3 })).toHaveTextContent(/^Episode 3$/);
    expect(third.textContent?.match(/Episode 0?3/gi)).toHaveLength(1);

    // An episode with a name of its own keeps its number above it.
    expect(within(second).getByText('Episode 2')).toBeInTheDocument();
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent('Chapter 2');
    expect(within(second).getByRole('link', { name: 'Play Episode 2: Chapter 2' })).toBeVisible();
  });

  it("shows the season's own name and overview when it has them", async () => {
    answerShow({ name: 'The Long Winter', overview: 'An invented season of snow.' });
    renderApp('/tv/1399-invented-kingdoms/episodes/1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Long Winter' }),
    ).toBeInTheDocument();
    expect(screen.getByText('An invented season of snow.')).toBeInTheDocument();
    expect(screen.queryByText(/All episodes from/)).not.toBeInTheDocument();
  });

  it('marks the episode stored for the season as Currently Playing', async () => {
    answerShow();
    window.localStorage.setItem('currentEpisode_1399_1', '3');
    window.localStorage.setItem('currentEpisode_1399_2', '1');
    const { store } = await makeRestoredStore();
    renderApp('/tv/1399-invented-kingdoms/episodes/1', { store });

    expect(await screen.findByText('Currently Playing: Episode 3')).toBeInTheDocument();
    const cards = within(episodeList()).getAllByRole('article');
    expect(within(cards[2]!).getByText('Currently Playing')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Currently Playing')).not.toBeInTheDocument();
  });

  it('shows no badge for a corrupt stored episode, and forgets it', async () => {
    answerShow();
    window.localStorage.setItem('currentEpisode_1399_1', 'episode three');
    const { store, persistor } = await makeRestoredStore();
    await persistor.flush();
    renderApp('/tv/1399-invented-kingdoms/episodes/1', { store });

    expect(await screen.findByText('3 Episodes')).toBeInTheDocument();
    expect(screen.queryByText(/Currently Playing/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('currentEpisode_1399_1')).toBeNull();
  });

  it("shows the episode another tab's player opens", async () => {
    answerShow();
    const { store } = await makeRestoredStore();
    const stop = await startCrossTabSync(store);
    try {
      renderApp('/tv/1399-invented-kingdoms/episodes/1', { store });
      expect(await screen.findByText('3 Episodes')).toBeInTheDocument();
      expect(screen.queryByText(/Currently Playing/)).not.toBeInTheDocument();

      act(() => {
        window.localStorage.setItem('currentEpisode_1399_1', '2');
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: 'currentEpisode_1399_1',
            oldValue: null,
            newValue: '2',
          }),
        );
      });
      expect(await screen.findByText('Currently Playing: Episode 2')).toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it('says a season segment that is not a number is invalid, and asks for no season', async () => {
    const requests = answerShow();
    renderApp('/tv/1399-x/episodes/abc');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid season number' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the show' })).toHaveAttribute(
      'href',
      '/tv/1399-x',
    );
    expect(requests).toEqual([]);
  });

  it('says a season the catalogue does not have was not found, with a way back to the show', async () => {
    const requests = answerShow();
    renderApp('/tv/1399-x/episodes/99');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Season 99 not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Invented Kingdoms has no season 99 in the catalogue.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Invented Kingdoms' })).toHaveAttribute(
      'href',
      '/tv/1399-invented-kingdoms',
    );
    // A 404 is an answer, not a failure: not retried.
    expect(requests).toEqual(['1399/99']);
  });

  it('gives the spec texts for a bad slug and for a show that does not exist', async () => {
    answerShow();
    const { unmount } = renderApp('/tv/abc/episodes/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid slug format' }),
    ).toBeInTheDocument();
    unmount();

    server.use(http.get('*/api/tmdb/tv/:id', () => HttpResponse.json(NOT_FOUND, { status: 404 })));
    renderApp('/tv/99999999-nothing/episodes/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No TV show found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The requested TV show doesn't exist or has been removed."),
    ).toBeInTheDocument();
  });

  it('shows a failing season with its message, and loads it on Try Again', async () => {
    answerShow();
    let failing = true;
    server.use(
      http.get('*/api/tmdb/tv/:id/season/:season', ({ params }) =>
        failing
          ? HttpResponse.json({ status_message: 'Upstream is down.' }, { status: 503 })
          : HttpResponse.json(seasonDetails(Number(params.id), Number(params.season))),
      ),
    );
    const { user } = renderApp('/tv/1399-invented-kingdoms/episodes/1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The episodes could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Upstream is down.')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Season 1' })).toBeInTheDocument();
  });

  it('has no axe violations and one h1', async () => {
    answerShow();
    const { container } = renderApp('/tv/1399-invented-kingdoms/episodes/1', {
      preloadedState: { currentEpisode: { byShowSeason: { '1399_1': 2 } } },
    });
    await screen.findByText('Currently Playing: Episode 2');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const { violations } = await axe.run(container, {
      // Contrast needs real layout (the browser journeys check it); jsdom has no canvas.
      rules: {
        'color-contrast': { enabled: false },
        'label-content-name-mismatch': { enabled: false },
      },
    });
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
