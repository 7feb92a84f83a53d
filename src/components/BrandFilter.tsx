/**
 * The one brand filter of the business lists: "all brands" (no `companyId`), the marketplace pseudo-brand (the
 * empty id, the default, as the spec says) and every brand by name. The value is what the list sends as
 * `companyId` (`undefined` = all brands). The empty id has one meaning in every list, the marketplace's own rows
 * (rows without a brand), and its label says so; a list whose rows have no brand of their own (tickets) does not
 * offer it.
 */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_ID } from '@/api/types';
import { useAllCompanies } from '@/api/shared/getCompanies';

const ALL = '__all__';

export interface BrandFilterProps {
  value: string | undefined;
  onChange: (companyId: string | undefined) => void;
  /** Offer "all brands" (default true). */
  allowAll?: boolean;
  /** Offer the marketplace's own rows, the empty id (default true). */
  marketplace?: boolean;
  style?: React.CSSProperties;
}

export function BrandFilter({
  value,
  onChange,
  allowAll = true,
  marketplace = true,
  style,
}: BrandFilterProps) {
  const { t } = useTranslation();
  const companies = useAllCompanies();
  const options = [
    ...(allowAll ? [{ value: ALL, label: t('brandFilter.all') }] : []),
    ...(marketplace ? [{ value: EMPTY_ID, label: t('brandFilter.marketplaceRows') }] : []),
    ...(companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <Select
      aria-label={t('brandFilter.label')}
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? ALL}
      onChange={(v: string) => onChange(v === ALL ? undefined : v)}
      options={options}
      loading={companies.isFetching}
      style={{ minWidth: 200, ...style }}
    />
  );
}
