import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';

import type { SuggestAnswer } from '@common/suggest';
import { selectAnyQueryPending } from '@/services/tmdbApi';

import { movie, person, show } from '../helpers/fixtures';
import { openAt } from '../helpers/render';
import { server } from '../helpers/server';
import {
  STAR_ITEMS,
  SUGGEST_URL,
  answer,
  askedQuery,
  findNothing,
  liveSite,
  multiFails,
  multiFrom,
  suggestFails,
  suggestFrom,
} from '../helpers/suggestHandlers';

const box = () => screen.getByRole('combobox', { name: 'Search' });
/** The polite live region that announces what the list holds. */
const liveRegion = () => within(screen.getByRole('search')).getByRole('status');
const listbox = () => screen.findByRole('listbox', { name: 'Search suggestions' });
/** What each option of the list reads, in order. */
const optionTexts = async () =>
  within(await listbox())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('header suggestions: opening and content', () => {
  it('asks from the second character and opens from the third', async () => {
    const asked: string[] = [];
    server.use(suggestFrom({ st: answer(STAR_ITEMS), sta: answer(STAR_ITEMS) }, asked));
    const { user } = await openAt('/watchlist');
    await user.type(box(), 's');
    await user.type(box(), 't');
    await waitFor(() => expect(asked).toEqual(['st']));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box(), 'a');
    expect(await screen.findByRole('option', { name: /^Star Wars\s*Movie/ })).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', (await listbox()).id);
    // The list opens at once on what 'st' found, while 'sta' is asked after the pause in typing.
    await waitFor(() => expect(asked).toEqual(['st', 'sta']));
  });

  it('shows up to 5 with image, type label, year and the collection icon', async () => {
    server.use(suggestFrom({ star: answer(STAR_ITEMS) }));
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    const film = await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });
    // Five suggestions, then 'See all results'.
    expect(await optionTexts()).toEqual([
      'Star WarsMovie·1977',
      'Star TrekTV Show·1966',
      'Starla ActorActor',
      'Star Wars CollectionCollection',
      'StardustMovie·2007',
      'See all results for star',
    ]);
    // eslint-disable-next-line testing-library/no-node-access
    expect(film.querySelector('img')).toHaveAttribute(
      'src',
      'https://image.tmdb.org/t/p/w92/poster-101.jpg',
    );
    const collectionOption = screen.getByRole('option', { name: /^Star Wars Collection/ });
    expect(within(collectionOption).getByRole('img', { name: 'Collection' })).toBeInTheDocument();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^5 suggestions/));
  });

  it('draws a placeholder for an item without a picture', async () => {
    server.use(
      suggestFrom({ nobody: answer([person(7, { name: 'Nobody', profile_path: null })]) }),
    );
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'nobody');
    const option = await screen.findByRole('option', { name: /^Nobody\s*Actor/ });
    // eslint-disable-next-line testing-library/no-node-access
    expect(option.querySelector('img')).toBeNull();
    // eslint-disable-next-line testing-library/no-node-access
    expect(option.querySelector('[data-placeholder]')).not.toBeNull();
  });

  it("says 'No results found for {query}' when nothing matches", async () => {
    server.use(...findNothing);
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'zzzz');
    expect(await screen.findByText('No results found for zzzz')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'See all results for zzzz' })).toBeInTheDocument();
    await waitFor(() => expect(liveRegion()).toHaveTextContent('No suggestions for zzzz'));
  });
});

describe('header suggestions: keyboard (combobox)', () => {
  it('ArrowDown/ArrowUp move the active option, wrapping round, and Enter opens it', async () => {
    server.use(suggestFrom({ star: answer(STAR_ITEMS.slice(0, 3)) }));
    const { router, user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    const film = await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });
    const showOption = screen.getByRole('option', { name: /^Star Trek/ });
    const all = screen.getByRole('option', { name: 'See all results for star' });
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', film.id);
    expect(film).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', showOption.id);
    expect(film).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', all.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', showOption.id);
    expect(box()).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tv/102-star-trek'));
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Escape closes the list, a second Escape clears the box', async () => {
    server.use(suggestFrom({ star: answer(STAR_ITEMS) }));
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('star');
    // ArrowDown opens it again.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: /^Star Wars\s*Movie/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}{Escape}');
    expect(box()).toHaveValue('');
  });

  it('Enter with no active option, and the See all option, go to the search page', async () => {
    server.use(suggestFrom({ star: answer(STAR_ITEMS) }), multiFrom({}));
    const { router, user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=star');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    act(() => router.navigate('/watchlist'));
    await user.clear(box());
    await user.type(box(), 'star');
    await user.click(await screen.findByRole('option', { name: 'See all results for star' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=star');
  });

  it('Tab and a click outside close the list', async () => {
    server.use(suggestFrom({ star: answer(STAR_ITEMS) }));
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(box());
    expect(await screen.findByRole('option', { name: /^Star Wars\s*Movie/ })).toBeInTheDocument();
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Ctrl+S and Cmd+S focus the box, which shows its suggestions again', async () => {
    server.use(suggestFrom({ star: answer(STAR_ITEMS) }));
    const { user } = await openAt('/watchlist');
    expect(box()).not.toHaveFocus();
    await user.keyboard('{Control>}s{/Control}');
    expect(box()).toHaveFocus();
    await user.type(box(), 'star');
    await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });
    await user.click(screen.getByRole('main'));
    expect(box()).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Meta>}s{/Meta}');
    expect(box()).toHaveFocus();
    expect(await screen.findByRole('option', { name: /^Star Wars\s*Movie/ })).toBeInTheDocument();
  });
});

describe('header suggestions: mouse', () => {
  it('hover highlights an option and a click opens it', async () => {
    server.use(suggestFrom({ star: answer(STAR_ITEMS) }));
    const { router, user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    const person = await screen.findByRole('option', { name: /^Starla Actor/ });
    await user.hover(person);
    expect(person).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', person.id);
    await user.click(person);
    await waitFor(() => expect(router.state.location.pathname).toBe('/actor/103-starla-actor'));
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a collection opens its collection page', async () => {
    server.use(suggestFrom({ star: answer(STAR_ITEMS) }));
    const { router, user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    await user.click(await screen.findByRole('option', { name: /^Star Wars Collection/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/104'));
  });
});

describe("header suggestions: 'Did you mean'", () => {
  const godfather = movie(238, { title: 'The Godfather', release_date: '1972-03-14' });

  it('a chip sets the query and shows its suggestions', async () => {
    server.use(
      suggestFrom({
        godfahter: answer([], ['The Godfather', 'godfahter']),
        'The Godfather': answer([godfather]),
      }),
    );
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'godfahter');
    expect(await screen.findByText('No results found for godfahter')).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Did you mean:' });
    // The query itself is never offered back.
    expect(
      within(chips)
        .getAllByRole('option')
        .map((chip) => chip.textContent),
    ).toEqual(['The Godfather']);
    await user.click(within(chips).getByRole('option', { name: 'The Godfather' }));
    expect(box()).toHaveValue('The Godfather');
    expect(box()).toHaveFocus();
    expect(
      await screen.findByRole('option', { name: /^The Godfather\s*Movie\s*1972$/ }),
    ).toBeInTheDocument();
  });

  it('never repeats a suggestion listed above it', async () => {
    const breakingBad = show(1396, { name: 'Breaking Bad', first_air_date: '2008-01-20' });
    const dawn = movie(224141, {
      title: 'The Twilight Saga: Breaking Dawn - Part 2',
      release_date: '2012-11-13',
    });
    server.use(
      suggestFrom({
        // As the server answers a corrected query: its corrections are the names it found.
        'brakng bda': answer(
          [breakingBad, dawn],
          ['Breaking Bad', 'the twilight saga: breaking dawn - part 2', 'Breaking Point'],
        ),
        'brakng bd': answer([breakingBad], ['Breaking Bad']),
      }),
    );
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'brakng bda');
    expect(
      await screen.findByRole('option', { name: /^Breaking Bad\s*TV Show/ }),
    ).toBeInTheDocument();
    expect(await optionTexts()).toEqual([
      'Breaking BadTV Show·2008',
      'The Twilight Saga: Breaking Dawn - Part 2Movie·2012',
      'Breaking Point',
      'See all results for brakng bda',
    ]);
    const chips = screen.getByRole('group', { name: 'Did you mean:' });
    expect(
      within(chips)
        .getAllByRole('option')
        .map((chip) => chip.textContent),
    ).toEqual(['Breaking Point']);

    // Every correction listed: no 'Did you mean:' at all.
    await user.type(box(), '{Backspace}');
    await waitFor(async () =>
      expect(await optionTexts()).toEqual([
        'Breaking BadTV Show·2008',
        'See all results for brakng bd',
      ]),
    );
    expect(screen.queryByRole('group', { name: 'Did you mean:' })).not.toBeInTheDocument();
    expect(screen.queryByText('Did you mean:')).not.toBeInTheDocument();
  });

  it('a chip is reached with the arrow keys and Enter', async () => {
    server.use(
      suggestFrom({
        godfahter: answer([], ['The Godfather']),
        'The Godfather': answer([godfather]),
      }),
    );
    const { router, user } = await openAt('/watchlist');
    await user.type(box(), 'godfahter');
    const chip = await screen.findByRole('option', { name: 'The Godfather' });
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', chip.id);
    await user.keyboard('{Enter}');
    expect(box()).toHaveValue('The Godfather');
    const film = await screen.findByRole('option', { name: /^The Godfather\s*Movie/ });
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', film.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/movie/238-the-godfather'));
  });
});

describe('header suggestions: sources', () => {
  const tmdbOnly = [movie(201, { title: 'Star Maps' }), show(202, { name: 'Star Blazers' })];

  it('demo catalogue: asks only ours', async () => {
    const multiAsked: string[] = [];
    server.use(
      suggestFrom({ star: answer(STAR_ITEMS) }),
      multiFrom({ star: tmdbOnly }, multiAsked),
    );
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });
    expect(multiAsked).toEqual([]);
  });

  it('demo catalogue: when ours fails, shows search/multi', async () => {
    server.use(suggestFails, multiFrom({ star: tmdbOnly }));
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    expect(await screen.findByRole('option', { name: /^Star Maps\s*Movie/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^Star Blazers\s*TV Show/ })).toBeInTheDocument();
  });

  it('live source: merges ours first, then search/multi, without repeats, at most 5', async () => {
    const multiAsked: string[] = [];
    server.use(
      liveSite,
      suggestFrom({ star: answer(STAR_ITEMS.slice(0, 3)) }),
      multiFrom(
        {
          star: [
            STAR_ITEMS[0]!,
            { ...movie(301, { title: 'Adult Star' }), adult: true },
            ...tmdbOnly,
            movie(302, { title: 'Star Six' }),
          ],
        },
        multiAsked,
      ),
    );
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    await screen.findByRole('option', { name: /^Star Blazers/ });
    expect(await optionTexts()).toEqual([
      'Star WarsMovie·1977',
      'Star TrekTV Show·1966',
      'Starla ActorActor',
      'Star MapsMovie·2011',
      'Star BlazersTV Show·2002',
      'See all results for star',
    ]);
    expect(multiAsked).toContain('star');
  });

  it('live source: when ours fails, shows search/multi', async () => {
    server.use(liveSite, suggestFails, multiFrom({ star: tmdbOnly }));
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    expect(await screen.findByRole('option', { name: /^Star Maps/ })).toBeInTheDocument();
  });

  it('live source: when search/multi fails, shows ours', async () => {
    server.use(liveSite, suggestFrom({ star: answer(STAR_ITEMS) }), multiFails);
    const { user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    expect(await screen.findByRole('option', { name: /^Star Wars\s*Movie/ })).toBeInTheDocument();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^5 suggestions/));
  });

  it('retries with the shortened query when both find nothing', async () => {
    const suggestAsked: string[] = [];
    const multiAsked: string[] = [];
    server.use(
      liveSite,
      suggestFrom({ 'star w': answer([STAR_ITEMS[0]!]) }, suggestAsked),
      multiFrom({}, multiAsked),
    );
    const { user } = await openAt('/watchlist');
    await user.click(box());
    // Pasted, so no query but the whole one is asked.
    await user.paste('star wrs');
    expect(await screen.findByRole('option', { name: /^Star Wars\s*Movie/ })).toBeInTheDocument();
    // 'star wrs' (8 characters) found nothing in either, so its first 6 characters were asked.
    expect(suggestAsked).toEqual(['star wrs', 'star w']);
    expect(multiAsked).toEqual(['star wrs', 'star w']);
    expect(screen.queryByText(/^No results found/)).not.toBeInTheDocument();
  });
});

describe('header suggestions: timing', () => {
  it('a slow answer to an earlier query never replaces the newer one', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    server.use(
      http.get(SUGGEST_URL, async ({ request }) => {
        const query = askedQuery(request);
        asked.push(query);
        if (query === 'sta') {
          await gate;
          return HttpResponse.json(answer([movie(900, { title: 'Stale Answer' })]));
        }
        return HttpResponse.json(answer(query === 'star' ? STAR_ITEMS : []));
      }),
    );
    const { store, user } = await openAt('/watchlist');
    await user.type(box(), 'sta');
    await waitFor(() => expect(asked).toContain('sta'));
    // The slow request does not show the loading bar: it is a suggestion.
    expect(selectAnyQueryPending(store.getState())).toBe(false);
    await user.type(box(), 'r');
    await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });

    release();
    await waitFor(() =>
      expect(store.getState().tmdbApi.queries['getSuggestions("sta")']?.status).toBe('fulfilled'),
    );
    expect(screen.queryByRole('option', { name: /Stale Answer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^Star Wars\s*Movie/ })).toBeInTheDocument();
  });

  it("the live source's search/multi request does not show the loading bar either", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const multiAsked: string[] = [];
    server.use(
      liveSite,
      suggestFrom({ star: answer(STAR_ITEMS) }),
      http.get('*/api/tmdb/search/multi', async ({ request }) => {
        multiAsked.push(askedQuery(request));
        await gate;
        return HttpResponse.json({ page: 1, results: [], total_pages: 1, total_results: 0 });
      }),
    );
    const { store, user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });
    await waitFor(() => expect(multiAsked).toContain('star'));
    expect(selectAnyQueryPending(store.getState())).toBe(false);
    release();
  });
});

describe('header suggestions: the active option when a newer answer lands', () => {
  /** `/api/suggest` answering 'star' at once and 'start' only once `release` is called. */
  function slowSecondAnswer(second: SuggestAnswer) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    server.use(
      http.get(SUGGEST_URL, async ({ request }) => {
        const query = askedQuery(request);
        asked.push(query);
        if (query === 'start') {
          await gate;
          return HttpResponse.json(second);
        }
        return HttpResponse.json(answer(query === 'star' ? STAR_ITEMS.slice(0, 3) : []));
      }),
    );
    return { asked, release };
  }

  it('stays on the same title when the newer list still has it, wherever it moved', async () => {
    const [starWars, starTrek] = STAR_ITEMS;
    const { asked, release } = slowSecondAnswer(answer([starTrek!, starWars!]));
    const { router, user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });

    // Typed on: the list for 'star' stays while 'start' is asked, and the arrow keys walk it.
    await user.type(box(), 't');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const trek = screen.getByRole('option', { name: /^Star Trek/ });
    expect(box()).toHaveAttribute('aria-activedescendant', trek.id);
    await waitFor(() => expect(asked).toContain('start'));

    release();
    // Star Trek moved up to the first place: it is still the active option.
    await waitFor(() => expect(optionTexts()).resolves.toContain('See all results for start'));
    await waitFor(async () => expect((await optionTexts())[0]).toMatch(/^Star Trek/));
    expect(box()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /^Star Trek/ }).id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tv/102-star-trek'));
  });

  it('keeps its place when the newer list no longer has it, and Enter opens what is active', async () => {
    const { asked, release } = slowSecondAnswer(
      answer([
        movie(106, { title: 'Starship Troopers', release_date: '1997-11-07' }),
        movie(105, { title: 'Stardust', release_date: '2007-08-10' }),
      ]),
    );
    const { router, user } = await openAt('/watchlist');
    await user.type(box(), 'star');
    await screen.findByRole('option', { name: /^Star Wars\s*Movie/ });

    await user.type(box(), 't');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /^Star Wars\s*Movie/ }).id,
    );
    await waitFor(() => expect(asked).toContain('start'));

    release();
    const troopers = await screen.findByRole('option', { name: /^Starship Troopers/ });
    expect(screen.queryByRole('option', { name: /^Star Wars\s*Movie/ })).not.toBeInTheDocument();
    // Star Wars is gone; the first place, where it stood, is still the active one.
    await waitFor(() => expect(box()).toHaveAttribute('aria-activedescendant', troopers.id));
    expect(troopers).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/movie/106-starship-troopers'),
    );
  });
});
