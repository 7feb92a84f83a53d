/**
 * Hybrid mode (`config.json` `mock: "hybrid"`): the in-browser server answers only the listed operationIds;
 * every other call, and every `/blob` file it does not hold, goes on to the real server (`passthrough`).
 *
 * Tokens (see docs/decisions.md, "Runtime configuration"): the real server signs the user in. A mocked operation
 * that receives a token the mock did not sign reads its claims (name identifier = user id, `sub` = user name)
 * without checking the signature, and is answered as the mock user with that id or user name, or as the demo
 * administrator when the mock has no such user. An expired token stays as it is, so the mock answers 401 as the
 * real server would.
 */
import type { Db } from './db';
import { http, passthrough, type HttpHandler } from 'msw';
import type { Router } from './core/router';
import { createRouter } from './handlers';
import { readStoredFile } from './core/downloads';
import { NAME_IDENTIFIER_CLAIM, signToken, verifyToken } from './core/auth';
import { findUserById, findUserByNameOrEmail } from './domain/users';
import { DEMO } from './seed/ids';

const API = /^[a-z]+:\/\/[^/]+\/api\//i;
const BLOB = /^[a-z]+:\/\/[^/]+\/blob\/./;

/** The listed operationIds the mock does not know (a typo in config.json). */
export function unknownOperations(operationIds: readonly string[]): string[] {
  const known = new Set(createRouter().routes.map((r) => r.operationId));
  return operationIds.filter((id) => !known.has(id));
}

function decodeClaims(token: string): Record<string, unknown> | null {
  try {
    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')), (c) =>
      c.charCodeAt(0),
    );
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/**
 * The token swap of one backend: the request with the real server's token swapped for a mock token of the
 * matching mock user. The swapped tokens are remembered per backend (a new backend, maybe with another signing
 * key, starts empty).
 */
function mockSessions(db: Db): (request: Request) => Promise<Request> {
  const mockTokens = new Map<string, string>();
  return (request) => withMockSession(db, request, mockTokens);
}

async function withMockSession(db: Db, request: Request, mockTokens: Map<string, string>): Promise<Request> {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim();
  if (!token || (await verifyToken(db, token))) return request;
  const claims = decodeClaims(token);
  if (!claims || (typeof claims.exp === 'number' && claims.exp * 1000 <= db.now())) return request;
  let mockToken = mockTokens.get(token);
  if (!mockToken) {
    const id = claims[NAME_IDENTIFIER_CLAIM];
    const user =
      findUserById(db, typeof id === 'string' ? id : null) ??
      findUserByNameOrEmail(db, typeof claims.sub === 'string' ? claims.sub : null) ??
      findUserByNameOrEmail(db, DEMO.admin.userName);
    if (!user) return request;
    mockToken = await signToken(db, { userId: user.id, userName: user.userName });
    mockTokens.set(token, mockToken);
  }
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${mockToken}`);
  return new Request(request, { headers });
}

/** The backend that answers the mocked operations. */
export interface HybridTarget {
  router: Router;
  runRequest(request: Request, prepare?: (request: Request) => Promise<Request>): Promise<Response>;
}

/** Put before the normal handlers (the backend's `hybrid` option): lets through what the mock must not answer. */
export function hybridHandlers(
  db: Db,
  { router, runRequest }: HybridTarget,
  mockedOperations: readonly string[],
): HttpHandler[] {
  const mocked = new Set(mockedOperations);
  const swapToken = mockSessions(db);
  return [
    http.all(API, async ({ request }) => {
      const found = router.match(request.method, new URL(request.url).pathname);
      if (!found || !mocked.has(found.route.operationId)) return passthrough();
      // The token swap reads the users table: inside the request's transaction.
      return runRequest(request, swapToken);
    }),
    // A file the mock stored (an upload to a mocked operation) is served by the next handler.
    http.get(BLOB, async ({ request }) => {
      let path: string;
      try {
        path = decodeURIComponent(new URL(request.url).pathname.replace(/^.*?\/blob\//, ''));
      } catch {
        return passthrough();
      }
      if (!(await readStoredFile(db, path))) return passthrough();
      return undefined;
    }),
  ];
}
