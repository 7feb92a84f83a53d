/**
 * Link collections: search and a list by name with each collection's public address (copy button); members
 * manage their own, administrators every collection.
 */
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyForm, ResourceList } from '@/components/ResourceList';
import { usePermissions } from '@/lib/access';
import type { Collection } from '@/api/types';
import { useCollections } from './api/getCollections';
import { useDeleteCollection } from './api/deleteCollection';
import { PublicAddress } from './PublicAddress';

/** Loads with its first opening. */
const CollectionForm = lazyForm(() => import('./CollectionDialog'));

export default function CollectionListPage() {
  const { t } = useTranslation();
  const { isAdmin } = usePermissions();
  const list = useCollections({ defaultSort: 'name' });
  const remove = useDeleteCollection();

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
  ];

  return (
    <ResourceList<Collection>
      title={t('menu.collections')}
      list={list}
      columns={columns}
      rowName={(row) => row.name}
      actionsWidth={100}
      create={{ label: t('collections.new') }}
      edit
      remove={(row) => remove.mutateAsync(row.id)}
      form={CollectionForm}
    />
  );
}
