/**
 * The four report areas (commissions, marketplace commissions, campaign reports, coupons) declared as
 * configuration, as the mock declares them (mocks/handlers/reports.ts): what each lists, its columns, whether it
 * has the brand filter, its upload operation and the fields of its create/edit dialog. One generic screen
 * (ReportListPage) and one dialog (ReportDialog) serve all four.
 */
import type { Campaign, Commission, Coupon, Id, Paged, TrendyolCommission, UploadReport } from '@/api/types';
import type { PageQuery } from '@/hooks/usePagedList';
import type { QueryKeys } from '@/lib/query-keys';
import { campaignKeys, commissionKeys, couponKeys, trendyolCommissionKeys } from './api/keys';
import { getCommissions } from './api/getCommissions';
import { createCommission } from './api/createCommission';
import { updateCommission } from './api/updateCommission';
import { deleteCommission } from './api/deleteCommission';
import { uploadCommissions } from './api/uploadCommissions';
import { getTrendyolCommissions } from './api/getTrendyolCommissions';
import { createTrendyolCommission } from './api/createTrendyolCommission';
import { updateTrendyolCommission } from './api/updateTrendyolCommission';
import { deleteTrendyolCommission } from './api/deleteTrendyolCommission';
import { uploadTrendyolCommissions } from './api/uploadTrendyolCommissions';
import { getCampaigns } from './api/getCampaigns';
import { createCampaign } from './api/createCampaign';
import { updateCampaign } from './api/updateCampaign';
import { deleteCampaign } from './api/deleteCampaign';
import { uploadCampaigns } from './api/uploadCampaigns';
import { getCoupons } from './api/getCoupons';
import { createCoupon } from './api/createCoupon';
import { updateCoupon } from './api/updateCoupon';
import { deleteCoupon } from './api/deleteCoupon';
import { uploadCoupons } from './api/uploadCoupons';

/** How a column shows its value: as text, as an amount with 2 decimals, or as a registered / not registered tag. */
export type ColumnFormat = 'text' | 'money' | 'registered';

export interface ReportColumn<T> {
  key: keyof T & string;
  titleKey: string;
  format?: ColumnFormat;
}

/**
 * A dialog field: free text, an amount (≥ 0, blank allowed), a brand picker (the marketplace = no brand) or the
 * permission checklist (`grantedPermissionIds` of the save payload, beside the entity).
 */
export type FieldKind = 'text' | 'number' | 'brand' | 'permissions';

export interface ReportField {
  name: string;
  labelKey: string;
  kind?: FieldKind;
  required?: boolean;
}

/** What the dialog sends as the entity of the save payload (`{ commission }`, `{ coupon }`…). */
export type ReportInput = { id: Id } & Record<string, string | number | null | Id[]>;

export interface ReportArea<T extends { id: Id }> {
  /** The page title (the menu label of the route). */
  titleKey: string;
  newTitleKey: string;
  editTitleKey: string;
  keys: QueryKeys;
  list: (query: PageQuery & { companyId?: string }) => Promise<Paged<T>>;
  create: (entity: ReportInput) => Promise<unknown>;
  update: (entity: ReportInput) => Promise<unknown>;
  remove: (id: Id) => Promise<unknown>;
  upload: (files: File[]) => Promise<UploadReport>;
  /** The spreadsheet's columns (docs/decisions.md), shown beside the upload button. */
  sheetColumns: string[];
  /** The brand filter, for administrators. */
  brandFilter: boolean;
  columns: ReportColumn<T>[];
  fields: ReportField[];
  /** Names a row in the labels of its edit and delete buttons. */
  rowLabel: (row: T) => string;
}

const NAME: ReportField = { name: 'name', labelKey: 'field.name', required: true };
const USER_NAME: ReportField = { name: 'userName', labelKey: 'field.userName', required: true };
const INVOICE_ID: ReportField = { name: 'invoiceId', labelKey: 'field.invoiceId' };
const TOTAL: ReportField = { name: 'total', labelKey: 'field.total', kind: 'number' };
const BRAND: ReportField = { name: 'companyId', labelKey: 'field.company', kind: 'brand' };
const PERMISSIONS: ReportField = {
  name: 'grantedPermissionIds',
  labelKey: 'field.permissions',
  kind: 'permissions',
};

/** Brand commissions (`/admin/commission-list`). */
export const commissionArea: ReportArea<Commission> = {
  titleKey: 'menu.commissions',
  newTitleKey: 'report.newCommission',
  editTitleKey: 'report.editCommission',
  keys: commissionKeys,
  list: getCommissions,
  // The permission checklist travels beside the entity (spec: `{commission, grantedPermissionIds}`).
  create: ({ grantedPermissionIds, ...commission }) =>
    createCommission({ commission, grantedPermissionIds: grantedPermissionIds as Id[] }),
  update: ({ grantedPermissionIds, ...commission }) =>
    updateCommission({ commission, grantedPermissionIds: grantedPermissionIds as Id[] }),
  remove: deleteCommission,
  upload: uploadCommissions,
  sheetColumns: ['userName', 'invoiceId', 'total', 'companyName'],
  brandFilter: true,
  columns: [
    { key: 'userName', titleKey: 'field.userName' },
    { key: 'invoiceId', titleKey: 'field.invoiceId' },
    { key: 'total', titleKey: 'field.total', format: 'money' },
    { key: 'companyName', titleKey: 'field.company' },
    { key: 'isHaveUserInCms', titleKey: 'field.isHaveUserInCms', format: 'registered' },
  ],
  fields: [NAME, USER_NAME, INVOICE_ID, TOTAL, BRAND, PERMISSIONS],
  rowLabel: (r) => `${r.userName} ${r.invoiceId ?? ''}`.trim(),
};

/** Marketplace commissions (`/admin/trendyol-commission-list`): no brand. */
export const trendyolCommissionArea: ReportArea<TrendyolCommission> = {
  titleKey: 'menu.trendyolCommissions',
  newTitleKey: 'report.newTrendyolCommission',
  editTitleKey: 'report.editTrendyolCommission',
  keys: trendyolCommissionKeys,
  list: getTrendyolCommissions,
  create: (trendyolCommission) => createTrendyolCommission({ trendyolCommission }),
  update: (trendyolCommission) => updateTrendyolCommission({ trendyolCommission }),
  remove: deleteTrendyolCommission,
  upload: uploadTrendyolCommissions,
  sheetColumns: ['userName', 'invoiceId', 'total'],
  brandFilter: false,
  columns: [
    { key: 'userName', titleKey: 'field.userName' },
    { key: 'invoiceId', titleKey: 'field.invoiceId' },
    { key: 'total', titleKey: 'field.total', format: 'money' },
    { key: 'isHaveUserInCms', titleKey: 'field.isHaveUserInCms', format: 'registered' },
  ],
  fields: [NAME, USER_NAME, INVOICE_ID, TOTAL],
  rowLabel: (r) => `${r.userName} ${r.invoiceId ?? ''}`.trim(),
};

/** Campaign reports (`/admin/campaign`): agency-wide. */
export const campaignArea: ReportArea<Campaign> = {
  titleKey: 'menu.campaign',
  newTitleKey: 'report.newCampaign',
  editTitleKey: 'report.editCampaign',
  keys: campaignKeys,
  list: getCampaigns,
  create: (campaign) => createCampaign({ campaign }),
  update: (campaign) => updateCampaign({ campaign }),
  remove: deleteCampaign,
  upload: uploadCampaigns,
  sheetColumns: ['name', 'mostCategoryCiroWithLink', 'mostCategoryCiroWithoutLink', 'mostSoldProduct'],
  brandFilter: false,
  columns: [
    { key: 'name', titleKey: 'field.name' },
    { key: 'mostCategoryCiroWithLink', titleKey: 'field.mostCategoryCiroWithLink' },
    { key: 'mostCategoryCiroWithoutLink', titleKey: 'field.mostCategoryCiroWithoutLink' },
    { key: 'mostSoldProduct', titleKey: 'field.mostSoldProduct' },
  ],
  fields: [
    NAME,
    { name: 'mostCategoryCiroWithLink', labelKey: 'field.mostCategoryCiroWithLink' },
    { name: 'mostCategoryCiroWithoutLink', labelKey: 'field.mostCategoryCiroWithoutLink' },
    { name: 'mostSoldProduct', labelKey: 'field.mostSoldProduct' },
  ],
  rowLabel: (r) => r.name,
};

/** Coupons (`/admin/coupon`). */
export const couponArea: ReportArea<Coupon> = {
  titleKey: 'menu.coupon',
  newTitleKey: 'report.newCoupon',
  editTitleKey: 'report.editCoupon',
  keys: couponKeys,
  list: getCoupons,
  create: (coupon) => createCoupon({ coupon }),
  update: (coupon) => updateCoupon({ coupon }),
  remove: deleteCoupon,
  upload: uploadCoupons,
  sheetColumns: ['name', 'userName', 'code', 'companyName'],
  brandFilter: true,
  columns: [
    { key: 'name', titleKey: 'field.name' },
    { key: 'userName', titleKey: 'field.userName' },
    { key: 'code', titleKey: 'field.code' },
    { key: 'companyName', titleKey: 'field.company' },
  ],
  fields: [NAME, USER_NAME, { name: 'code', labelKey: 'field.code', required: true }, BRAND],
  rowLabel: (r) => r.code,
};
