// @vitest-environment node
/**
 * Requests the contract forbids are refused before any handler: a JSON operation's body sent as
 * anything but JSON (415, as ASP.NET answers), booleans that are not `true`/`false`, ids that are not GUIDs in
 * the path, the query or the body. Every answer is checked against openapi.yaml by useMockServer.
 */
import { BASE, call, errorNames, loginAdmin, useMockServer, UNKNOWN_ID } from '../../tests/support/api';
import { operations } from '../../tests/support/contract';
import SCHEMAS from './request-schemas.json';

useMockServer();

const SCHEMA_OF = SCHEMAS as Record<string, { body?: unknown }>;

it('every JSON operation answers 415 UnsupportedMediaType to a body sent as text/plain', async () => {
  const token = await loginAdmin();
  const jsonOps = operations.filter((op) => SCHEMA_OF[op.operationId]?.body);
  expect(jsonOps.length).toBeGreaterThan(30);
  const wrong: string[] = [];
  for (const op of jsonOps) {
    const path = op.path.replace(/\{\w+\}/g, UNKNOWN_ID);
    const res = await fetch(new URL(path, BASE), {
      method: op.method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
      body: '{"userNameOrEmail":"admin","password":"Admin123!"}',
    });
    const body = await res.json();
    if (res.status !== 415 || body.errors[0].name !== 'UnsupportedMediaType')
      wrong.push(`${op.operationId} ${res.status} ${JSON.stringify(body.errors)}`);
  }
  expect(wrong).toEqual([]);
});

it('login works with JSON, also with a charset, and without a body type for an empty body', async () => {
  const json = { userNameOrEmail: 'admin', password: 'Admin123!' };
  const res = await fetch(new URL('/api/login', BASE), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(json),
  });
  expect(res.status).toBe(200);
  const empty = await fetch(new URL('/api/login', BASE), { method: 'POST' });
  expect(empty.status).toBe(400);
  expect((await empty.json()).errors[0].name).toBe('RequiredField');
});

it('refuses booleans that are not true or false, and takes both spellings', async () => {
  const token = await loginAdmin();
  for (const [name, value] of [
    ['getOnlyArchived', 'maybe'],
    ['getOnlyAssignedToMe', 'abc'],
    ['getOnlyArchived', '1'],
  ] as const) {
    const res = await call('GET', '/api/tickets', { token, query: { [name]: value } });
    expect(res.status, `${name}=${value}`).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'InvalidValue', value: name }]);
  }
  for (const value of ['true', 'False', '']) {
    const res = await call('GET', '/api/tickets', { token, query: { getOnlyArchived: value } });
    expect(res.status, `getOnlyArchived=${value}`).toBe(200);
  }
});

it('refuses ids that are not GUIDs in the body, the path and the query, and creates nothing', async () => {
  const token = await loginAdmin();
  const roles = async () =>
    (await call('GET', '/api/roles', { token, query: { pageSize: 100000000 } })).body.content.totalCount;
  const before = await roles();
  const role = await call('POST', '/api/roles', {
    token,
    json: { role: { id: 'not-a-uuid', name: 'Sahte Rol' } },
  });
  expect(role.status).toBe(400);
  expect(role.body.errors).toEqual([{ name: 'InvalidValue', value: 'id' }]);
  expect(await roles()).toBe(before);
  const collection = await call('POST', '/api/collections', {
    token,
    json: { collection: { id: 'not-a-uuid', name: 'Sahte' }, collectionItems: [] },
  });
  expect(collection.status).toBe(400);
  expect(errorNames(collection)).toEqual(['InvalidValue']);
  expect((await call('GET', '/api/users/not-a-uuid', { token })).body.errors).toEqual([
    { name: 'InvalidValue', value: 'id' },
  ]);
  expect((await call('DELETE', '/api/roles', { token, query: { id: 'x' } })).status).toBe(400);
  expect((await call('GET', `/api/users/${UNKNOWN_ID.toUpperCase()}`, { token })).status).toBe(404);
});
