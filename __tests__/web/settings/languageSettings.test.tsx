/**
 * Settings' Language and region card (issue 35): a combobox named Language, each language written in
 * itself; a choice is kept in the profile and in the cookie the server reads, and the page loads
 * again, from the server, at its address in that language.
 */
import { screen, waitFor, within } from '@testing-library/react';

import { LANGUAGE_COOKIE } from '@common/visitLanguage';
import { addressIn } from '@/lib/languageAddress';
import { restoreProfile } from '@/features/profile/persisted';
import { pageReload } from '@/lib/pageReload';
import { siteApi } from '@/services/site';

import { renderApp } from '../helpers/render';

jest.setTimeout(30_000);

const clearCookie = () => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
};

describe('the Language setting', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    clearCookie();
  });

  async function open() {
    const view = renderApp('/user-settings');
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    await waitFor(() =>
      expect(siteApi.endpoints.getSiteConfig.select()(view.store.getState()).isSuccess).toBe(true),
    );
    return view;
  }

  it('lists every language in itself, the page’s own chosen', async () => {
    await open();
    const card = screen.getByRole('region', { name: 'Language and region' });
    const select = within(card).getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Français',
      'Deutsch',
      '日本語',
      'العربية',
    ]);
    // Each named in its own language, for screen readers to say it so.
    expect(options.map((option) => option.getAttribute('lang'))).toEqual([
      'en',
      'es',
      'pt-BR',
      'fr',
      'de',
      'ja',
      'ar',
    ]);
    // The demo catalogue says it stays English.
    expect(card).toHaveTextContent(
      "The demo catalogue's titles and overviews are in English only.",
    );
  });

  it('keeps a choice in the profile and the cookie, and loads the page in it', async () => {
    const load = jest.spyOn(pageReload, 'load').mockImplementation(() => {});
    const { store, user } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(store.getState().profile.language).toBe('de');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de`);
    expect(load).toHaveBeenCalledWith('/de/user-settings');
  });

  it('writes each language’s address of the page open', () => {
    expect(addressIn('ar', { pathname: '/movie/550-fight-club', search: '' })).toBe(
      '/ar/movie/550-fight-club',
    );
    expect(addressIn('en', { pathname: '/de/search', search: '?q=star' })).toBe('/search?q=star');
    expect(addressIn('pt-BR', { pathname: '/fr', search: '' })).toBe('/pt-br');
  });

  it('reads a saved choice back, and drops one that names no language', () => {
    const base = { username: 'Ann', avatar: null, region: null };
    expect(restoreProfile({ ...base, language: 'ja' })?.language).toBe('ja');
    expect(restoreProfile({ ...base, language: 'klingon' })).not.toHaveProperty('language');
  });
});
