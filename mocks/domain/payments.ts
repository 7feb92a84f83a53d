/**
 * Payment amounts (docs/decisions.md, "Payment tracking").
 *
 *   fee   = earnings × agency %            (default 10 %)
 *   gross = earnings − fee
 *   no company:  stoppage = 15 % of gross;  net = gross − stoppage
 *   company:     VAT = 18 % of gross; tevkifat = 70 % of VAT;  net = gross + VAT − tevkifat
 *
 * Every step is rounded to 2 decimals, half away from zero ("half-up"), computed on integer
 * cents with exact (BigInt) arithmetic so binary floating-point artefacts cannot leak in.
 */
import { PAYMENT_SUMS } from '@/api/shared/statuses';

export const AGENCY_FEE_PERCENT = 10;
export const STOPPAGE_PERCENT = 15;
export const VAT_PERCENT = 18;
export const TEVKIFAT_PERCENT = 70;

export interface PaymentAmountsInput {
  trendyolTotalAmount: number;
  newTvCommissionPercentage?: number | null;
  isHaveCompany: boolean;
}

export interface PaymentAmounts {
  newTvCommissionPercentage: number;
  newTvCommissionAmount: number;
  grossAmount: number;
  stoppageTaxAmount: number;
  vatAmount: number;
  tevkifatAmount: number;
  paymentAmount: number;
}

/** An exact decimal: value = num / 10^scale. */
interface Decimal {
  num: bigint;
  scale: number;
}

/**
 * The exact decimal written by `String(x)` (the shortest representation that round-trips),
 * so `1.005` is 1005/1000 and not 1.00499999999999989….
 */
function toDecimal(x: number): Decimal {
  if (!Number.isFinite(x)) throw new RangeError(`Not a finite number: ${x}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(String(x));
  if (!match) throw new RangeError(`Cannot parse number: ${x}`);
  const [, sign, intPart, fracPart = '', expPart = '0'] = match;
  let digits = intPart + fracPart;
  let scale = fracPart.length - Number(expPart);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const num = BigInt(digits);
  return { num: sign === '-' ? -num : num, scale };
}

/** numerator / denominator rounded half away from zero; denominator > 0. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const q = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -q : q;
}

/** Rounds an amount in lira to integer cents (half away from zero). */
function toCents(amount: number): bigint {
  const { num, scale } = toDecimal(amount);
  return divRound(num * 100n, 10n ** BigInt(scale));
}

/** `cents × percent / 100`, rounded to a whole cent; `percent` may have decimals (12.5). */
function percentOf(cents: bigint, percent: number): bigint {
  const { num, scale } = toDecimal(percent);
  return divRound(cents * num, 100n * 10n ** BigInt(scale));
}

function fromCents(cents: bigint): number {
  // Number(bigint) / 100 gives the nearest double to the 2-decimal value (same as the literal).
  const n = Number(cents) / 100;
  return n === 0 ? 0 : n; // never -0
}

export function computePaymentAmounts(input: PaymentAmountsInput): PaymentAmounts {
  const pct =
    input.newTvCommissionPercentage === null ||
    input.newTvCommissionPercentage === undefined ||
    !Number.isFinite(input.newTvCommissionPercentage)
      ? AGENCY_FEE_PERCENT
      : input.newTvCommissionPercentage;

  const earnings = toCents(input.trendyolTotalAmount);
  const fee = percentOf(earnings, pct);
  const gross = earnings - fee;

  let stoppage = 0n;
  let vat = 0n;
  let tevkifat = 0n;
  let net: bigint;
  if (input.isHaveCompany) {
    vat = percentOf(gross, VAT_PERCENT);
    tevkifat = percentOf(vat, TEVKIFAT_PERCENT);
    net = gross + vat - tevkifat;
  } else {
    stoppage = percentOf(gross, STOPPAGE_PERCENT);
    net = gross - stoppage;
  }

  return {
    newTvCommissionPercentage: pct,
    newTvCommissionAmount: fromCents(fee),
    grossAmount: fromCents(gross),
    stoppageTaxAmount: fromCents(stoppage),
    vatAmount: fromCents(vat),
    tevkifatAmount: fromCents(tevkifat),
    paymentAmount: fromCents(net),
  };
}

export interface PaymentSummary {
  /** Status 2 or 3 (document sent to the member / member uploaded their invoice). */
  toBePaid: number;
  /** Status 4 (payment done). */
  paid: number;
  /** toBePaid + paid. */
  total: number;
}

const TO_BE_PAID = new Set<number>(PAYMENT_SUMS.toBePaid);
const PAID = new Set<number>(PAYMENT_SUMS.paid);

/** Totals for the payment list header, summed in cents (the statuses of src/api/shared/statuses.ts). */
export function summarizePayments(
  rows: readonly { status: number; paymentAmount: number }[],
): PaymentSummary {
  let toBePaid = 0n;
  let paid = 0n;
  for (const row of rows) {
    if (TO_BE_PAID.has(row.status)) toBePaid += toCents(row.paymentAmount);
    else if (PAID.has(row.status)) paid += toCents(row.paymentAmount);
  }
  return { toBePaid: fromCents(toBePaid), paid: fromCents(paid), total: fromCents(toBePaid + paid) };
}
