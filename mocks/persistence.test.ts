// @vitest-environment node
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { hasUnsavedChanges, loadDatabase, resetDatabase, saveDatabase } from './persistence';
import { db, SCHEMA_VERSION } from './db';
import { putFile, getFile } from './core/files';
import { SEED_COUNTS } from './seed';

describe('persistence', () => {
  it('seeds the first time, then restores what was saved', async () => {
    expect(await loadDatabase()).toBe('seeded');
    const storage = db.storage.all()[0];
    await db.storage.update(storage, { data: (d) => void (d.value = 'changed') });
    await saveDatabase();
    db.storage.clear();
    expect(await loadDatabase()).toBe('restored');
    expect(db.storage.findFirst((q) => q.where({ id: storage.id }))?.value).toBe('changed');
    expect(db.paymentTrackings.all()).toHaveLength(SEED_COUNTS.payments);
  });

  it('marks the database changed on writes only, and saving clears the mark', async () => {
    await loadDatabase();
    expect(hasUnsavedChanges()).toBe(false);
    db.users.findMany();
    expect(hasUnsavedChanges()).toBe(false);
    const storage = db.storage.all()[0];
    await db.storage.update(storage, { data: (d) => void (d.value = 'x') });
    expect(hasUnsavedChanges()).toBe(true);
    await saveDatabase();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('reseeds stale data of another schema version or shape instead of crashing', async () => {
    const store = createStore('portal-mock-db', 'db');
    await set('snapshot', { version: SCHEMA_VERSION + 1, savedAt: '', data: {} }, store);
    expect(await loadDatabase()).toBe('seeded');
    await set('snapshot', { version: SCHEMA_VERSION, savedAt: '', data: { users: [{ id: 1 }] } }, store);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadDatabase()).toBe('seeded');
    warn.mockRestore();
    expect(db.users.all().length).toBeGreaterThan(60);
  });

  it('resets data and uploaded files to the seed in one step', async () => {
    await loadDatabase();
    await putFile('invoices/x.pdf', { name: 'x.pdf', type: 'application/pdf', data: new ArrayBuffer(3) });
    db.tickets.clear();
    await resetDatabase();
    expect(db.tickets.all()).toHaveLength(SEED_COUNTS.tickets);
    expect(await getFile('invoices/x.pdf')).toBeUndefined();
  });
});
