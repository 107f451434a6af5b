/**
 * One real server and one browser per file of journeys (beforeAll / afterAll), a fresh browser context
 * per test, closed after it.
 */
import type { Browser } from 'playwright-core';

import { launchBrowser } from './browser';
import { JOURNEY_TIMEOUT_MS } from './env';
import { Journey } from './journey';
import type { JourneyOptions } from './journey';
import { startServer } from './server';
import type { AppServer } from './server';

export interface JourneySuite {
  /** Opens a fresh browser context and page on the app; closed after the test. */
  open(name: string, options?: JourneyOptions): Promise<Journey>;
  /**
   * Runs one journey in a fresh context. On failure it saves `{name}-failure.png` and adds the console
   * errors and axe findings seen so far to the message; at the end it fails on any of them.
   */
  run(name: string, body: (journey: Journey) => Promise<void>): Promise<void>;
  run(
    name: string,
    options: JourneyOptions,
    body: (journey: Journey) => Promise<void>,
  ): Promise<void>;
}

export interface SuiteOptions {
  /** Called in beforeAll, before the server starts: settings added to its environment. */
  serverEnv?: () => Record<string, string>;
  /** Called when each journey opens: other origins its pages may reach. */
  allowOrigins?: () => string[];
}

export function useJourneys(suiteOptions: SuiteOptions = {}): JourneySuite {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  let opened: Journey[] = [];

  beforeAll(async () => {
    server = await startServer(suiteOptions.serverEnv?.() ?? {});
    browser = await launchBrowser();
  }, JOURNEY_TIMEOUT_MS);

  afterEach(async () => {
    const closing = opened;
    opened = [];
    await Promise.all(closing.map((journey) => journey.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    if (server) {
      await server.stop();
      const output = server.output().trim();
      // LOG_LEVEL=warn: anything here is a warning or an error from the server during the journeys.
      if (output) console.warn(`The server logged during the journeys:\n${output}`);
    }
  }, JOURNEY_TIMEOUT_MS);

  const open = async (name: string, options?: JourneyOptions) => {
    if (!server || !browser) throw new Error('The server or the browser did not start');
    const allowOrigins = [
      ...(suiteOptions.allowOrigins?.() ?? []),
      ...(options?.allowOrigins ?? []),
    ];
    const journey = await Journey.open(browser, server.origin, name, { ...options, allowOrigins });
    opened.push(journey);
    return journey;
  };

  const run = async (
    name: string,
    optionsOrBody: JourneyOptions | ((journey: Journey) => Promise<void>),
    maybeBody?: (journey: Journey) => Promise<void>,
  ) => {
    const options = typeof optionsOrBody === 'function' ? {} : optionsOrBody;
    const body = typeof optionsOrBody === 'function' ? optionsOrBody : maybeBody;
    if (!body) throw new Error('A journey needs a body');
    const journey = await open(name, options);
    try {
      await body(journey);
    } catch (error) {
      await journey.screenshot(`${name}-failure`).catch(() => undefined);
      if (error instanceof Error && journey.problems.length > 0) {
        error.message += `\n\nAlso seen on the way (${journey.problems.length}):\n${journey.problems.join('\n\n')}`;
      }
      throw error;
    }
    journey.assertClean();
  };

  return { open, run };
}
