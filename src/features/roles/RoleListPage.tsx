/** Role administration: searchable, paged list with create / edit / delete (system roles are read-only). */
import { Tag, Typography, type TableColumnsType } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/components/ResourceList';
import { lazyDialog } from '@/components/lazyDialog';
import { usePermissions } from '@/lib/access';
import { EMPTY_ID, type Id, type Role } from '@/api/types';
import { useRoles } from './api/getRoles';
import { useDeleteRole } from './api/deleteRole';

/** Loads with its first opening (src/components/lazyDialog.tsx). */
const RoleDialog = lazyDialog(
  () => import('./RoleDialog').then((m) => m.default),
  (p) => !!p.roleId,
);

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
    <ResourceList<Role, Id>
      title={t('menu.roles')}
      list={list}
      columns={columns}
      rowName={(role) => role.name}
      actionsWidth={110}
      fixedActions
      create={canCreateRole && { label: t('role.newRole'), value: EMPTY_ID }}
      edit={canUpdateRole ? (role) => role.id : undefined}
      remove={canDeleteRole ? (role) => deleteRole.mutateAsync(role.id) : undefined}
      readOnly={(role) => role.isSystemDefault}
      dialog={(roleId, onClose) => <RoleDialog roleId={roleId} onClose={onClose} />}
    />
  );
}
