/** Values every part of the probe shares: ids, claims, and reading an answer's envelope. */
import type { Answer } from './http';

/** An id no server holds. */
export const UNKNOWN_ID = '0badc0de-0000-4000-8000-0000000000fe';
export const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';
/** `pageSize` meaning every row. */
export const ALL = 100000000;

export const items = (a: Answer | null): any[] => a?.body?.content?.items ?? [];
export const content = (a: Answer | null): any => a?.body?.content ?? null;
export const ok = (a: Answer | null) => !!a && a.status === 200;

export function claimsOf(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}
