/**
 * The placeholder of a figure still loading, inside the line that will show it: a skeleton bar lower than the line,
 * so the line, and everything after it, keeps the height it has once the figure is in (no layout shift).
 */
import { Skeleton } from 'antd';

export function ValueSkeleton({ width = 120 }: { width?: number }) {
  return <Skeleton.Input active size="small" style={{ width, minWidth: 0, verticalAlign: 'middle' }} />;
}
