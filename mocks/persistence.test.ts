// @vitest-environment node
import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { SCHEMA_VERSION, createDb } from './db';
import { createMockBackend } from './backend';
import { createBrowserStore, pacer } from './persistence';
import { getFile, putFile } from './core/files';
import { signToken, verifyToken } from './core/auth';
import { SEED_COUNTS } from './seed';
import { nonEmpty } from '@/lib/at';

/**
 * A "tab": its own backend (its own in-memory tables) over the one IndexedDB of the process (fake-indexeddb), as
 * two tabs of a browser share theirs.
 */
function openTab() {
  // Composed as the browser's entry composes it (./browser.ts).
  const db = createDb();
  const store = createBrowserStore(db);
  createMockBackend({ db, storage: store.storage, signingKey: store.storedSigningKey() });
  return { ...store, db };
}
type Tab = ReturnType<typeof openTab>;

const addRole = (tab: Tab, name: string) =>
  tab.withDatabase(() =>
    tab.db.roles.create({ id: `role-${name}`, name, isSystemDefault: false, permissionIds: [] }),
  );
const roleNames = (tab: Tab) => tab.withDatabase(async () => tab.db.roles.all().map((r) => r.name));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('persistence: one database for every tab', () => {
  it('seeds the first time, then a new tab restores what was stored', async () => {
    const first = openTab();
    expect(await first.loadDatabase()).toBe('seeded');
    const [storage] = nonEmpty(first.db.storage.all(), 'the stored rows');
    await first.withDatabase(() =>
      first.db.storage.update(storage, { data: (d) => void (d.value = 'changed') }),
    );

    const later = openTab();
    expect(await later.loadDatabase()).toBe('restored');
    expect(later.db.storage.findFirst((q) => q.where({ id: storage.id }))?.value).toBe('changed');
    expect(later.db.paymentTrackings.all()).toHaveLength(SEED_COUNTS.payments);
  });

  it("a change in one tab is seen by the other tab's next request, and none is lost however the tabs interleave", async () => {
    const a = openTab();
    const b = openTab();
    await Promise.all([a.loadDatabase(), b.loadDatabase()]);
    const seededRoles = a.db.roles.all().length;
    await addRole(a, 'A1');
    await addRole(b, 'B1');
    await addRole(a, 'A2');
    expect(await roleNames(a)).toEqual(expect.arrayContaining(['A1', 'B1', 'A2']));
    expect(await roleNames(b)).toEqual(expect.arrayContaining(['A1', 'B1', 'A2']));

    // Both tabs closed, the browser opened again.
    const reopened = openTab();
    expect(await reopened.loadDatabase()).toBe('restored');
    expect(reopened.db.roles.all().map((r) => r.name)).toEqual(expect.arrayContaining(['A1', 'B1', 'A2']));
    expect(reopened.db.roles.all()).toHaveLength(seededRoles + 3);
  });

  it('stores a change before the request returns, and reads store nothing', async () => {
    const a = openTab();
    await a.loadDatabase();
    await a.withDatabase(async () => void a.db.users.findMany());
    expect(a.hasUnsavedChanges()).toBe(false);
    await addRole(a, 'kept');
    expect(a.hasUnsavedChanges()).toBe(false);
    const other = openTab();
    expect(await roleNames(other)).toContain('kept');
  });

  it('a burst of requests is one pass: each runs alone and in order, one store of their changes, answered together', async () => {
    const a = openTab();
    await a.loadDatabase();
    // Every store of a change is announced to the other tabs once.
    const stores: unknown[] = [];
    const otherTab = new BroadcastChannel('portal-mock-db');
    otherTab.onmessage = (event) => stores.push(event.data);
    const steps: string[] = [];
    const role = (name: string) => ({ id: `role-${name}`, name, isSystemDefault: false, permissionIds: [] });
    let arrivedMidPass: Promise<number> | undefined;
    const burst = [
      a.withDatabase(async () => {
        steps.push('1 runs');
        await a.db.roles.create(role('burst-1'));
        // A call that arrives while the pass runs joins it.
        arrivedMidPass = a.withDatabase(async () => {
          steps.push('4 runs');
          return 4;
        });
        void arrivedMidPass.then(() => steps.push('4 answered'));
        steps.push('1 done');
        return 1;
      }),
      a.withDatabase(async () => {
        steps.push('2 runs');
        throw new Error('bad input');
      }),
      a.withDatabase(async () => {
        steps.push('3 runs');
        await a.db.roles.create(role('burst-3'));
        steps.push('3 done');
        return 3;
      }),
    ];
    burst.forEach((answer, i) => void answer.then(...Array(2).fill(() => steps.push(`${i + 1} answered`))));
    const answers = await Promise.allSettled(burst);
    expect(answers).toMatchObject([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('bad input') },
      { status: 'fulfilled', value: 3 },
    ]);
    expect(await arrivedMidPass).toBe(4);
    expect(steps).toEqual([
      '1 runs',
      '1 done',
      '2 runs',
      '3 runs',
      '3 done',
      '4 runs',
      '1 answered',
      '2 answered',
      '3 answered',
      '4 answered',
    ]);
    await vi.waitFor(() => expect(stores).toHaveLength(1));
    otherTab.close();
    expect(await roleNames(openTab())).toEqual(expect.arrayContaining(['burst-1', 'burst-3']));
    expect(stores).toHaveLength(1);
  });

  it('a pass the lock refuses answers its error, and the next request gets a pass of its own', async () => {
    const a = openTab();
    await a.loadDatabase();
    vi.stubGlobal('navigator', {
      locks: { request: () => Promise.reject(new Error('storage is blocked')) },
    });
    try {
      await expect(roleNames(a)).rejects.toThrow('storage is blocked');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(await roleNames(a)).toContain('Admin');
  });

  it('a request sent before the database has loaded waits for it', async () => {
    const a = openTab();
    const loading = a.loadDatabase();
    const count = a.withDatabase(async () => a.db.users.all().length);
    await loading;
    expect(await count).toBeGreaterThan(60);
  });

  it('reseeds stale data of another schema version instead of crashing', async () => {
    const a = openTab();
    await a.loadDatabase();
    const store = createStore('portal-mock-db', 'db');
    await set('meta', { version: SCHEMA_VERSION + 1, savedAt: '', revisions: {} }, store);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = openTab();
    expect(await b.loadDatabase()).toBe('seeded');
    warn.mockRestore();
    expect(b.db.users.all().length).toBeGreaterThan(60);
  });

  it('sets a stored row that does not fit the schema aside (kept, logged) and loads the rest, never reseeding', async () => {
    const a = openTab();
    await a.loadDatabase();
    await addRole(a, 'survives');
    const store = createStore('portal-mock-db', 'db');
    const users = (await get<unknown[]>('table:users', store))!;
    await set('table:users', [...users, { id: 'broken-user', userName: 42 }], store);
    const meta = (await get<{ revisions: Record<string, string> }>('meta', store))!;
    await set('meta', { ...meta, revisions: { ...meta.revisions, users: 'broken' } }, store);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = openTab();
    expect(await b.loadDatabase()).toBe('restored');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/1 row\(s\) of users do not fit the schema.*broken-user/),
    );
    warn.mockRestore();
    expect(b.db.users.all()).toHaveLength(users.length);
    expect(await roleNames(b)).toContain('survives');
    expect(await get('rejected-rows', store)).toEqual([
      expect.objectContaining({ table: 'users', row: { id: 'broken-user', userName: 42 } }),
    ]);
  });

  it('signs tokens with a random key kept in the database: every tab shares it, another database has its own', async () => {
    const a = openTab();
    await a.loadDatabase();
    const token = await signToken(a.db, { userId: 'u1', userName: 'x' });
    const b = openTab();
    await b.loadDatabase();
    expect(await verifyToken(b.db, token)).toMatchObject({ userId: 'u1' });
    const stored = await get<Uint8Array>('signing-key', createStore('portal-mock-db', 'db'));
    expect(stored?.byteLength).toBe(32);

    globalThis.indexedDB = new IDBFactory();
    const other = openTab();
    await other.loadDatabase();
    expect(await verifyToken(other.db, token)).toBeNull();
  });

  it('resets data and uploaded files to the seed in one step, for every tab', async () => {
    const a = openTab();
    const b = openTab();
    await a.loadDatabase();
    await b.loadDatabase();
    await putFile(a.db, 'invoices/x.pdf', {
      name: 'x.pdf',
      type: 'application/pdf',
      data: new ArrayBuffer(3),
    });
    await a.withDatabase(async () => a.db.tickets.clear());
    expect(await b.withDatabase(async () => b.db.tickets.all().length)).toBe(0);
    await a.resetDatabase();
    expect(await b.withDatabase(async () => b.db.tickets.all().length)).toBe(SEED_COUNTS.tickets);
    expect(await getFile(b.db, 'invoices/x.pdf')).toBeUndefined();
  });
});

describe('pacer: long loads give the main thread back', () => {
  it("goes on at once within its slice, and yields to the browser's scheduler once the slice has passed", async () => {
    let now = 1000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    const yieldToBrowser = vi.fn(async () => {});
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    try {
      const pause = pacer();
      now += 5;
      await pause();
      expect(yieldToBrowser).not.toHaveBeenCalled();
      now += 5;
      await pause();
      expect(yieldToBrowser).toHaveBeenCalledTimes(1);
      // A new slice starts after each yield.
      now += 5;
      await pause();
      expect(yieldToBrowser).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      clock.mockRestore();
    }
  });
});
