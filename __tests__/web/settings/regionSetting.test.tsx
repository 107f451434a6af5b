/**
 * Settings' Region (issue 35): a combobox named "Region" beside Language, every place named in the
 * page's language, its first choice following the browser. It is the same choice as Where to watch's
 * own picker (the profile's region): a choice in either shows in the other. The real app on one store,
 * the catalogue answered at the network edge.
 */
import { act, screen, waitFor, within } from '@testing-library/react';

import { placeCodes } from '@/lib/regionNames';
import { siteApi } from '@/services/site';

import { answerCatalogue, fightClub } from '../detail/detailFixtures';
import { renderApp } from '../helpers/render';

import { answerWatchProviders, fightClubOffers } from '../whereToWatch/watchHandlers';

jest.setTimeout(30_000);

const FIGHT_CLUB = '/movie/550-fight-club';
const settingsRegion = () =>
  within(screen.getByRole('region', { name: 'Language and region' })).getByRole('combobox', {
    name: 'Region',
  });
const whereToWatch = () =>
  screen.findByRole('region', { name: 'Where to watch' }, { timeout: 10_000 });

afterEach(() => jest.restoreAllMocks());

describe('the Region setting', () => {
  async function openSettings(view = renderApp('/user-settings')) {
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    await waitFor(() =>
      expect(siteApi.endpoints.getSiteConfig.select()(view.store.getState()).isSuccess).toBe(true),
    );
    return view;
  }

  it('lists every place by name, the first following the browser, and says what it is for', async () => {
    await openSettings();
    const select = settingsRegion();
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(
      'Where to watch lists the streaming offers of this region.',
    );
    // The places come once the page is live (the server's Intl names some of them otherwise).
    // jsdom's navigator.language is en-US.
    await within(select).findByRole('option', { name: 'From your browser (United States)' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('From your browser (United States)');
    expect(options).toContain('Germany');
    expect(options).toContain('United Kingdom');
    // Each place once: no groupings, no codes replaced by another (UK for GB, YU for RS).
    expect(options).not.toContain('European Union');
    expect(options).not.toContain('United Nations');
    expect(options).not.toContain('Pseudo-Accents');
    expect(options.filter((name) => name === 'United Kingdom')).toHaveLength(1);
    expect(options.filter((name) => name === 'Serbia')).toHaveLength(1);
    // In alphabetical order of their names.
    const places = options.slice(1);
    expect(places).toEqual([...places].sort(new Intl.Collator('en').compare));
  });

  it('names the places in the page’s language', () => {
    const german = placeCodes('de').map((code) =>
      new Intl.DisplayNames(['de'], { type: 'region' }).of(code),
    );
    expect(german).toContain('Deutschland');
    expect(german.indexOf('Österreich')).toBeGreaterThan(german.indexOf('Norwegen'));
  });

  it('changes the region of Where to watch, and a choice there shows in Settings', async () => {
    answerCatalogue({ movies: [fightClub] });
    answerWatchProviders({ 'movie/550': fightClubOffers });
    const { store, user, router } = await openSettings();

    await user.selectOptions(settingsRegion(), 'Germany');
    expect(store.getState().profile.region).toBe('DE');

    act(() => router.navigate(FIGHT_CLUB));
    let where = await whereToWatch();
    await within(where).findByRole('list', { name: 'Stream' });
    expect(within(where).getByRole('combobox', { name: 'Region' })).toHaveValue('DE');
    expect(within(where).getByText('Netflix')).toBeInTheDocument();

    // Where to watch's own picker: the same choice.
    await user.selectOptions(within(where).getByRole('combobox', { name: 'Region' }), 'France');
    act(() => router.navigate('/user-settings'));
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    expect(settingsRegion()).toHaveValue('FR');

    // Back to the browser's: Where to watch follows the browser's language again.
    await user.selectOptions(settingsRegion(), 'From your browser (United States)');
    expect(store.getState().profile.region).toBeNull();
    act(() => router.navigate(FIGHT_CLUB));
    where = await whereToWatch();
    await within(where).findByRole('list', { name: 'Stream' });
    expect(within(where).getByRole('combobox', { name: 'Region' })).toHaveValue('US');
    expect(within(where).getByText('Max')).toBeInTheDocument();
  });
});
