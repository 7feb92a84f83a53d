/**
 * 'Avantajlı Ürünler': every signed-in user reads the advantageous products; administrators also filter by brand,
 * create, edit and delete them.
 */
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyForm, ResourceList } from '@/components/ResourceList';
import { useListFilters } from '@/hooks/usePagedList';
import { BrandFilter } from '@/components/BrandFilter';
import { usePermissions } from '@/lib/access';
import type { DiscountCampaign } from '@/api/types';
import { useDiscountCampaigns } from './api/getDiscountCampaigns';
import { useDeleteDiscountCampaign } from './api/deleteDiscountCampaign';

/** Loads with its first opening. */
const DiscountCampaignForm = lazyForm(() => import('./DiscountCampaignDialog'));

export default function DiscountCampaignListPage() {
  const { t } = useTranslation();
  const { isAdmin } = usePermissions();
  // Every product has a brand, so the marketplace pseudo-brand would match none: all brands by default.
  const { filters, setFilter } = useListFilters({ companyId: undefined as string | undefined });
  const { companyId } = filters;
  const setCompanyId = (v: string | undefined) => setFilter('companyId', v);
  const list = useDiscountCampaigns({ params: isAdmin && companyId !== undefined ? { companyId } : {} });
  const remove = useDeleteDiscountCampaign();

  const columns: TableColumnsType<DiscountCampaign> = [
    {
      title: t('field.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    {
      title: t('field.description'),
      dataIndex: 'description',
      key: 'description',
      sorter: true,
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0, maxWidth: 280 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('field.url'),
      dataIndex: 'url',
      key: 'url',
      sorter: true,
      render: (url: string, row) => (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('discounts.openLink')} ${row.name}`}
        >
          <Typography.Text ellipsis style={{ maxWidth: 220, color: 'inherit' }}>
            {url}
          </Typography.Text>
        </a>
      ),
    },
    {
      title: t('field.isMobileLink'),
      dataIndex: 'isMobileLink',
      key: 'isMobileLink',
      sorter: true,
      render: (mobile: boolean) =>
        mobile ? <Tag color="blue">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>,
    },
    { title: t('field.brandName'), dataIndex: 'companyName', key: 'companyName', sorter: true },
  ];

  return (
    <ResourceList<DiscountCampaign>
      title={t('menu.discountCampaigns')}
      list={list}
      columns={columns}
      rowName={(row) => row.name}
      // Narrower than this the table scrolls inside its box; wider, its text wraps (with 'max-content' nothing
      // wrapped and the table overflowed its box at 1366 px).
      tableProps={{ scroll: { x: 900 } }}
      toolbar={isAdmin && <BrandFilter value={companyId} onChange={setCompanyId} />}
      create={isAdmin && { label: t('discounts.new') }}
      edit={isAdmin}
      remove={isAdmin ? (row) => remove.mutateAsync(row.id) : undefined}
      form={isAdmin ? DiscountCampaignForm : undefined}
    />
  );
}
