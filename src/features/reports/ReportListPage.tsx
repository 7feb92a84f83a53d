/**
 * The one report screen, driven by an area of areas.ts: search, the brand filter (administrators, where the area
 * has it), the area's columns, and for administrators the spreadsheet upload (csv, xlsx) with its per-row
 * report, create, edit and delete. Members see their own rows (the server scopes them) and nothing else.
 */
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandFilter } from '@/components/BrandFilter';
import { DEFAULT_BRAND_FILTER } from '@/api/shared/getCompanies';
import { ResourceList } from '@/components/ResourceList';
import { lazyDialog } from '@/components/lazyDialog';
import { SPREADSHEET_ACCEPT, UploadButton } from '@/components/UploadButton';
import { useListFilters, usePagedList } from '@/hooks/usePagedList';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { formatNumber } from '@/lib/format';
import { usePermissions } from '@/lib/access';
import type { Id } from '@/api/types';
import type { ColumnFormat, ReportArea } from './areas';
import type { ReportDialog as ReportDialogType } from './ReportDialog';

/** Loads with its first opening (src/components/lazyDialog.tsx). */
const ReportDialog = lazyDialog(
  () => import('./ReportDialog').then((m) => m.ReportDialog),
  (p) => !!p.editing,
) as typeof ReportDialogType;

function Cell({ format, value }: { format?: ColumnFormat; value: unknown }) {
  const { t } = useTranslation();
  if (format === 'money')
    return <span style={{ whiteSpace: 'nowrap' }}>{formatNumber(value as number)}</span>;
  if (format === 'registered')
    return value ? (
      <Tag color="green">{t('report.registered')}</Tag>
    ) : (
      <Tag color="orange">{t('report.notRegistered')}</Tag>
    );
  return <>{value === null || value === undefined ? '' : String(value)}</>;
}

export function ReportListPage<T extends { id: Id }>({ area }: { area: ReportArea<T> }) {
  const { t } = useTranslation();
  const { isAdmin, isLoading } = usePermissions();
  const { filters, setFilter } = useListFilters({ companyId: DEFAULT_BRAND_FILTER });
  const { companyId } = filters;
  const setCompanyId = (v: string | undefined) => setFilter('companyId', v);
  const withBrand = area.brandFilter && isAdmin;
  const list = usePagedList<T, { companyId?: string }>({
    keys: area.keys,
    fetcher: area.list,
    params: withBrand ? { companyId } : {},
    // The brand filter's default applies to administrators only: wait until we know who is asking.
    enabled: !isLoading,
  });
  const invalidate = () => [area.keys.lists()];
  const upload = useInvalidatingMutation(area.upload, invalidate);
  const create = useInvalidatingMutation(area.create, invalidate);
  const update = useInvalidatingMutation(area.update, invalidate);
  const remove = useInvalidatingMutation(area.remove, invalidate);

  const columns: TableColumnsType<T> = area.columns.map((c) => ({
    title: t(c.titleKey),
    dataIndex: c.key,
    key: c.key,
    sorter: true,
    align: c.format === 'money' ? 'right' : undefined,
    render: (value: unknown) => <Cell format={c.format} value={value} />,
  }));

  return (
    <ResourceList<T, { row: T | null }>
      title={t(area.titleKey)}
      list={list}
      columns={columns}
      rowName={area.rowLabel}
      actionsWidth={100}
      header={
        isAdmin && (
          <Typography.Paragraph type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {t('report.sheetColumns', { columns: area.sheetColumns.join(', ') })}
          </Typography.Paragraph>
        )
      }
      toolbar={
        <>
          {withBrand && <BrandFilter value={companyId} onChange={setCompanyId} />}
          {isAdmin && <UploadButton upload={upload.mutateAsync} accept={SPREADSHEET_ACCEPT} multiple />}
        </>
      }
      create={isAdmin && { label: t(area.newTitleKey), value: { row: null } }}
      edit={isAdmin ? (row) => ({ row }) : undefined}
      remove={isAdmin ? (row) => remove.mutateAsync(row.id) : undefined}
      dialog={(editing, onClose) => (
        <ReportDialog<T>
          area={area}
          editing={editing}
          save={(entity) => (editing?.row ? update.mutateAsync(entity) : create.mutateAsync(entity))}
          onClose={onClose}
        />
      )}
    />
  );
}
