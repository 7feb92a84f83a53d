// @vitest-environment node
/**
 * The admin API of `npm run mock-server` over real HTTP (the server started as its own process): every admin
 * answer is validated against mocks/server/admin-openapi.yaml, every /api answer that no fault changed against
 * openapi.yaml; the `Prefer` header; the access rule (loopback, another address with and without a token); the
 * snapshot round trip browser → server → browser; the mail lines in the terminal.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { RunnerTask, RunnerTestFile } from 'vitest';
import { parse } from 'yaml';
import { validateResponse } from '../../tests/support/contract';
import {
  ADMIN_DOCUMENT_FILE,
  adminOperations,
  documentedAdmin,
  seenAdmin,
  validateAdminResponse,
} from '../../tests/support/admin-contract';
import { startHttpMockServer, type RunningMockServer } from '../../tests/support/mock-server';
import { DEMO } from '../seed';
import { createMockBackend } from '../backend';
import { putFile, getFile } from '../core/files';
import { exportDb, importDb, type DbExport } from '../qa/snapshot';
import { snapshotDb } from '../db';
import { adminAccess, isLoopback } from './admin';

const APP_ORIGIN = 'https://portal.example';
/** This machine's first address beyond loopback (the container's own), for the access rule. */
const outward = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
const OTHER_ORIGIN = 'https://elsewhere.example';
const dirs: string[] = [];
let server: RunningMockServer;

async function startServer(options: { host?: string; env?: Record<string, string> } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-mock-admin-'));
  dirs.push(dataDir);
  return startHttpMockServer({ dataDir, reset: true, allowedOrigins: [APP_ORIGIN], ...options });
}

interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  ms: number;
}

/** One request to `base`; admin answers are validated against the admin document, /api ones against openapi.yaml. */
async function request<T = unknown>(
  method: string,
  path: string,
  {
    json,
    raw,
    headers = {},
    base = server.url,
  }: { json?: unknown; raw?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<Answer<T>> {
  const started = Date.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : raw,
  });
  const ms = Date.now() - started;
  const type = res.headers.get('Content-Type');
  const text = await res.text();
  const body = (type?.startsWith('application/json') ? JSON.parse(text) : null) as T;
  const { pathname } = new URL(path, base);
  if (pathname.startsWith('/__mock')) validateAdminResponse(method, pathname, res.status, type, body);
  else if (pathname.startsWith('/api/') && !res.headers.has('X-Mock-Fault') && res.status !== 400)
    validateResponse(method, path, res.status, type, body);
  return { status: res.status, headers: res.headers, body, text, ms };
}

const admin = <T = unknown>(method: string, path: string, options?: Parameters<typeof request>[2]) =>
  request<T>(method, `/__mock${path}`, options);

interface Envelope {
  isError: boolean;
  errors: { name: string; value: string | null }[];
  content: unknown;
}

async function login(userName: string, password: string) {
  return request<Envelope & { content: { token: string } | null }>('POST', '/api/login', {
    json: { userNameOrEmail: userName, password },
  });
}

const signInAs = async (userName: string) =>
  (await admin<{ token: string }>('POST', '/sign-in-as', { json: { userName } })).body.token;

beforeAll(async () => {
  server = await startServer();
}, 90_000);

afterAll(async () => {
  await server?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  expect((await admin('POST', '/reset')).status).toBe(200);
});

describe('the admin API over HTTP (loopback: open)', () => {
  it('serves its OpenAPI document and a page with the operations, the faults and the mails', async () => {
    const doc = await admin('GET', '/openapi.yaml');
    expect(doc.status).toBe(200);
    expect(doc.text).toBe(readFileSync(ADMIN_DOCUMENT_FILE, 'utf8'));
    expect(Object.keys((parse(doc.text) as { paths: object }).paths)).toContain('/__mock/faults');

    await admin('POST', '/faults', { json: { operationId: 'getUsers', status: 503 } });
    await request('POST', '/api/forgotPassword', {
      json: { userNameOrEmail: DEMO.admin.userName, clientDomain: APP_ORIGIN },
    });
    const page = await admin('GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page.text).toContain('POST /__mock/sign-in-as');
    expect(page.text).toContain('&quot;operationId&quot;:&quot;getUsers&quot;');
    expect(page.text).toMatch(/<a href="https:\/\/portal\.example\/account\/reset-password\?token=[^"]+">/);
  });

  it('adds a fault that the next /api call meets, lists it, and removes it', async () => {
    const added = await admin<{ id: string; hits: number }>('POST', '/faults', {
      json: { operationId: 'getUsers', status: 500 },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ operationId: 'getUsers', status: 500, hits: 0 });
    expect((await admin<unknown[]>('GET', '/faults')).body).toEqual([added.body]);

    const token = await signInAs(DEMO.admin.userName);
    const failed = await request<Envelope>('GET', '/api/users', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(failed.status).toBe(500);
    expect(failed.body.errors).toEqual([{ name: 'ServerError', value: null }]);

    expect((await admin('DELETE', `/faults/${added.body.id}`)).body).toEqual({ removed: 1 });
    const missing = await admin<{ message: string }>('DELETE', `/faults/${added.body.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain(added.body.id);
    expect(
      (await request('GET', '/api/users', { headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
  });

  it('applies a catalogue error `times` times, then answers for real; closes the connection for `network`', async () => {
    await admin('POST', '/faults', { json: { operationId: 'login', error: 'EmailNotConfirm', times: 1 } });
    const refused = await login(DEMO.admin.userName, DEMO.admin.password);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.name).toBe('EmailNotConfirm');
    expect((await login(DEMO.admin.userName, DEMO.admin.password)).status).toBe(200);
    expect((await admin<unknown[]>('GET', '/faults')).body).toEqual([]);

    await admin('POST', '/faults', { json: { operationId: 'login', network: true } });
    await expect(login(DEMO.admin.userName, DEMO.admin.password)).rejects.toThrow();
    expect((await admin('DELETE', '/faults')).body).toEqual({ removed: 1 });
  });

  it('refuses a rule it cannot use with a 400 that says what is wrong', async () => {
    const cases: [unknown, string | RegExp][] = [
      [{ operationId: 'nope', status: 500 }, "unknown operationId 'nope'"],
      [{ operationId: 'getUsers', error: 'NoSuchError' }, "'NoSuchError' is not an error name"],
      [{ operationId: 'getUsers', status: 1000 }, 'status 1000 is not an HTTP status'],
      [{ operationId: 'getUsers' }, 'say what should happen'],
      [{ operationId: 'getUsers', delay: 5 }, "unknown field 'delay'"],
      [{ operationId: 'getUsers', network: 'yes' }, "'network' must be a boolean"],
      [{ status: 500 }, "'operationId' is required"],
      [[1], 'must be a fault rule object'],
    ];
    for (const [json, message] of cases) {
      const res = await admin<{ error: string; message: string }>('POST', '/faults', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const notJson = await admin<{ message: string }>('POST', '/faults', { raw: '{"operationId":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toContain('not JSON');
    expect((await admin<unknown[]>('GET', '/faults')).body).toEqual([]);
  });

  it('lists the requests newest first, filtered, and empties the log', async () => {
    await login(DEMO.admin.userName, 'wrong-password');
    await login(DEMO.admin.userName, DEMO.admin.password);
    await request('GET', '/api/users');
    const all = await admin<{ operationId: string; status: number; method: string; path: string }[]>(
      'GET',
      '/requests',
    );
    expect(all.body.map((r) => [r.operationId, r.status])).toEqual([
      ['getUsers', 401],
      ['login', 200],
      ['login', 400],
    ]);
    expect(all.body[0]).toMatchObject({ method: 'GET', path: '/api/users', faulted: false });
    const logins = await admin<{ status: number }[]>('GET', '/requests?operationId=login&limit=1');
    expect(logins.body.map((r) => r.status)).toEqual([200]);
    expect((await admin<unknown[]>('GET', '/requests?status=400')).body).toHaveLength(1);
    for (const query of ['limit=0', 'limit=x', 'status=700'])
      expect((await admin<{ message: string }>('GET', `/requests?${query}`)).body.message).toMatch(
        /whole number/,
      );
    expect((await admin('DELETE', '/requests')).body).toEqual({ removed: 3 });
    expect((await admin<unknown[]>('GET', '/requests')).body).toEqual([]);
  });

  it('shows the mails a sign-up sends, filtered by recipient, and prints one line per mail', async () => {
    const res = await request('POST', '/api/register', {
      json: {
        userName: 'adminapiuye',
        email: 'Admin.Api@portal.example',
        password: 'Member123!',
        passwordRepeat: 'Member123!',
        kvkkConfirm: true,
        clientDomain: APP_ORIGIN,
      },
    });
    expect(res.status).toBe(200);
    const mails = await admin<{ to: string; subject: string; links: { href: string }[] }[]>(
      'GET',
      '/mails?to=admin.api@PORTAL.example',
    );
    expect(mails.body).toHaveLength(1);
    const [mail] = mails.body;
    expect(mail!.links[0]!.href).toMatch(/^https:\/\/portal\.example\/.*token=/);
    expect((await admin<unknown[]>('GET', '/mails?to=someone@else.example')).body).toEqual([]);
    await vi.waitFor(() =>
      expect(server.output()).toContain(`mail to ${mail!.to}: ${mail!.subject} ${mail!.links[0]!.href}`),
    );
  });

  it('resets data, faults, log and lockouts; a reset prints no mail line', async () => {
    const token = await signInAs(DEMO.admin.userName);
    const created = await request<Envelope>('POST', '/api/roles', {
      headers: { Authorization: `Bearer ${token}` },
      json: { role: { name: 'Reset me' }, grantedPermissionIds: [] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    for (let i = 0; i < 5; i++) await login(DEMO.member.userName, 'wrong-password');
    expect((await login(DEMO.member.userName, DEMO.member.password)).body.errors[0]!.name).toBe(
      'UserLockedOut',
    );
    await admin('POST', '/faults', { json: { operationId: 'getRoles', status: 500 } });
    const linesBefore = server.output().split('\n').length;

    const reset = await admin<{ loaded: string; users: number }>('POST', '/reset');
    expect(reset.body).toMatchObject({ loaded: 'seed' });
    expect((await login(DEMO.member.userName, DEMO.member.password)).status).toBe(200);
    expect((await admin<unknown[]>('GET', '/faults')).body).toEqual([]);
    const roles = await request<Envelope & { content: { name: string }[] }>('GET', '/api/roles', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(roles.status).toBe(200);
    expect(JSON.stringify(roles.body.content)).not.toContain('Reset me');
    expect((await admin<unknown[]>('GET', '/requests')).body).toHaveLength(2);
    expect(server.output().split('\n').length).toBe(linesBefore);
  });

  it('loads a named scenario; an unknown one is a 404 that names the known ones', async () => {
    const names = (await admin<{ name: string }[]>('GET', '/scenarios')).body.map((s) => s.name);
    expect(names).toEqual(['seed', 'fresh-member', 'payments', 'large']);
    expect((await login('bosprofil', 'Member123!')).status).toBe(400);
    expect((await admin('POST', '/scenarios/fresh-member')).body).toMatchObject({
      loaded: 'fresh-member',
      users: 2,
    });
    expect((await login('bosprofil', 'Member123!')).status).toBe(200);
    const unknown = await admin<{ message: string }>('POST', '/scenarios/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("unknown scenario 'nope' (known: seed, fresh-member, payments, large)");
  });

  it('signs in as any active user without the password', async () => {
    const token = await signInAs(DEMO.member.userName);
    const me = await request<Envelope>('GET', '/api/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body.content)).toContain(`"userName":"${DEMO.member.userName}"`);
    expect((await admin('POST', '/sign-in-as', { json: { userName: 'nobody' } })).status).toBe(404);
    const passive = await admin<{ message: string }>('POST', '/sign-in-as', {
      json: { userName: DEMO.inactive.userName },
    });
    expect(passive.status).toBe(400);
    expect(passive.body.message).toContain('passive');
    expect((await admin<{ message: string }>('POST', '/sign-in-as', { json: {} })).body.message).toContain(
      'userName',
    );
  });

  it('lists the operations a fault can target and the error names of the catalogue (what the QA panel offers)', async () => {
    const listed = await admin<{
      operations: { operationId: string; method: string; path: string }[];
      errors: string[];
    }>('GET', '/operations');
    expect(listed.status).toBe(200);
    expect(listed.body.operations).toContainEqual({
      operationId: 'getUsers',
      method: 'GET',
      path: '/api/users',
    });
    const ids = listed.body.operations.map((o) => o.operationId);
    expect(ids).toEqual([...ids].sort((x, y) => x.localeCompare(y)));
    expect(listed.body.errors).toEqual(
      expect.arrayContaining(['UserNotFound', 'EmailNotConfirm', 'ServerError']),
    );
    // Each listed name is one a rule may use.
    const added = await admin('POST', '/faults', {
      json: { operationId: ids[0], error: listed.body.errors.at(-1) },
    });
    expect(added.status).toBe(201);
  });

  it('answers a wrong method with 405 and Allow, an unknown path with 404, both in JSON', async () => {
    const wrong = await fetch(`${server.url}/__mock/faults`, { method: 'PUT' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('Allow')).toBe('GET, POST, DELETE');
    expect(await wrong.json()).toMatchObject({ error: 'MethodNotAllowed' });
    const unknown = await fetch(`${server.url}/__mock/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'NotFound' });
  });

  it('lets only the configured origins call it from a page', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/__mock/faults`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const allowedPreflight = await preflight(APP_ORIGIN);
    expect(allowedPreflight.status).toBe(204);
    // A test page may send the Prefer header to /api.
    expect(allowedPreflight.headers.get('Access-Control-Allow-Headers')).toContain('Prefer');
    expect((await preflight(OTHER_ORIGIN)).status).toBe(403);
    const allowed = await admin('GET', '/faults', { headers: { Origin: APP_ORIGIN } });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    const other = await admin('GET', '/faults', { headers: { Origin: OTHER_ORIGIN } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('the terminal', () => {
  it('prints API requests and admin changes, not the admin reads the app polls every second', async () => {
    const loud = await startServer({ env: { MOCK_SERVER_QUIET: '' } });
    try {
      const base = loud.url;
      for (let i = 0; i < 3; i++) await admin('GET', '/faults', { base });
      await admin('POST', '/faults', { base, json: { operationId: 'getUsers', status: 500 } });
      await fetch(`${base}/__mock/nothing-here`);
      await request('POST', '/api/login', {
        base,
        json: { userNameOrEmail: DEMO.admin.userName, password: DEMO.admin.password },
      });
      await expect.poll(() => loud.output()).toContain('POST /api/login → 200');
      expect(loud.output()).toContain('POST /__mock/faults → 201');
      expect(loud.output()).toContain('GET /__mock/nothing-here → 404');
      expect(loud.output()).not.toContain('GET /__mock/faults →');
    } finally {
      await loud.stop();
    }
  }, 120_000);
});

describe('the Prefer header', () => {
  const member = () => signInAs(DEMO.member.userName).then((t) => ({ Authorization: `Bearer ${t}` }));

  it('changes one /api answer: a status, a catalogue error, a delay', async () => {
    const auth = await member();
    const code = await request<Envelope>('GET', '/api/profile', { headers: { ...auth, Prefer: 'code=500' } });
    expect(code.status).toBe(500);
    expect(code.body).toEqual({
      isError: true,
      errors: [{ name: 'ServerError', value: null }],
      content: null,
    });
    const error = await request<Envelope>('GET', '/api/profile', {
      headers: { ...auth, Prefer: 'error=UserNotFound' },
    });
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual([{ name: 'UserNotFound', value: null }]);
    const forbidden = await request<Envelope>('GET', '/api/profile', {
      headers: { ...auth, Prefer: 'error=Forbidden' },
    });
    expect(forbidden.status).toBe(403);
    const slow = await request<Envelope>('GET', '/api/profile', {
      headers: { ...auth, Prefer: 'delay=600' },
    });
    expect(slow.status).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(600);
    // The next request, without the header, is answered for real; the log marks the changed ones.
    expect((await request('GET', '/api/profile', { headers: auth })).status).toBe(200);
    const log = await admin<{ status: number; faulted: boolean; faultId?: string }[]>(
      'GET',
      '/requests?limit=5',
    );
    expect(log.body.map((e) => [e.status, e.faulted, e.faultId])).toEqual([
      [200, false, undefined],
      [200, true, 'prefer'],
      [403, true, 'prefer'],
      [400, true, 'prefer'],
      [500, true, 'prefer'],
    ]);
  });

  it('refuses an unknown error name or a malformed value with a 400 that says so', async () => {
    const auth = await member();
    const cases: [string, string][] = [
      ['error=NoSuchName', "Prefer: 'NoSuchName' is not an error name of the catalogue"],
      ['code=abc', "Prefer: code='abc' is not an HTTP error status (400-599)"],
      ['code=200', "Prefer: code='200' is not an HTTP error status (400-599)"],
      ['delay=soon', "Prefer: delay='soon' is not a whole number of milliseconds from 0 to 120000"],
    ];
    for (const [prefer, message] of cases) {
      const res = await request<Envelope>('GET', '/api/profile', { headers: { ...auth, Prefer: prefer } });
      expect(res.status, prefer).toBe(400);
      expect(res.body.errors).toEqual([{ name: 'InvalidValue', value: message }]);
    }
    // Other preferences are not this header's business (RFC 7240).
    expect(
      (await request('GET', '/api/profile', { headers: { ...auth, Prefer: 'return=minimal' } })).status,
    ).toBe(200);
  });

  it('never changes an admin answer', async () => {
    for (const prefer of ['code=500', 'error=NoSuchName', 'delay=3000']) {
      const res = await admin<unknown[]>('GET', '/faults', { headers: { Prefer: prefer } });
      expect(res.status).toBe(200);
      expect(res.ms).toBeLessThan(2500);
    }
  });

  it('wins over a stored rule for that request only', async () => {
    await admin('POST', '/faults', { json: { operationId: 'getProfile', status: 503, times: 1 } });
    const auth = await member();
    expect(
      (await request('GET', '/api/profile', { headers: { ...auth, Prefer: 'error=UserNotFound' } })).status,
    ).toBe(400);
    expect((await request('GET', '/api/profile', { headers: auth })).status).toBe(503);
    expect((await request('GET', '/api/profile', { headers: auth })).status).toBe(200);
  });
});

describe('snapshots between a browser and the server', () => {
  const data = (snapshot: DbExport) => JSON.stringify(snapshot.data);

  it('imports a browser export on the server and exports it back unchanged', async () => {
    // The browser side: a mock backend in this process, with the snapshot code the QA panel uses.
    const browserSide = createMockBackend({ qa: true });
    const db = browserSide.db;
    await browserSide.qaData.reset();
    const token = await browserSide.qaData.signInAs(DEMO.admin.userName);
    const created = await browserSide.runRequest(
      new Request('http://localhost/api/roles', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ role: { name: 'From the browser' }, grantedPermissionIds: [] }),
      }),
    );
    expect(created.status).toBe(200);
    await putFile(db, 'invoices/round-trip.pdf', {
      name: 'round-trip.pdf',
      type: 'application/pdf',
      data: new Uint8Array([1, 2, 3]).buffer,
    });
    const fromBrowser = await exportDb(db);

    const imported = await admin<{ loaded: string; users: number }>('POST', '/import', { json: fromBrowser });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ loaded: 'import', users: fromBrowser.data.users!.length });
    const adminToken = await signInAs(DEMO.admin.userName);
    const roles = await request<Envelope>('GET', '/api/roles', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(JSON.stringify(roles.body.content)).toContain('From the browser');
    const file = await fetch(`${server.url}/blob/invoices/round-trip.pdf`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));

    const fromServer = (await admin<DbExport>('GET', '/export')).body;
    expect(data(fromServer)).toBe(data(fromBrowser));
    expect(fromServer.files).toEqual(fromBrowser.files);

    await browserSide.qaData.reset();
    expect(JSON.stringify(snapshotDb(db))).not.toContain('From the browser');
    await importDb(db, fromServer);
    expect(JSON.stringify(snapshotDb(db))).toBe(data(fromBrowser));
    expect(new Uint8Array((await getFile(db, 'invoices/round-trip.pdf'))!.data)).toEqual(
      new Uint8Array([1, 2, 3]),
    );
  });

  it('refuses a snapshot of another schema version or shape with a 400 and changes nothing', async () => {
    const before = (await admin<DbExport>('GET', '/export')).body;
    const cases: [unknown, string][] = [
      [
        { ...before, version: before.version + 1 },
        `the export has schema version ${before.version + 1}, this app needs ${before.version}; nothing was changed`,
      ],
      [
        { ...before, format: 'something-else' },
        "not a database export of this app (expected format 'portal-mock-export')",
      ],
      [{ ...before, data: { ...before.data, users: [{ id: 1 }] } }, 'does not fit'],
      [{ ...before, files: [{ path: 1 }] }, 'files of the export are malformed'],
    ];
    for (const [json, message] of cases) {
      const res = await admin<{ message: string }>('POST', '/import', { json });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await admin<{ message: string }>('POST', '/import', { raw: 'not json' })).status).toBe(400);
    expect(data((await admin<DbExport>('GET', '/export')).body)).toBe(data(before));
  });
});

describe('access, decided by the address the server listens on', () => {
  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '192.0.2.2', '::', 'example.com', '128.0.0.1'])
      expect(isLoopback(host), host).toBe(false);
    expect(adminAccess('127.0.0.1', undefined)(null)).toBe(true);
    expect(adminAccess('0.0.0.0', undefined)('Bearer anything')).toBe(false);
    expect(adminAccess('0.0.0.0', 's3cret')('Bearer s3cret')).toBe(true);
    expect(adminAccess('0.0.0.0', 's3cret')('Bearer s3cre')).toBe(false);
    expect(adminAccess('0.0.0.0', 's3cret')('s3cret')).toBe(false);
  });

  it.runIf(outward)(
    'beyond loopback: needs the token, 401 without it or with a wrong one, while /api works as before',
    async () => {
      const other = await startServer({
        host: outward,
        env: { MOCK_ADMIN_TOKEN: 'team-secret', MOCK_MAX_BODY_BYTES: '4096' },
      });
      try {
        const base = other.url;
        const none = await admin<{ error: string }>('GET', '/faults', { base });
        expect(none.status).toBe(401);
        expect(none.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
        const wrong = await admin('GET', '/faults', { base, headers: { Authorization: 'Bearer guess' } });
        expect(wrong.status).toBe(401);
        const auth = { Authorization: 'Bearer team-secret' };
        expect((await admin('GET', '/faults', { base, headers: auth })).status).toBe(200);
        const tooLarge = await admin('POST', '/import', { base, headers: auth, raw: 'x'.repeat(5000) });
        expect(tooLarge.status).toBe(413);
        expect((await admin('GET', '/', { base })).status).toBe(401);
        const signedIn = await request<Envelope>('POST', '/api/login', {
          base,
          json: { userNameOrEmail: DEMO.admin.userName, password: DEMO.admin.password },
        });
        expect(signedIn.status).toBe(200);
      } finally {
        await other.stop();
      }
    },
    120_000,
  );

  it.runIf(outward)(
    'beyond loopback without a configured token: the admin API is off',
    async () => {
      const other = await startServer({ host: outward });
      try {
        const base = other.url;
        expect((await admin('GET', '/faults', { base })).status).toBe(401);
        expect((await admin('POST', '/reset', { base, headers: { Authorization: 'Bearer ' } })).status).toBe(
          401,
        );
        expect(
          (await admin('GET', '/mails', { base, headers: { Authorization: 'Bearer undefined' } })).status,
        ).toBe(401);
        expect(
          (
            await request('POST', '/api/login', {
              base,
              json: { userNameOrEmail: DEMO.admin.userName, password: DEMO.admin.password },
            })
          ).status,
        ).toBe(200);
        // Every admin operation, with any token or none.
        for (const op of adminOperations) {
          const path = op.path.replace(/\{[^}]+\}/g, 'x').replace('/__mock', '');
          expect(
            (await admin(op.method, path, { base, headers: { Authorization: 'Bearer x' } })).status,
          ).toBe(401);
        }
        expect(other.output()).toContain('admin API');
        expect(other.output()).toContain('off: no MOCK_ADMIN_TOKEN');
      } finally {
        await other.stop();
      }
    },
    120_000,
  );
});

/**
 * Every documented answer was met and validated by this file's tests, checked once all of them have run (whatever
 * their order, e.g. `--sequence.shuffle`), and only when all of them ran (not under `-t` or `.only`).
 */
let thisFile: RunnerTestFile | undefined;
afterEach(({ task }) => {
  thisFile = task.file;
});
afterAll(() => {
  const tests: RunnerTask[] = [];
  const walk = (task: RunnerTask) => {
    if (task.type === 'test') tests.push(task);
    else for (const child of task.tasks) walk(child);
  };
  if (thisFile) walk(thisFile);
  const ranAll = tests.length > 0 && tests.every((t) => t.mode === 'run' && t.result?.state !== undefined);
  if (!outward || !ranAll) return;
  const missing = documentedAdmin().filter((pair) => !seenAdmin().has(pair));
  expect(missing, 'documented admin answers no test met').toEqual([]);
});
