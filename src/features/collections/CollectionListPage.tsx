/**
 * Link collections: search and a list by name with each collection's public address (copy button); members
 * manage their own, administrators every collection.
 */
import { useState } from 'react';
import { Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/PagedTable';
import { useConfirmDelete } from '@/components/ConfirmAction';
import { lazyDialog } from '@/components/lazyDialog';
import { usePermissions } from '@/lib/access';
import { EMPTY_ID, type Collection, type Id } from '@/api/types';
import { useCollections } from './api/getCollections';
import { useDeleteCollection } from './api/deleteCollection';
import { PublicAddress } from './PublicAddress';

/** Loads with its first opening (src/components/lazyDialog.tsx). */
const CollectionDialog = lazyDialog(
  () => import('./CollectionDialog').then((m) => m.default),
  (p) => !!p.collectionId,
);

export default function CollectionListPage() {
  const { t } = useTranslation();
  const { isAdmin } = usePermissions();
  const list = useCollections({ defaultSort: 'name' });
  const remove = useDeleteCollection();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<Id | null>(null);

  const columns: TableColumnsType<Collection> = [
    {
      title: t('field.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    ...(isAdmin
      ? [{ title: t('field.userName'), dataIndex: 'userName', key: 'userName', sorter: true }]
      : []),
    {
      title: t('collections.publicAddress'),
      key: 'publicAddress',
      render: (_: unknown, row: Collection) => (
        <PublicAddress userName={row.userName} collectionName={row.name} />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_: unknown, row: Collection) => (
        <Space size={4} wrap={false}>
          <Tooltip title={t('common.edit')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing(row.id)}
              aria-label={`${t('common.edit')} ${row.name}`}
            />
          </Tooltip>
          <Tooltip title={t('common.delete')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('common.delete')} ${row.name}`}
              onClick={() => confirmDelete(() => remove.mutateAsync(row.id))}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('menu.collections')}
      </Typography.Title>
      <PagedTable<Collection>
        list={list}
        columns={columns}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(EMPTY_ID)}>
            {t('collections.new')}
          </Button>
        }
      />
      <CollectionDialog collectionId={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
