/** Brands (administrators): search, a list by name with the sanitised description, create / edit / delete. */
import { Avatar, Space, Typography, type TableColumnsType } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyForm, ResourceList } from '@/components/ResourceList';
import { SafeHtml } from '@/components/SafeHtml';
import { usePermissions } from '@/lib/access';
import { formatNumber } from '@/lib/format';
import type { Company } from '@/api/types';
import { useCompanyList } from './api/useCompanyList';
import { useDeleteCompany } from './api/deleteCompany';
import { brandImageSrc } from './brandImage';

/** Loads with its first opening. */
const CompanyForm = lazyForm(() => import('./CompanyDialog'));

export default function CompanyListPage() {
  const { t } = useTranslation();
  const { isAdmin } = usePermissions();
  const list = useCompanyList({ defaultSort: 'name' });
  const remove = useDeleteCompany();

  const columns: TableColumnsType<Company> = [
    {
      title: t('field.brandName'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, row) => (
        <Space>
          <Avatar shape="square" src={brandImageSrc(row.mobileAppPhoto)} icon={<ShopOutlined />} alt="" />
          <Typography.Text strong>{name}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('field.webViewUrl'),
      dataIndex: 'webViewUrl',
      key: 'webViewUrl',
      sorter: true,
      render: (url: string | null) =>
        url && /^https?:\/\//i.test(url) ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </a>
        ) : (
          url
        ),
    },
    {
      title: t('field.newTvCommissionPercentage'),
      dataIndex: 'newTvCommissionPercentage',
      key: 'newTvCommissionPercentage',
      sorter: true,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    {
      title: t('field.description'),
      dataIndex: 'description',
      key: 'description',
      render: (html: string | null) => (
        <SafeHtml
          html={html}
          className="brand-description"
          style={{ maxWidth: 360, maxHeight: 96, overflow: 'hidden' }}
        />
      ),
    },
  ];

  return (
    <ResourceList<Company>
      title={t('menu.companies')}
      list={list}
      columns={columns}
      rowName={(row) => row.name}
      create={isAdmin && { label: t('companies.new') }}
      edit={isAdmin}
      remove={isAdmin ? (row) => remove.mutateAsync(row.id) : undefined}
      form={isAdmin ? CompanyForm : undefined}
    />
  );
}
