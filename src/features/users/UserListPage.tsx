/** User administration: searchable, paged, sortable list with create / edit / deactivate and bulk upload. */
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { IdcardOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyForm, ResourceList } from '@/components/ResourceList';
import { ActionButton } from '@/components/RowActions';
import { useConfirmAction } from '@/components/ConfirmAction';
import { SPREADSHEET_ACCEPT, UploadButton } from '@/components/UploadButton';
import { usePermissions } from '@/lib/access';
import { paths } from '@/config/paths';
import type { Id, User } from '@/api/types';
import { useUsers } from './api/getUsers';
import { useDeactivateUser } from './api/deactivateUser';
import { useUploadUsers } from './api/uploadUsers';

/** Loads with its first opening. */
const UserForm = lazyForm(() => import('./UserDialog'));

export const profileUrl = (id: Id) => `${paths.profile}?id=${encodeURIComponent(id)}`;

export default function UserListPage() {
  const { t } = useTranslation();
  const { canCreateUser, canUpdateUser, canDeleteUser } = usePermissions();
  const list = useUsers();
  const deactivateUser = useDeactivateUser();
  const uploadUsers = useUploadUsers();
  const confirm = useConfirmAction();

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
  ];

  return (
    <ResourceList<User>
      title={t('menu.users')}
      list={list}
      columns={columns}
      rowName={(user) => user.userName}
      fixedActions
      toolbar={canCreateUser && <UploadButton upload={uploadUsers.mutateAsync} accept={SPREADSHEET_ACCEPT} />}
      create={canCreateUser && { label: t('user.newUser') }}
      edit={canUpdateUser}
      actions={(user) =>
        canUpdateUser && (
          <ActionButton
            label={t('user.updateProfile')}
            name={user.userName}
            icon={<IdcardOutlined />}
            href={profileUrl(user.id)}
          />
        )
      }
      trailingActions={(user) =>
        canDeleteUser &&
        user.isActive && (
          <ActionButton
            label={t('user.deactivate')}
            name={user.userName}
            danger
            icon={<StopOutlined />}
            onClick={() => deactivate(user)}
          />
        )
      }
      form={UserForm}
    />
  );
}
