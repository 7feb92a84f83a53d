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
/**
 * Turkish lower case. `toLocaleLowerCase('tr')` differs from `toLowerCase()` only for I and İ (checked over
 * every code point) and is ~15× slower, so it is used only when one of them occurs.
 */
const TURKISH_I = /[Iİ]/;
const lower = (v: unknown) => {
  const s = String(v ?? '');
  return TURKISH_I.test(s) ? s.toLocaleLowerCase('tr') : s.toLowerCase();
};
/** Both readings of a capital I: Turkish (ı) for Turkish words, plain (i) for ASCII names like INFLUENCER. */
const needles = (filter: string) => [...new Set([lower(filter), filter.toLowerCase()])];
const haystack = (v: unknown) => {
  const s = String(v ?? '');
  return TURKISH_I.test(s) ? `${s.toLocaleLowerCase('tr')}\u0000${s.toLowerCase()}` : s.toLowerCase();
};

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
  const wanted = req.filter ? needles(req.filter) : [];
  const matching = wanted.length
    ? rows.filter((row) =>
        options.search.some((f) => {
          const text = haystack(row[f]);
          return wanted.some((n) => text.includes(n));
        }),
      )
    : rows.slice();

  const [rawField = '', rawDir] = (req.sortBy ?? options.defaultSort).split(/\s+/);
  const sortable = options.sortable ?? options.search;
  const field = sortable.find((f) => f.toLowerCase() === rawField.toLowerCase());
  if (!field || (rawDir && rawDir.toLowerCase() !== 'desc' && rawDir.toLowerCase() !== 'asc')) {
    throw badRequest('InvalidSortBy', req.sortBy);
  }
  const dir = rawDir?.toLowerCase() === 'desc' ? -1 : 1;
  const compare = sameShapeDigitStrings(matching, field) ? compareSameShape : compareValues;
  matching.sort((a, b) => dir * compare(a[field], b[field]));

  const start = req.pageSize >= ALL_ROWS ? 0 : req.pageIndex * req.pageSize;
  const items = req.pageSize >= ALL_ROWS ? matching : matching.slice(start, start + req.pageSize);
  return { items, totalCount: matching.length };
}

/**
 * True when every non-empty value of `field` is a string of one shape: the same length, with ASCII digits
 * in the same places and the same other characters elsewhere (ISO timestamps, `YYYY-MM` periods). The
 * numeric Turkish collation then orders them exactly as plain code-unit comparison does (the first
 * difference is always inside two equally long digit runs), which is many times faster on large lists.
 */
function sameShapeDigitStrings<T extends object>(rows: T[], field: keyof T): boolean {
  let first: string | null = null;
  for (const row of rows) {
    const v: unknown = row[field];
    if (v === null || v === undefined || v === '') continue;
    if (typeof v !== 'string') return false;
    if (first === null) {
      if (!isDigit(v.charCodeAt(0))) return false;
      first = v;
      continue;
    }
    if (v.length !== first.length) return false;
    for (let i = 0; i < v.length; i++) {
      const a = v.charCodeAt(i);
      const b = first.charCodeAt(i);
      if (a !== b && !(isDigit(a) && isDigit(b))) return false;
    }
  }
  return first !== null;
}
const isDigit = (code: number) => code >= 48 && code <= 57;

/** `compareValues` for values `sameShapeDigitStrings` accepted (empty values still first). */
function compareSameShape(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  return (a as string) < (b as string) ? -1 : 1;
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

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The lists' `companyId` query parameter: undefined when absent or blank, otherwise the id, lower-cased
 * (GUIDs compare case-insensitively; stored ids are lower case). Not a GUID → 400 `InvalidValue` companyId.
 * Lists read it through `readBrandFilter` / `filterByBrand` (core/brands.ts), the one place that says what the
 * empty GUID (the marketplace pseudo-brand) selects.
 */
export function companyIdParam(query: URLSearchParams): string | undefined {
  const raw = query.get('companyId')?.trim();
  if (!raw) return undefined;
  if (!GUID.test(raw)) throw badRequest('InvalidValue', 'companyId');
  return raw.toLowerCase();
}
