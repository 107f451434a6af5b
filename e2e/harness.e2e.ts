/**
 * The journey harness itself: closing a journey while one of its route handlers is still at work (a
 * journey that delays chunks, the page asking for its next one as the test ends) leaves nothing to
 * fail the journey after it passed. CI saw the search journey fail that way: the handler read its
 * fetched answer after the context had closed ("Response has been disposed").
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS);

describeJourneys('Journey harness', () => {
  const suite = useJourneys();

  it('closes a journey whose route handler is still busy, and nothing throws afterwards', async () => {
    const thrown: string[] = [];
    const onRejection = (reason: unknown) => {
      thrown.push(reason instanceof Error ? reason.message : String(reason));
    };
    process.on('unhandledRejection', onRejection);
    try {
      const journey = await suite.open('harness-close');
      await journey.visit('/privacy');
      let fetched: () => void = () => undefined;
      const handlerFetched = new Promise<void>((resolve) => {
        fetched = resolve;
      });
      let handlerDone: () => void = () => undefined;
      const handlerEnded = new Promise<void>((resolve) => {
        handlerDone = resolve;
      });
      await journey.context.route('**/manifest.webmanifest', async (route) => {
        try {
          const response = await route.fetch();
          fetched();
          // The journey closes here; the answer is read after.
          await sleep(300);
          const body = await response.text();
          await route.fulfill({ response, body });
        } finally {
          handlerDone();
        }
      });
      void journey.page
        .evaluate("fetch('/manifest.webmanifest').then((answer) => answer.text())")
        .catch(() => undefined);
      await handlerFetched;
      await journey.close();
      await handlerEnded;
      // A rejection is reported once the microtasks after it have run.
      await sleep(200);
      expect(thrown).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
