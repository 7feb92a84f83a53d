/** The earnings chart's box while its code or its data loads: the chart's own height, so nothing below it moves. */
import { Skeleton } from 'antd';

/** The height (px) the earnings chart (./EarningsChart.tsx) draws in, whatever the width. */
export const EARNINGS_CHART_HEIGHT = 273;

export function EarningsChartSkeleton() {
  return (
    <div style={{ height: EARNINGS_CHART_HEIGHT, overflow: 'hidden' }}>
      <Skeleton active paragraph={{ rows: 5 }} />
    </div>
  );
}
