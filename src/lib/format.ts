/** Display formats of the whole app: dates DD/MM/YYYY HH:mm, numbers with 2 decimals (Turkish separators). */
import dayjs from 'dayjs';
import '@/lib/dayjs-locale';

export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '';
}

/** Built only for what the digits below do not cover: building one costs the first page tens of milliseconds. */
let intl: Intl.NumberFormat | undefined;
const intlFormat = (value: number) =>
  (intl ??= new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(
    value,
  );

/**
 * `value` with 2 decimals and Turkish separators ("1.234,50"), exactly as `Intl.NumberFormat('tr-TR')` writes it
 * (it rounds the number's shortest decimal form, halves away from zero; a negative value keeps its minus even when
 * it rounds to zero), from the digits of `String(value)`.
 */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const digits = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(digits)) return intlFormat(value); // an exponent (1e21, 1e-7) or Infinity
  const [whole = '0', fraction = ''] = digits.split('.');
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += BigInt(1);
  const text = cents.toString().padStart(3, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${text.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${text.slice(-2)}`;
}
