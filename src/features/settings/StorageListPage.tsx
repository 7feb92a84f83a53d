/** Settings (administrators): a searchable key / value list with create, edit (value only) and delete. */
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyForm, ResourceList } from '@/components/ResourceList';
import type { Storage } from '@/api/types';
import { useStorages } from './api/getStorages';
import { useDeleteStorage } from './api/deleteStorage';

/** Loads with its first opening. */
const StorageForm = lazyForm(() => import('./StorageDialog'));

export default function StorageListPage() {
  const { t } = useTranslation();
  const list = useStorages();
  const deleteStorage = useDeleteStorage();

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
  ];

  return (
    <ResourceList<Storage>
      title={t('menu.storage')}
      list={list}
      columns={columns}
      rowName={(entry) => entry.key}
      actionsWidth={100}
      create={{ label: t('storage.new') }}
      edit
      remove={(entry) => deleteStorage.mutateAsync(entry.id)}
      form={StorageForm}
    />
  );
}
