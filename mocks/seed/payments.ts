/** Seed payment-tracking rows. */
import type { Db } from '../db';
import { insertMany, type Row } from '../db';
import { seedId } from '../core/ids';
import { computePaymentAmounts } from '../domain/payments';
import { K, SEED_COUNTS } from './ids';
import { at, daysAgo, type Rng } from './random';

/** The demo member (`users[1]`) has one row in every status 0–9 (and two more); the rest are generated. */
export async function seedPayments(
  db: Db,
  r: Rng,
  users: Row<'users'>[],
  members: Row<'users'>[],
  companies: Row<'companies'>[],
): Promise<void> {
  const payments: Row<'paymentTrackings'>[] = [];
  const paymentInvoices = [
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
  ];
  for (let i = 0; i < SEED_COUNTS.payments; i++) {
    const own = i < 12;
    const u = own ? at(users, 1) : at(members, (i * 11) % members.length);
    const status = own ? (i < 10 ? i : 4) : r.pick([0, 0, 1, 2, 2, 3, 4, 4, 4, 5, 6, 7, 8, 9]);
    const invoiceId = own ? at(paymentInvoices, i % paymentInvoices.length) : r.pick(paymentInvoices);
    const brand = r.chance(0.25) ? r.pick(companies) : null;
    const earnings = r.int(20000, 1500000) / 100;
    const [y, m] = [Number(invoiceId.slice(0, 4)), Number(invoiceId.slice(5, 7))];
    payments.push({
      id: seedId(K.payment, i + 1),
      userId: u.id,
      companyId: brand?.id ?? null,
      status,
      fullName: u.fullName,
      trendyolUserName: u.trendyolUserName,
      invoiceId,
      invoicePeriod: new Date(Date.UTC(y, m - 1, 1)).toISOString(),
      trendyolTotalAmount: earnings,
      ...computePaymentAmounts({
        trendyolTotalAmount: earnings,
        newTvCommissionPercentage: u.newTvCommissionPercentage,
        isHaveCompany: u.isHaveCompany,
      }),
      invoiceMemberUploadPath: [3, 7, 8].includes(status) ? `invoices/seed-member-${i + 1}.pdf` : null,
      invoiceAdminUploadPath: [2, 3, 6, 7, 8, 4].includes(status) ? `invoices/seed-admin-${i + 1}.pdf` : null,
      createdAt: daysAgo(330 - i),
      modificationDate: daysAgo(200 - (i % 200)),
    });
  }
  await insertMany(db, 'paymentTrackings', payments);
}
