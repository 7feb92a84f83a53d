/** Role administration: searchable, paged list with create / edit / delete (system roles are read-only). */
import { useState } from 'react';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/PagedTable';
import { useConfirmDelete } from '@/components/ConfirmAction';
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
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<Id | null>(null);

  const remove = (role: Role) => confirmDelete(() => deleteRole.mutateAsync(role.id));

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
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_: unknown, role) =>
        role.isSystemDefault ? null : (
          <Space size={4}>
            {canUpdateRole && (
              <Tooltip title={t('common.edit')}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(role.id)}
                  aria-label={`${t('common.edit')} ${role.name}`}
                />
              </Tooltip>
            )}
            {canDeleteRole && (
              <Tooltip title={t('common.delete')}>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(role)}
                  aria-label={`${t('common.delete')} ${role.name}`}
                />
              </Tooltip>
            )}
          </Space>
        ),
    },
  ];

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('menu.roles')}
      </Typography.Title>
      <PagedTable<Role>
        list={list}
        columns={columns}
        toolbar={
          canCreateRole && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(EMPTY_ID)}>
              {t('role.newRole')}
            </Button>
          )
        }
      />
      <RoleDialog roleId={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
