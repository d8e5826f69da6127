import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mocked network of every web test: unhandled requests fail the test (setupTests.ts). */
export const server = setupServer(...handlers);
