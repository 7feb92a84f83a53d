/**
 * Brand users (administrators): search, server-side paging and sorting, the status as a tag, and per row the
 * profile (new tab) plus approve / reject while the application is pending.
 */
import { Select, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, IdcardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/components/ResourceList';
import { ActionButton } from '@/components/RowActions';
import { useListFilters } from '@/hooks/usePagedList';
import { useConfirmAction } from '@/components/ConfirmAction';
import { lazyDialog } from '@/components/lazyDialog';
import { paths } from '@/config/paths';
import type { CompanyUser } from '@/api/types';
import { COMPANY_USER_STATUS } from '@/api/shared/statuses';
import { useCompanyUsers } from './api/getCompanyUsers';
import { useApproveCompanyUser } from './api/approveCompanyUser';

/** Loads with its first opening (src/components/lazyDialog.tsx). */
const RejectCompanyUserDialog = lazyDialog(
  () => import('./RejectCompanyUserDialog').then((m) => m.default),
  (p) => !!p.item,
);

/** The status filter's "every status" (0 is a real status: pending). The app keeps the status: the spec's call has no
 * status parameter (src/api/shared/getCompanyUsers.ts). */
const ALL_STATUSES = -1;
const STATUS_COLORS: Record<CompanyUser['status'], string> = {
  [COMPANY_USER_STATUS.pending]: 'gold',
  [COMPANY_USER_STATUS.approved]: 'green',
  [COMPANY_USER_STATUS.rejected]: 'red',
};

export default function CompanyUserListPage() {
  const { t } = useTranslation();
  // The status filter lives in the address (src/hooks/usePagedList.ts): the home page links to the pending ones.
  const { filters, setFilter } = useListFilters({ statusFilter: ALL_STATUSES });
  const list = useCompanyUsers({
    defaultSort: 'userName',
    params: filters.statusFilter === ALL_STATUSES ? {} : { status: filters.statusFilter },
  });
  const approve = useApproveCompanyUser();
  const confirm = useConfirmAction();

  const columns: TableColumnsType<CompanyUser> = [
    {
      title: t('field.userName'),
      dataIndex: 'userName',
      key: 'userName',
      sorter: true,
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    { title: t('field.brandName'), dataIndex: 'companyName', key: 'companyName', sorter: true },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: CompanyUser['status'], row) => (
        <Tooltip title={status === COMPANY_USER_STATUS.rejected ? row.description : undefined}>
          <Tag color={STATUS_COLORS[status]}>{t(`companyUserStatus.${status}`)}</Tag>
        </Tooltip>
      ),
    },
  ];

  return (
    <ResourceList<CompanyUser, CompanyUser>
      title={t('menu.companyUsers')}
      list={list}
      columns={columns}
      rowName={(row) => row.userName}
      toolbar={
        <Select
          aria-label={t('companyUser.statusFilter')}
          value={filters.statusFilter}
          onChange={(v: number) => setFilter('statusFilter', v)}
          options={[ALL_STATUSES, ...Object.values(COMPANY_USER_STATUS)].map((s) => ({
            value: s,
            label: s === ALL_STATUSES ? t('companyUser.allStatuses') : t(`companyUserStatus.${s}`),
          }))}
          style={{ minWidth: 170 }}
        />
      }
      actions={(row, reject) => (
        <>
          <ActionButton
            label={t('companyUser.viewProfile')}
            name={row.userName}
            icon={<IdcardOutlined />}
            href={`${paths.profile}?id=${encodeURIComponent(row.userId)}`}
          />
          {row.status === COMPANY_USER_STATUS.pending && (
            <>
              <ActionButton
                label={t('companyUser.approve')}
                name={row.userName}
                type="primary"
                icon={<CheckOutlined />}
                onClick={() =>
                  confirm({
                    content: t('companyUser.approveConfirm', {
                      userName: row.userName,
                      company: row.companyName,
                    }),
                    okText: t('companyUser.approve'),
                    action: () => approve.mutateAsync(row),
                  })
                }
              />
              <ActionButton
                label={t('companyUser.reject')}
                name={row.userName}
                danger
                icon={<CloseOutlined />}
                onClick={() => reject(row)}
              />
            </>
          )}
        </>
      )}
      dialog={(rejecting, onClose) => <RejectCompanyUserDialog item={rejecting} onClose={onClose} />}
    />
  );
}
