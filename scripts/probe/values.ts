/** Values every part of the probe shares: ids, claims, and reading an answer's envelope. */
import type { Answer } from './http';

/** An id no server holds. */
export const UNKNOWN_ID = '0badc0de-0000-4000-8000-0000000000fe';
export const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';
/** `pageSize` meaning every row. */
export const ALL = 100000000;

/** Whether `v` is a JSON object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
/** The `errors` of an answer's envelope that are objects (none when it has no list). */
export function errorsOf(body: unknown): Record<string, unknown>[] {
  const errors = isRecord(body) ? body.errors : undefined;
  return Array.isArray(errors) ? errors.map((e: unknown) => (isRecord(e) ? e : {})) : [];
}

/** The `content` of an answer's envelope (null when there is none). */
export const content = (a: Answer | null): unknown => (isRecord(a?.body) ? (a.body.content ?? null) : null);
/** The content of an answer when it is one object (a created row…), else null. */
export function record(a: Answer | null): Record<string, unknown> | null {
  const c = content(a);
  return isRecord(c) ? c : null;
}
/** A text field of a row ('' when absent or not text). */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** The rows of a list answer that are objects. */
export function items(a: Answer | null): Record<string, unknown>[] {
  const c = content(a);
  return isRecord(c) && Array.isArray(c.items) ? c.items.filter(isRecord) : [];
}
export const ok = (a: Answer | null) => !!a && a.status === 200;

export function claimsOf(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}
