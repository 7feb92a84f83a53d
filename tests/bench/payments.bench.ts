// @vitest-environment node
/**
 * List performance of the in-browser server at a realistic upper size: 10 000 users and 50 000 payment
 * rows, requests answered by the real router (token check, member scoping, filter, sort, page).
 *
 * vitest's table shows mean and p75 but no median, so each bench also records its own durations and
 * prints its median ("median …" lines above the table). Results: tests/bench/RESULTS.md.
 */
import { bench, describe } from 'vitest';
import { createMockBackend } from '@mocks/backend';
import type { Row } from '@mocks/db';
import { seed, SEED_IDS, rng, FIRST, LAST, slug } from '@mocks/seed';
import { hashPassword, signToken } from '@mocks/core/auth';
import { seedId } from '@mocks/core/ids';
import { computePaymentAmounts } from '@mocks/domain/payments';
import { newUserRow } from '@mocks/domain/users';
import { at } from '@/lib/at';

// The backend with its defaults and no QA hook: only the router's own work is measured.
const backend = createMockBackend();
const db = backend.db;
const USERS = 10_000;
const PAYMENTS = 50_000;

async function seedLarge(): Promise<void> {
  await seed(db);
  const r = rng(4242);
  // One hash for every bench user: hashing is not what is measured.
  const passwordHash = await hashPassword('Member123!', 'bench-salt');
  const users: Row<'users'>[] = [];
  for (let i = 0; i < USERS; i++) {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const name = `${slug(first)}${slug(last)}${i}`;
    const company = r.chance(0.3);
    const user = newUserRow(db, {
      id: seedId(0x99, i + 1),
      userName: `bench${name}`,
      email: `${name}@bench.example`,
      passwordHash,
      newTvCommissionPercentage: r.pick([10, 10, 12, 15]),
      fullName: `${first} ${last}`,
      trendyolUserName: `ty${name}`,
      trendyolStatus: 6,
      isHaveCompany: company,
      companyType: company ? 1 : null,
      companyName: company ? `${last} Dijital Ltd. Şti.` : null,
      doesIsMatchTrendyol: true,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    });
    users.push(await db.users.create(user));
  }
  const companies = db.companies.all().map((c) => c.id);
  const periods = Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}`);
  for (let i = 0; i < PAYMENTS; i++) {
    const u = at(users, r.int(0, USERS - 1));
    const invoiceId = r.pick(periods);
    const earnings = r.int(20000, 1500000) / 100;
    await db.paymentTrackings.create({
      id: seedId(0x98, i + 1),
      userId: u.id,
      companyId: r.chance(0.25) ? r.pick(companies) : null,
      status: r.int(0, 9),
      fullName: u.fullName,
      trendyolUserName: u.trendyolUserName,
      invoiceId,
      invoicePeriod: `${invoiceId}-01T00:00:00.000Z`,
      trendyolTotalAmount: earnings,
      ...computePaymentAmounts({
        trendyolTotalAmount: earnings,
        newTvCommissionPercentage: u.newTvCommissionPercentage,
        isHaveCompany: u.isHaveCompany,
      }),
      invoiceMemberUploadPath: null,
      invoiceAdminUploadPath: null,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 600_000).toISOString(),
      modificationDate: new Date(Date.UTC(2025, 6, 1) + i * 300_000).toISOString(),
    });
  }
}

await seedLarge();
const adminToken = await signToken(db, { userId: SEED_IDS.admin, userName: 'admin' });

/** vitest's table has no median: every bench records its own durations and prints the median itself. */
function measured(label: string, url: string) {
  const samples: number[] = [];
  const fn = async () => {
    const start = performance.now();
    const res = await backend.runRequest(
      new Request(`http://localhost${url}`, { headers: { Authorization: `Bearer ${adminToken}` } }),
    );
    const body = await res.json();
    samples.push(performance.now() - start);
    if (res.status !== 200 || body.isError)
      throw new Error(`${url}: ${res.status} ${JSON.stringify(body.errors)}`);
  };
  const options = {
    time: 3000,
    warmupTime: 500,
    // tinybench calls these around the warm-up and the measured run; only the run counts.
    setup: (_task: unknown, mode?: string) => {
      if (mode === 'run') samples.length = 0;
    },
    teardown: (_task: unknown, mode?: string) => {
      if (mode !== 'run' || samples.length === 0) return;
      const sorted = [...samples].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      const median = sorted.length % 2 ? at(sorted, mid) : (at(sorted, mid - 1) + at(sorted, mid)) / 2;
      const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
      console.log(
        `median ${label}: ${median.toFixed(2)} ms (mean ${mean.toFixed(2)} ms, ${samples.length} runs)`,
      );
    },
  };
  return [fn, options] as const;
}

describe(`lists over ${USERS} users and ${PAYMENTS} payment rows`, () => {
  bench(
    'GET /api/paymentTrackings filter + statusFilter + sort paymentAmount desc, page 3 × 25',
    ...measured(
      'payments (filter, statusFilter, paymentAmount desc, page 3)',
      `/api/paymentTrackings?filter=${encodeURIComponent('yılmaz')}&statusFilter=2&sortBy=${encodeURIComponent('paymentAmount desc')}&pageIndex=3&pageSize=25`,
    ),
  );

  bench(
    'GET /api/paymentTrackings unfiltered, default sort (modificationDate desc), page 0 × 10',
    ...measured('payments (no filter, default sort)', '/api/paymentTrackings'),
  );

  bench(
    'GET /api/users filter + sort email desc',
    ...measured(
      'users (filter, email desc)',
      `/api/users?filter=kaya&sortBy=${encodeURIComponent('email desc')}`,
    ),
  );
});
