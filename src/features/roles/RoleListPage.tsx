/** Role administration: searchable, paged list with create / edit / delete (system roles are read-only). */
import { Tag, Typography, type TableColumnsType } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyForm, ResourceList } from '@/components/ResourceList';
import { usePermissions } from '@/lib/access';
import type { Role } from '@/api/types';
import { useRoles } from './api/getRoles';
import { useDeleteRole } from './api/deleteRole';

/** Loads with its first opening. */
const RoleForm = lazyForm(() => import('./RoleDialog'));

export default function RoleListPage() {
  const { t } = useTranslation();
  const { canCreateRole, canUpdateRole, canDeleteRole } = usePermissions();
  const list = useRoles();
  const deleteRole = useDeleteRole();

  const columns: TableColumnsType<Role> = [
    {
      title: t('field.roleName'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t('field.isSystemDefault'),
      dataIndex: 'isSystemDefault',
      key: 'isSystemDefault',
      sorter: true,
      render: (system: boolean) =>
        system ? (
          <Tag icon={<LockOutlined />} color="purple">
            {t('role.systemDefault')}
          </Tag>
        ) : null,
    },
  ];

  return (
    <ResourceList<Role>
      title={t('menu.roles')}
      list={list}
      columns={columns}
      rowName={(role) => role.name}
      actionsWidth={110}
      fixedActions
      create={canCreateRole && { label: t('role.newRole') }}
      edit={canUpdateRole}
      remove={canDeleteRole ? (role) => deleteRole.mutateAsync(role.id) : undefined}
      readOnly={(role) => role.isSystemDefault}
      form={RoleForm}
    />
  );
}
