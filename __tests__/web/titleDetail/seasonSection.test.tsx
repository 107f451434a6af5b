import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { SeasonSummary } from '@common/tmdb';

import { episode, seasonDetails, tvDetails } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

jest.setTimeout(30_000);

const summary = (season_number: number, name = `Season ${season_number}`): SeasonSummary => ({
  season_number,
  name,
  episode_count: 3,
});

/** `tv/1399` as an invented show with the given seasons (TMDB lists the specials first), or none. */
function answerShow(seasons: SeasonSummary[] | undefined) {
  server.use(
    http.get('*/api/tmdb/tv/:id', ({ params }) => {
      const details = tvDetails(Number(params.id), { name: 'Invented Kingdoms', seasons });
      if (!seasons) delete details.seasons;
      return HttpResponse.json(details);
    }),
  );
}

const SEASONS = [summary(0, 'Specials'), summary(1), summary(2)];

/** Season answers (404 past season 8): season 1 has an episode with overview, runtime over an hour and a rating. */
function answerSeasons() {
  const requests: string[] = [];
  server.use(
    http.get('*/api/tmdb/tv/:id/season/:season', ({ params }) => {
      const id = Number(params.id);
      const season = Number(params.season);
      requests.push(`${id}/${season}`);
      if (season > 8) {
        return HttpResponse.json(
          { success: false, status_code: 34, status_message: 'Not found.' },
          { status: 404 },
        );
      }
      const details = seasonDetails(id, season);
      if (season === 1) {
        details.episodes[0] = episode(id, {
          id: 99001,
          season_number: 1,
          episode_number: 1,
          name: 'A Cold Beginning',
          overview: 'An invented first episode.',
          runtime: 62,
          vote_average: 7.86,
          still_path: null,
        });
        details.episodes[1] = { ...details.episodes[1]!, runtime: null, vote_average: 0 };
      }
      return HttpResponse.json(details);
    }),
  );
  return requests;
}

async function episodesSection(season = 1) {
  return screen.findByRole('region', { name: `Season ${season} Episodes` });
}

describe('the episode list block of a show', () => {
  it('lists the episodes of season 1 with their number, name, overview, runtime and rating', async () => {
    answerShow(SEASONS);
    answerSeasons();
    renderApp('/tv/1399-invented-kingdoms');
    const section = await episodesSection();

    expect(await within(section).findByText('3 episodes available')).toBeInTheDocument();
    // The cards come in a chunk of their own.
    const cards = within(
      await within(section).findByRole('list', { name: 'Season 1 episodes' }, { timeout: 10_000 }),
    ).getAllByRole('article');
    expect(cards).toHaveLength(3);

    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Episode 1')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('A Cold Beginning');
    expect(within(first).getByText('An invented first episode.')).toBeInTheDocument();
    expect(within(first).getByText('1h 2m')).toBeInTheDocument();
    expect(within(first).getByText('7.9')).toHaveTextContent('Rated 7.9 out of 10');
    // No still: the placeholder is drawn instead.
    expect(within(first).queryByAltText('')).not.toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'A Cold Beginning' })).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Play Episode 1: A Cold Beginning' }),
    ).toHaveAttribute('href', '/player/tv/1399-invented-kingdoms/1/1');

    expect(within(second).getByText('No description available.')).toBeInTheDocument();
    expect(within(second).queryByText(/\dm$/)).not.toBeInTheDocument();
    expect(within(second).queryByText(/Rated/)).not.toBeInTheDocument();
    expect(within(second).getByAltText('')).toHaveAttribute(
      'src',
      'https://image.tmdb.org/t/p/w342/still-1399.jpg',
    );

    expect(within(section).getByRole('link', { name: 'View all episodes' })).toHaveAttribute(
      'href',
      '/tv/1399-invented-kingdoms/episodes/1',
    );
  });

  it('says once, not on every card, that none of a season’s episodes has a description', async () => {
    answerShow(SEASONS);
    answerSeasons();
    const { user } = renderApp('/tv/1399-invented-kingdoms');
    const section = await episodesSection();
    await within(section).findByText('3 episodes available');
    // Season 2's episodes (the fixture's) have no overview at all.
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Season' }), '2');
    const season2 = await episodesSection(2);
    await within(season2).findByRole('list', { name: 'Season 2 episodes' });
    expect(
      within(season2).getByText('No descriptions are available for these episodes.'),
    ).toBeVisible();
    expect(within(season2).queryByText('No description available.')).not.toBeInTheDocument();
    expect(within(season2).getAllByRole('article')).toHaveLength(3);
  });

  it('collapses to a line and a Play Episode 1 link, and expands again', async () => {
    answerShow(SEASONS);
    answerSeasons();
    const { user } = renderApp('/tv/1399-invented-kingdoms');
    const section = await episodesSection();

    const toggle = await within(section).findByRole('button', { name: 'Collapse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Expand');
    expect(within(section).getByText('3 episodes available in Season 1')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Play Episode 1' })).toHaveAttribute(
      'href',
      '/player/tv/1399-invented-kingdoms/1/1',
    );
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(within(section).getAllByRole('article')).toHaveLength(3);
  });

  it('says so while the episodes load, and switches season through the labelled picker', async () => {
    answerShow(SEASONS);
    const requests = answerSeasons();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/tmdb/tv/:id/season/2', async () => {
        requests.push('1399/2');
        await held;
        return HttpResponse.json(seasonDetails(1399, 2, { name: 'Second Winter' }));
      }),
    );
    const { user } = renderApp('/tv/1399-invented-kingdoms');
    await episodesSection();

    const picker = screen.getByRole('combobox', { name: 'Season' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Season 1', 'Season 2', 'Specials']);
    await user.selectOptions(picker, 'Season 2');

    const section = await episodesSection(2);
    expect(within(section).getByText('Loading episodes...')).toBeInTheDocument();
    release();
    expect(await within(section).findByText('3 episodes available')).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Second Winter episodes' })).toBeVisible();
    expect(requests).toEqual(['1399/1', '1399/2']);
  });

  it.each([
    ['no seasons listed', undefined],
    ['an empty season list', []],
  ])('says there is no season information for a show with %s', async (_case, seasons) => {
    answerShow(seasons);
    const requests = answerSeasons();
    renderApp('/tv/1399-invented-kingdoms');
    expect(await screen.findByText('No seasons information available.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Season' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says a season the show does not have was not found, without asking for it', async () => {
    answerShow(SEASONS);
    const requests = answerSeasons();
    // The season page's way back to the show carries the season in navigation state.
    const { user } = renderApp('/tv/1399-invented-kingdoms/episodes/9');
    await user.click(await screen.findByRole('link', { name: 'Back to Invented Kingdoms' }));

    const section = await episodesSection(9);
    expect(within(section).getByText('Season 9 was not found for this show.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Collapse' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveDisplayValue('Season 9');
    expect(requests).toEqual(['1399/9']);
  });

  it('shows a failing season with its message and loads it on Try Again', async () => {
    answerShow(SEASONS);
    let failing = true;
    server.use(
      http.get('*/api/tmdb/tv/:id/season/:season', ({ params }) =>
        failing
          ? HttpResponse.json({ status_message: 'Upstream is down.' }, { status: 503 })
          : HttpResponse.json(seasonDetails(Number(params.id), Number(params.season))),
      ),
    );
    const { user } = renderApp('/tv/1399-invented-kingdoms');
    const section = await episodesSection();
    expect(
      await within(section).findByText('The episodes could not be loaded. Upstream is down.'),
    ).toBeInTheDocument();

    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));
  });

  it("preloads the stills of the season's episodes", async () => {
    answerShow(SEASONS);
    answerSeasons();
    // Images that never join the page are preloads; the page's own images are in the document.
    const setSrc = jest.spyOn(HTMLImageElement.prototype, 'src', 'set');
    const preloads = () =>
      (setSrc.mock.contexts as HTMLImageElement[])
        .filter((image) => !image.isConnected)
        .map((image) => image.getAttribute('src'));
    try {
      renderApp('/tv/1399-invented-kingdoms');
      await episodesSection();
      await waitFor(() =>
        expect(preloads()).toEqual([
          'https://image.tmdb.org/t/p/w342/still-1399.jpg',
          'https://image.tmdb.org/t/p/w342/still-1399.jpg',
        ]),
      );
    } finally {
      setSrc.mockRestore();
    }
  });
});
