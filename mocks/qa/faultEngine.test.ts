import { BASE, call, useMockServer } from '../../tests/support/api';
import { errorCatalogue, operations } from '../../tests/support/contract';
import { clearFaults, failAlways, failNext, requestLog } from '../../tests/support/failNext';
import { qa } from '../node';
import { ERROR_NAMES } from './catalogue';
import { at } from '@/lib/at';

useMockServer();

const login = (userNameOrEmail = 'admin', password = 'Admin123!') =>
  fetch(new URL('/api/login', BASE), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userNameOrEmail, password }),
  });

describe('QA fault engine (applied in the router before any handler)', () => {
  it('lists exactly the error catalogue of openapi.yaml', () => {
    expect([...ERROR_NAMES].sort()).toEqual([...errorCatalogue].sort());
  });

  it('answers a catalogue error in the envelope with 400, once with times: 1', async () => {
    failNext('login', 'UserNotFound');
    const first = await login();
    expect(first.status).toBe(400);
    expect(await first.json()).toEqual({
      isError: true,
      errors: [{ name: 'UserNotFound', value: null }],
      content: null,
    });
    const second = await login();
    expect(second.status).toBe(200);
    expect(qa.faults()).toEqual([]);
  });

  it('answers a status alone with its catalogue name (500 → ServerError) until cleared', async () => {
    failAlways('login', 500);
    for (let i = 0; i < 2; i++) {
      const res = await login();
      expect(res.status).toBe(500);
      expect((await res.json()).errors[0].name).toBe('ServerError');
    }
    expect(qa.faults()).toHaveLength(1);
    clearFaults();
    expect((await login()).status).toBe(200);
  });

  it('uses the status a rule gives with an error name, and the fitting one otherwise', async () => {
    failNext('login', { error: 'UserNotFound', status: 404 });
    expect((await login()).status).toBe(404);
    failNext('login', 'Forbidden');
    expect((await login()).status).toBe(403);
  });

  it('applies only to its operation', async () => {
    failAlways('getUsers', 500);
    expect((await login()).status).toBe(200);
  });

  it('fails the request as a network error', async () => {
    failNext('login', { network: true });
    await expect(login()).rejects.toThrow(TypeError);
    expect((await login()).status).toBe(200);
  });

  it('delays the real answer', async () => {
    failNext('login', { delayMs: 300 });
    const started = Date.now();
    const res = await login();
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('never answers a hanging request until the faults are cleared (then it fails as a network error)', async () => {
    failNext('login', { hang: true });
    let settled = false;
    const pending = login().finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(settled).toBe(false);
    expect(requestLog().at(-1)).toMatchObject({ operationId: 'login', status: 0, faulted: true });
    clearFaults();
    await expect(pending).rejects.toThrow(TypeError);
  });

  it('logs every request: operation, method, path, status, time, faulted', async () => {
    failNext('login', 'UserNotFound');
    await login();
    await call('GET', '/api/users', { query: { pageIndex: 0, pageSize: 10 } });
    const log = requestLog();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      operationId: 'login',
      method: 'POST',
      path: '/api/login',
      status: 400,
      faulted: true,
    });
    expect(log[1]).toMatchObject({ method: 'GET', status: 401, faulted: false });
    expect(typeof at(log, 1).ms).toBe('number');
  });

  it('refuses rules it cannot apply, saying why', () => {
    expect(() => qa.fault({ operationId: 'nope', status: 500 })).toThrow(/unknown operationId 'nope'/);
    expect(() => qa.fault({ operationId: 'login', error: 'Nope' })).toThrow(/not an error name/);
    expect(() => qa.fault({ operationId: 'login', status: 42 })).toThrow(/not an HTTP status/);
    expect(() => qa.fault({ operationId: 'login' })).toThrow(/say what should happen/);
    expect(qa.faults()).toEqual([]);
  });

  it('knows every operation of the contract', () => {
    expect(
      qa
        .operations()
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(operations.map((o) => o.operationId).sort());
  });
});
