import { formatNumber } from '@/lib/format';

/** An amount with 2 decimals and 'TL' (spec: "Amounts with 2 decimals and 'TL'"). */
export const money = (value: number | null | undefined) => `${formatNumber(value ?? 0)} TL`;
