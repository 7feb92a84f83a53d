/**
 * Payment tracking (`/admin/payment-tracking-list`): members see their own rows with the payment-date and
 * summary cards and the earnings chart; administrators see every row with the toolbar and the workflow actions.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { Panel } from '@/components/Panel';
import { EarningsChartSkeleton } from '@/components/EarningsChartSkeleton';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/PagedTable';
import { useAllPaymentRows } from '@/api/shared/getPaymentTrackings';
import { useListFilters, usePagedList } from '@/hooks/usePagedList';
import { PageLoading } from '@/components/PageLoading';
import { lazyDialog } from '@/components/lazyDialog';
import { usePermissions } from '@/lib/access';
import { blobUrl } from '@/config/env';
import type { PaymentTracking } from '@/api/types';
import { filterDefaults, listOptions } from './firstCalls';
import { PaymentCards } from './PaymentCards';

import { PaymentRowActions } from './PaymentRowActions';
import { ALL_STATUSES, earningsByPeriod, periodLabel, statusLabelKey } from './status';
import { money } from './money';

/** Loads with its first opening (src/components/lazyDialog.tsx). */
const PaymentDetailDialog = lazyDialog(
  () => import('./PaymentDetailDialog').then((m) => m.PaymentDetailDialog),
  (p) => !!p.row,
);

/** The chart is loaded only when the member's chart renders (its own chunk). */
const EarningsChart = lazy(() => import('@/components/EarningsChart'));
/** Administrators only: a member's first load does not carry it (its chunk loads beside the list's first page). */
const AdminToolbar = lazy(() => import('./AdminToolbar').then((m) => ({ default: m.AdminToolbar })));

export default function PaymentListPage() {
  const permissions = usePermissions();
  if (permissions.isLoading) return <PageLoading />;
  return <PaymentList isAdmin={permissions.isAdmin} />;
}

function PaymentList({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const { filters, setFilter } = useListFilters(filterDefaults(isAdmin));
  const { statusFilter, companyId } = filters;
  const setStatusFilter = (v: number) => setFilter('statusFilter', v);
  const setCompanyId = (v: string | undefined) => setFilter('companyId', v);
  const [detail, setDetail] = useState<PaymentTracking | null>(null);
  const list = usePagedList(listOptions(isAdmin, filters));

  const columns: TableColumnsType<PaymentTracking> = [
    ...(isAdmin
      ? ([
          { title: t('field.fullName'), dataIndex: 'fullName', key: 'fullName', sorter: true },
          {
            title: t('payment.marketplaceId'),
            dataIndex: 'trendyolUserName',
            key: 'trendyolUserName',
            sorter: true,
          },
          { title: t('field.invoiceId'), dataIndex: 'invoiceId', key: 'invoiceId', sorter: true },
          {
            title: t('payment.image'),
            dataIndex: 'invoiceMemberUploadPath',
            key: 'invoiceMemberUploadPath',
            render: (path: string | null, row) =>
              path ? (
                <Button
                  size="small"
                  href={blobUrl(path)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('payment.viewDocument')} ${row.trendyolUserName ?? ''} ${row.invoiceId}`}
                >
                  {t('common.view')}
                </Button>
              ) : (
                '-'
              ),
          },
        ] satisfies TableColumnsType<PaymentTracking>)
      : []),
    {
      title: t('field.invoicePeriod'),
      dataIndex: 'invoicePeriod',
      key: 'invoicePeriod',
      sorter: true,
      render: (_: string, row) => periodLabel(row.invoiceId),
    },
    {
      title: t('payment.amount'),
      dataIndex: 'paymentAmount',
      key: 'paymentAmount',
      sorter: true,
      align: 'right',
      // An amount never breaks between its figures and its currency.
      render: (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{money(value)}</span>,
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: number) => <Tag>{t(statusLabelKey(status, isAdmin))}</Tag>,
    },
    {
      title: t('payment.brand'),
      dataIndex: 'companyName',
      key: 'companyName',
      sorter: true,
      render: (name: string | null) => name ?? '-',
    },
    {
      title: t('payment.detail'),
      key: 'actions',
      render: (_: unknown, row) => (
        <PaymentRowActions row={row} isAdmin={isAdmin} onDetail={() => setDetail(row)} />
      ),
    },
  ];

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('menu.payments')}
      </Typography.Title>
      {!isAdmin && <MemberEarnings />}
      {/* The administrator's toolbar is a chunk of its own: the list appears with it, not before it (the toolbar
          arriving above a shown list would push it down). */}
      <Suspense fallback={<PageLoading />}>
        <PagedTable<PaymentTracking>
          list={list}
          columns={columns}
          searchable={isAdmin}
          // Narrower than this the table scrolls inside its box; wider, its text and row buttons wrap (with
          // the default 'max-content' a row offering 'Ödeme Yapıldı' makes the administrator's table overflow its box
          // at 1366 px).
          tableProps={{ scroll: { x: isAdmin ? 1000 : 640 } }}
          filterTags={
            !isAdmin && statusFilter !== ALL_STATUSES
              ? [
                  {
                    key: 'statusFilter',
                    label: `${t('field.status')}: ${t(`memberPaymentFilter.${statusFilter}`, { defaultValue: t(statusLabelKey(statusFilter, false)) })}`,
                    onClose: () => setStatusFilter(ALL_STATUSES),
                  },
                ]
              : []
          }
          toolbar={
            isAdmin && (
              <AdminToolbar
                statusFilter={statusFilter}
                onStatusFilter={setStatusFilter}
                companyId={companyId}
                onCompanyId={setCompanyId}
              />
            )
          }
        />
      </Suspense>
      <PaymentDetailDialog row={detail} isAdmin={isAdmin} onClose={() => setDetail(null)} />
    </div>
  );
}

/**
 * The member's cards and earnings chart, over every row they have. This component alone waits for those rows, and
 * draws them in a background render (`useAllPaymentRows`): their answer does not redraw the list.
 */
function MemberEarnings() {
  const { t } = useTranslation();
  const { rows: drawn, pending } = useAllPaymentRows();
  const rows = useMemo(() => drawn ?? [], [drawn]);
  const chartData = useMemo(() => earningsByPeriod(rows), [rows]);
  // Loading until the first rows are drawn; rows fetched again (after an upload) replace the drawn ones in place.
  const loading = !drawn && pending;
  return (
    <>
      <PaymentCards rows={rows} loading={loading} />
      <Panel size="small" title={t('payment.chartTitle')} style={{ marginBottom: 16 }}>
        {loading ? (
          <EarningsChartSkeleton />
        ) : chartData.length > 0 ? (
          <Suspense fallback={<EarningsChartSkeleton />}>
            <EarningsChart data={chartData} />
          </Suspense>
        ) : (
          <Typography.Text type="secondary">{t('payment.chartEmpty')}</Typography.Text>
        )}
      </Panel>
    </>
  );
}
