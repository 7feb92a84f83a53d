/** The four spreadsheet imports of the reports (`UploadWithExcel`, core/imports.ts): columns and row rules. */
import type { Db } from '../../db';
import { err, type ApiErrorItem } from '../../core/envelope';
import { insertInto, parseDecimal, registerImport } from '../../core/imports';
import type { Router } from '../../core/router';
import { sameText } from '../../core/validate';

const companyByName = (db: Db, name: string) =>
  db.companies.findFirst((q) => q.where((c) => sameText(c.name, name)));

/** A spreadsheet total: a decimal ≥ 0 (`1234,56` and `1.234,56` accepted), else InvalidValue. */
function sheetTotal(errors: ApiErrorItem[], text: string): number {
  if (text === '') return 0; // reported as RequiredField
  const n = parseDecimal(text);
  if (n === null || n < 0) errors.push(err('InvalidValue', 'total'));
  return n ?? 0;
}

/** A brand named in a spreadsheet; CompanyNotFound (value = the name) when unknown. */
function sheetCompany(db: Db, errors: ApiErrorItem[], name: string) {
  if (name === '') return undefined;
  const company = companyByName(db, name);
  if (!company) errors.push(err('CompanyNotFound', name));
  return company;
}

export function registerReportImports(db: Db, router: Router): void {
  registerImport(router, {
    path: '/api/Commissions/UploadWithExcel',
    operationId: 'uploadCommissions',
    like: 'createCommission',
    columns: ['userName', 'invoiceId', 'total', 'companyName'],
    required: ['userName', 'invoiceId', 'total', 'companyName'],
    toRow(r, errors) {
      const company = sheetCompany(db, errors, r.companyName);
      return {
        name: `${company?.name ?? r.companyName} ${r.invoiceId}`,
        userName: r.userName,
        invoiceId: r.invoiceId,
        total: sheetTotal(errors, r.total),
        companyId: company?.id ?? null,
      };
    },
    save: insertInto(db, 'commissions'),
  });

  registerImport(router, {
    path: '/api/trendyolCommissions/UploadWithExcel',
    operationId: 'uploadTrendyolCommissions',
    like: 'createTrendyolCommission',
    columns: ['userName', 'invoiceId', 'total'],
    required: ['userName', 'invoiceId', 'total'],
    toRow: (r, errors) => ({
      name: `Trendyol ${r.invoiceId}`,
      userName: r.userName,
      invoiceId: r.invoiceId,
      total: sheetTotal(errors, r.total),
    }),
    save: insertInto(db, 'trendyolCommissions'),
  });

  registerImport(router, {
    path: '/api/Campaigns/UploadWithExcel',
    operationId: 'uploadCampaigns',
    like: 'createCampaign',
    columns: ['name', 'mostCategoryCiroWithLink', 'mostCategoryCiroWithoutLink', 'mostSoldProduct'],
    required: ['name'],
    toRow: (r) => ({
      name: r.name,
      mostCategoryCiroWithLink: r.mostCategoryCiroWithLink || null,
      mostCategoryCiroWithoutLink: r.mostCategoryCiroWithoutLink || null,
      mostSoldProduct: r.mostSoldProduct || null,
    }),
    save: insertInto(db, 'campaigns'),
  });

  registerImport(router, {
    path: '/api/Coupons/UploadWithExcel',
    operationId: 'uploadCoupons',
    like: 'createCoupon',
    columns: ['name', 'userName', 'code', 'companyName'],
    required: ['name', 'userName', 'code'],
    key: (r) => r.code,
    toRow: (r, errors) => ({
      name: r.name,
      userName: r.userName,
      code: r.code,
      companyId: sheetCompany(db, errors, r.companyName)?.id ?? null,
    }),
    save: insertInto(db, 'coupons'),
  });
}
