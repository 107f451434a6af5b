import '@testing-library/jest-dom';

import { setRetryTiming } from '@/services/tmdbApi';

import { server } from './helpers/server';

// The spec's retry waits (1 s, 2 s, 4 s) would make every failure test slow; the count stays the same.
setRetryTiming({ baseDelayMs: 1, maxDelayMs: 4 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

// jsdom lacks these; MUI and react-slick ask for them.
window.scrollTo = () => {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
