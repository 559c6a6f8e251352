import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock LMS inside Vitest (msw/node): the same handlers, intercepting the app's requests in-process. */
export const mockLms = setupServer(...handlers);
