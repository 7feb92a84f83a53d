/**
 * Earnings per invoice period, paid vs to be paid: stacked bars drawn with plain elements and CSS (a dozen bars need
 * no chart library). The figures are also a table for screen readers; each bar names its figures on hover. Loaded
 * lazily by the payment and home pages.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { money, type PeriodEarnings } from '@/lib/earnings';
import { EARNINGS_CHART_HEIGHT } from './EarningsChartSkeleton';

const PAID_COLOR = '#389e0d';
const TO_BE_PAID_COLOR = '#d48806';
const PLOT_HEIGHT = 210;
const AXIS_WIDTH = 64;
/** The least room a period's label needs (px): narrower bars label every second (third…) period. */
const LABEL_WIDTH = 52;
const TICKS = 4;

/** A round step (1, 2, 2.5 or 5 × 10ⁿ) so that `TICKS` steps cover `max`. */
function niceStep(max: number): number {
  if (max <= 0) return 1;
  const raw = max / TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10;
  return step * magnitude;
}

/**
 * The plot's width, followed as the page resizes (the labels thin out on a phone). A ResizeObserver reports it
 * after the browser's own layout and before the paint, and the chart is drawn again at that width at once
 * (`flushSync`), so the first frame painted has its labels thinned. Reading the width while React commits would force
 * that layout in the middle of the commit.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver !== 'function') {
      setWidth(element.clientWidth);
      return;
    }
    const observer = new ResizeObserver(([entry]) =>
      flushSync(() => setWidth(entry?.contentRect.width ?? element.clientWidth)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export default function EarningsChart({ data }: { data: PeriodEarnings[] }) {
  const { t } = useTranslation();
  const paid = t('payment.paid');
  const toBePaid = t('payment.toBePaid');
  const title = t('payment.chartTitle');
  const [plotRef, width] = useWidth();
  const step = niceStep(Math.max(0, ...data.map((d) => d.paid + d.toBePaid)));
  const top = step * TICKS;
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => i * step);
  const every = width > 0 ? Math.max(1, Math.ceil((LABEL_WIDTH * data.length) / width)) : 1;
  const percent = (value: number) => `${(Math.max(0, value) / top) * 100}%`;
  return (
    <figure style={{ margin: 0, height: EARNINGS_CHART_HEIGHT }} aria-label={title}>
      <div
        aria-hidden
        style={{ display: 'flex', paddingTop: 10, fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' }}
      >
        <div style={{ position: 'relative', width: AXIS_WIDTH, height: PLOT_HEIGHT, flex: 'none' }}>
          {ticks.map((v) => (
            <span
              key={v}
              style={{
                position: 'absolute',
                right: 8,
                bottom: percent(v),
                transform: 'translateY(50%)',
                whiteSpace: 'nowrap',
              }}
            >
              {formatNumber(v)}
            </span>
          ))}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div ref={plotRef} style={{ position: 'relative', height: PLOT_HEIGHT }}>
            {ticks.map((v) => (
              <div
                key={v}
                style={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: percent(v),
                  borderTop: `1px ${v === 0 ? 'solid' : 'dashed'} #d9d9d9`,
                }}
              />
            ))}
            <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end' }}>
              {data.map((d) => (
                <div
                  key={d.invoiceId}
                  title={`${d.label}\n${paid}: ${money(d.paid)}\n${toBePaid}: ${money(d.toBePaid)}`}
                  style={{ flex: 1, height: '100%', display: 'flex', justifyContent: 'center' }}
                >
                  <div
                    style={{
                      width: '70%',
                      maxWidth: 48,
                      height: '100%',
                      display: 'flex',
                      flexDirection: 'column',
                      justifyContent: 'flex-end',
                    }}
                  >
                    <div style={{ height: percent(d.toBePaid), background: TO_BE_PAID_COLOR }} />
                    <div style={{ height: percent(d.paid), background: PAID_COLOR }} />
                  </div>
                </div>
              ))}
            </div>
          </div>
          <div style={{ display: 'flex', marginTop: 4 }}>
            {data.map((d, i) => (
              <span
                key={d.invoiceId}
                style={{
                  flex: 1,
                  minWidth: 0,
                  textAlign: 'center',
                  whiteSpace: 'nowrap',
                  overflow: 'visible',
                }}
              >
                {(data.length - 1 - i) % every === 0 ? d.label : ''}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div
        aria-hidden
        style={{ display: 'flex', justifyContent: 'center', gap: 16, marginTop: 8, fontSize: 14 }}
      >
        <LegendItem color={PAID_COLOR} label={paid} />
        <LegendItem color={TO_BE_PAID_COLOR} label={toBePaid} />
      </div>
      {/* The figures as text for screen readers. */}
      <table style={VISUALLY_HIDDEN}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('field.invoicePeriod')}</th>
            <th scope="col">{paid}</th>
            <th scope="col">{toBePaid}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.invoiceId}>
              <th scope="row">{d.label}</th>
              <td>{money(d.paid)}</td>
              <td>{money(d.toBePaid)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function LegendItem({ color, label }: { color: string; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span style={{ width: 12, height: 12, background: color, display: 'inline-block' }} />
      {label}
    </span>
  );
}

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
