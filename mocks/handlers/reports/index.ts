/**
 * Reports: brand commissions, marketplace (Trendyol) commissions, campaign reports, coupons and
 * discount campaigns ("Avantajlı Ürünler"). Five generic CRUD resources plus four spreadsheet imports;
 * rules in docs/decisions.md ("Brands, brand users, reports").
 */
import type { Db } from '../../db';
import type { Router } from '../../core/router';
import { registerReportImports } from './imports';
import { registerReportResources } from './resources';

export function registerReports(db: Db, router: Router): void {
  registerReportResources(db, router);
  registerReportImports(db, router);
}
