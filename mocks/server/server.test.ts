// @vitest-environment node
/**
 * `npm run mock-server` over real HTTP: the server is started as its own process (free port, its own data
 * folder) and driven with fetch like any client. Every /api answer is validated against openapi.yaml.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallBody } from '../../tests/support/api';
import { validateResponse } from '../../tests/support/contract';
import { startHttpMockServer, type RunningMockServer } from '../../tests/support/mock-server';
import { DEMO } from '../seed';

/** The app's origin CORS allows (also api:probe's default `--origin`). */
const APP_ORIGIN = 'https://portal.example';
let dataDir = '';
let server: RunningMockServer;

interface Options {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** One request; the body is typed by its openapi.yaml operation as tests/support/api.ts `call()` types it. */
async function call<M extends string, S extends string>(
  method: M,
  path: S,
  { token, json, form, headers = {} }: Options = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : form,
  });
  const type = res.headers.get('Content-Type');
  const body: unknown = type?.startsWith('application/json') ? await res.json() : null;
  const bytes = body === null ? new Uint8Array(await res.arrayBuffer()) : null;
  if (/^\/api\//i.test(path)) validateResponse(method, path, res.status, type, body);
  return { status: res.status, headers: res.headers, body: body as CallBody<M, S>, bytes };
}

async function login(userName: string, password: string, path: '/api/login' | '/API/LOGIN' = '/api/login') {
  const res = await call('POST', path, { json: { userNameOrEmail: userName, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content.token as string;
}

const restart = async (reset = false) => {
  await server.stop();
  server = await startHttpMockServer({ dataDir, reset, allowedOrigins: [APP_ORIGIN] });
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-mock-server-'));
  server = await startHttpMockServer({ dataDir, reset: true, allowedOrigins: [APP_ORIGIN] });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run mock-server', () => {
  it('signs in over HTTP, with paths matched case-insensitively', async () => {
    const token = await login(DEMO.admin.userName, DEMO.admin.password, '/API/LOGIN');
    expect(token.split('.')).toHaveLength(3);
    const wrong = await call('POST', '/api/login', {
      json: { userNameOrEmail: DEMO.admin.userName, password: 'wrong-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]!.name).toBe('UserNameOrPasswordIncorrect');
  });

  it('answers a paged, sorted list', async () => {
    const token = await login(DEMO.admin.userName, DEMO.admin.password);
    const first = await call('GET', '/api/users?pageIndex=0&pageSize=5&sortBy=userName', { token });
    const second = await call('GET', '/api/Users?pageIndex=1&pageSize=5&sortBy=userName', { token });
    expect(first.status).toBe(200);
    expect(first.body.content.items).toHaveLength(5);
    expect(first.body.content.totalCount).toBeGreaterThan(10);
    const names = [...first.body.content.items, ...second.body.content.items].map((u) => u.userName);
    expect(new Set(names).size).toBe(10);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr', { sensitivity: 'base' })));
  });

  it('refuses a call without a token with 401 and the envelope', async () => {
    const res = await call('GET', '/api/users', { headers: { Origin: APP_ORIGIN } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      isError: true,
      errors: [{ name: 'Unauthorized', value: 'Unauthorized request' }],
      content: null,
    });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
  });

  it('answers a CORS preflight for the app origin with the Authorization header allowed', async () => {
    const res = await fetch(`${server.url}/api/users`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type');
  });

  it('takes a multipart upload and serves the file back; downloads a PDF and an .xlsx', async () => {
    const token = await login(DEMO.member.userName, DEMO.member.password);
    const pdf = new TextEncoder().encode('%PDF-1.4\n% dilekçe\n');
    const form = new FormData();
    form.append('files', new File([pdf], 'dilekçe.pdf', { type: 'application/pdf' }));
    const upload = await call('POST', '/api/profile/UploadMemberLegislationFile', { token, form });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const path: string = upload.body.content.path;
    const blob = await call('GET', `/blob/${path}`);
    expect(blob.status).toBe(200);
    expect(blob.bytes).toEqual(pdf);
    expect(blob.headers.get('Content-Type')).toBe('application/pdf');

    const noFile = await call('POST', '/api/profile/UploadMemberLegislationFile', {
      token,
      form: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors[0]!.name).toBe('FileRequired');

    const contract = await call('GET', '/api/definitions/DownloadTaxPdf', {
      token,
      headers: { Origin: APP_ORIGIN },
    });
    expect(contract.status).toBe(200);
    expect(new TextDecoder().decode(contract.bytes!.slice(0, 5))).toBe('%PDF-');
    expect(contract.headers.get('Content-Disposition')).toMatch(/^attachment; filename=/);
    expect(contract.headers.get('Access-Control-Expose-Headers')).toContain('Content-Disposition');

    const admin = await login(DEMO.admin.userName, DEMO.admin.password);
    const sheet = await call('GET', '/api/paymentTrackings/getTrackingExcel/2026-10', { token: admin });
    expect(sheet.status).toBe(200);
    // An .xlsx is a zip archive.
    expect([...sheet.bytes!.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('keeps data and uploads across a restart; --reset reseeds', async () => {
    const admin = await login(DEMO.admin.userName, DEMO.admin.password);
    const created = await call('POST', '/api/roles', {
      token: admin,
      json: { role: { name: 'Kalıcı Rol' } },
    });
    expect(created.status).toBe(200);
    const member = await login(DEMO.member.userName, DEMO.member.password);
    const form = new FormData();
    form.append('files', new File(['%PDF-1.4 kalıcı'], 'kalici.pdf', { type: 'application/pdf' }));
    const { path } = (await call('POST', '/api/profile/UploadMemberLegislationFile', { token: member, form }))
      .body.content;
    const roleNames = async () =>
      (
        await call('GET', '/api/roles?pageSize=100', {
          token: await login(DEMO.admin.userName, DEMO.admin.password),
        })
      ).body.content.items.map((r) => r.name);

    await restart();
    expect(await roleNames()).toContain('Kalıcı Rol');
    expect((await call('GET', `/blob/${path}`)).status).toBe(200);

    await restart(true);
    expect(await roleNames()).not.toContain('Kalıcı Rol');
    expect((await call('GET', `/blob/${path}`)).status).toBe(404);
  }, 120_000);
});
