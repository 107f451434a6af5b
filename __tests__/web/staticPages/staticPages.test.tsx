import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { siteApi } from '@/services/site';

import { answerContact } from '../helpers/contactHandlers';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

// A lazy route under MUI in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

const PAGES = [
  {
    path: '/terms',
    heading: 'Terms of Service',
    crumb: 'Terms of Service',
    subject: 'Question about the Terms of Service',
  },
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    crumb: 'Privacy Policy',
    subject: 'Question about the Privacy Policy',
  },
  {
    path: '/cookies',
    heading: 'Cookie Policy',
    crumb: 'Cookie Policy',
    subject: 'Question about the Cookie Policy',
  },
  {
    path: '/FAQ',
    heading: 'Frequently Asked Questions',
    crumb: 'FAQ',
    subject: 'A question not answered in the FAQ',
  },
  {
    path: '/AdBlockers',
    heading: 'Recommended Ad Blockers',
    crumb: 'Ad Blockers',
    subject: 'Question about ad blockers',
  },
] as const;

/** Site settings as the server sends them, with this deployment's operator and date. */
function siteConfig(extra: Record<string, unknown>) {
  server.use(
    http.get('*/api/site', () =>
      HttpResponse.json({ name: 'Cinema Nook', catalogue: 'demo', images: null, ...extra }),
    ),
  );
}

/** Opens a static page and waits for its heading and the site's settings. */
async function openPage(path: string, heading: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  await waitFor(() =>
    expect(siteApi.endpoints.getSiteConfig.select()(view.store.getState()).isSuccess).toBe(true),
  );
  return view;
}

async function axeViolations() {
  // jsdom has no layout, so contrast is left to the browser.
  const results = await act(() =>
    axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } }),
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

const main = () => screen.getByRole('main');

describe.each(PAGES)('$path', ({ path, heading, crumb, subject }) => {
  it('shows its heading, crumb, tab title and the configured date', async () => {
    siteConfig({ operator: 'Acme Screenings Ltd', legalDate: '2025-03-11' });
    await openPage(path, heading);
    expect(
      within(screen.getByRole('navigation', { name: /breadcrumb/i })).getByText(crumb),
    ).toBeInTheDocument();
    expect(within(main()).getByText('Last updated: March 11, 2025')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} · Cinema Nook`));
  });

  it("ends with 'Contact Support', which opens the contact modal with the page's subject", async () => {
    const calls = answerContact();
    const { user } = await openPage(path, heading);
    await user.click(within(main()).getByRole('button', { name: 'Contact Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(dialog).getByText(subject)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), ' A question. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await within(dialog).findByText('Message Sent!');
    expect(calls.bodies).toEqual([{ subject, message: 'A question.' }]);
  });

  it('has no axe violations', async () => {
    await openPage(path, heading);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the operator and the date', () => {
  afterEach(() => {
    delete process.env.BUILD_DATE;
  });

  it('names the configured operator on the legal pages', async () => {
    siteConfig({ operator: 'Acme Screenings Ltd' });
    await openPage('/terms', 'Terms of Service');
    expect(within(main()).getAllByText(/Acme Screenings Ltd/).length).toBeGreaterThan(0);
    expect(within(main()).queryByText(/the people who run this site/i)).not.toBeInTheDocument();
    expect(within(main()).getByText(/governed by the law of the place where Acme/)).toBeVisible();
  });

  it('uses neutral wording when no operator is configured', async () => {
    siteConfig({ operator: null });
    await openPage('/privacy', 'Privacy Policy');
    expect(within(main()).getAllByText(/the people who run this site/).length).toBeGreaterThan(0);
    expect(within(main()).queryByText(/Acme/)).not.toBeInTheDocument();
  });

  it('falls back to the build date when the operator sets none (or an invalid one)', async () => {
    process.env.BUILD_DATE = '2026-01-02';
    siteConfig({ legalDate: '2026-02-30' });
    await openPage('/cookies', 'Cookie Policy');
    expect(within(main()).getByText('Last updated: January 2, 2026')).toBeInTheDocument();
  });

  it("uses today's date in a build without a date (development, tests)", async () => {
    siteConfig({ legalDate: null });
    await openPage('/FAQ', 'Frequently Asked Questions');
    const today = new Date().toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    expect(within(main()).getByText(`Last updated: ${today}`)).toBeInTheDocument();
  });
});

describe('/privacy and /cookies: what is stored', () => {
  it.each(['/privacy', '/cookies'])('%s lists the storage keys the app writes', async (path) => {
    await openPage(path, path === '/privacy' ? 'Privacy Policy' : 'Cookie Policy');
    for (const key of [
      'user_watchlist',
      'user_favorites',
      'user_continue_watching',
      'user_watch_progress',
      'storage_consent',
      'user_profile',
    ]) {
      expect(within(main()).getByText(key)).toBeInTheDocument();
    }
  });

  it('says the contact form is the data sent to the server and credits TMDB', async () => {
    await openPage('/privacy', 'Privacy Policy');
    expect(within(main()).getByRole('heading', { name: 'The contact form' })).toBeInTheDocument();
    expect(within(main()).getAllByRole('link', { name: 'TMDB' })[0]).toHaveAttribute(
      'href',
      'https://www.themoviedb.org',
    );
  });
});

describe('with accounts off', () => {
  it('the cookie page names the one cookie there can be: the language chosen', async () => {
    siteConfig({ accounts: false });
    await openPage('/cookies', 'Cookie Policy');
    expect(
      within(main()).getByRole('heading', { name: 'One cookie, only if you choose a language' }),
    ).toBeVisible();
    expect(main()).toHaveTextContent(
      'Choosing a language in Settings sets a cookie, marquee_language',
    );
    expect(main()).not.toHaveTextContent('marquee_session');
  });

  it.each([
    ['/terms', 'Terms of Service', 'not on our server'],
    ['/privacy', 'Privacy Policy', 'our server sets no cookies'],
    ['/FAQ', 'Frequently Asked Questions', 'on this device only: nothing is sent to us'],
  ])(
    '%s says the lists never leave the browser, and so does the footer',
    async (path, heading, said) => {
      siteConfig({ accounts: false });
      await openPage(path, heading);
      expect(main()).toHaveTextContent(said);
      expect(main()).not.toHaveTextContent(/encrypted/);
      expect(screen.getByRole('contentinfo')).toHaveTextContent(
        /pick up where you left off\. Your lists stay in your own browser\./,
      );
    },
  );
});

describe('/FAQ', () => {
  it('has 8 questions, closed, that open and close from the keyboard', async () => {
    const { user } = await openPage('/FAQ', 'Frequently Asked Questions');
    const questions = within(main()).getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(8);
    // An answer is a region named by its question, in the accessibility tree only while open.
    const answerOf = (button: HTMLElement) =>
      screen.queryByRole('region', { name: button.textContent ?? '' });

    const quality = within(main()).getByRole('button', {
      name: 'What video quality can I expect?',
    });
    expect(answerOf(quality)).not.toBeInTheDocument();

    // Tab reaches the questions in order; Enter opens, Space closes.
    quality.focus();
    await user.keyboard('{Enter}');
    expect(quality).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(quality)).toBeVisible();
    expect(answerOf(quality)).toHaveTextContent(/1080p/);
    expect(answerOf(quality)).toHaveTextContent(/4K/);
    await user.tab();
    const next = within(main()).getByRole('button', {
      name: 'A video stopped or shows an error. What should I do?',
    });
    expect(next).toHaveFocus();
    await user.keyboard(' ');
    expect(answerOf(next)).toHaveTextContent(/two or three minutes/);
    await user.keyboard(' ');
    expect(next).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(next)).not.toBeInTheDocument();
    expect(answerOf(quality)).toBeVisible();
  });

  it('has no axe violations with every question open', async () => {
    const { user } = await openPage('/FAQ', 'Frequently Asked Questions');
    for (const question of within(main()).getAllByRole('button', { expanded: false })) {
      await user.click(question);
    }
    expect(within(main()).getAllByRole('button', { expanded: true })).toHaveLength(8);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/AdBlockers', () => {
  it("lists the five extensions, each 'Add to Chrome' opening the store in a new tab", async () => {
    await openPage('/AdBlockers', 'Recommended Ad Blockers');
    const names = ['AdBlock Plus', 'AdBlock', 'Popup Blocker (strict)', 'Popup Blocker', 'SBlock'];
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 5),
    ).toEqual(names);
    const links = within(main()).getAllByRole('link', { name: /^Add to Chrome/ });
    expect(links).toHaveLength(5);
    links.forEach((link, index) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
      expect(link.getAttribute('href')).toMatch(/^https:\/\/chromewebstore\.google\.com\//);
      expect(link).toHaveAccessibleDescription(names[index]);
    });
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringContaining('cfhdojbkjhnklbpkdaibdccddilifddb'),
    );
    expect(links[4]).toHaveAttribute('href', 'https://chromewebstore.google.com/search/SBlock');
  });
});
