/** The member's two cards: the next payment date and the earnings summary (spec §2, §4 "Payment summaries"). */
import { Col, Row, Statistic } from 'antd';
import { Panel } from '@/components/Panel';
import { ValueSkeleton } from '@/components/ValueSkeleton';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDefinitions } from '@/api/shared/getDefinitions';
import { formatDateTime } from '@/lib/format';
import type { PaymentTracking } from '@/api/types';
import { CARRIED_OVER, summarize } from './status';
import { money } from './money';

/** antd's secondary text (45 % black) is below the 4.5:1 contrast axe asks for; this grey passes. */
const SECONDARY_TEXT = '#595959';

export function PaymentDateCard() {
  const { t } = useTranslation();
  const definitions = useDefinitions();
  const date = definitions.data?.dateTime;
  return (
    <Panel size="small" title={t('payment.nextPaymentDate')} style={{ height: '100%' }}>
      <Statistic
        prefix={<CalendarOutlined aria-hidden />}
        value={date ? formatDateTime(date) : t('payment.nextPaymentDateUnknown')}
        valueRender={definitions.isPending ? () => <ValueSkeleton /> : undefined}
        aria-label={t('payment.nextPaymentDate')}
      />
    </Panel>
  );
}

export function SummaryCard({ rows, loading }: { rows: PaymentTracking[]; loading: boolean }) {
  const { t } = useTranslation();
  const { toBePaid, paid, total } = summarize(rows);
  const items = [
    { key: 'total', label: t('payment.totalEarnings'), value: total },
    { key: 'toBePaid', label: t('payment.toBePaid'), value: toBePaid },
    { key: 'paid', label: t('payment.paid'), value: paid },
  ];
  return (
    <Panel size="small" title={t('payment.summary')} style={{ height: '100%' }}>
      {/* While loading: the same titles, a skeleton where each amount will be (the card keeps its size). */}
      <Row gutter={[16, 8]}>
        {items.map((item) => (
          <Col key={item.key} xs={24} sm={8} data-testid={loading ? undefined : `summary-${item.key}`}>
            <Statistic
              title={<span style={{ color: SECONDARY_TEXT }}>{item.label}</span>}
              value={money(item.value)}
              valueRender={loading ? () => <ValueSkeleton /> : undefined}
            />
          </Col>
        ))}
      </Row>
    </Panel>
  );
}

/**
 * The cards row: the date card is hidden once the first row is carried over (status 5). While the rows load it is
 * shown (the usual case), so the cards do not move when they arrive.
 */
export function PaymentCards({ rows, loading }: { rows: PaymentTracking[]; loading: boolean }) {
  const showDate = loading || rows[0]?.status !== CARRIED_OVER;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {showDate && (
        <Col xs={24} md={8}>
          <PaymentDateCard />
        </Col>
      )}
      <Col xs={24} md={showDate ? 16 : 24}>
        <SummaryCard rows={rows} loading={loading} />
      </Col>
    </Row>
  );
}
