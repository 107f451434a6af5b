import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';

import { whenRestored } from '@/app/persistence';
import { restoreProfile } from '@/features/profile/persisted';
import { PERSISTED_KEYS } from '@/lib/storageKeys';

import { answerCatalogue, fightClub, thrones } from '../detail/detailFixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { makeTestStore } from '../helpers/store';

import { answerWatchProviders, fightClubOffers } from './watchHandlers';

jest.setTimeout(30_000);

const FIGHT_CLUB = '/movie/550-fight-club';
const section = () => screen.findByRole('region', { name: 'Where to watch' });
const regionSelect = (where: HTMLElement) =>
  within(where).getByRole('combobox', { name: 'Region' });
/** The offers under a group's heading, by service name. */
const offersIn = (where: HTMLElement, group: string) =>
  within(within(where).getByRole('list', { name: group }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const groupHeadings = (where: HTMLElement) =>
  within(where)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => jest.restoreAllMocks());

describe('Where to watch on the movie detail page', () => {
  it("shows the offers of the browser language's region, grouped Stream, Free, Rent, Buy", async () => {
    answerCatalogue({ movies: [fightClub] });
    const requests = answerWatchProviders({ 'movie/550': fightClubOffers });
    renderApp(FIGHT_CLUB);

    const where = await section();
    expect(within(where).getByRole('heading', { level: 2, name: 'Where to watch' })).toBeVisible();
    // jsdom's navigator.language is en-US.
    await within(where).findByRole('list', { name: 'Stream' });
    expect(regionSelect(where)).toHaveValue('US');
    expect(
      within(regionSelect(where))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['France', 'Germany', 'United States']);

    expect(groupHeadings(where)).toEqual(['Stream', 'Free', 'Rent', 'Buy']);
    expect(offersIn(where, 'Stream')).toEqual(['Amazon Prime Video', 'Max']);
    // Free and with ads together, Tubi once.
    expect(offersIn(where, 'Free')).toEqual(['Tubi TV', 'Pluto TV']);
    expect(offersIn(where, 'Rent')).toEqual(['Apple TV', 'Amazon Video']);
    expect(offersIn(where, 'Buy')).toEqual(['Apple TV', 'Google Play Movies']);

    const logos = within(within(where).getByRole('list', { name: 'Stream' })).getAllByRole(
      'presentation',
    );
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([
      'https://image.tmdb.org/t/p/w92/logo-9.jpg',
      'https://image.tmdb.org/t/p/w92/logo-1899.jpg',
    ]);

    const tmdb = within(where).getByRole('link', {
      name: 'See every offer for United States on TMDB (opens in a new tab)',
    });
    expect(tmdb).toHaveAttribute('href', fightClubOffers.results.US?.link);
    expect(tmdb).toHaveAttribute('target', '_blank');
    expect(tmdb).toHaveAttribute('rel', 'noopener noreferrer');
    const justWatch = within(where).getByRole('link', { name: 'JustWatch (opens in a new tab)' });
    expect(justWatch).toHaveAttribute('href', 'https://www.justwatch.com');
    expect(justWatch).toHaveAttribute('target', '_blank');
    expect(justWatch).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(where).getByText(/^Offers by/)).toContainElement(justWatch);

    expect(requests).toEqual(['movie/550']);
  });

  it('follows another browser language to its region', async () => {
    jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-DE');
    answerCatalogue({ movies: [fightClub] });
    answerWatchProviders({ 'movie/550': fightClubOffers });
    renderApp(FIGHT_CLUB);

    const where = await section();
    await within(where).findByRole('list', { name: 'Stream' });
    expect(regionSelect(where)).toHaveValue('DE');
    expect(groupHeadings(where)).toEqual(['Stream']);
    expect(offersIn(where, 'Stream')).toEqual(['Netflix']);
    expect(
      within(where).getByRole('link', { name: /^See every offer for Germany on TMDB/ }),
    ).toHaveAttribute('href', fightClubOffers.results.DE?.link);
  });

  it('shows a chosen region and keeps the choice in the profile', async () => {
    answerCatalogue({ movies: [fightClub] });
    const requests = answerWatchProviders({ 'movie/550': fightClubOffers });
    const { store, user } = renderApp(FIGHT_CLUB);

    const where = await section();
    await within(where).findByRole('list', { name: 'Stream' });
    expect(store.getState().profile.region ?? null).toBeNull();

    await user.selectOptions(regionSelect(where), 'DE');

    expect(regionSelect(where)).toHaveValue('DE');
    expect(offersIn(where, 'Stream')).toEqual(['Netflix']);
    expect(within(where).queryByRole('list', { name: 'Rent' })).not.toBeInTheDocument();
    expect(store.getState().profile.region).toBe('DE');
    // The region is picked from the one answer; nothing is asked again.
    expect(requests).toEqual(['movie/550']);
  });

  it('starts at the region chosen before, over the browser language', async () => {
    answerCatalogue({ movies: [fightClub] });
    answerWatchProviders({ 'movie/550': fightClubOffers });
    renderApp(FIGHT_CLUB, {
      preloadedState: { profile: { username: 'Ada', avatar: null, region: 'DE' } },
    });

    const where = await section();
    expect(await within(where).findByText('Netflix')).toBeInTheDocument();
    expect(regionSelect(where)).toHaveValue('DE');
  });

  it("says 'No streaming offers known for …' for a region without offers", async () => {
    answerCatalogue({ movies: [fightClub] });
    answerWatchProviders({ 'movie/550': fightClubOffers });
    const { user } = renderApp(FIGHT_CLUB);

    const where = await section();
    await within(where).findByRole('list', { name: 'Stream' });
    await user.selectOptions(regionSelect(where), 'FR');

    expect(within(where).getByText('No streaming offers known for France')).toBeInTheDocument();
    expect(within(where).queryByRole('list')).not.toBeInTheDocument();
    expect(
      within(where).getByRole('link', { name: /^See every offer for France on TMDB/ }),
    ).toBeInTheDocument();
  });

  it('says so for a title with no offers anywhere, still offering the visitor their region', async () => {
    answerCatalogue({ movies: [fightClub] });
    answerWatchProviders({});
    renderApp(FIGHT_CLUB);

    const where = await section();
    expect(
      await within(where).findByText('No streaming offers known for United States'),
    ).toBeInTheDocument();
    expect(
      within(regionSelect(where))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['United States']);
    expect(within(where).queryByRole('link', { name: /See every offer/ })).not.toBeInTheDocument();
    expect(within(where).getByRole('link', { name: /^JustWatch/ })).toBeInTheDocument();
  });

  it('shows a busy placeholder while the offers load', async () => {
    answerCatalogue({ movies: [fightClub] });
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/tmdb/movie/550/watch/providers', async () => {
        await answered;
        return HttpResponse.json(fightClubOffers);
      }),
    );
    renderApp(FIGHT_CLUB);

    const where = await section();
    const busy = await within(where).findByRole('status');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveTextContent('Loading where to watch Fight Club');

    release();
    expect(await within(where).findByRole('list', { name: 'Stream' })).toBeInTheDocument();
    expect(within(where).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the offers fail to load, and Try Again loads them', async () => {
    answerCatalogue({ movies: [fightClub] });
    const answers: Parameters<typeof answerWatchProviders>[0] = { 'movie/550': { status: 500 } };
    answerWatchProviders(answers);
    const { user } = renderApp(FIGHT_CLUB);

    const where = await section();
    expect(await within(where).findByRole('alert')).toHaveTextContent(
      'The offers for Fight Club could not be loaded.',
    );
    // The rest of the page stands.
    expect(screen.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeInTheDocument();

    answers['movie/550'] = fightClubOffers;
    await user.click(within(where).getByRole('button', { name: 'Try Again' }));

    expect(await within(where).findByRole('list', { name: 'Stream' })).toBeInTheDocument();
    expect(within(where).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("draws each service's initial instead of its logo when images are off", async () => {
    server.use(
      http.get('*/api/site', () =>
        HttpResponse.json({ name: 'Marquee', catalogue: 'demo', images: null }),
      ),
    );
    answerCatalogue({ movies: [fightClub] });
    answerWatchProviders({ 'movie/550': fightClubOffers });
    renderApp(FIGHT_CLUB);

    const where = await section();
    const stream = await within(where).findByRole('list', { name: 'Stream' });
    expect(within(where).queryAllByRole('presentation')).toHaveLength(0);
    expect(within(where).queryAllByRole('img')).toHaveLength(0);
    const [prime, max] = within(stream).getAllByRole('listitem');
    expect(within(prime as HTMLElement).getByText('A')).toBeInTheDocument();
    expect(within(max as HTMLElement).getByText('M')).toBeInTheDocument();
    // The initial is decoration: each offer is read out by its name alone.
    expect(
      within(stream)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AAmazon Prime Video', 'MMax']);
  });
});

describe('Where to watch on the TV detail page', () => {
  it("shows the show's offers", async () => {
    answerCatalogue({ shows: [thrones] });
    const requests = answerWatchProviders({
      'tv/1399': {
        id: 1399,
        results: {
          US: { flatrate: [{ provider_id: 1899, provider_name: 'Max', logo_path: null }] },
        },
      },
    });
    renderApp('/tv/1399-game-of-thrones');

    const where = await section();
    expect(await within(where).findByRole('list', { name: 'Stream' })).toHaveTextContent('Max');
    expect(requests).toEqual(['tv/1399']);
  });
});

describe('the remembered region', () => {
  it('is saved with the profile and read back on the next visit', async () => {
    const first = makeTestStore(undefined, { persist: true });
    const firstPersistor = persistStore(first);
    await whenRestored(firstPersistor);
    answerCatalogue({ movies: [fightClub] });
    answerWatchProviders({ 'movie/550': fightClubOffers });
    const { user, unmount } = renderApp(FIGHT_CLUB, { store: first });
    const where = await section();
    await within(where).findByRole('list', { name: 'Stream' });
    await user.selectOptions(regionSelect(where), 'DE');
    await firstPersistor.flush();
    unmount();

    expect(
      JSON.parse(window.localStorage.getItem(PERSISTED_KEYS.profile.key) ?? '{}'),
    ).toMatchObject({
      region: 'DE',
    });

    const second = makeTestStore(undefined, { persist: true });
    await whenRestored(persistStore(second));
    renderApp(FIGHT_CLUB, { store: second });
    const again = await section();
    expect(await within(again).findByText('Netflix')).toBeInTheDocument();
    expect(regionSelect(again)).toHaveValue('DE');
  });

  it('keeps a valid stored region and drops a bad one', () => {
    expect(restoreProfile({ username: 'Ada', avatar: null, region: 'GB' })?.region).toBe('GB');
    for (const region of ['gb', 'GBR', '', 42, null, '<script>', undefined]) {
      expect(restoreProfile({ username: 'Ada', avatar: null, region })).toEqual({
        username: 'Ada',
        avatar: null,
        region: null,
      });
    }
  });

  it('a bad region in storage falls back to the browser language', async () => {
    window.localStorage.setItem(
      PERSISTED_KEYS.profile.key,
      JSON.stringify({ username: 'Ada', avatar: null, region: 'Germany' }),
    );
    const store = makeTestStore(undefined, { persist: true });
    await whenRestored(persistStore(store));
    expect(store.getState().profile).toMatchObject({ username: 'Ada', region: null });

    answerCatalogue({ movies: [fightClub] });
    answerWatchProviders({ 'movie/550': fightClubOffers });
    renderApp(FIGHT_CLUB, { store });
    const where = await section();
    await within(where).findByRole('list', { name: 'Stream' });
    expect(regionSelect(where)).toHaveValue('US');
    await waitFor(() => expect(offersIn(where, 'Stream')).toEqual(['Amazon Prime Video', 'Max']));
  });
});
