/**
 * The five report resources (brand commissions, marketplace commissions, campaign reports, coupons, discount
 * campaigns): generic CRUD (core/resource.ts) with their DTOs, scopes and input rules.
 */
import type { Db } from '../../db';
import type { Row } from '../../db';
import { err } from '../../core/envelope';
import type { Lookups } from '../../core/lookups';
import { registerResource } from '../../core/resource';
import type { Router } from '../../core/router';
import { ownUserNameRows } from '../../core/scope';
import { bool, isHttpUrl, numberInRange, requireFields, str } from '../../core/validate';
import { companyRef, dateField, merged, total } from './rules';

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

export function registerReportResources(db: Db, router: Router): void {
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
        companyId: companyRef(db, errors, v.companyId, false),
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
        companyId: companyRef(db, errors, v.companyId, false),
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
        companyId: companyRef(db, errors, v.companyId, true) ?? '',
      };
    },
  });
}
