/** Settings (administrators): a searchable key / value list with create, edit (value only) and delete. */
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/components/ResourceList';
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
    <ResourceList<Storage, { entry: Storage | null }>
      title={t('menu.storage')}
      list={list}
      columns={columns}
      rowName={(entry) => entry.key}
      actionsWidth={100}
      create={{ label: t('storage.new'), value: { entry: null } }}
      edit={(entry) => ({ entry })}
      remove={(entry) => deleteStorage.mutateAsync(entry.id)}
      dialog={(editing, onClose) => <StorageDialog editing={editing} onClose={onClose} />}
    />
  );
}
