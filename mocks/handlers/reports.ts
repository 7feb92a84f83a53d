/**
 * Reports: brand commissions, marketplace (Trendyol) commissions, campaign reports, coupons and
 * discount campaigns ("Avantajlı Ürünler"). Five generic CRUD resources plus four spreadsheet imports;
 * rules in docs/decisions.md ("Brands, brand users, reports").
 */
import { db, type Row } from '../db';
import { err, type ApiErrorItem } from '../core/envelope';
import { isEmptyId } from '../core/ids';
import { insertInto, parseDecimal, registerImport } from '../core/imports';
import type { Lookups } from '../core/lookups';
import { findById, registerResource } from '../core/resource';
import type { Router } from '../core/router';
import { ownUserNameRows } from '../core/scope';
import {
  bool,
  isHttpUrl,
  numberInRange,
  parseDateTime,
  requireFields,
  sameText,
  str,
} from '../core/validate';

// ---------------------------------------------------------------- shared rules

const companyByName = (name: string) => db.companies.findFirst((q) => q.where((c) => sameText(c.name, name)));

/**
 * The input merged over the stored row: on update a field left out of the payload keeps its value,
 * a field sent (even blank) replaces it.
 */
function merged(
  input: Record<string, any>,
  existing: Record<string, any> | null,
  fields: string[],
): Record<string, any> {
  return Object.fromEntries(
    fields.map((f) => [f, input[f] !== undefined ? input[f] : (existing?.[f] ?? undefined)]),
  );
}

/** A brand reference: blank or the empty id → none (or RequiredField); unknown → CompanyNotFound. */
function companyRef(errors: ApiErrorItem[], value: unknown, required: boolean): string | null {
  const id = str(value);
  if (!id || isEmptyId(id)) {
    if (required) errors.push(err('RequiredField', 'companyId'));
    return null;
  }
  const company = findById('companies', id);
  if (!company) errors.push(err('CompanyNotFound', id));
  return company?.id ?? null;
}

/** A total: blank → 0; otherwise a number ≥ 0, else InvalidValue. */
function total(errors: ApiErrorItem[], value: unknown): number {
  return numberInRange(errors, 'total', value, 0, Number.MAX_SAFE_INTEGER) ?? 0;
}

/** An ISO 8601 date (or date-time) of a day that exists, stored as a UTC ISO string; InvalidValue otherwise. */
function dateField(errors: ApiErrorItem[], field: string, value: unknown): string | null {
  const s = str(value);
  if (!s) return null;
  const date = parseDateTime(s);
  if (!date) {
    errors.push(err('InvalidValue', field));
    return null;
  }
  return date.toISOString();
}

/** A spreadsheet total: a decimal ≥ 0 (`1234,56` and `1.234,56` accepted), else InvalidValue. */
function sheetTotal(errors: ApiErrorItem[], text: string): number {
  if (text === '') return 0; // reported as RequiredField
  const n = parseDecimal(text);
  if (n === null || n < 0) errors.push(err('InvalidValue', 'total'));
  return n ?? 0;
}

/** A brand named in a spreadsheet; CompanyNotFound (value = the name) when unknown. */
function sheetCompany(errors: ApiErrorItem[], name: string) {
  if (name === '') return undefined;
  const company = companyByName(name);
  if (!company) errors.push(err('CompanyNotFound', name));
  return company;
}

// ---------------------------------------------------------------- DTOs

// Each builder takes the lookups (core/lookups.ts): direct for a single row, maps read once per list request.

const commissionDto = (r: Row<'commissions'>, look: Lookups) => ({
  id: r.id,
  name: r.name,
  userName: r.userName,
  invoiceId: r.invoiceId,
  total: r.total,
  companyId: r.companyId,
  companyName: look.brandName(r.companyId),
  isHaveUserInCms: look.hasUserNamed(r.userName),
});

const trendyolCommissionDto = (r: Row<'trendyolCommissions'>, look: Lookups) => ({
  id: r.id,
  name: r.name,
  userName: r.userName,
  invoiceId: r.invoiceId,
  total: r.total,
  isHaveUserInCms: look.hasUserNamed(r.userName),
});

const campaignDto = (r: Row<'campaigns'>) => ({
  id: r.id,
  name: r.name,
  mostCategoryCiroWithLink: r.mostCategoryCiroWithLink,
  mostCategoryCiroWithoutLink: r.mostCategoryCiroWithoutLink,
  mostSoldProduct: r.mostSoldProduct,
});

const couponDto = (r: Row<'coupons'>, look: Lookups) => ({
  id: r.id,
  name: r.name,
  userName: r.userName,
  code: r.code,
  companyId: r.companyId,
  companyName: look.brandName(r.companyId),
});

const discountCampaignDto = (r: Row<'discountCampaigns'>, look: Lookups) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  commissionPercentage: r.commissionPercentage,
  url: r.url,
  startDate: r.startDate,
  finishDate: r.finishDate,
  isMobileLink: r.isMobileLink,
  companyId: r.companyId,
  companyName: look.brandName(r.companyId),
});

// ---------------------------------------------------------------- routes

export function registerReports(router: Router): void {
  registerResource(router, {
    table: 'commissions',
    entity: 'Commission',
    listPath: '/api/Commissions',
    getPath: '/api/Commissions/{id}',
    savePath: '/api/Commissions',
    deletePath: '/api/Commissions',
    payloadKeys: ['commission'], // grantedPermissionIds is accepted and ignored
    operationIds: {
      list: 'getCommissions',
      get: 'getCommission',
      create: 'createCommission',
      update: 'updateCommission',
      delete: 'deleteCommission',
    },
    toDto: commissionDto,
    list: {
      search: ['name', 'userName', 'invoiceId', 'companyName'],
      sortable: [
        'id',
        'name',
        'userName',
        'invoiceId',
        'total',
        'companyId',
        'companyName',
        'isHaveUserInCms',
      ],
      defaultSort: 'invoiceId desc',
    },
    scope: ownUserNameRows,
    brand: {},
    parse(input, errors, existing) {
      const v = merged(input, existing, ['name', 'userName', 'invoiceId', 'total', 'companyId']);
      errors.push(...requireFields(v, ['name', 'userName']));
      return {
        name: str(v.name) ?? '',
        userName: str(v.userName) ?? '',
        invoiceId: str(v.invoiceId),
        total: total(errors, v.total),
        companyId: companyRef(errors, v.companyId, false),
      };
    },
  });

  registerResource(router, {
    table: 'trendyolCommissions',
    entity: 'TrendyolCommission',
    listPath: '/api/trendyolCommissions',
    getPath: '/api/trendyolCommissions/{id}',
    savePath: '/api/trendyolCommissions',
    deletePath: '/api/trendyolCommissions',
    payloadKeys: ['trendyolCommission'],
    operationIds: {
      list: 'getTrendyolCommissions',
      get: 'getTrendyolCommission',
      create: 'createTrendyolCommission',
      update: 'updateTrendyolCommission',
      delete: 'deleteTrendyolCommission',
    },
    toDto: trendyolCommissionDto,
    list: {
      search: ['name', 'userName', 'invoiceId'],
      sortable: ['id', 'name', 'userName', 'invoiceId', 'total', 'isHaveUserInCms'],
      defaultSort: 'invoiceId desc',
    },
    scope: ownUserNameRows,
    parse(input, errors, existing) {
      const v = merged(input, existing, ['name', 'userName', 'invoiceId', 'total']);
      errors.push(...requireFields(v, ['name', 'userName']));
      return {
        name: str(v.name) ?? '',
        userName: str(v.userName) ?? '',
        invoiceId: str(v.invoiceId),
        total: total(errors, v.total),
      };
    },
  });

  registerResource(router, {
    table: 'campaigns',
    entity: 'Campaign',
    listPath: '/api/Campaigns',
    getPath: '/api/Campaigns/{id}',
    savePath: '/api/Campaign',
    deletePath: '/api/Campaign',
    payloadKeys: ['campaign'],
    operationIds: {
      list: 'getCampaigns',
      get: 'getCampaign',
      create: 'createCampaign',
      update: 'updateCampaign',
      delete: 'deleteCampaign',
    },
    toDto: campaignDto,
    list: {
      search: ['name', 'mostCategoryCiroWithLink', 'mostCategoryCiroWithoutLink', 'mostSoldProduct'],
      sortable: ['id', 'name', 'mostCategoryCiroWithLink', 'mostCategoryCiroWithoutLink', 'mostSoldProduct'],
      defaultSort: 'name',
    },
    parse(input, errors, existing) {
      const fields = ['name', 'mostCategoryCiroWithLink', 'mostCategoryCiroWithoutLink', 'mostSoldProduct'];
      const v = merged(input, existing, fields);
      errors.push(...requireFields(v, ['name']));
      return {
        name: str(v.name) ?? '',
        mostCategoryCiroWithLink: str(v.mostCategoryCiroWithLink),
        mostCategoryCiroWithoutLink: str(v.mostCategoryCiroWithoutLink),
        mostSoldProduct: str(v.mostSoldProduct),
      };
    },
  });

  registerResource(router, {
    table: 'coupons',
    entity: 'Coupon',
    listPath: '/api/Coupons',
    getPath: '/api/Coupons/{id}',
    savePath: '/api/Coupons',
    deletePath: '/api/Coupon',
    payloadKeys: ['coupon'],
    operationIds: {
      list: 'getCoupons',
      get: 'getCoupon',
      create: 'createCoupon',
      update: 'updateCoupon',
      delete: 'deleteCoupon',
    },
    toDto: couponDto,
    list: {
      search: ['name', 'userName', 'code', 'companyName'],
      sortable: ['id', 'name', 'userName', 'code', 'companyId', 'companyName'],
      defaultSort: 'name',
    },
    scope: ownUserNameRows,
    brand: {},
    parse(input, errors, existing) {
      const v = merged(input, existing, ['name', 'userName', 'code', 'companyId']);
      errors.push(...requireFields(v, ['name', 'userName', 'code']));
      return {
        name: str(v.name) ?? '',
        userName: str(v.userName) ?? '',
        code: str(v.code) ?? '',
        companyId: companyRef(errors, v.companyId, false),
      };
    },
  });

  registerResource(router, {
    table: 'discountCampaigns',
    entity: 'DiscountCampaign',
    listPath: '/api/DiscountCampaigns',
    getPath: '/api/DiscountCampaigns/{id}',
    savePath: '/api/DiscountCampaigns',
    deletePath: '/api/discountCampaigns',
    payloadKeys: ['discountCampaign'],
    operationIds: {
      list: 'getDiscountCampaigns',
      get: 'getDiscountCampaign',
      create: 'createDiscountCampaign',
      update: 'updateDiscountCampaign',
      delete: 'deleteDiscountCampaign',
    },
    toDto: discountCampaignDto,
    list: {
      search: ['name', 'description', 'url', 'companyName'],
      sortable: [
        'id',
        'name',
        'description',
        'commissionPercentage',
        'url',
        'startDate',
        'finishDate',
        'isMobileLink',
        'companyId',
        'companyName',
      ],
      defaultSort: 'startDate desc',
    },
    brand: {},
    parse(input, errors, existing) {
      const required = ['name', 'description', 'commissionPercentage', 'url', 'startDate', 'finishDate'];
      const v = merged(input, existing, [...required, 'isMobileLink', 'companyId']);
      errors.push(...requireFields(v, required));
      const url = str(v.url);
      if (url && !isHttpUrl(url)) errors.push(err('InvalidValue', 'url'));
      const startDate = dateField(errors, 'startDate', v.startDate);
      const finishDate = dateField(errors, 'finishDate', v.finishDate);
      if (startDate && finishDate && finishDate < startDate)
        errors.push(err('InvalidDateRange', 'finishDate'));
      return {
        name: str(v.name) ?? '',
        description: str(v.description) ?? '',
        commissionPercentage:
          numberInRange(errors, 'commissionPercentage', v.commissionPercentage, 0, 100) ?? 0,
        url: url ?? '',
        startDate: startDate ?? '',
        finishDate: finishDate ?? '',
        isMobileLink: bool(v.isMobileLink),
        companyId: companyRef(errors, v.companyId, true) ?? '',
      };
    },
  });

  // ---------------------------------------------------------------- imports

  registerImport(router, {
    path: '/api/Commissions/UploadWithExcel',
    operationId: 'uploadCommissions',
    like: 'createCommission',
    columns: ['userName', 'invoiceId', 'total', 'companyName'],
    required: ['userName', 'invoiceId', 'total', 'companyName'],
    toRow(r, errors) {
      const company = sheetCompany(errors, r.companyName);
      return {
        name: `${company?.name ?? r.companyName} ${r.invoiceId}`,
        userName: r.userName,
        invoiceId: r.invoiceId,
        total: sheetTotal(errors, r.total),
        companyId: company?.id ?? null,
      };
    },
    save: insertInto('commissions'),
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
    save: insertInto('trendyolCommissions'),
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
    save: insertInto('campaigns'),
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
      companyId: sheetCompany(errors, r.companyName)?.id ?? null,
    }),
    save: insertInto('coupons'),
  });
}
