/** A fault rule as tags (the panel's list of active faults, the fault banner). */
import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ActiveFault, FaultRule } from './handle';

export function describeRule(rule: FaultRule, t: TFunction): ReactNode[] {
  const parts: ReactNode[] = [];
  if (rule.error)
    parts.push(
      <Tag key="e" color="red">
        {rule.error}
      </Tag>,
    );
  if (rule.status)
    parts.push(
      <Tag key="s" color="volcano">
        HTTP {rule.status}
      </Tag>,
    );
  if (rule.network)
    parts.push(
      <Tag key="n" color="purple">
        {t('mock.panel.kind.network')}
      </Tag>,
    );
  if (rule.hang)
    parts.push(
      <Tag key="h" color="magenta">
        {t('mock.panel.kind.hang')}
      </Tag>,
    );
  if (rule.delayMs)
    parts.push(
      <Tag key="d" color="gold">
        {t('mock.panel.delayTag', { ms: rule.delayMs })}
      </Tag>,
    );
  parts.push(
    // May wrap: the page-load text is long for a phone's width.
    <Tag key="t" style={{ whiteSpace: 'normal' }}>
      {(rule as ActiveFault).pageOnly
        ? t('mock.panel.pageOnly')
        : rule.times === undefined
          ? t('mock.panel.untilCleared')
          : t('mock.panel.timesLeft', { n: rule.times - ((rule as ActiveFault).hits ?? 0) })}
    </Tag>,
  );
  return parts;
}
