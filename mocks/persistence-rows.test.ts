// @vitest-environment node
import { createMockBackend } from './backend';
import { createDb, snapshotDb, tableNames, type TableName } from './db';
import { loadStored } from './persistence-rows';
import { seed } from './seed';

describe('loading stored rows', () => {
  let stored: Record<TableName, unknown[]>;
  beforeAll(async () => {
    const db = createDb();
    await seed(db);
    stored = JSON.parse(JSON.stringify(snapshotDb(db))) as Record<TableName, unknown[]>;
  });

  it('loads every table without reporting the load as a change; writes after it are reported again', async () => {
    const db = createDb();
    const onWrite = vi.fn();
    createMockBackend({ db, storage: { onWrite } });
    expect(await loadStored(db, stored)).toEqual([]);
    for (const name of tableNames) expect(db[name].all(), name).toHaveLength(stored[name].length);
    expect(onWrite).not.toHaveBeenCalled();

    await db.storage.create({ id: 'k1', key: 'after-load', value: 'v' });
    await db.storage.update((q) => q.where({ id: 'k1' }), { data: (r) => void (r.value = 'w') });
    db.storage.delete((q) => q.where({ id: 'k1' }));
    expect(onWrite.mock.calls.map(([table]) => table)).toEqual(['storage', 'storage', 'storage']);
  });

  it('takes off only the write hooks, and puts them back when a load fails', async () => {
    const db = createDb();
    const onWrite = vi.fn();
    createMockBackend({ db, storage: { onWrite } });
    const other = vi.fn();
    db.roles.hooks.on('create', other);
    const failing = () => Promise.reject(new Error('stopped'));
    await expect(loadStored(db, { roles: stored.roles }, failing)).rejects.toThrow('stopped');
    expect(other).toHaveBeenCalledTimes(1);
    expect(onWrite).not.toHaveBeenCalled();
    await db.roles.create({ ...(stored.roles[0] as object), id: 'after-failure' } as never);
    expect(onWrite).toHaveBeenCalledWith('roles', expect.objectContaining({ id: 'after-failure' }));
  });

  it('replaces only the tables it is given, and sets aside what does not fit', async () => {
    const db = createDb();
    await loadStored(db, stored);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = [1, 2, 3].map((n) => ({ id: `broken-role-${n}`, name: 42 }));
    const rejected = await loadStored(db, {
      roles: [...broken, ...stored.roles],
      coupons: 'not rows',
      gone: [],
    });
    // The collection logs the first row it refuses; the others are parsed before they reach it.
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    expect(rejected).toEqual([
      ...broken.map((row) => ({ table: 'roles', row, reason: expect.stringMatching(/^name: /) })),
      { table: 'coupons', row: 'not rows', reason: 'not a list of rows' },
      { table: 'gone', row: [], reason: 'no such table' },
    ]);
    expect(db.roles.all()).toHaveLength(stored.roles.length);
    expect(db.coupons.all()).toEqual([]);
    expect(db.users.all()).toHaveLength(stored.users.length);
  });
});
