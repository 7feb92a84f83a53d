/**
 * The in-browser server's request handlers: every `/api` route goes through one router, and uploaded
 * files are served at `/blob/{path}`. The same handlers run in the browser (service worker) and in Node
 * tests (msw/node).
 */
import { http, type HttpHandler } from 'msw';
import { Router } from '../core/router';
import { fileResponse, jsonResponse, envelope, err } from '../core/envelope';
import { readStoredFile } from '../core/downloads';
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

let afterRequest: () => void = () => {};
/** The browser entry uses this to persist the database after requests. */
export function onRequestHandled(fn: () => void): void {
  afterRequest = fn;
}

export const handlers: HttpHandler[] = [
  // Anchored to the path: `/src/api/types.ts` (a Vite module) is not an API call.
  http.all(/^[a-z]+:\/\/[^/]+\/api\//i, async ({ request }) => {
    const response = await router.handle(request);
    afterRequest();
    return response;
  }),
  http.get(/^[a-z]+:\/\/[^/]+\/blob\/(.+)$/, async ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname.replace(/^.*?\/blob\//, ''));
    const file = await readStoredFile(path);
    if (!file) return jsonResponse(envelope(null, [err('FileNotFound', path)]), 404);
    const response = fileResponse(file.data, file.type, file.name);
    // Shown inline (images, pdf) rather than downloaded.
    response.headers.set('Content-Disposition', `inline; filename="${encodeURIComponent(file.name)}"`);
    return response;
  }),
];
