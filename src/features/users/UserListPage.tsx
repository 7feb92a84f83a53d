/** User administration: searchable, paged, sortable list with create / edit / deactivate and bulk upload. */
import { useState } from 'react';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { EditOutlined, IdcardOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/PagedTable';
import { useConfirmAction } from '@/components/ConfirmAction';
import { SPREADSHEET_ACCEPT, UploadButton } from '@/components/UploadButton';
import { lazyDialog } from '@/components/lazyDialog';
import { usePermissions } from '@/lib/access';
import { paths } from '@/config/paths';
import { EMPTY_ID, type Id, type User } from '@/api/types';
import { useUsers } from './api/getUsers';
import { useDeactivateUser } from './api/deactivateUser';
import { useUploadUsers } from './api/uploadUsers';

/** Loads with its first opening (src/components/lazyDialog.tsx). */
const UserDialog = lazyDialog(
  () => import('./UserDialog').then((m) => m.default),
  (p) => !!p.userId,
);

export const profileUrl = (id: Id) => `${paths.profile}?id=${encodeURIComponent(id)}`;

export default function UserListPage() {
  const { t } = useTranslation();
  const { canCreateUser, canUpdateUser, canDeleteUser } = usePermissions();
  const list = useUsers();
  const deactivateUser = useDeactivateUser();
  const uploadUsers = useUploadUsers();
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<Id | null>(null);

  const deactivate = (user: User) =>
    confirm({
      content: t('user.deactivateConfirm'),
      okText: t('user.deactivate'),
      action: () => deactivateUser.mutateAsync(user.id),
    });

  const columns: TableColumnsType<User> = [
    {
      title: t('field.userName'),
      dataIndex: 'userName',
      key: 'userName',
      sorter: true,
      render: (value: string, user) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{value}</Typography.Text>
          {user.fullName && <Typography.Text type="secondary">{user.fullName}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('field.email'), dataIndex: 'email', key: 'email', sorter: true },
    {
      title: t('field.doesIsMatchTrendyol'),
      dataIndex: 'doesIsMatchTrendyol',
      key: 'doesIsMatchTrendyol',
      sorter: true,
      render: (matched: boolean) =>
        matched ? (
          <Tag color="green">{t('user.matched')}</Tag>
        ) : (
          <Tag color="orange">{t('user.notMatched')}</Tag>
        ),
    },
    {
      title: t('user.companyStatus'),
      dataIndex: 'isHaveCompany',
      key: 'isHaveCompany',
      sorter: true,
      render: (has: boolean) =>
        has ? <Tag color="blue">{t('user.hasCompany')}</Tag> : <Tag>{t('user.noCompany')}</Tag>,
    },
    {
      title: t('field.status'),
      dataIndex: 'isActive',
      key: 'isActive',
      sorter: true,
      render: (active: boolean) =>
        active ? (
          <Tag color="success">{t('user.active')}</Tag>
        ) : (
          <Tag color="default">{t('user.passive')}</Tag>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, user) => (
        <Space size={4} wrap={false}>
          {canUpdateUser && (
            <Tooltip title={t('user.updateProfile')}>
              <Button
                size="small"
                icon={<IdcardOutlined />}
                href={profileUrl(user.id)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('user.updateProfile')} ${user.userName}`}
              />
            </Tooltip>
          )}
          {canUpdateUser && (
            <Tooltip title={t('common.edit')}>
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing(user.id)}
                aria-label={`${t('common.edit')} ${user.userName}`}
              />
            </Tooltip>
          )}
          {canDeleteUser && user.isActive && (
            <Tooltip title={t('user.deactivate')}>
              <Button
                size="small"
                danger
                icon={<StopOutlined />}
                onClick={() => deactivate(user)}
                aria-label={`${t('user.deactivate')} ${user.userName}`}
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
        {t('menu.users')}
      </Typography.Title>
      <PagedTable<User>
        list={list}
        columns={columns}
        toolbar={
          canCreateUser && (
            <>
              <UploadButton upload={uploadUsers.mutateAsync} accept={SPREADSHEET_ACCEPT} />
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(EMPTY_ID)}>
                {t('user.newUser')}
              </Button>
            </>
          )
        }
      />
      <UserDialog userId={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
