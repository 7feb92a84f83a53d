/** Settings (administrators): a searchable key / value list with create, edit (value only) and delete. */
import { useState } from 'react';
import { Button, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/PagedTable';
import { RowActions } from '@/components/RowActions';
import { lazyDialog } from '@/components/lazyDialog';
import type { Storage } from '@/api/types';
import { useStorages } from './api/getStorages';
import { useDeleteStorage } from './api/deleteStorage';

/** Loads with its first opening (src/components/lazyDialog.tsx). */
const StorageDialog = lazyDialog(
  () => import('./StorageDialog').then((m) => m.default),
  (p) => !!p.editing,
);

export default function StorageListPage() {
  const { t } = useTranslation();
  const list = useStorages();
  const deleteStorage = useDeleteStorage();
  const [editing, setEditing] = useState<{ entry: Storage | null } | null>(null);

  const columns: TableColumnsType<Storage> = [
    {
      title: t('field.key'),
      dataIndex: 'key',
      key: 'key',
      sorter: true,
      render: (key: string) => <Typography.Text strong>{key}</Typography.Text>,
    },
    {
      title: t('field.value'),
      dataIndex: 'value',
      key: 'value',
      sorter: true,
      render: (value: string) => <span style={{ overflowWrap: 'anywhere' }}>{value}</span>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_: unknown, entry) => (
        <RowActions
          name={entry.key}
          onEdit={() => setEditing({ entry })}
          remove={() => deleteStorage.mutateAsync(entry.id)}
        />
      ),
    },
  ];

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('menu.storage')}
      </Typography.Title>
      <PagedTable<Storage>
        list={list}
        columns={columns}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ entry: null })}>
            {t('storage.new')}
          </Button>
        }
      />
      <StorageDialog editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
