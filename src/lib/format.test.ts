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
  it('writes every number as Intl.NumberFormat does for tr-TR', () => {
    const intl = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const values = [0, -0, 0.005, 0.615, -0.415, -0.002, 149.725, 176.595, 37386195.025, 999.995, -999.995];
    values.push(1e21, 1e-7, 123456789012345.67, Infinity, -Infinity, Number.MAX_SAFE_INTEGER);
    // Random amounts of every size, with up to 2, 3 and many decimals.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 20000; i++) {
      const v = (random() - 0.3) * 10 ** Math.floor(random() * 12);
      values.push(v, Math.round(v * 100) / 100, Math.round(v * 1000) / 1000);
    }
    const wrong = values.filter((v) => formatNumber(v) !== intl.format(v));
    expect(wrong.map((v) => [v, formatNumber(v), intl.format(v)])).toEqual([]);
  });
});
