/**
 * The mock's routes: every `/api` operation, registered per area on one router. `createMockBackend`
 * (../backend.ts) makes the router that serves requests; a test that only reads the route table (inventory,
 * authorization matrix) may make its own.
 */
import { Router, type RequestHook } from '../core/router';
import { registerAccounts } from './accounts';
import { registerUsers } from './users';
import { registerRoles } from './roles';
import { registerProfile } from './profile';
import { registerTickets } from './tickets';
import { registerCompanies } from './companies';
import { registerReports } from './reports';
import { registerCollections } from './collections';
import { registerSettings } from './settings';
import { registerPayments } from './payments';

/** A router with every route; `hook` runs around each request (../qa/faultEngine.ts `faultHook`). */
export function createRouter(hook: RequestHook | null = null): Router {
  const router = new Router(hook);
  registerAccounts(router);
  registerUsers(router);
  registerRoles(router);
  registerProfile(router);
  registerTickets(router);
  registerCompanies(router);
  registerReports(router);
  registerCollections(router);
  registerSettings(router);
  registerPayments(router);
  return router;
}
