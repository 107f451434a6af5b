import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { ContactHost, openContact } from '@/features/contact/ContactHost';
import { CONTACT_FAILED } from '@/services/contact';

import { answerContact, holdContactEndpoint } from '../helpers/contactHandlers';
import { openAt, renderWithProviders } from '../helpers/render';
import { server } from '../helpers/server';

// A lazy route and a lazy dialog under MUI in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

const contactDialog = () => screen.findByRole('dialog', { name: 'Contact Us' });
const messageField = () => screen.getByRole('textbox', { name: /Message/ });
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending/ });

/** Opens the app on a page and the contact modal from the footer's link. */
async function openFromFooter(path = '/watchlist') {
  const view = await openAt(path);
  await view.user.click(
    within(await screen.findByRole('contentinfo')).getByRole('button', { name: 'Contact us' }),
  );
  const dialog = await contactDialog();
  return { ...view, dialog };
}

async function axeViolations() {
  // jsdom has no layout, so contrast is left to the browser.
  const results = await act(() =>
    axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } }),
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('contact modal: opening and the form', () => {
  it('is not in the page until opened; the footer link opens it with no subject', async () => {
    const calls = answerContact();
    const view = await openAt('/watchlist');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await view.user.click(await screen.findByRole('button', { name: 'Contact us' }));
    const dialog = await contactDialog();
    expect(within(dialog).queryByText('Subject:')).not.toBeInTheDocument();
    await view.user.type(messageField(), 'Hello there');
    await view.user.click(sendButton());
    await screen.findByText('Message Sent!');
    expect(calls.bodies).toEqual([{ subject: '', message: 'Hello there' }]);
    expect(calls.contentTypes[0]).toMatch(/^application\/json/);
  });

  it('keeps Send disabled while the message is empty or only spaces', async () => {
    const calls = answerContact();
    const { user } = await openFromFooter();
    expect(messageField()).toBeRequired();
    expect(sendButton()).toBeDisabled();
    await user.type(messageField(), '   \n\t ');
    expect(sendButton()).toBeDisabled();
    await user.type(messageField(), 'x');
    expect(sendButton()).toBeEnabled();
    await user.clear(messageField());
    expect(sendButton()).toBeDisabled();
    expect(calls.bodies).toEqual([]);
  });

  it('shows the 5,000 character limit and counts as the visitor types', async () => {
    answerContact();
    const { user } = await openFromFooter();
    expect(messageField()).toHaveAttribute('maxLength', '5000');
    expect(screen.getByText('0 / 5,000 characters')).toBeInTheDocument();
    await user.type(messageField(), 'Hi there');
    expect(screen.getByText('8 / 5,000 characters')).toBeInTheDocument();
  });

  it('sends the message trimmed, with the spinner and Send disabled meanwhile', async () => {
    const { calls, release } = holdContactEndpoint();
    const { user } = await openFromFooter();
    await user.type(messageField(), '   The player on Fight Club is stuck.  \n ');
    await user.click(sendButton());

    await waitFor(() => expect(calls.bodies).toHaveLength(1));
    expect(calls.bodies[0]).toEqual({ subject: '', message: 'The player on Fight Club is stuck.' });
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Sending…');
    expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument();

    release(HttpResponse.json({ ok: true }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
  });

  it('Cancel closes it and keeps what was typed for the next opening', async () => {
    answerContact();
    const { user } = await openFromFooter();
    await user.type(messageField(), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Contact us' }));
    await contactDialog();
    expect(messageField()).toHaveValue('Half a thought');
  });

  it('has no axe violations while open, with an error shown', async () => {
    answerContact(() => HttpResponse.json({ error: 'Message is required.' }, { status: 400 }));
    const { user } = await openFromFooter();
    await user.type(messageField(), 'Hello');
    await user.click(sendButton());
    await screen.findByText('Message is required.');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('contact modal: opened before its host is there', () => {
  it('a request made while the footer chunk is still loading opens once the host mounts', async () => {
    // A page's 'Contact Support' can be pressed before the layout's footer chunk has arrived.
    openContact('Opened early');
    renderWithProviders(<ContactHost />);
    const dialog = await contactDialog();
    expect(within(dialog).getByText('Opened early')).toBeInTheDocument();
  });
});

describe('contact modal: success', () => {
  afterEach(() => jest.useRealTimers());

  it("shows 'Message Sent!', clears the field and closes after 2.5 s", async () => {
    const { release } = holdContactEndpoint();
    const { user } = await openFromFooter();
    await user.type(messageField(), 'Thanks for the site');
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toBeDisabled());

    // The clock is the test's from here; the network and React's scheduling stay real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    release(HttpResponse.json({ ok: true }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Message Sent!');
    expect(status).toHaveTextContent("We'll get back to you as soon as possible.");
    expect(messageField()).toHaveValue('');

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    // Closing: once its exit transition has run, the dialog is gone.
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens clean again after a success: no overlay, an empty field', async () => {
    answerContact();
    const { user } = await openFromFooter();
    await user.type(messageField(), 'First message');
    await user.click(sendButton());
    await screen.findByText('Message Sent!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    await user.click(await screen.findByRole('button', { name: 'Contact us' }));
    await contactDialog();
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    expect(messageField()).toHaveValue('');
    expect(sendButton()).toBeDisabled();
  });
});

describe('contact modal: failures', () => {
  it("shows the server's error text, stays open and keeps the message", async () => {
    answerContact(() =>
      HttpResponse.json({ error: 'Message must be at most 5000 characters.' }, { status: 400 }),
    );
    const { user, dialog } = await openFromFooter();
    await user.type(messageField(), 'Something long');
    await user.click(sendButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Message must be at most 5000 characters.',
    );
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    expect(messageField()).toHaveValue('Something long');
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it("shows the rate limit's message (429) and sends once, without retrying", async () => {
    const calls = answerContact(() =>
      HttpResponse.json(
        { error: 'Too many messages from your address. Please try again in 10 minutes.' },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    );
    const { user } = await openFromFooter();
    await user.type(messageField(), 'Again');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages from your address. Please try again in 10 minutes.',
    );
    expect(calls.bodies).toHaveLength(1);
    expect(messageField()).toHaveValue('Again');
  });

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['the server answers 500 without JSON', () => new HttpResponse('Oops', { status: 500 })],
    ['the error field is not text', () => HttpResponse.json({ error: 42 }, { status: 400 })],
  ])("shows the spec's fallback text when %s", async (_case, respond) => {
    const calls = answerContact(respond);
    const { user } = await openFromFooter();
    await user.type(messageField(), 'Is anyone there?');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again later.',
    );
    expect(CONTACT_FAILED.id).toBe('Failed to send message. Please try again later.');
    expect(calls.bodies).toHaveLength(1);
    expect(messageField()).toHaveValue('Is anyone there?');
  });

  it('sends again after a failure, and the error goes once it succeeds', async () => {
    let fail = true;
    answerContact(() =>
      fail
        ? HttpResponse.json({ error: 'Storage is unavailable.' }, { status: 500 })
        : HttpResponse.json({ ok: true }),
    );
    const { user } = await openFromFooter();
    await user.type(messageField(), 'Second try');
    await user.click(sendButton());
    await screen.findByText('Storage is unavailable.');
    fail = false;
    await user.click(sendButton());
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.queryByText('Storage is unavailable.')).not.toBeInTheDocument();
  });
});

describe('contact modal: no request without a message', () => {
  it('never calls the server for an empty form (Send stays disabled)', async () => {
    const seen: string[] = [];
    server.use(
      http.post('*/api/email/send-contact', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = await openFromFooter();
    await user.click(sendButton());
    await user.type(messageField(), '   ');
    await user.click(sendButton());
    expect(seen).toEqual([]);
  });
});
