/** The input rules the five report resources share (their create and update). */
import type { Db } from '../../db';
import { err, type ApiErrorItem } from '../../core/envelope';
import { isEmptyId } from '../../core/ids';
import { findById } from '../../core/resource';
import { numberInRange, parseDateTime, str } from '../../core/validate';

/**
 * The input merged over the stored row: on update a field left out of the payload keeps its value,
 * a field sent (even blank) replaces it.
 */
export function merged(
  input: Record<string, unknown>,
  existing: Record<string, unknown> | null,
  fields: string[],
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => [f, input[f] !== undefined ? input[f] : (existing?.[f] ?? undefined)]),
  );
}

/** A brand reference: blank or the empty id → none (or RequiredField); unknown → CompanyNotFound. */
export function companyRef(db: Db, errors: ApiErrorItem[], value: unknown, required: boolean): string | null {
  const id = str(value);
  if (!id || isEmptyId(id)) {
    if (required) errors.push(err('RequiredField', 'companyId'));
    return null;
  }
  const company = findById(db, 'companies', id);
  if (!company) errors.push(err('CompanyNotFound', id));
  return company?.id ?? null;
}

/** A total: blank → 0; otherwise a number ≥ 0, else InvalidValue. */
export function total(errors: ApiErrorItem[], value: unknown): number {
  return numberInRange(errors, 'total', value, 0, Number.MAX_SAFE_INTEGER) ?? 0;
}

/** An ISO 8601 date (or date-time) of a day that exists, stored as a UTC ISO string; InvalidValue otherwise. */
export function dateField(errors: ApiErrorItem[], field: string, value: unknown): string | null {
  const s = str(value);
  if (!s) return null;
  const date = parseDateTime(s);
  if (!date) {
    errors.push(err('InvalidValue', field));
    return null;
  }
  return date.toISOString();
}
