import { useTranslation } from 'react-i18next';
import { useAllCompanies } from '@/api/shared/getCompanies';
import { EMPTY_ID } from '@/api/types';
import type { BaseProps } from './FieldItem';
import { SelectField } from './SelectField';

/**
 * A form's brand: every brand by name, and with `marketplace` the marketplace itself (the empty id, a row of no
 * brand). The brands load when the field first shows.
 */
export function BrandField({
  marketplace = false,
  placeholder,
  ...base
}: BaseProps & { marketplace?: boolean; placeholder?: string }) {
  const { t } = useTranslation();
  const companies = useAllCompanies();
  const options = [
    ...(marketplace ? [{ value: EMPTY_ID, label: t('brandFilter.marketplace') }] : []),
    ...(companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  return <SelectField<string> {...base} options={options} placeholder={placeholder} />;
}
