/** The panel's request log: newest first, filtered by text or to failed requests, faulted answers tagged. */
import { useState } from 'react';
import { Button, Checkbox, Input, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogEntry, MockHandle } from './handle';
import { useMockState } from './mock-state';

export function LogTab({ api }: { api: MockHandle }) {
  const { t } = useTranslation();
  const log = useMockState(() => api.log());
  const [filter, setFilter] = useState('');
  const [failedOnly, setFailedOnly] = useState(false);
  const failed = (e: LogEntry) => e.status === 0 || e.status >= 400;
  const q = filter.trim().toLowerCase();
  const rows = log
    .map((e, i) => ({ ...e, key: i }))
    .filter(
      (e) =>
        (!failedOnly || failed(e)) &&
        (!q || `${e.operationId ?? ''} ${e.method} ${e.path} ${e.status}`.toLowerCase().includes(q)),
    )
    .reverse();

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Input.Search
          allowClear
          placeholder={t('mock.panel.filterLog')}
          aria-label={t('mock.panel.filterLog')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          style={{ flex: '1 1 180px' }}
        />
        <Checkbox checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)}>
          {t('mock.panel.failedOnly')}
        </Checkbox>
        <Button size="small" onClick={() => api.clearLog()}>
          {t('mock.panel.clearLog')}
        </Button>
      </div>
      <Table
        size="small"
        pagination={{ pageSize: 50, size: 'small', hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        aria-label={t('mock.panel.log')}
        locale={{ emptyText: t('mock.panel.emptyLog') }}
        rowClassName={(e) => (failed(e) ? 'qa-log-failed' : '')}
        columns={[
          {
            title: t('mock.panel.operation'),
            dataIndex: 'operationId',
            render: (v: string | null, e) => (
              <Space size={4}>
                <Typography.Text code>{v ?? '—'}</Typography.Text>
                {e.faulted && <Tag color="magenta">{t('mock.panel.faulted')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('mock.panel.statusColumn'),
            dataIndex: 'status',
            render: (v: number, e) => (
              <Tag color={failed(e) ? 'red' : 'green'}>{v === 0 ? t('mock.panel.noAnswer') : v}</Tag>
            ),
          },
          { title: 'ms', dataIndex: 'ms', align: 'right' },
          {
            title: t('mock.panel.request'),
            key: 'request',
            render: (_, e) => (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {e.method} {e.path}
              </Typography.Text>
            ),
          },
        ]}
      />
    </div>
  );
}
