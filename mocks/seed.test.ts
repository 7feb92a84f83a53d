// @vitest-environment node
import { seed, seedHashes, SEED_IDS } from './seed';
import { SEED_HASHES } from './seed-hashes';
import { hashPassword, verifyPassword } from './core/auth';
import { createDb } from './db';

describe('seed', () => {
  const db = createDb();
  beforeAll(() => seed(db));

  it('takes every seed password hash from the precomputed table, and each one is right', async () => {
    const used = await seedHashes();
    expect(Object.keys(used).filter((key) => !(key in SEED_HASHES))).toEqual([]);
    for (const [key, hash] of Object.entries(used)) {
      const at = key.indexOf(':');
      expect(hash, key).toBe(await hashPassword(key.slice(at + 1), key.slice(0, at)));
    }
    const admin = db.users.findFirst((q) => q.where({ userName: 'admin' }))!;
    expect(await verifyPassword('Admin123!', admin.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', admin.passwordHash)).toBe(false);
  });

  it('has enough of everything for several pages of every list', () => {
    expect(db.users.all().length).toBeGreaterThanOrEqual(60);
    expect(db.companies.all().length).toBeGreaterThanOrEqual(10);
    expect(db.paymentTrackings.all().length).toBeGreaterThanOrEqual(200);
    expect(db.tickets.all().length).toBeGreaterThanOrEqual(40);
  });

  it('gives the demo member payment rows in every status 0–9, tickets and a public collection', () => {
    const statuses = new Set(
      db.paymentTrackings.findMany((q) => q.where({ userId: SEED_IDS.member })).map((p) => p.status),
    );
    expect([...statuses].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(db.tickets.findMany((q) => q.where({ userId: SEED_IDS.member })).length).toBeGreaterThan(0);
    expect(db.collections.findMany((q) => q.where({ userId: SEED_IDS.member })).map((c) => c.name)).toContain(
      'Yaz Favorilerim',
    );
  });

  it('never gives two users the same name, counting user and marketplace names as one namespace', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const u of db.users.all()) {
      for (const name of [u.userName, u.trendyolUserName]) {
        if (!name) continue;
        const key = name.toLowerCase();
        if (owner.has(key) && owner.get(key) !== u.id) clashes.push(name);
        owner.set(key, u.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('is deterministic', async () => {
    const before = JSON.stringify(db.paymentTrackings.all());
    await seed(db);
    expect(JSON.stringify(db.paymentTrackings.all())).toBe(before);
  });
});
