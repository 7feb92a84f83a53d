/**
 * A small server-side router: routes are registered per area with the access they need, matched
 * case-insensitively (as ASP.NET does) with literal segments winning over parameters (./path-match.ts), and
 * answered through one place that turns thrown `ApiError`s into envelopes.
 */
import { ApiError, errorResponse, forbidden, jsonResponse, envelope, err, unauthorized } from './envelope';
import { verifyToken } from './auth';
import { createDb, type Db, type UserRow } from '../db';
import { userPermissionNames } from './grants';
import type { Answer, OperationId } from './contract';
import { parseJsonBody, takesJson, validateForm, validateRequest } from './validate-request';
import { compilePath, matchPath, type PathPattern } from './path-match';
import { PERMISSIONS } from '@/api/shared/permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE'];
/** 'public': no token needed; 'user': any signed-in active user; otherwise a permission name. */
export type Access = 'public' | 'user' | string;

export interface Session {
  user: UserRow;
  permissions: Set<string>;
  isAdmin: boolean;
  /** When the session's token was issued (ms). */
  issuedAt: number;
}

export interface Ctx {
  /** The backend's database, clock, uploads and settings (../db.ts): everything a handler reads or writes. */
  db: Db;
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Present on every route whose access is not 'public' (and on public ones when a valid token was sent). */
  session: Session | null;
  /**
   * The parsed JSON body. An object by default: for the contract's JSON operations validateRequest has already
   * refused a null body or one of another type; handlers of other routes check the fields they read.
   */
  json<T = Record<string, unknown>>(): Promise<T>;
  form(): Promise<FormData>;
}

export interface SignedInCtx extends Ctx {
  session: Session;
}

/** What a route of `Op` answers: its contract content for the contract's operations, any response otherwise. */
type AnswerOf<Op extends string> = Op extends OperationId ? Answer<Op> : Response;

/** A route's handler; what it answers is checked against its operation's 200 content in the contract. */
export type Handler<C extends Ctx = Ctx, Op extends string = OperationId> = (
  ctx: C,
) => Promise<AnswerOf<Op>> | AnswerOf<Op>;

export interface RouteDef extends PathPattern {
  method: Method;
  path: string;
  operationId: string;
  access: Access;
  /**
   * The route's handler, its context and operation erased. A method signature, so its parameter is bivariant: a
   * handler of a signed-in route takes a `SignedInCtx`, which the router builds once it has checked `access`.
   */
  handler(ctx: Ctx): Promise<Response> | Response;
}

/** The administrator's permission (spec §6: the marker for an administrator). */
export const ADMIN = PERMISSIONS.administration;

/**
 * Runs around every request once its route is known and before any handler (mocks/qa installs the fault engine
 * and the request log here): `answer()` produces the real answer; a hook may delay it, replace it or never call it.
 */
export type RequestHook = (
  call: { request: Request; operationId: string | null; url: URL },
  answer: () => Promise<Response>,
) => Promise<Response>;

/**
 * `Ids`: the operation ids routes may carry — the contract's (default), so a handler's answer is checked
 * against its operation; a test router may allow any name.
 */
export class Router<Ids extends string = OperationId> {
  readonly routes: RouteDef[] = [];

  /** `hook`: see `RequestHook` (the backend's `qa` option installs the fault engine); none by default. */
  private readonly hook: RequestHook | null;
  /** The database the handlers answer over (`ctx.db`); a router made only for its routes gets an empty one. */
  readonly db: Db;

  constructor(hook: RequestHook | null = null, db: Db = createDb()) {
    this.hook = hook;
    this.db = db;
  }

  add<Op extends Ids>(
    method: Method,
    path: string,
    operationId: Op,
    access: 'public',
    handler: Handler<Ctx, Op>,
  ): this;
  add<Op extends Ids>(
    method: Method,
    path: string,
    operationId: Op,
    access: Access,
    handler: Handler<SignedInCtx, Op>,
  ): this;
  add(
    method: Method,
    path: string,
    operationId: Ids,
    access: Access,
    handler: Handler<SignedInCtx, string>,
  ): this {
    this.routes.push({ method, path, operationId, access, handler, ...compilePath(path) });
    return this;
  }

  /**
   * The best route for the path, its parameters decoded; `malformed` names a parameter whose %-escape is
   * malformed (answered 400 `InvalidValue`). Never throws.
   */
  match(
    method: string,
    pathname: string,
  ): { route: RouteDef; params: Record<string, string>; malformed?: string } | null {
    const best = matchPath(
      this.routes.filter((r) => r.method === method),
      pathname,
    );
    if (!best) return null;
    const params: Record<string, string> = {};
    let malformed: string | undefined;
    for (const [name, raw] of Object.entries(best.params)) {
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        params[name] = raw;
        malformed ??= name;
      }
    }
    return { route: best.match, params, ...(malformed ? { malformed } : {}) };
  }

  /** The methods the path has a route for (empty: no such path). */
  allowedMethods(pathname: string): Method[] {
    return METHODS.filter((m) => this.match(m, pathname));
  }

  /**
   * The answer for a method the path has no route for: 405 `MethodNotAllowed` with the `Allow` header naming the
   * methods it has (RFC 9110, 15.5.6), or 404 `NotFound` when no method has that path. In the envelope.
   */
  unrouted(method: string, pathname: string): Response {
    const allowed = this.allowedMethods(pathname).filter((m) => m !== method);
    if (allowed.length === 0) return jsonResponse(envelope(null, [err('NotFound', pathname)]), 404);
    const response = jsonResponse(envelope(null, [err('MethodNotAllowed', pathname)]), 405);
    response.headers.set('Allow', allowed.join(', '));
    return response;
  }

  /**
   * Answers one request; never throws. `scope` wraps the handler's part (the browser runs it as one database
   * transaction) and may hand it another request of the same route (the hybrid token swap); the hook runs outside.
   * Whatever goes wrong answers the envelope: an `ApiError` its own status, anything else a 500 `ServerError`
   * without the message or stack (they are logged, never sent).
   */
  async handle(
    request: Request,
    scope?: (answer: (request: Request) => Promise<Response>) => Promise<Response>,
  ): Promise<Response> {
    try {
      const url = new URL(request.url);
      const found = this.match(request.method, url.pathname);
      const answer = () =>
        scope ? scope((r) => this.answer(r, url, found)) : this.answer(request, url, found);
      if (!this.hook) return await answer();
      return await this.hook({ request, operationId: found?.route.operationId ?? null, url }, answer);
    } catch (e) {
      return failure(request, e);
    }
  }

  /** The route's answer; a thrown error becomes its envelope here, inside the request's scope. */
  private async answer(request: Request, url: URL, found: ReturnType<Router['match']>): Promise<Response> {
    try {
      return await this.answerRoute(request, url, found);
    } catch (e) {
      return failure(request, e);
    }
  }

  private async answerRoute(
    request: Request,
    url: URL,
    found: ReturnType<Router['match']>,
  ): Promise<Response> {
    if (!found) return this.unrouted(request.method, url.pathname);
    const { route, params } = found;
    if (found.malformed) throw new ApiError(400, [err('InvalidValue', found.malformed)]);
    // A public route ignores a stale or foreign token instead of refusing the call (a mail link opened in a
    // browser that still holds an old token must work).
    const session =
      route.access === 'public'
        ? await readSession(this.db, request).catch(() => null)
        : await readSession(this.db, request);
    if (route.access !== 'public') {
      if (!session) throw unauthorized();
      if (route.access !== 'user' && !session.permissions.has(route.access)) throw forbidden();
    }
    let bodyText: Promise<string> | undefined;
    const readJson = async () =>
      parseJsonBody(await (bodyText ??= request.clone().text()), request.headers.get('Content-Type'));
    // Types, lengths and ranges of openapi.yaml, checked before the handler (mocks/core/validate-request.ts).
    const body = takesJson(route.operationId) ? await readJson() : undefined;
    validateRequest(route.operationId, url.searchParams, params, body);
    const ctx: Ctx = {
      db: this.db,
      request,
      params,
      query: url.searchParams,
      session,
      json: readJson as Ctx['json'],
      async form() {
        let form: FormData;
        try {
          form = await request.clone().formData();
        } catch {
          throw new ApiError(400, [err('FileRequired', 'files')]);
        }
        validateForm(route.operationId, form);
        return form;
      },
    };
    return await route.handler(ctx);
  }
}

/** An `ApiError`'s envelope, or for anything else a 500 `ServerError` without message or stack (logged only). */
function failure(request: Request, e: unknown): Response {
  if (e instanceof ApiError) return errorResponse(e);
  console.error('[mock] unhandled error in', request.method, request.url, e);
  return jsonResponse(envelope(null, [err('ServerError')]), 500);
}

async function readSession(db: Db, request: Request): Promise<Session | null> {
  const header = request.headers.get('Authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (token === undefined) return null;
  const claims = await verifyToken(db, token.trim());
  if (!claims) throw unauthorized();
  const user = db.users.findFirst((q) => q.where({ id: claims.userId }));
  if (!user || !user.isActive) throw unauthorized();
  // A password change ends every session issued before it but the one that made the change.
  const changed = user.passwordChangedAt ?? null;
  if (changed !== null && claims.issuedAt < changed && claims.issuedAt !== user.keptTokenIssuedAt) {
    throw unauthorized();
  }
  const permissions = userPermissionNames(db, user);
  return { user, permissions, isAdmin: permissions.has(ADMIN), issuedAt: claims.issuedAt };
}
