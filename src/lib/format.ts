/** Display formats of the whole app: dates DD/MM/YYYY HH:mm, numbers with 2 decimals (Turkish separators). */
import dayjs from 'dayjs';
import '@/lib/dayjs-locale';

export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '';
}

const number = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : number.format(value);
}
