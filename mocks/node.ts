/** The same handlers in Node (vitest): `server.listen()` in tests, `seed()` for a fresh database. */
import { setupServer } from 'msw/node';
import { handlers, router } from './handlers';
import { faultHook } from './qa/faultEngine';
import { faultControls } from './qa/controls';

// QA faults and the request log (in memory here): tests use them through `failNext` (tests/support/failNext.ts).
router.hook = faultHook;
export const qa = faultControls(router);

export const server = setupServer(...handlers);
