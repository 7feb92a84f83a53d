// @vitest-environment node
/**
 * The factory: the options shape the backend (an injected clock moves token expiry and the sign-in lockout, the
 * signing key and origins are the given ones), and nothing but the factory sets the module-level settings.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createMockBackend } from './backend';
import { TOKEN_LIFETIME_SECONDS, signToken, verifyToken } from './core/auth';
import { allowedOrigins } from './core/origins';
import { LOCKOUT_MINUTES, MAX_FAILED_ACCESS_ATTEMPTS } from './domain/lockout';
import { db } from './db';
import { findUserByNameOrEmail } from './domain/users';
import { STORAGE_PREFIX, readState, writeState, type KeyValue } from './qa/store';
import { updateRow } from './core/tables';
import { DEMO, SEED_IDS, seed } from './seed';
import type { CallBody } from '../tests/support/api';

const ROOT = join(import.meta.dirname, '..');

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
    await seed();
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
    const token = await signToken({ userId: 'u1', userName: 'x' });
    expect(await verifyToken(token)).toMatchObject({ userId: 'u1', issuedAt: clock.now() });
    clock.advance(TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    expect(await verifyToken(token)).not.toBeNull();
    clock.advance(2000);
    expect(await verifyToken(token)).toBeNull();
  });

  it('expires reset links by the injected clock', async () => {
    const requestReset = async () => {
      const forgot = { userNameOrEmail: DEMO.member.userName, clientDomain: 'https://portal.example' };
      expect((await post('/api/forgotPassword', forgot)).errors).toEqual([]);
      return findUserByNameOrEmail(DEMO.member.userName)?.resetToken;
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
    const token = await signToken({ userId: SEED_IDS.member, userName: DEMO.member.userName });
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
    expect(allowedOrigins()).toEqual(['https://portal.example']);
    const key = new Uint8Array(32).fill(7);
    createMockBackend({ clock: clock.now, signingKey: key });
    const token = await signToken({ userId: 'u1', userName: 'x' });
    createMockBackend({ clock: clock.now, signingKey: new Uint8Array(32).fill(8) });
    expect(await verifyToken(token)).toBeNull();
    createMockBackend({ clock: clock.now, signingKey: key });
    expect(await verifyToken(token)).not.toBeNull();
    expect(() => createMockBackend({ signingKey: new Uint8Array(16) })).toThrow(/256 bits/);
  });
});

describe('a second backend', () => {
  it("replaces the first one's storage.onWrite subscription", async () => {
    await seed();
    const writes: string[][] = [[], [], []];
    for (const seen of writes) createMockBackend({ storage: { onWrite: (table) => seen.push(table) } });
    const user = findUserByNameOrEmail(DEMO.member.userName)!;
    await updateRow('users', user, { fullName: 'Yeni' });
    expect(writes).toEqual([[], [], ['users']]);
    createMockBackend();
    await updateRow('users', user, { fullName: 'Daha yeni' });
    expect(writes[2]).toEqual(['users']);
  });

  it('keeps the QA state in memory again after `qa: { keepIn }`', () => {
    const kept = new Map<string, string>();
    const shared: KeyValue = {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
      removeItem: (key) => void kept.delete(key),
    };
    createMockBackend({ qa: { keepIn: shared } });
    writeState('probe', 1);
    expect(kept.size).toBe(1);
    createMockBackend({ qa: true });
    writeState('probe', 2);
    expect(readState('probe', 0)).toBe(2);
    expect(kept.get(`${STORAGE_PREFIX}probe`)).toBe('1');
  });
});

describe('the module-level settings', () => {
  it('are installed by the factory only', () => {
    const files = ['mocks', 'src', 'tests', '.storybook', 'scripts'].flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !f.includes('node_modules'))
        .map((f) => join(ROOT, dir, f)),
    );
    const callers = files
      .filter((f) => /\b(installRuntime|keepInSharedStorage)\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f))
      .sort();
    expect(callers).toEqual(['mocks/backend.ts', 'mocks/core/runtime.ts', 'mocks/qa/store.ts']);
  });
});
