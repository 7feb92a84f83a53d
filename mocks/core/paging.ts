/** The one paging / sorting / filtering mechanism every list endpoint uses. */
import { badRequest } from './envelope';

export const ALL_ROWS = 100000000;

export interface PageRequest {
  filter: string;
  pageIndex: number;
  pageSize: number;
  sortBy: string | null;
}

export interface Paged<T> {
  items: T[];
  totalCount: number;
}

export function readPageRequest(query: URLSearchParams): PageRequest {
  const pageIndex = query.has('pageIndex') ? Number(query.get('pageIndex')) : 0;
  const pageSize = query.has('pageSize') ? Number(query.get('pageSize')) : 10;
  if (!Number.isInteger(pageIndex) || pageIndex < 0) throw badRequest('InvalidPaging', 'pageIndex');
  if (!Number.isInteger(pageSize) || pageSize < 1) throw badRequest('InvalidPaging', 'pageSize');
  return {
    filter: (query.get('filter') ?? '').trim(),
    pageIndex,
    pageSize,
    sortBy: query.get('sortBy')?.trim() || null,
  };
}

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
const lower = (v: unknown) => String(v ?? '').toLocaleLowerCase('tr');

export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

export interface ListOptions<T> {
  /** Fields the free-text `filter` searches. */
  search: (keyof T & string)[];
  /** Fields `sortBy` may name; defaults to the search fields. */
  sortable?: (keyof T & string)[];
  /** Used when no sortBy is given, e.g. 'name' or 'modificationDate desc'. */
  defaultSort: string;
}

/** Filters, sorts and cuts a page out of already-scoped rows. */
export function pageList<T extends object>(
  rows: T[],
  query: URLSearchParams,
  options: ListOptions<T>,
): Paged<T> {
  const req = readPageRequest(query);
  const needle = lower(req.filter);
  const matching = needle
    ? rows.filter((row) => options.search.some((f) => lower((row as any)[f]).includes(needle)))
    : rows.slice();

  const [rawField, rawDir] = (req.sortBy ?? options.defaultSort).split(/\s+/);
  const sortable = options.sortable ?? options.search;
  const field = sortable.find((f) => f.toLowerCase() === rawField.toLowerCase());
  if (!field || (rawDir && rawDir.toLowerCase() !== 'desc' && rawDir.toLowerCase() !== 'asc')) {
    throw badRequest('InvalidSortBy', req.sortBy);
  }
  const dir = rawDir?.toLowerCase() === 'desc' ? -1 : 1;
  matching.sort((a, b) => dir * compareValues((a as any)[field], (b as any)[field]));

  const start = req.pageSize >= ALL_ROWS ? 0 : req.pageIndex * req.pageSize;
  const items = req.pageSize >= ALL_ROWS ? matching : matching.slice(start, start + req.pageSize);
  return { items, totalCount: matching.length };
}

/** Parses an optional integer query parameter (status filters and the like). */
export function intParam(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw badRequest('InvalidValue', name);
  return n;
}

export function boolParam(query: URLSearchParams, name: string): boolean {
  return (query.get(name) ?? '').toLowerCase() === 'true';
}
