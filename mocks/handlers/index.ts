/**
 * The mock's routes: every `/api` operation, registered per area on one router. `createMockBackend`
 * (../backend.ts) makes the router that serves requests; a test that only reads the route table (inventory,
 * authorization matrix) may make its own.
 */
import { Router, type RequestHook } from '../core/router';
import type { Db } from '../db';
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

/**
 * A router with every route, answering over `db` (default: an empty one, for a router read for its routes only);
 * `hook` runs around each request (the fault engine of ../qa/faultEngine.ts).
 */
export function createRouter(hook: RequestHook | null = null, db?: Db): Router {
  const router = new Router(hook, db);
  // The routes' own helpers read the router's database (the one every `ctx.db` of this router is).
  db = router.db;
  registerAccounts(router);
  registerUsers(db, router);
  registerRoles(db, router);
  registerProfile(router);
  registerTickets(router);
  registerCompanies(db, router);
  registerReports(db, router);
  registerCollections(db, router);
  registerSettings(db, router);
  registerPayments(db, router);
  return router;
}
