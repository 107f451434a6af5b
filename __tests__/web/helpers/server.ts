import { setupServer } from 'msw/node';

import { defaultHandlers } from './handlers';

/** The network edge: every test answers `/api/*` here in TMDB's shape; anything unhandled fails. */
export const server = setupServer(...defaultHandlers);
