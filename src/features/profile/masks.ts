/**
 * Input masks of the profile screens (imask pattern syntax: `0` is a digit, `\\0` a literal zero) and
 * the conversions between what the server stores (digits, compact IBAN) and what the inputs show.
 */

/** Phone '0 (###) ### ## ##': the leading zero is a literal. */
export const PHONE_MASK = '\\0 (000) 000 00 00';
/** 'TR' plus 24 digits in groups of four: 32 characters with the spaces. */
export const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';
export const IDENTITY_MASK = '00000000000';
/** Follower count: digits only, up to 13. */
export const FOLLOWER_COUNT_MASK = '0000000000000';

/** Minimum length of a masked IBAN (spec section 9). */
export const IBAN_MASKED_LENGTH = 32;
export const IDENTITY_LENGTH = 11;

export const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** The 11 phone digits (with the leading 0) shown in the phone mask. */
export function formatPhone(value: string | null | undefined): string {
  let d = digitsOf(value);
  if (!d) return '';
  if (d.length > 11 && d.startsWith('90')) d = d.slice(2);
  if (!d.startsWith('0')) d = `0${d}`;
  d = d.slice(0, 11);
  const parts = [d.slice(0, 1), d.slice(1, 4), d.slice(4, 7), d.slice(7, 9), d.slice(9, 11)] as const;
  let out = parts[0];
  if (parts[1]) out += ` (${parts[1]}`;
  if (d.length > 4) out += `) ${parts[2]}`;
  if (parts[3]) out += ` ${parts[3]}`;
  if (parts[4]) out += ` ${parts[4]}`;
  return out;
}

/** A stored IBAN ('TR' + 24 digits, maybe with spaces) in the IBAN mask. */
export function formatIban(value: string | null | undefined): string {
  const compact = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (!compact) return '';
  const digits = digitsOf(compact.startsWith('TR') ? compact.slice(2) : compact).slice(0, 24);
  const groups = [digits.slice(0, 2), ...(digits.slice(2).match(/.{1,4}/g) ?? [])];
  return `TR${groups[0]}${groups.slice(1).length ? ' ' : ''}${groups.slice(1).join(' ')}`;
}

/** The IBAN as sent to the server: 'TR' + digits, no spaces. */
export function compactIban(value: string | null | undefined): string | null {
  const compact = (value ?? '').replace(/\s+/g, '').toUpperCase();
  return compact || null;
}

/** The phone as sent to the server: its digits. */
export function compactPhone(value: string | null | undefined): string | null {
  return digitsOf(value) || null;
}

/**
 * Marketplace user name while typing: spaces removed, lower-cased (as the server does: 'İ' → 'i'), and
 * anything but letters and digits dropped.
 */
export function normalizeTrendyolUserName(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}
