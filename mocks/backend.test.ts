// @vitest-environment node
/**
 * The factory: the options shape the backend (an injected clock moves token expiry and the sign-in lockout, the
 * signing key and origins are the given ones), and each backend owns its state: two in one process never see each
 * other's data, faults or clock.
 */
import { createMockBackend, type MockBackend } from './backend';
import type { Db } from './db';
import { TOKEN_LIFETIME_SECONDS, signToken, verifyToken } from './core/auth';
import { allowedOrigins } from './core/origins';
import { LOCKOUT_MINUTES, MAX_FAILED_ACCESS_ATTEMPTS } from './domain/lockout';
import { findUserByNameOrEmail } from './domain/users';
import { STORAGE_PREFIX, type KeyValue } from './qa/store';
import { updateRow } from './core/tables';
import { DEMO, SEED_IDS, seed } from './seed';
import type { CallBody } from '../tests/support/api';

/** A clock that stands still until moved. */
function manualClock(start = Date.UTC(2026, 10, 20, 9, 0)) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

describe('createMockBackend', () => {
  const clock = manualClock();
  const backend = createMockBackend({
    clock: clock.now,
    origins: ['https://portal.example', 'not an origin'],
  });
  const { db } = backend;

  const post = async <S extends string>(path: S, json: unknown, token?: string) => {
    const response = await backend.runRequest(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(json),
      }),
    );
    // The answer, typed by its operation as tests/support/api.ts `call()` types it.
    return (await response.json()) as CallBody<'POST', S>;
  };
  const signIn = (password: string) =>
    post('/api/login', { userNameOrEmail: DEMO.member.userName, password });

  beforeEach(async () => {
    await seed(db);
  });

  it('locks sign-in by the injected clock, not the system time', async () => {
    for (let i = 1; i < MAX_FAILED_ACCESS_ATTEMPTS; i++)
      expect((await signIn('yanlis-sifre')).errors.map((e) => e.name)).toEqual([
        'UserNameOrPasswordIncorrect',
      ]);
    expect((await signIn('yanlis-sifre')).errors).toEqual([
      { name: 'UserLockedOut', value: String(LOCKOUT_MINUTES) },
    ]);
    clock.advance((LOCKOUT_MINUTES - 1) * 60_000);
    expect((await signIn(DEMO.member.password)).errors).toEqual([{ name: 'UserLockedOut', value: '1' }]);
    clock.advance(60_001);
    expect((await signIn(DEMO.member.password)).errors).toEqual([]);
  });

  it('issues and expires tokens by the injected clock', async () => {
    const token = await signToken(db, { userId: 'u1', userName: 'x' });
    expect(await verifyToken(db, token)).toMatchObject({ userId: 'u1', issuedAt: clock.now() });
    clock.advance(TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    expect(await verifyToken(db, token)).not.toBeNull();
    clock.advance(2000);
    expect(await verifyToken(db, token)).toBeNull();
  });

  it('expires reset links by the injected clock', async () => {
    const requestReset = async () => {
      const forgot = { userNameOrEmail: DEMO.member.userName, clientDomain: 'https://portal.example' };
      expect((await post('/api/forgotPassword', forgot)).errors).toEqual([]);
      return findUserByNameOrEmail(db, DEMO.member.userName)?.resetToken;
    };
    const reset = (token: string | null | undefined) =>
      post('/api/resetPassword', {
        userNameOrEmail: DEMO.member.userName,
        token,
        password: 'YeniSifre1',
        passwordRepeat: 'YeniSifre1',
      });
    const day = 24 * 60 * 60_000;
    let token = await requestReset();
    clock.advance(day + 1);
    expect((await reset(token)).errors.map((e) => e.name)).toEqual(['InvalidToken']);
    token = await requestReset();
    clock.advance(day - 1);
    expect((await reset(token)).errors).toEqual([]);
  });

  it('stamps new rows with the injected clock', async () => {
    const token = await signToken(db, { userId: SEED_IDS.member, userName: DEMO.member.userName });
    const created = await post(
      '/api/tickets',
      { ticket: { subject: 1, content: 'Saat kaç?' }, chats: [] },
      token,
    );
    expect(created.errors).toEqual([]);
    const row = db.tickets.findFirst((q) => q.where({ id: created.content[0]!.id }));
    expect(row?.createdAt).toBe(new Date(clock.now()).toISOString());
  });

  it('uses the given origins (checked) and signing key', async () => {
    expect(backend.origins).toEqual(['https://portal.example']);
    expect(allowedOrigins(db)).toEqual(['https://portal.example']);
    const key = new Uint8Array(32).fill(7);
    const first = createMockBackend({ clock: clock.now, signingKey: key }).db;
    const token = await signToken(first, { userId: 'u1', userName: 'x' });
    const other = createMockBackend({ clock: clock.now, signingKey: new Uint8Array(32).fill(8) }).db;
    expect(await verifyToken(other, token)).toBeNull();
    const same = createMockBackend({ clock: clock.now, signingKey: key }).db;
    expect(await verifyToken(same, token)).not.toBeNull();
    // Without the option, each backend signs with a random key of its own.
    expect(await verifyToken(db, token)).toBeNull();
    expect(() => createMockBackend({ signingKey: new Uint8Array(16) })).toThrow(/256 bits/);
  });
});

describe('two backends in one process', () => {
  const request = (path: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
    new Request(`http://localhost${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
  const adminOf = (db: Db) => signToken(db, { userId: SEED_IDS.admin, userName: DEMO.admin.userName });
  const roleNames = async (backend: MockBackend, token: string) => {
    const response = await backend.runRequest(request('/api/roles?pageSize=100', { token }));
    const body = (await response.json()) as CallBody<'GET', '/api/roles'>;
    return body.content.items.map((r) => r.name);
  };

  it('keep their own data: a write through one is not there in the other', async () => {
    const a = createMockBackend();
    const b = createMockBackend();
    await Promise.all([seed(a.db), seed(b.db)]);
    const tokenA = await adminOf(a.db);
    const tokenB = await adminOf(b.db);
    const created = await a.runRequest(
      request('/api/roles', {
        method: 'POST',
        token: tokenA,
        json: { role: { name: 'Yalnız A' }, permissionIds: [] },
      }),
    );
    expect(created.status).toBe(200);
    expect(await roleNames(a, tokenA)).toContain('Yalnız A');
    expect(await roleNames(b, tokenB)).not.toContain('Yalnız A');
    expect(b.db.roles.findFirst((q) => q.where({ name: 'Yalnız A' }))).toBeUndefined();
    // Each one's tokens are its own: B refuses A's (another signing key).
    expect((await b.runRequest(request('/api/roles', { token: tokenA }))).status).toBe(401);
  });

  it('keep their own faults and request log', async () => {
    const a = createMockBackend({ qa: true });
    const b = createMockBackend({ qa: true });
    await Promise.all([seed(a.db), seed(b.db)]);
    a.qa.fault({ operationId: 'getRoles', status: 503 });
    expect((await a.runRequest(request('/api/roles', { token: await adminOf(a.db) }))).status).toBe(503);
    expect((await b.runRequest(request('/api/roles', { token: await adminOf(b.db) }))).status).toBe(200);
    expect(b.qa.faults()).toEqual([]);
    expect(a.qa.log().map((e) => e.status)).toEqual([503]);
    expect(b.qa.log().map((e) => e.status)).toEqual([200]);
  });

  it('keep their own clocks and uploads', async () => {
    const a = createMockBackend({ clock: () => Date.UTC(2026, 0, 1) });
    const b = createMockBackend({ clock: () => Date.UTC(2030, 0, 1) });
    expect(a.db.nowIso()).toBe('2026-01-01T00:00:00.000Z');
    expect(b.db.nowIso()).toBe('2030-01-01T00:00:00.000Z');
    await a.db.files.put('x/a.pdf', { name: 'a.pdf', type: 'application/pdf', data: new ArrayBuffer(1) });
    expect(await b.db.files.get('x/a.pdf')).toBeUndefined();
    expect(await a.db.files.get('x/a.pdf')).toBeDefined();
  });

  it("tell each one's storage.onWrite of its own writes only", async () => {
    const writes: string[][] = [[], []];
    const [a, b] = writes.map((seen) =>
      createMockBackend({ storage: { onWrite: (table) => seen.push(table) } }),
    );
    await seed(a!.db);
    writes[0]!.length = 0;
    const user = findUserByNameOrEmail(a!.db, DEMO.member.userName)!;
    await updateRow(a!.db, 'users', user, { fullName: 'Yeni' });
    expect(writes).toEqual([['users'], []]);
    expect(b!.db.users.count()).toBe(0);
  });

  it('keep the QA state where each was told', () => {
    const kept = new Map<string, string>();
    const shared: KeyValue = {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
      removeItem: (key) => void kept.delete(key),
    };
    const stored = createMockBackend({ qa: { keepIn: shared } });
    const inMemory = createMockBackend({ qa: true });
    stored.qa.fault({ operationId: 'getRoles', status: 500 });
    expect(kept.has(`${STORAGE_PREFIX}faults`)).toBe(true);
    inMemory.qa.fault({ operationId: 'getUsers', status: 500 });
    expect(JSON.parse(kept.get(`${STORAGE_PREFIX}faults`)!)).toHaveLength(1);
    expect(inMemory.qa.faults().map((f) => f.operationId)).toEqual(['getUsers']);
  });
});
