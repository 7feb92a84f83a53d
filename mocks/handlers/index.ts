/**
 * The in-browser server's request handlers: every `/api` route goes through one router, and uploaded
 * files are served at `/blob/{path}`. The same handlers run in the browser (service worker) and in Node
 * tests (msw/node).
 */
import { http, type HttpHandler } from 'msw';
import { Router } from '../core/router';
import { blobResponse } from '../core/downloads';
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

export function createRouter(): Router {
  const router = new Router();
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

export const router = createRouter();

type Scope = <T>(run: () => Promise<T>) => Promise<T>;
let scope: Scope = (run) => run();
/** The browser entry runs every request as one transaction of the database all tabs share (../persistence.ts). */
export function setRequestScope(next: Scope): void {
  scope = next;
}

/**
 * Answers an `/api` request through the router; the handler runs inside the request scope (`prepare`, e.g. the
 * hybrid token swap, too). The router's QA hook (faults, log) stays outside it, so a delayed or hanging fault never
 * holds the database.
 */
export async function runRequest(
  request: Request,
  prepare?: (request: Request) => Promise<Request>,
): Promise<Response> {
  return router.handle(request, (answer) =>
    scope(async () => answer(prepare ? await prepare(request) : request)),
  );
}

export const handlers: HttpHandler[] = [
  // Anchored to the path: `/src/api/types.ts` (a Vite module) is not an API call.
  http.all(/^[a-z]+:\/\/[^/]+\/api\//i, ({ request }) => runRequest(request)),
  // Images and pdf shown inline, anything else downloaded (mocks/core/downloads.ts).
  http.get(/^[a-z]+:\/\/[^/]+\/blob\/./, ({ request }) => blobResponse(request.url)),
];
