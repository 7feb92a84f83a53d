/**
 * Calls the in-browser server's handlers through msw/node the way the app does (fetch over HTTP
 * semantics), validating every response against openapi.yaml.
 */
import { qa, server } from '@mocks/node';
import { FAULT_HEADER } from '@mocks/qa/faultEngine';
import { seed, DEMO, SEED_IDS } from '@mocks/seed';
import { signToken } from '@mocks/core/auth';
import { errorCatalogue, validateResponse } from './contract';

export const BASE = 'http://localhost';

export interface CallOptions {
  token?: string | null;
  json?: unknown;
  form?: FormData;
  query?: Record<string, string | number | boolean | null | undefined>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Uint8Array | null;
}

export async function call<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
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
  let parsed: any = null;
  let bytes: Uint8Array | null = null;
  if (type?.startsWith('application/json')) parsed = await res.json();
  else bytes = new Uint8Array(await res.arrayBuffer());
  validateResponse(method, url.toString(), res.status, type, parsed);
  return { status: res.status, body: parsed, headers: res.headers, bytes };
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
    admin: await signToken({ userId: SEED_IDS.admin, userName: DEMO.admin.userName }),
    member: await signToken({ userId: SEED_IDS.member, userName: DEMO.member.userName }),
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
 * msw/node lifecycle plus a fresh seed before each test. Every mocked response, also those the UI's axios
 * receives in component tests, is validated against openapi.yaml; a violation fails the test.
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
    await seed();
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

function checkFaultEnvelope(body: any): void {
  if (!body || body.isError !== true || body.content !== null || !Array.isArray(body.errors))
    throw new Error(`fault: not an error envelope: ${JSON.stringify(body)}`);
  for (const e of body.errors)
    if (!errorCatalogue.has(e.name)) throw new Error(`fault: ${e.name} is not in x-error-catalogue`);
}

/** A multipart body with `files` (and extra fields). */
export function formWith(files: File[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const f of files) form.append('files', f);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

export const errorNames = (res: CallResult) => (res.body?.errors ?? []).map((e: any) => e.name);

export { DEMO };
