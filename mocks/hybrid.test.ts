// @vitest-environment node
/**
 * Hybrid mode: the listed operations are answered by the mock (accepting the real server's token), everything
 * else reaches the real server. The "real server" here is a plain Node HTTP server on a free port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupServer } from 'msw/node';
import { createMockBackend } from './backend';
import { unknownOperations } from './hybrid';
import { NAME_IDENTIFIER_CLAIM } from './core/auth';
import { seed, DEMO } from './seed';
import { findUserByNameOrEmail } from './domain/users';
import { validateResponse } from '../tests/support/contract';

let real: Server;
let base = '';
const reached: string[] = [];
const backend = createMockBackend({ hybrid: ['getUsers', 'getProfile'] });
const mock = setupServer(...backend.handlers);

/** A token as another server would sign it: the mock cannot check its signature. */
const foreignToken = (claims: Record<string, unknown>) => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJlLW9mLXRoZS1yZWFsLXNlcnZlcg`;
};
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

async function get(path: string, token?: string) {
  const res = await fetch(`${base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = await res.json();
  return { status: res.status, body };
}

beforeAll(async () => {
  real = createServer((req, res) => {
    reached.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ isError: false, errors: [], content: 'from the real server' }));
  });
  await new Promise<void>((resolve) => real.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(real.address() as AddressInfo).port}`;
  mock.listen({ onUnhandledRequest: 'error' });
});
beforeEach(async () => {
  reached.length = 0;
  await seed(backend.db);
});
afterAll(async () => {
  mock.close();
  await new Promise((resolve) => real.close(resolve));
});

describe('hybrid mode', () => {
  it('answers only the listed operations; the others reach the real server with the token unchanged', async () => {
    const token = foreignToken({
      [NAME_IDENTIFIER_CLAIM]: 'real-id-1',
      sub: DEMO.admin.userName,
      exp: inAnHour(),
    });
    const users = await get('/api/users?pageIndex=0&pageSize=5', token);
    expect(users.status).toBe(200);
    validateResponse('GET', '/api/users', users.status, 'application/json', users.body);
    expect(users.body.content.items.length).toBe(5);

    const roles = await get('/api/roles', token);
    expect(roles.body.content).toBe('from the real server');
    expect(reached).toEqual([`GET /api/roles Bearer ${token}`]);
  });

  it('a mocked operation acts as the mock user named in the token, or as the demo administrator', async () => {
    const member = findUserByNameOrEmail(backend.db, DEMO.member.userName)!;
    const asMember = await get(
      '/api/profile',
      foreignToken({ [NAME_IDENTIFIER_CLAIM]: 'real-id-2', sub: DEMO.member.userName, exp: inAnHour() }),
    );
    expect(asMember.status).toBe(200);
    expect(asMember.body.content.user.userName).toBe(member.userName);
    // A member may not list users: the mock still enforces permissions.
    const memberList = await get(
      '/api/users',
      foreignToken({
        [NAME_IDENTIFIER_CLAIM]: member.id,
        sub: 'renamed-on-the-real-server',
        exp: inAnHour(),
      }),
    );
    expect(memberList.status).toBe(403);

    const stranger = await get(
      '/api/profile',
      foreignToken({ [NAME_IDENTIFIER_CLAIM]: 'x', sub: 'only-on-the-real-server', exp: inAnHour() }),
    );
    expect(stranger.body.content.user.userName).toBe(DEMO.admin.userName);
    expect(reached).toEqual([]);
  });

  it('an expired or missing token is refused by a mocked operation, as the real server would', async () => {
    const expired = foreignToken({ [NAME_IDENTIFIER_CLAIM]: 'x', sub: DEMO.admin.userName, exp: 1000 });
    expect((await get('/api/users', expired)).status).toBe(401);
    expect((await get('/api/users')).status).toBe(401);
    expect(reached).toEqual([]);
  });

  it('names the listed operationIds the mock does not know', () => {
    expect(unknownOperations(['getUsers', 'getUserz', 'login'])).toEqual(['getUserz']);
  });
});
