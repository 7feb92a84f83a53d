import {
  AGENCY_FEE_PERCENT,
  STOPPAGE_PERCENT,
  TEVKIFAT_PERCENT,
  VAT_PERCENT,
  computePaymentAmounts,
  summarizePayments,
} from './payments';

describe('constants', () => {
  it('match docs/decisions.md', () => {
    expect(AGENCY_FEE_PERCENT).toBe(10);
    expect(STOPPAGE_PERCENT).toBe(15);
    expect(VAT_PERCENT).toBe(18);
    expect(TEVKIFAT_PERCENT).toBe(70);
  });
});

describe('computePaymentAmounts', () => {
  it('1000 TL without a company: fee 100, gross 900, stoppage 135, net 765', () => {
    expect(computePaymentAmounts({ trendyolTotalAmount: 1000, isHaveCompany: false })).toEqual({
      newTvCommissionPercentage: 10,
      newTvCommissionAmount: 100,
      grossAmount: 900,
      stoppageTaxAmount: 135,
      vatAmount: 0,
      tevkifatAmount: 0,
      paymentAmount: 765,
    });
  });

  it('1000 TL with a company: VAT 162, tevkifat 113.40, net 948.60', () => {
    expect(computePaymentAmounts({ trendyolTotalAmount: 1000, isHaveCompany: true })).toEqual({
      newTvCommissionPercentage: 10,
      newTvCommissionAmount: 100,
      grossAmount: 900,
      stoppageTaxAmount: 0,
      vatAmount: 162,
      tevkifatAmount: 113.4,
      paymentAmount: 948.6,
    });
  });

  it('defaults the agency percentage to 10 for null and undefined', () => {
    for (const newTvCommissionPercentage of [null, undefined]) {
      const r = computePaymentAmounts({
        trendyolTotalAmount: 250,
        newTvCommissionPercentage,
        isHaveCompany: false,
      });
      expect(r.newTvCommissionPercentage).toBe(10);
      expect(r.newTvCommissionAmount).toBe(25);
    }
  });

  it('uses a custom (fractional) percentage: 12.5 % of 1000', () => {
    // fee 125, gross 875; no company: stoppage 131.25, net 743.75
    expect(
      computePaymentAmounts({
        trendyolTotalAmount: 1000,
        newTvCommissionPercentage: 12.5,
        isHaveCompany: false,
      }),
    ).toMatchObject({
      newTvCommissionPercentage: 12.5,
      newTvCommissionAmount: 125,
      grossAmount: 875,
      stoppageTaxAmount: 131.25,
      paymentAmount: 743.75,
    });
    // company: VAT 157.50, tevkifat 110.25, net 875 + 157.50 − 110.25 = 922.25
    expect(
      computePaymentAmounts({
        trendyolTotalAmount: 1000,
        newTvCommissionPercentage: 12.5,
        isHaveCompany: true,
      }),
    ).toMatchObject({ grossAmount: 875, vatAmount: 157.5, tevkifatAmount: 110.25, paymentAmount: 922.25 });
  });

  it('treats an explicit 0 % as no fee (not as the default)', () => {
    expect(
      computePaymentAmounts({ trendyolTotalAmount: 200, newTvCommissionPercentage: 0, isHaveCompany: false }),
    ).toMatchObject({
      newTvCommissionPercentage: 0,
      newTvCommissionAmount: 0,
      grossAmount: 200,
      paymentAmount: 170,
    });
  });

  it('returns zeros for zero earnings (both branches)', () => {
    for (const isHaveCompany of [false, true]) {
      const r = computePaymentAmounts({ trendyolTotalAmount: 0, isHaveCompany });
      expect(r).toEqual({
        newTvCommissionPercentage: 10,
        newTvCommissionAmount: 0,
        grossAmount: 0,
        stoppageTaxAmount: 0,
        vatAmount: 0,
        tevkifatAmount: 0,
        paymentAmount: 0,
      });
      for (const v of Object.values(r)) expect(Object.is(v, -0)).toBe(false);
    }
  });

  it('rounds each step half-up: 333.33 without a company', () => {
    // fee 33.333 → 33.33; gross 300.00; stoppage 45.00; net 255.00
    expect(computePaymentAmounts({ trendyolTotalAmount: 333.33, isHaveCompany: false })).toMatchObject({
      newTvCommissionAmount: 33.33,
      grossAmount: 300,
      stoppageTaxAmount: 45,
      paymentAmount: 255,
    });
  });

  it('rounds each step half-up: 123.45 with a company', () => {
    // fee 12.345 → 12.35; gross 111.10; VAT 19.998 → 20.00; tevkifat 14.00; net 117.10
    expect(computePaymentAmounts({ trendyolTotalAmount: 123.45, isHaveCompany: true })).toMatchObject({
      newTvCommissionAmount: 12.35,
      grossAmount: 111.1,
      vatAmount: 20,
      tevkifatAmount: 14,
      paymentAmount: 117.1,
    });
  });

  it('rounds exact halves up where naive floating point would round down', () => {
    // 1.45 × 10 % = 0.145 → 0.15 (Math.round(1.45 * 0.1 * 100) / 100 gives 0.14);
    // gross 1.30; stoppage 0.195 → 0.20; net 1.10
    expect(Math.round(1.45 * 0.1 * 100) / 100).toBe(0.14);
    expect(computePaymentAmounts({ trendyolTotalAmount: 1.45, isHaveCompany: false })).toMatchObject({
      newTvCommissionAmount: 0.15,
      grossAmount: 1.3,
      stoppageTaxAmount: 0.2,
      paymentAmount: 1.1,
    });
    // gross 1.90 × 15 % = 0.285 → 0.29 (naive float rounding gives 0.28)
    expect(Math.round(((1.9 * 15) / 100) * 100) / 100).toBe(0.28);
    expect(
      computePaymentAmounts({ trendyolTotalAmount: 1.9, newTvCommissionPercentage: 0, isHaveCompany: false }),
    ).toMatchObject({ grossAmount: 1.9, stoppageTaxAmount: 0.29, paymentAmount: 1.61 });
    // 0.05 × 10 % = 0.005 → 0.01; gross 0.04; stoppage 0.006 → 0.01; net 0.03
    expect(computePaymentAmounts({ trendyolTotalAmount: 0.05, isHaveCompany: false })).toMatchObject({
      newTvCommissionAmount: 0.01,
      grossAmount: 0.04,
      stoppageTaxAmount: 0.01,
      paymentAmount: 0.03,
    });
    // tevkifat of a half cent: VAT 0.05 × 70 % = 0.035 → 0.04
    // gross 0.28 (earnings 0.28, 0 %) → VAT 0.0504 → 0.05 → tevkifat 0.035 → 0.04; net 0.28 + 0.05 − 0.04
    expect(
      computePaymentAmounts({ trendyolTotalAmount: 0.28, newTvCommissionPercentage: 0, isHaveCompany: true }),
    ).toMatchObject({ vatAmount: 0.05, tevkifatAmount: 0.04, paymentAmount: 0.29 });
  });

  it('rounds the earnings themselves to cents from their decimal value (1.005 → 1.01)', () => {
    expect(
      computePaymentAmounts({
        trendyolTotalAmount: 1.005,
        newTvCommissionPercentage: 0,
        isHaveCompany: false,
      }),
    ).toMatchObject({ grossAmount: 1.01 });
  });

  it('never produces binary artefacts (results have at most 2 decimals)', () => {
    for (let i = 0; i < 2000; i++) {
      const amount = Math.round(Math.random() * 10_000_000) / 100;
      const pct = [null, 0, 5, 7.5, 10, 12.25, 20][i % 7];
      for (const isHaveCompany of [false, true]) {
        const r = computePaymentAmounts({
          trendyolTotalAmount: amount,
          newTvCommissionPercentage: pct,
          isHaveCompany,
        });
        for (const key of [
          'newTvCommissionAmount',
          'grossAmount',
          'stoppageTaxAmount',
          'vatAmount',
          'tevkifatAmount',
          'paymentAmount',
        ] as const) {
          expect(Number(r[key].toFixed(2))).toBe(r[key]);
        }
        // The parts add up exactly (in cents).
        const c = (n: number) => Math.round(n * 100);
        expect(c(r.newTvCommissionAmount) + c(r.grossAmount)).toBe(c(amount));
        expect(c(r.paymentAmount)).toBe(
          c(r.grossAmount) - c(r.stoppageTaxAmount) + c(r.vatAmount) - c(r.tevkifatAmount),
        );
      }
    }
  });

  it('handles large amounts exactly', () => {
    expect(computePaymentAmounts({ trendyolTotalAmount: 123_456_789.01, isHaveCompany: true })).toMatchObject(
      {
        // fee 12,345,678.901 → 12,345,678.90; gross 111,111,110.11
        newTvCommissionAmount: 12_345_678.9,
        grossAmount: 111_111_110.11,
        // VAT 19,999,999.8198 → 19,999,999.82; tevkifat 13,999,999.874 → 13,999,999.87
        vatAmount: 19_999_999.82,
        tevkifatAmount: 13_999_999.87,
        // 111,111,110.11 + 19,999,999.82 − 13,999,999.87
        paymentAmount: 117_111_110.06,
      },
    );
  });
});

describe('summarizePayments', () => {
  it('sums status 2 and 3 as to be paid, 4 as paid, and ignores the rest', () => {
    const rows = [
      { status: 0, paymentAmount: 1000 },
      { status: 2, paymentAmount: 765 },
      { status: 3, paymentAmount: 948.6 },
      { status: 4, paymentAmount: 100.1 },
      { status: 4, paymentAmount: 200.2 },
      { status: 5, paymentAmount: 12 },
      { status: 6, paymentAmount: 13 },
      { status: 7, paymentAmount: 14 },
      { status: 8, paymentAmount: 15 },
    ];
    expect(summarizePayments(rows)).toEqual({ toBePaid: 1713.6, paid: 300.3, total: 2013.9 });
  });

  it('adds in cents (0.1 + 0.2 = 0.3)', () => {
    expect(
      summarizePayments([
        { status: 2, paymentAmount: 0.1 },
        { status: 3, paymentAmount: 0.2 },
      ]),
    ).toEqual({ toBePaid: 0.3, paid: 0, total: 0.3 });
  });

  it('is all zeros for no rows', () => {
    expect(summarizePayments([])).toEqual({ toBePaid: 0, paid: 0, total: 0 });
  });
});
