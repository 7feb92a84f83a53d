/** Settings (administrators): a searchable key / value list with create, edit (value only) and delete. */
import { useState } from 'react';
import { Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/PagedTable';
import { useConfirmAction } from '@/components/CrudDialog';
import type { Storage } from '@/api/types';
import { useStorages } from './api/getStorages';
import { useDeleteStorage } from './api/deleteStorage';
import StorageDialog from './StorageDialog';

export default function StorageListPage() {
  const { t } = useTranslation();
  const list = useStorages();
  const deleteStorage = useDeleteStorage();
  const confirm = useConfirmAction();
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
        <Space size={4} wrap={false}>
          <Tooltip title={t('common.edit')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing({ entry })}
              aria-label={`${t('common.edit')} ${entry.key}`}
            />
          </Tooltip>
          <Tooltip title={t('common.delete')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('common.delete')} ${entry.key}`}
              onClick={() =>
                confirm({
                  content: t('AreYouSureToDelete'),
                  okText: t('common.delete'),
                  action: () => deleteStorage.mutateAsync(entry.id),
                })
              }
            />
          </Tooltip>
        </Space>
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
