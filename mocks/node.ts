/** The same handlers in Node (vitest): `server.listen()` in tests, `seed()` for a fresh database. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
