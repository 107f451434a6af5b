/**
 * The account pages and texts with ACCOUNTS on (the server says `accounts: true`), on the real app:
 * the sign-in form, the new-account form's first step, the lost-passphrase page, the settings card,
 * and the legal pages saying what an account keeps. With accounts off they stay the spec's stubs
 * (__tests__/web/shell/signIn.test.tsx).
 */
import { webcrypto } from 'node:crypto';

import { screen, waitFor, within } from '@testing-library/react';

import { openAt } from '../helpers/render';
import { server } from '../helpers/server';
import { siteWith } from '../helpers/siteHandlers';

// jsdom has no WebCrypto: the browser's is Node's own implementation of the same standard.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

beforeEach(() => server.use(siteWith({ accounts: true })));

const main = () => screen.getByRole('main');

describe('with accounts on', () => {
  it('/login asks for the passphrase and names a misspelt word before anything is sent', async () => {
    const { user } = await openAt('/login');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await user.type(
      within(main()).getByLabelText('Your 12-word passphrase'),
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abuot',
    );
    await user.click(within(main()).getByRole('button', { name: 'Sign in' }));
    expect(await within(main()).findByRole('alert')).toHaveTextContent(
      'Word 12, "abuot", is not one of the passphrase words. Check its spelling.',
    );
    expect(within(main()).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('/register makes a passphrase of 12 words and shows it once', async () => {
    const { user } = await openAt('/register');
    expect(
      await within(main()).findByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeVisible();
    await user.click(within(main()).getByRole('button', { name: 'Make my passphrase' }));
    const words = await within(main()).findByRole('list', { name: 'Your passphrase, 12 words' });
    expect(within(words).getAllByRole('listitem')).toHaveLength(12);
    await user.click(within(main()).getByRole('button', { name: 'I have saved them' }));
    expect(await within(main()).findByText(/^Type words \d+, \d+ and \d+ of it\.$/)).toBeVisible();
  });

  it('/forgot-password says plainly that nobody can recover a passphrase', async () => {
    await openAt('/forgot-password');
    expect(
      await within(main()).findByRole('heading', { level: 1, name: 'Lost your passphrase?' }),
    ).toBeVisible();
    expect(within(main()).getByText(/cannot be recovered, by us or by anyone else/)).toBeVisible();
  });

  it('settings offer an account to a browser that is not signed in', async () => {
    await openAt('/user-settings');
    expect(await within(main()).findByText('Sync across devices')).toBeVisible();
    expect(within(main()).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('the privacy page says what an account keeps, and lists its key', async () => {
    await openAt('/privacy');
    expect(
      await within(main()).findByRole('heading', { name: 'If you create an account' }),
    ).toBeVisible();
    expect(within(main()).getByText('account_sync')).toBeInTheDocument();
  });

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/FAQ', 'Frequently Asked Questions'],
  ])(
    '%s and the footer say an encrypted copy is kept only for a signed-in visitor, never "nothing is sent"',
    async (path, heading) => {
      await openAt(path);
      expect(await within(main()).findByRole('heading', { level: 1, name: heading })).toBeVisible();
      const footer = screen.getByRole('contentinfo');
      await waitFor(() =>
        expect(footer).toHaveTextContent(
          'Your lists stay in your own browser, and sync, encrypted, only if you sign in.',
        ),
      );
      expect(main()).toHaveTextContent(/encrypted/);
      // What the same pages say with accounts off, untrue once a visitor may sign in.
      expect(document.body.textContent).not.toMatch(
        /not on our server|sets no cookies|nothing is sent to us|on this device only/,
      );
    },
  );

  it('the cookie page names the cookies: a signed-in device’s, and the language chosen', async () => {
    await openAt('/cookies');
    expect(
      await within(main()).findByRole('heading', {
        name: 'Cookies only for signing in and for your language',
      }),
    ).toBeVisible();
    expect(main()).toHaveTextContent('Our server sets one cookie, marquee_session');
    expect(main()).toHaveTextContent(
      'Choosing a language in Settings sets a cookie, marquee_language',
    );
    expect(main()).toHaveTextContent(
      'only a device signed in to an account sends its lists, encrypted so that we cannot read them.',
    );
  });
});
