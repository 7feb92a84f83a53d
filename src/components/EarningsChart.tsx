/**
 * Earnings per invoice period, paid vs to be paid (recharts). Loaded lazily by the payment and home pages, so recharts
 * is a chunk of its own that no other route downloads.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { money, type PeriodEarnings } from '@/lib/earnings';

export default function EarningsChart({ data }: { data: PeriodEarnings[] }) {
  const { t } = useTranslation();
  const paid = t('payment.paid');
  const toBePaid = t('payment.toBePaid');
  return (
    <figure style={{ margin: 0 }} aria-label={t('payment.chartTitle')}>
      <div style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} width={64} tickFormatter={(v: number) => formatNumber(v)} />
            <Tooltip formatter={(v) => money(Number(v))} />
            <Legend />
            <Bar dataKey="paid" name={paid} stackId="a" fill="#389e0d" />
            <Bar dataKey="toBePaid" name={toBePaid} stackId="a" fill="#d48806" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The figures as text for screen readers. */}
      <figcaption style={VISUALLY_HIDDEN}>
        <ul>
          {data.map((d) => (
            <li key={d.invoiceId}>
              {d.label}: {paid} {money(d.paid)}, {toBePaid} {money(d.toBePaid)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

const VISUALLY_HIDDEN: React.CSSProperties = {
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
