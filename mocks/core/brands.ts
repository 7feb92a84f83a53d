/**
 * Brands in lists: the `companyId` filter of the list routes and the brand-name lookup of the DTOs — one
 * implementation for every area (docs/decisions.md, "Brands, brand users, reports").
 */
import type { Db } from '../db';
import { findById, allRows } from './tables';
import { isEmptyId } from './ids';
import { companyIdParam } from './paging';

/**
 * The list's `companyId` query: `undefined` when absent (no filter), `null` for the empty GUID (the marketplace
 * pseudo-brand), otherwise the brand id (lower case). Not a GUID → 400 `InvalidValue` companyId.
 */
export function readBrandFilter(query: URLSearchParams): string | null | undefined {
  const id = companyIdParam(query);
  return id !== undefined && isEmptyId(id) ? null : id;
}

export interface BrandRule<R> {
  /**
   * The rows of one brand (built once per request): by default the rows whose `companyId` is the brand's id.
   */
  ofBrand?(db: Db, brandId: string): (row: R) => boolean;
  /**
   * What the marketplace pseudo-brand (the empty GUID) selects: rows without a brand (default), or every row
   * for rows that are not tied to a brand of their own (tickets).
   */
  marketplace?: 'unbranded' | 'all';
}

const byCompanyId = (_db: Db, brandId: string) => (row: unknown) =>
  ((row as { companyId?: string | null }).companyId ?? '').toLowerCase() === brandId;

/** Keeps the rows the list's `companyId` query asks for. */
export function filterByBrand<R>(db: Db, rows: R[], query: URLSearchParams, rule: BrandRule<R> = {}): R[] {
  const brand = readBrandFilter(query);
  if (brand === undefined) return rows;
  if (brand === null) {
    return rule.marketplace === 'all'
      ? rows
      : rows.filter((r) => !(r as { companyId?: string | null }).companyId);
  }
  const inBrand = (rule.ofBrand ?? byCompanyId)(db, brand);
  return rows.filter(inBrand);
}

/** A brand's name by id (null for none or an unknown id). */
export type BrandName = (id: string | null | undefined) => string | null;

/** One lookup per call: for single rows. */
export const brandName =
  (db: Db): BrandName =>
  (id) =>
    id ? (findById(db, 'companies', id)?.name ?? null) : null;

/** Every brand name read once, on first use: for lists (one map per request instead of a lookup per row). */
export function brandNames(db: Db): BrandName {
  let names: Map<string, string> | undefined;
  return (id) => {
    if (!id) return null;
    names ??= new Map(allRows(db, 'companies').map((c) => [c.id, c.name]));
    return names.get(id) ?? null;
  };
}
