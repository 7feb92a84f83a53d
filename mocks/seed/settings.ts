/** Seed settings: the key/value storage and the dated definitions. */
import type { Db } from '../db';
import { insertMany } from '../db';
import { seedId } from '../core/ids';
import { K } from './ids';

const STORAGE: [key: string, value: string][] = [
  ['MinimumPaymentAmount', '1000'],
  ['AgencyCommissionPercentage', '10'],
  ['StoppageTaxPercentage', '15'],
  ['VatPercentage', '18'],
  ['TevkifatPercentage', '70'],
  ['SupportEmail', 'destek@portal.example'],
  ['OfficeHours', '08:00-17:00'],
  ['PaymentPeriod', 'Her ayın 20-25 arası'],
  ['AndroidAppUrl', 'https://play.google.com/store/apps/details?id=example.portal'],
  ['IosAppUrl', 'https://apps.apple.com/tr/app/portal/id0000000000'],
  ['KvkkEmail', 'kvkk@portal.example'],
  ['MaxUploadMb', '10'],
];

export async function seedSettings(db: Db): Promise<void> {
  await insertMany(
    db,
    'storage',
    STORAGE.map(([key, value], i) => ({ id: seedId(K.storage, i + 1), key, value })),
  );
  await insertMany(db, 'definitions', [
    {
      id: seedId(K.definition, 1),
      key: 'NextPaymentDate',
      dateTime: new Date(Date.UTC(2026, 11, 22, 9, 0)).toISOString(),
    },
  ]);
}
