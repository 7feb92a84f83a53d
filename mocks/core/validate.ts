import { err, type ApiErrorItem } from './envelope';

const isBlank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (typeof v === 'number' && Number.isNaN(v));

/** One `RequiredField` error (value = field name) per blank field. */
export function requireFields(
  source: Record<string, unknown> | null | undefined,
  fields: string[],
): ApiErrorItem[] {
  return fields.filter((f) => isBlank(source?.[f])).map((f) => err('RequiredField', f));
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const isEmail = (v: unknown) => typeof v === 'string' && EMAIL_PATTERN.test(v.trim());

/** `TR` followed by 24 digits, ignoring the spaces of the display mask. */
export const isIban = (v: unknown) => typeof v === 'string' && /^TR\d{24}$/.test(v.replace(/\s+/g, ''));
export const isIdentityNumber = (v: unknown) => typeof v === 'string' && /^\d{11}$/.test(v.trim());

/** Whether `v` is a JSON object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
/** The fields of a JSON object body; none for anything else. */
export const fieldsOf = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
export const str = (v: unknown): string | null => (isBlank(v) ? null : String(v).trim());
export const bool = (v: unknown): boolean => v === true || v === 'true';

/** Reads a number field that must be within a range; adds `InvalidValue` otherwise. */
export function numberInRange(
  errors: ApiErrorItem[],
  field: string,
  value: unknown,
  min: number,
  max: number,
): number | null {
  if (isBlank(value)) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) {
    errors.push(err('InvalidValue', field));
    return null;
  }
  return n;
}

/**
 * Names compared the way people mean them: NFC, trimmed, equal under Turkish or plain lower-casing
 * (so `MAVI`, `Mavi` and `İstanbul`/`istanbul` all match).
 */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = (a ?? '').trim().normalize('NFC');
  const y = (b ?? '').trim().normalize('NFC');
  return x.toLocaleLowerCase('tr') === y.toLocaleLowerCase('tr') || x.toLowerCase() === y.toLowerCase();
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO date or date-time whose calendar day exists (`2026-02-30` is refused); null otherwise. */
export function parseDateTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [, y = NaN, mo = NaN, d = NaN] = m.map(Number);
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return null;
  const parsed = new Date(value.trim());
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
