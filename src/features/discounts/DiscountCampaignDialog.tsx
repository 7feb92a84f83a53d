/**
 * Create / edit an advantageous product: every field required except isMobileLink; start and finish as date-time
 * pickers (DD/MM/YYYY HH:mm, finish after start); commission percentage 0–100; the brand picker.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { DateTimeField } from '@/components/form/DateTimeField';
import { NumberField } from '@/components/form/NumberField';
import { SelectField } from '@/components/form/SelectField';
import { SwitchField } from '@/components/form/SwitchField';
import { TextField } from '@/components/form/TextField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useAllCompanies } from '@/api/shared/getCompanies';
import { EMPTY_ID, type Id } from '@/api/types';
import { useDiscountCampaign } from './api/getDiscountCampaign';
import { useCreateDiscountCampaign } from './api/createDiscountCampaign';
import { useUpdateDiscountCampaign } from './api/updateDiscountCampaign';

export interface DiscountFormValues {
  id: Id;
  name: string;
  description: string;
  url: string;
  isMobileLink: boolean;
  commissionPercentage: number | null;
  startDate: Dayjs | null;
  finishDate: Dayjs | null;
  companyId: Id | null;
}

const isHttpUrl = (value: string | undefined) => {
  try {
    return ['http:', 'https:'].includes(new URL(value ?? '').protocol);
  } catch {
    return false;
  }
};

export const discountSchema = yup.object({
  name: yup.string().trim().required('RequiredField'),
  description: yup.string().trim().required('RequiredField'),
  url: yup.string().trim().required('RequiredField').test('url', 'discounts.invalidUrl', isHttpUrl),
  commissionPercentage: yup
    .number()
    .nullable()
    .required('RequiredField')
    .min(0, 'discounts.percentageRange')
    .max(100, 'discounts.percentageRange'),
  startDate: yup.mixed<Dayjs>().nullable().required('RequiredField'),
  finishDate: yup
    .mixed<Dayjs>()
    .nullable()
    .required('RequiredField')
    .test('after-start', 'InvalidDateRange', function (finish) {
      const start = this.parent.startDate as Dayjs | null;
      return !start || !finish || finish.isAfter(start);
    }),
  companyId: yup.string().nullable().required('RequiredField'),
});

const EMPTY_VALUES: DiscountFormValues = {
  id: EMPTY_ID,
  name: '',
  description: '',
  url: '',
  isMobileLink: false,
  commissionPercentage: null,
  startDate: null,
  finishDate: null,
  companyId: null,
};

export interface DiscountCampaignDialogProps {
  /** The product to edit, EMPTY_ID for a new one, null when closed. */
  discountId: Id | null;
  onClose: () => void;
}

export default function DiscountCampaignDialog({ discountId, onClose }: DiscountCampaignDialogProps) {
  const { t } = useTranslation();
  const isNew = discountId === EMPTY_ID;
  const query = useDiscountCampaign(discountId);
  const companies = useAllCompanies(!!discountId);
  const create = useCreateDiscountCampaign();
  const update = useUpdateDiscountCampaign();
  const data = query.data;
  const initialValues = useMemo<DiscountFormValues>(
    () =>
      data && !isNew
        ? {
            id: data.id,
            name: data.name,
            description: data.description,
            url: data.url,
            isMobileLink: data.isMobileLink,
            commissionPercentage: data.commissionPercentage,
            startDate: dayjs(data.startDate),
            finishDate: dayjs(data.finishDate),
            companyId: data.companyId === EMPTY_ID ? null : data.companyId,
          }
        : EMPTY_VALUES,
    [data, isNew],
  );
  const brandOptions = (companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <CrudDialog<DiscountFormValues>
      open={!!discountId}
      title={isNew ? t('discounts.new') : t('discounts.edit')}
      width={640}
      loading={!isNew && query.isPending}
      loadError={isNew ? undefined : query.error}
      initialValues={initialValues}
      validationSchema={discountSchema}
      onSubmit={(v) => {
        const body = {
          discountCampaign: {
            id: v.id,
            name: v.name.trim(),
            description: v.description.trim(),
            url: v.url.trim(),
            isMobileLink: v.isMobileLink,
            commissionPercentage: v.commissionPercentage,
            startDate: v.startDate!.toISOString(),
            finishDate: v.finishDate!.toISOString(),
            companyId: v.companyId,
          },
        };
        return isNew ? create.mutateAsync(body) : update.mutateAsync(body);
      }}
      onClose={onClose}
    >
      {() => (
        <>
          <TextField name="name" label={t('field.name')} required autoComplete="off" />
          <TextAreaField name="description" label={t('field.description')} required rows={3} />
          <TextField name="url" label={t('field.url')} required autoComplete="off" placeholder="https://" />
          <SwitchField name="isMobileLink" label={t('field.isMobileLink')} />
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
              columnGap: 16,
            }}
          >
            <DateTimeField name="startDate" label={t('field.startDate')} required />
            <DateTimeField name="finishDate" label={t('field.finishDate')} required />
          </div>
          <NumberField
            name="commissionPercentage"
            label={t('field.commissionPercentage')}
            required
            min={0}
            max={100}
            step={0.5}
          />
          <SelectField<string>
            name="companyId"
            label={t('field.company')}
            required
            options={brandOptions}
            placeholder={t('discounts.chooseBrand')}
          />
        </>
      )}
    </CrudDialog>
  );
}
