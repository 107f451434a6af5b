/**
 * The update notice: when a new release of the service worker is installed and waiting (it takes over
 * at the next page load), the visitor is told once, politely, and can dismiss it. The notice is the
 * subject; the Workbox instance is stood in by an event target firing workbox-window's 'waiting'
 * events, as a browser would on a new deploy.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { WorkboxLifecycleWaitingEvent } from 'workbox-window';

import { showUpdateNotice, updateText, watchForUpdates } from '@/app/serviceWorker';
import type { UpdateSource } from '@/app/serviceWorker';
import { englishI18n } from '@/app/i18n';

const i18n = englishI18n();

/** A Workbox that fires 'waiting' when told to. */
function fakeWorkbox() {
  const listeners: ((event: WorkboxLifecycleWaitingEvent) => void)[] = [];
  const source: UpdateSource = {
    addEventListener: (_type, listener) => void listeners.push(listener),
  };
  const waiting = (wasWaitingBeforeRegister = false) =>
    listeners.forEach((listener) =>
      listener({ type: 'waiting', wasWaitingBeforeRegister } as WorkboxLifecycleWaitingEvent),
    );
  return { source, waiting };
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

const notices = () => screen.queryAllByRole('status');

describe('update notice', () => {
  it('tells the visitor once, in a polite status naming the site, when a new release waits', () => {
    const workbox = fakeWorkbox();
    watchForUpdates(workbox.source, () => 'Saturday Cinema', i18n);
    expect(notices()).toHaveLength(0);

    workbox.waiting();
    workbox.waiting();
    expect(notices()).toHaveLength(1);
    expect(notices()[0]).toHaveTextContent(
      'Saturday Cinema has been updated. The new version opens the next time you load a page.',
    );
    expect(updateText(i18n, 'Marquee')).toBe(
      'Marquee has been updated. The new version opens the next time you load a page.',
    );
  });

  it('says nothing for a release that was already waiting when the page registered (it runs it)', () => {
    const workbox = fakeWorkbox();
    watchForUpdates(workbox.source, () => 'Marquee', i18n);
    workbox.waiting(true);
    expect(notices()).toHaveLength(0);
  });

  it('can be dismissed with the keyboard, and is accessible', async () => {
    const user = userEvent.setup();
    showUpdateNotice(updateText(i18n, 'Marquee'), i18n);
    const notice = screen.getByRole('status');
    expect((await axe.run(notice)).violations.map((v) => v.id)).toEqual([]);

    await user.tab();
    const dismiss = within(notice).getByRole('button', { name: 'Dismiss' });
    expect(dismiss).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(notices()).toHaveLength(0);
  });

  it('goes by itself after a while', () => {
    jest.useFakeTimers();
    showUpdateNotice(updateText(i18n, 'Marquee'), i18n);
    jest.advanceTimersByTime(14_000);
    expect(notices()).toHaveLength(1);
    jest.advanceTimersByTime(2_000);
    expect(notices()).toHaveLength(0);
  });
});
