import { formatDateTime, formatNumber } from './format';

describe('display formats', () => {
  it('shows dates as DD/MM/YYYY HH:mm in local time', () => {
    expect(formatDateTime(new Date(2026, 10, 5, 9, 7))).toBe('05/11/2026 09:07');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('shows numbers with 2 decimals and Turkish separators', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(0.125)).toBe('0,13');
    expect(formatNumber(10)).toBe('10,00');
    expect(formatNumber(null)).toBe('');
  });
});
