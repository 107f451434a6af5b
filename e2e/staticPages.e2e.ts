/**
 * The static pages (issue 13): terms, privacy, cookies, FAQ and ad blockers, each captured at 1440 and
 * 375 px with axe; the FAQ's questions open by keyboard and by click; 'Contact Support' on a static
 * page opens the contact modal with the page's subject and sends a message to the real server.
 */
import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { action, eventually, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const PAGES = [
  { path: '/terms', heading: 'Terms of Service', name: 'static-terms' },
  { path: '/privacy', heading: 'Privacy Policy', name: 'static-privacy' },
  { path: '/cookies', heading: 'Cookie Policy', name: 'static-cookies' },
  { path: '/AdBlockers', heading: 'Recommended Ad Blockers', name: 'static-ad-blockers' },
];

/** Opens a static page and waits for its h1 and its date line. */
async function open(journey: Journey, path: string, heading: string): Promise<void> {
  await journey.visit(path);
  await visible(journey.page.getByRole('heading', { level: 1, name: heading }));
  await visible(journey.main.getByText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/));
  await visible(action(journey.main, 'Contact Support'));
}

describeJourneys('Static pages and contact', () => {
  const suite = useJourneys({ serverEnv: () => ({ SITE_OPERATOR: 'Example Screenings' }) });

  it('shows the legal pages and the ad blockers with their store links', async () => {
    await suite.run('static-pages', async (journey) => {
      for (const { path, heading, name } of PAGES) {
        await open(journey, path, heading);
        await journey.capture(name);
      }
      // Still on /AdBlockers: five store links, each to a new tab without opener or referrer.
      const links = journey.main.getByRole('link', { name: /^Add to Chrome/ });
      expect(await links.count()).toBe(5);
      for (const link of await links.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual([
          'noopener',
          'noreferrer',
        ]);
        expect(await link.getAttribute('href')).toMatch(/^https:\/\/chromewebstore\.google\.com\//);
      }
      // The operator from SITE_OPERATOR is named on the terms.
      await open(journey, '/terms', 'Terms of Service');
      await visible(journey.main.getByText('Example Screenings').first());
    });
  });

  it('opens and closes the FAQ questions by keyboard and by click', async () => {
    await suite.run('static-faq', async (journey) => {
      const { page, main } = journey;
      await open(journey, '/FAQ', 'Frequently Asked Questions');
      const questions = main.getByRole('button', { expanded: false });
      expect(await questions.count()).toBe(8);

      const quality = main.getByRole('button', { name: 'What video quality can I expect?' });
      await quality.focus();
      await page.keyboard.press('Enter');
      expect(await quality.getAttribute('aria-expanded')).toBe('true');
      await visible(main.getByRole('region', { name: 'What video quality can I expect?' }));
      await page.keyboard.press('Tab');
      const next = main.getByRole('button', {
        name: 'A video stopped or shows an error. What should I do?',
      });
      // Focus moved on to the next question (its own element is the page's active one).
      expect(
        await next.evaluate((element) => element === element.ownerDocument.activeElement),
      ).toBe(true);
      await page.keyboard.press('Space');
      await visible(main.getByText(/Wait two or three minutes/));
      await next.click();
      expect(await next.getAttribute('aria-expanded')).toBe('false');
      await journey.capture('static-faq');
    });
  });

  it("sends a message with 'Contact Support' from a static page", async () => {
    await suite.run('static-contact', async (journey) => {
      const { page, main } = journey;
      await open(journey, '/FAQ', 'Frequently Asked Questions');
      await action(main, 'Contact Support').click();
      const dialog = page.getByRole('dialog', { name: 'Contact Us' });
      await visible(dialog);
      await visible(dialog.getByText('A question not answered in the FAQ'));
      const send = dialog.getByRole('button', { name: 'Send Message' });
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: /Message/ }).fill('  Hello from the journey.  ');
      expect(await send.isEnabled()).toBe(true);
      await journey.checkA11y('contact modal');
      await journey.screenshot('static-contact-1440', { fullPage: false });

      await send.click();
      const sent = dialog.getByText('Message Sent!');
      const failed = dialog.getByRole('alert');
      const outcome = await eventually('the message sent, or an error', async () => {
        if (await sent.isVisible()) return 'sent';
        if (await failed.isVisible()) return 'failed';
        return null;
      });
      if (outcome === 'failed') {
        // Without the server's endpoint the modal stays open with the server's reason and the text.
        throw new Error(`The contact call failed: ${await failed.innerText()}`);
      }
      await journey.screenshot('static-contact-sent', { fullPage: false });
      // Closes by itself after 2.5 s.
      await dialog.waitFor({ state: 'hidden', timeout: 6000 });
    });
  });
});
