/**
 * The mock in Node (vitest): the backend with its defaults (memory, a random signing key of the process,
 * `Date.now()`) and the QA controls in memory; `server.listen()` in tests (tests/support/api.ts `useMockServer`),
 * `seed(db)` for a fresh database.
 */
import { setupServer } from 'msw/node';
import { createMockBackend } from './backend';

export const backend = createMockBackend({ qa: true });
/** The tests' database: what `server` answers over (seeded before every test by `useMockServer`). */
export const db = backend.db;
// QA faults and the request log: tests use them through `failNext` (tests/support/failNext.ts).
export const qa = backend.qa;

export const server = setupServer(...backend.handlers);
