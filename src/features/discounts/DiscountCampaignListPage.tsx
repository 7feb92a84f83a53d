/**
 * 'Avantajlı Ürünler': every signed-in user reads the advantageous products; administrators also filter by brand,
 * create, edit and delete them.
 */
import { useState } from 'react';
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/PagedTable';
import { useListFilters } from '@/hooks/usePagedList';
import { RowActions } from '@/components/RowActions';
import { BrandFilter } from '@/components/BrandFilter';
import { lazyDialog } from '@/components/lazyDialog';
import { usePermissions } from '@/lib/access';
import { EMPTY_ID, type DiscountCampaign, type Id } from '@/api/types';
import { useDiscountCampaigns } from './api/getDiscountCampaigns';
import { useDeleteDiscountCampaign } from './api/deleteDiscountCampaign';

/** Loads with its first opening (src/components/lazyDialog.tsx). */
const DiscountCampaignDialog = lazyDialog(
  () => import('./DiscountCampaignDialog').then((m) => m.default),
  (p) => !!p.discountId,
);

export default function DiscountCampaignListPage() {
  const { t } = useTranslation();
  const { isAdmin } = usePermissions();
  // Every product has a brand, so the marketplace pseudo-brand would match none: all brands by default.
  const { filters, setFilter } = useListFilters({ companyId: undefined as string | undefined });
  const { companyId } = filters;
  const setCompanyId = (v: string | undefined) => setFilter('companyId', v);
  const list = useDiscountCampaigns({ params: isAdmin && companyId !== undefined ? { companyId } : {} });
  const remove = useDeleteDiscountCampaign();
  const [editing, setEditing] = useState<Id | null>(null);

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
    ...(isAdmin
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, row: DiscountCampaign) => (
              <RowActions
                name={row.name}
                onEdit={() => setEditing(row.id)}
                remove={() => remove.mutateAsync(row.id)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('menu.discountCampaigns')}
      </Typography.Title>
      <PagedTable<DiscountCampaign>
        list={list}
        columns={columns}
        // Narrower than this the table scrolls inside its box; wider, its text wraps (issue 20: with the default
        // 'max-content' nothing wrapped and the table was 4 px wider than its box at 1366 px, actions clipped).
        tableProps={{ scroll: { x: 900 } }}
        toolbar={
          isAdmin && (
            <>
              <BrandFilter value={companyId} onChange={setCompanyId} />
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(EMPTY_ID)}>
                {t('discounts.new')}
              </Button>
            </>
          )
        }
      />
      {isAdmin && <DiscountCampaignDialog discountId={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
