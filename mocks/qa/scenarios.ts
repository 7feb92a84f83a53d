/**
 * Named data states for QA (`window.__portalMock.scenario(name)`, `?mockScenario=<name>`, the panel). Each one
 * rebuilds the in-memory database from the seed; the caller saves it and reloads.
 */
import type { Db } from '../db';
import { insertMany, snapshotDb, restoreDb, type Row, type TableName } from '../db';
import { DEMO, SEED_IDS } from '../seed/ids';
import { seedDb } from '../seed/load';
import { hashPassword } from '../core/auth';
import { seedId } from '../core/ids';
import { newUserRow } from '../domain/users';
import { computePaymentAmounts } from '../domain/payments';
import { ID_KIND } from '../domain/system';
import { at, present } from '@/lib/at';

export interface Scenario {
  name: string;
  description: string;
}

/** The confirmed member of `fresh-member` (empty profile). */
export const FRESH_MEMBER = { userName: 'bosprofil', password: 'Member123!' } as const;
/** `large`: at least this many users and payment rows. */
export const LARGE = { users: 10_000, payments: 50_000 } as const;

/** Tables of the system (kept by `fresh-member`): permissions, roles, settings, the payment date, brands. */
const SYSTEM_TABLES: TableName[] = ['permissions', 'roles', 'storage', 'definitions', 'companies'];

async function freshMember(db: Db): Promise<void> {
  await seedDb(db);
  const snapshot = snapshotDb(db);
  for (const name of Object.keys(snapshot) as TableName[])
    if (!SYSTEM_TABLES.includes(name)) snapshot[name] = [];
  // The administrator stays, so both sides can be looked at.
  snapshot.users = [
    present(
      db.users.findFirst((q) => q.where({ id: SEED_IDS.admin })),
      'the seeded admin',
    ),
  ];
  snapshot.users.push(
    newUserRow(db, {
      id: seedId(ID_KIND.user, 9001),
      userName: FRESH_MEMBER.userName,
      email: `${FRESH_MEMBER.userName}@portal.example`,
      passwordHash: await hashPassword(FRESH_MEMBER.password),
      createdAt: db.nowIso(),
    }),
  );
  await restoreDb(db, snapshot);
}

/** The demo member keeps one row in every status (0–9), so every action of both sides has a row waiting for it. */
async function payments(db: Db): Promise<void> {
  await seedDb(db);
  const snapshot = snapshotDb(db);
  const seen = new Set<number>();
  snapshot.paymentTrackings = (snapshot.paymentTrackings as Row<'paymentTrackings'>[]).filter((p) => {
    if (p.userId !== SEED_IDS.member || seen.has(p.status)) return false;
    seen.add(p.status);
    return true;
  });
  await restoreDb(db, snapshot);
}

async function large(db: Db): Promise<void> {
  await seedDb(db);
  const passwordHash = await hashPassword(DEMO.member.password);
  const existing = db.users.count();
  const users: Row<'users'>[] = [];
  for (let i = existing + 1; i <= LARGE.users; i++) {
    const n = String(i).padStart(5, '0');
    users.push(
      newUserRow(db, {
        id: seedId(ID_KIND.user, 100_000 + i),
        userName: `uye${n}`,
        email: `uye${n}@portal.example`,
        passwordHash,
        fullName: `Üye ${n}`,
        trendyolUserName: `ty_uye${n}`,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      }),
    );
  }
  await insertMany(db, 'users', users);
  const owners = users.length > 0 ? users : db.users.findMany();
  const rows: Row<'paymentTrackings'>[] = [];
  for (let i = 1; i <= LARGE.payments; i++) {
    const u = at(owners, i % owners.length, 'the users owning the payments');
    const month = (i % 12) + 1;
    const invoiceId = `2025-${String(month).padStart(2, '0')}`;
    const earnings = 200 + (i % 9000) + (i % 100) / 100;
    const status = i % 10;
    rows.push({
      id: seedId(17, 100_000 + i),
      userId: u.id,
      companyId: null,
      status,
      fullName: u.fullName,
      trendyolUserName: u.trendyolUserName,
      invoiceId,
      invoicePeriod: new Date(Date.UTC(2025, month - 1, 1)).toISOString(),
      trendyolTotalAmount: earnings,
      ...computePaymentAmounts({
        trendyolTotalAmount: earnings,
        newTvCommissionPercentage: u.newTvCommissionPercentage,
        isHaveCompany: u.isHaveCompany,
      }),
      invoiceMemberUploadPath: null,
      invoiceAdminUploadPath: null,
      createdAt: new Date(Date.UTC(2025, month - 1, 2)).toISOString(),
      modificationDate: new Date(Date.UTC(2025, month - 1, 3)).toISOString(),
    });
  }
  await insertMany(db, 'paymentTrackings', rows);
}

const BUILDERS: Record<string, { description: string; build: (db: Db) => Promise<void> }> = {
  seed: { description: "today's seed (the demo accounts and their data)", build: seedDb },
  'fresh-member': {
    description: `a confirmed member with an empty profile (${FRESH_MEMBER.userName} / ${FRESH_MEMBER.password}) and nothing else but the administrator and the system data`,
    build: freshMember,
  },
  payments: {
    description: `${DEMO.member.userName} has one payment row in every status (0–9): a row waiting for each action of the member and of the administrator`,
    build: payments,
  },
  large: {
    description: `${LARGE.users} users and ${LARGE.payments} payment rows, for lists at scale`,
    build: large,
  },
};

export const scenarios = (): Scenario[] =>
  Object.entries(BUILDERS).map(([name, { description }]) => ({ name, description }));

/** Rebuilds the in-memory database as scenario `name`; throws on an unknown name. */
export async function buildScenario(db: Db, name: string): Promise<void> {
  const scenario = Object.hasOwn(BUILDERS, name) ? BUILDERS[name] : undefined;
  if (!scenario) throw new Error(`unknown scenario '${name}' (known: ${Object.keys(BUILDERS).join(', ')})`);
  await scenario.build(db);
}
