/**
 * The first-visit prompts (spec section 4) on the real app: the cookie consent modal, the domain
 * notice and the announcement banner, with the site's settings from MSW.
 */
import { act, screen, waitFor, within } from '@testing-library/react';

import { persistStore } from 'redux-persist';

import { whenRestored } from '@/app/persistence';
import { DISMISSED_KEYS } from '@/features/consent/prompts';
// The prompts' chunk, compiled up front: a prompt that wrongly opens then shows within `settle()`.
import '@/features/consent/Prompts';

import { openAt, renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { siteWith } from '../helpers/siteHandlers';
import { NO_CONSENT, makeTestStore } from '../helpers/store';

const NOTICE = 'We have a new address. Bookmarks to the old one will stop working in June.';
const ANNOUNCEMENT = 'A restored classic is now on the front page.';

beforeEach(() => window.sessionStorage.clear());

const firstVisit = { preloadedState: { consent: NO_CONSENT } };
const consentDialog = () => screen.findByRole('dialog', { name: 'Cookies and your data' });
const noticeDialog = () => screen.findByRole('dialog', { name: 'A note from Marquee' });

/**
 * The dialog's backdrop as a pointer reaches it: a native modal `<dialog>` gets the click itself
 * (its paper fills it, so only the backdrop around it is the dialog's own).
 */
const backdropOf = (dialog: HTMLElement): HTMLElement => dialog;

/** Lets the prompts' chunk and any pending renders land, to say that nothing opened. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('cookie consent modal', () => {
  it.each([
    [false, 'None of it is sent to us, and Marquee itself sets no advertising or tracking cookies'],
    [
      true,
      'None of it is sent to us unless you sign in to an account, and then only encrypted so that we cannot read it. Marquee itself sets no advertising or tracking cookies',
    ],
  ])('with accounts %s, says what leaves the browser', async (accounts, said) => {
    server.use(siteWith({ accounts }));
    await openAt('/movies', firstVisit);
    const dialog = await consentDialog();
    await waitFor(() => expect(dialog).toHaveTextContent(said));
  });

  it('opens on a first visit, locks the page scroll, and Accept All Cookies stores the consent', async () => {
    const store = makeTestStore({ consent: NO_CONSENT }, { persist: true });
    await whenRestored(persistStore(store));
    const { user } = renderApp('/movies', { store });
    const dialog = await consentDialog();
    expect(within(dialog).getByText(/in this browser's local storage/)).toBeInTheDocument();
    expect(document.body).toHaveStyle({ overflow: 'hidden' });

    await user.click(within(dialog).getByRole('button', { name: 'Accept All Cookies' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().consent.storage).toBe('all');
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
    // Persisted under the consent slice's key, so later visits do not ask.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('storage_consent') ?? '{}')).toMatchObject({
        storage: 'all',
      }),
    );
  });

  it('does not open once consent is stored', async () => {
    await openAt('/movies');
    await screen.findByRole('heading', { level: 1 });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Accept Essential Only is remembered like an acceptance: not asked again in a new tab or session', async () => {
    const store = makeTestStore({ consent: NO_CONSENT }, { persist: true });
    await whenRestored(persistStore(store));
    const view = renderApp('/movies', { store });
    const dialog = await consentDialog();
    await view.user.click(within(dialog).getByRole('button', { name: 'Accept Essential Only' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().consent.storage).toBe('essential');
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
    // Saved under the consent slice's key, at the slice's current version.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('storage_consent') ?? '{}')).toMatchObject({
        storage: 'essential',
        _persist: { version: 2 },
      }),
    );
    view.unmount();

    // A new tab or a later visit: a new session, the answer read back from local storage.
    window.sessionStorage.clear();
    const reopened = makeTestStore({}, { persist: true });
    await whenRestored(persistStore(reopened));
    expect(reopened.getState().consent.storage).toBe('essential');
    renderApp('/movies', { store: reopened });
    await screen.findByRole('heading', { level: 1 });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads a consent saved before refusals were kept (version 1), and asks when none was given', async () => {
    window.localStorage.setItem(
      'storage_consent',
      JSON.stringify({ storage: null, domainNoticeAccepted: false, _persist: { version: 1 } }),
    );
    const store = makeTestStore({}, { persist: true });
    await whenRestored(persistStore(store));
    expect(store.getState().consent.storage).toBeNull();
    renderApp('/movies', { store });
    expect(await consentDialog()).toBeInTheDocument();
  });

  it('a click on the backdrop closes it without storing', async () => {
    const { store, user } = renderApp('/movies', firstVisit);
    await user.click(backdropOf(await consentDialog()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().consent.storage).toBeNull();
    expect(window.sessionStorage.getItem(DISMISSED_KEYS.consent)).not.toBeNull();
  });

  it('Escape closes it without storing', async () => {
    const { store, user } = renderApp('/movies', firstVisit);
    await consentDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().consent.storage).toBeNull();
  });

  it.each(['/privacy', '/terms'])('does not open on %s, and opens on leaving it', async (path) => {
    const { router } = renderApp(path, firstVisit);
    await screen.findByRole('heading', { level: 1 });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => router.navigate('/movies'));
    expect(await consentDialog()).toBeInTheDocument();
  });

  it.each([
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
  ])('its %s link closes it and opens the page', async (name, path) => {
    const { router, store, user } = renderApp('/movies', firstVisit);
    await user.click(within(await consentDialog()).getByRole('link', { name }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().consent.storage).toBeNull();
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
  });
});

describe('domain notice', () => {
  it('is off unless the site configures a text', async () => {
    renderApp('/movies', {
      preloadedState: { consent: { storage: 'all', domainNoticeAccepted: false } },
    });
    await screen.findByRole('heading', { level: 1 });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the configured text after the consent, and Got it stores the acceptance', async () => {
    server.use(siteWith({ notice: NOTICE }));
    const store = makeTestStore({ consent: NO_CONSENT }, { persist: true });
    await whenRestored(persistStore(store));
    const { user } = renderApp('/movies', { store });
    // One modal at a time: the consent first.
    const consent = await consentDialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(consent).getByRole('button', { name: 'Accept All Cookies' }));

    const notice = await noticeDialog();
    expect(within(notice).getByText(NOTICE)).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Got it, continue to site' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().consent.domainNoticeAccepted).toBe(true);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('storage_consent') ?? '{}')).toMatchObject({
        storage: 'all',
        domainNoticeAccepted: true,
      }),
    );
  });

  it('a backdrop click closes it without storing, for the session', async () => {
    server.use(siteWith({ notice: NOTICE }));
    const state = {
      preloadedState: { consent: { storage: 'all' as const, domainNoticeAccepted: false } },
    };
    const { store, user, unmount } = renderApp('/movies', state);
    await user.click(backdropOf(await noticeDialog()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().consent.domainNoticeAccepted).toBe(false);
    unmount();

    renderApp('/movies', state);
    await screen.findByRole('heading', { level: 1 });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('its ad blocker link closes it and opens the ad blockers page', async () => {
    server.use(siteWith({ notice: NOTICE }));
    const { router, store, user } = renderApp('/movies', {
      preloadedState: { consent: { storage: 'all', domainNoticeAccepted: false } },
    });
    await user.click(within(await noticeDialog()).getByRole('link', { name: /ones we suggest/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AdBlockers'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().consent.domainNoticeAccepted).toBe(false);
  });

  it('shows its text as text, never as HTML', async () => {
    server.use(siteWith({ notice: '<img src=x onerror="alert(1)"> <b>bold</b>' }));
    renderApp('/movies', {
      preloadedState: { consent: { storage: 'all', domainNoticeAccepted: false } },
    });
    const notice = await noticeDialog();
    expect(
      within(notice).getByText('<img src=x onerror="alert(1)"> <b>bold</b>'),
    ).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- no element may have been made of it
    expect(notice.querySelector('img, b')).toBeNull();
  });
});

describe('announcement banner', () => {
  it('is off unless the site configures a text', async () => {
    await openAt('/movies');
    await screen.findByRole('heading', { level: 1 });
    await settle();
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('shows the text and Watch Now, collapses and expands, and stays dismissed for the session', async () => {
    server.use(
      siteWith({ announcement: ANNOUNCEMENT, announcementLink: '/player/movie/550-fight-club' }),
    );
    const { user, unmount } = await openAt('/movies');
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(within(banner).getByText(ANNOUNCEMENT)).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Watch Now' })).toHaveAttribute(
      'href',
      '/player/movie/550-fight-club',
    );
    // It is not a modal: the page stays usable and scrolls.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });

    const collapse = within(banner).getByRole('button', { name: 'Collapse the announcement' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    expect(within(banner).getByText(ANNOUNCEMENT)).not.toBeVisible();
    const expand = within(banner).getByRole('button', { name: 'Expand the announcement' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(within(banner).getByText(ANNOUNCEMENT)).toBeVisible();

    await user.click(within(banner).getByRole('button', { name: 'Dismiss the announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('announcement-dismissed')).not.toBeNull();
    unmount();

    // Same session: still gone.
    await openAt('/movies');
    await screen.findByRole('heading', { level: 1 });
    await settle();
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('links Watch Now to another site when the link is an https URL, and has none without a link', async () => {
    server.use(
      siteWith({ announcement: ANNOUNCEMENT, announcementLink: 'https://example.org/news' }),
    );
    const first = await openAt('/movies');
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(within(banner).getByRole('link', { name: 'Watch Now' })).toHaveAttribute(
      'href',
      'https://example.org/news',
    );
    first.unmount();

    server.use(siteWith({ announcement: ANNOUNCEMENT, announcementLink: null }));
    await openAt('/tv-shows');
    const plain = await screen.findByRole('region', { name: 'Announcement' });
    expect(within(plain).getByText(ANNOUNCEMENT)).toBeInTheDocument();
    expect(within(plain).queryByRole('link')).not.toBeInTheDocument();
  });
});
