/**
 * Calls the in-browser server's handlers through msw/node the way the app does (fetch over HTTP
 * semantics), validating every response against openapi.yaml.
 */
import { db, qa, server } from '@mocks/node';
import { FAULT_HEADER } from '@mocks/qa/faultEngine';
import { seed, DEMO, SEED_IDS } from '@mocks/seed';
import { clearFiles } from '@mocks/core/files';
import { signToken } from '@mocks/core/auth';
import { isRecord } from '@mocks/core/validate';
import type { components } from '@/api/schema';
import type { Op, PathsWith } from '@/lib/typed-api';
import { errorCatalogue, validateResponse } from './contract';

export const BASE = 'http://localhost';

export interface CallOptions {
  token?: string | null;
  json?: unknown;
  form?: FormData;
  query?: Record<string, string | number | boolean | null | undefined>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Uint8Array | null;
}

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type ErrorItem = components['schemas']['ErrorItem'];

type Method = 'get' | 'post' | 'put' | 'delete';
/**
 * `/api/Users/${id}?x=1` → `['', 'api', 'users', string]`: the router's view of a path (segments compared in lower
 * case, the query ignored). A segment known only as a `string` stays `string`.
 */
type Segments<S extends string> = Lower<SplitPath<S extends `${infer P}?${string}` ? P : S>>;
type SplitPath<S extends string> = S extends `${infer H}/${infer R}` ? [H, ...SplitPath<R>] : [S];
type Lower<T extends string[]> = { [K in keyof T]: string extends T[K] ? string : Lowercase<T[K]> };
/**
 * Whether a path's segments can be served by a template's: `{name}` takes any one segment, a literal its own text
 * (and, when `Loose`, a segment known only as a `string`, which may be that text).
 */
type Fits<In extends string[], Tpl extends string[], Loose extends boolean> = In extends [
  infer A extends string,
  ...infer AR extends string[],
]
  ? Tpl extends [infer B extends string, ...infer BR extends string[]]
    ? B extends `{${string}}`
      ? Fits<AR, BR, Loose>
      : string extends A
        ? Loose extends true
          ? Fits<AR, BR, Loose>
          : false
        : A extends B
          ? Fits<AR, BR, Loose>
          : false
    : false
  : Tpl extends []
    ? true
    : false;
/** The template that is this very path (no parameters; case-insensitive). */
type Literal<S extends string, M extends Method> = {
  [P in PathsWith<M>]: Segments<P> extends Segments<S>
    ? Segments<S> extends Segments<P>
      ? P
      : never
    : never;
}[PathsWith<M>];
type Templated<S extends string, M extends Method, Loose extends boolean> = {
  [P in PathsWith<M>]: Fits<Segments<S>, Segments<P>, Loose> extends true ? P : never;
}[PathsWith<M>];
/**
 * The openapi.yaml path template(s) serving a concrete path (a literal, a template literal such as
 * `` `/api/roles/${id}` `` or a union of them), as the mock's router finds it: case-insensitively, the query
 * ignored, a template without parameters before one with. A `${string}` part is taken for a parameter (an id),
 * or for any segment when no template has a parameter there. `never` when the path is only a `string`.
 */
export type TemplateOf<S extends string, M extends Method> = string extends S
  ? never
  : S extends string
    ? [Literal<S, M>] extends [never]
      ? [Templated<S, M, false>] extends [never]
        ? Templated<S, M, true>
        : Templated<S, M, false>
      : Literal<S, M>
    : never;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type OkBody<O> = O extends { responses: { 200: infer R } } ? JsonOf<R> : never;
/**
 * The body `call()` answers for an operation: the JSON of its 200 answer (an error answer is an ErrorEnvelope,
 * whose `isError`, `errors` and `content: null` the tests read the same way), or, when the 200 answer is a file,
 * the error envelope or null.
 */
export type BodyOf<O> = [OkBody<O>] extends [never] ? ErrorEnvelope | null : OkBody<O>;
/** What `call(method, path)` answers: typed by the operation when the path is known to the compiler. */
export type CallBody<M extends string, S extends string> =
  Lowercase<M> extends Method
    ? [TemplateOf<S, Lowercase<M>>] extends [never]
      ? unknown
      : BodyOf<Op<TemplateOf<S, Lowercase<M>>, Lowercase<M>>>
    : unknown;

/**
 * One request. The body is typed by the openapi.yaml operation of `method` and `path` (its 200 answer, see
 * `BodyOf`) when the path is a literal or a template literal (`` `/api/roles/${id}` ``); `unknown` otherwise (a
 * path held in a `string`, a /blob file): read it then through `errorsOf()`, `jsonObject()` or `jsonObjects()`.
 */
export async function call<M extends string, S extends string>(
  method: M,
  path: S,
  options: CallOptions = {},
): Promise<CallResult<CallBody<M, S>>> {
  const url = new URL(path, BASE);
  for (const [k, v] of Object.entries(options.query ?? {}))
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const res = await fetch(url, { method, headers, body });
  const type = res.headers.get('Content-Type');
  let parsed: unknown = null;
  let bytes: Uint8Array | null = null;
  if (type?.startsWith('application/json')) parsed = await res.json();
  else bytes = new Uint8Array(await res.arrayBuffer());
  validateResponse(method, url.toString(), res.status, type, parsed);
  // The contract was just checked: the body is the documented JSON (typed by CallBody from the same spec).
  return { status: res.status, body: parsed as CallBody<M, S>, headers: res.headers, bytes };
}

export async function login(userName: string, password: string): Promise<string> {
  const res = await call('POST', '/api/login', { json: { userNameOrEmail: userName, password } });
  if (res.status !== 200) throw new Error(`login ${userName} failed: ${JSON.stringify(res.body)}`);
  return res.body.content.token;
}

export const loginAdmin = () => login(DEMO.admin.userName, DEMO.admin.password);
export const loginMember = () => login(DEMO.member.userName, DEMO.member.password);
/** The seeded operator 'operasyon': no administrator, but the support role grants Permissions_Administration. */
export const loginOperator = () => login('operasyon', DEMO.admin.password);

/**
 * Tokens of the demo administrator and the demo member, signed directly (no sign-in request, so no password
 * hashing): for tests about what a signed-in caller may do, not about signing in.
 */
export async function demoTokens(): Promise<{ admin: string; member: string }> {
  return {
    admin: await signToken(db, { userId: SEED_IDS.admin, userName: DEMO.admin.userName }),
    member: await signToken(db, { userId: SEED_IDS.member, userName: DEMO.member.userName }),
  };
}

/** An id no seeded row has. */
export const UNKNOWN_ID = '0badc0de-0000-4000-8000-000000000000';

/** `GET path` needs Permissions_Administration: 401 without a token, 403 Forbidden for a member, 200 for the operator. */
export async function expectAdministrationOnly(path: string): Promise<void> {
  expect((await call('GET', path)).status).toBe(401);
  const member = await call('GET', path, { token: await loginMember() });
  expect(member.status).toBe(403);
  expect(errorNames(member)).toEqual(['Forbidden']);
  expect((await call('GET', path, { token: await loginOperator() })).status).toBe(200);
}

/**
 * msw/node lifecycle plus a fresh seed (and no uploaded file) before each test. Every mocked response, also those the
 * UI's axios receives in component tests, is validated against openapi.yaml; a violation fails the test.
 */
export function useMockServer(): void {
  const violations: string[] = [];
  const onResponse = async ({ request, response }: { request: Request; response: Response }) => {
    // Only the /api contract is described by openapi.yaml (not the /blob file store).
    if (!/^\/api\//i.test(new URL(request.url).pathname)) return;
    try {
      const type = response.headers.get('Content-Type');
      const body = type?.startsWith('application/json') ? await response.clone().json() : null;
      // A forced fault (failNext) may answer a status the operation does not document; it still must be an
      // error envelope with catalogue names.
      if (response.headers.has(FAULT_HEADER)) return checkFaultEnvelope(body);
      validateResponse(request.method, request.url, response.status, type, body);
    } catch (e) {
      violations.push(e instanceof Error ? e.message : String(e));
    }
  };
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('response:mocked', onResponse);
  });
  beforeEach(async () => {
    violations.length = 0;
    qa.clearFaults();
    qa.clearLog();
    // Back to the seed as the QA panel's reset does: data and uploaded files. The test files of a worker share its
    // modules (vite.config.ts, `isolate: false`), so without this the uploads of every earlier file would stay (large
    // ones among them) and slow every later export.
    await clearFiles(db);
    await seed(db);
  });
  afterEach(() => {
    server.resetHandlers();
    expect(violations, 'responses that break openapi.yaml').toEqual([]);
  });
  afterAll(() => {
    server.events.removeListener('response:mocked', onResponse);
    server.close();
  });
}

function checkFaultEnvelope(body: unknown): void {
  if (!isRecord(body) || body.isError !== true || body.content !== null || !Array.isArray(body.errors))
    throw new Error(`fault: not an error envelope: ${JSON.stringify(body)}`);
  for (const e of body.errors as unknown[]) {
    const name = isRecord(e) ? e.name : undefined;
    if (typeof name !== 'string' || !errorCatalogue.has(name))
      throw new Error(`fault: ${String(name)} is not in x-error-catalogue`);
  }
}

/** A multipart body with `files` (and extra fields). */
export function formWith(files: File[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const f of files) form.append('files', f);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/**
 * The `errors` of an answer whatever its operation ([] when the body has none, e.g. a file): every /api JSON body is
 * an envelope, checked against openapi.yaml by `call()`.
 */
export function errorsOf(res: CallResult): ErrorItem[] {
  const errors = isRecord(res.body) ? res.body.errors : undefined;
  return (errors ?? []) as ErrorItem[];
}

export const errorNames = (res: CallResult) => errorsOf(res).map((e) => e.name);

/** `value` as a JSON object, to read fields of a body the compiler does not know (throws when it is none). */
export function jsonObject(value: unknown, what = 'value'): Record<string, unknown> {
  if (!isRecord(value)) throw new Error(`${what} is not a JSON object: ${JSON.stringify(value)}`);
  return value;
}

/** `value` as a list of JSON objects (see `jsonObject`). */
export function jsonObjects(value: unknown, what = 'value'): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error(`${what} is not a list: ${JSON.stringify(value)}`);
  return value.map((item: unknown, i) => jsonObject(item, `${what}[${i}]`));
}

export { DEMO };
