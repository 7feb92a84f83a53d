/**
 * Create / edit an advantageous product: every field required except isMobileLink; start and finish as date-time
 * pickers (DD/MM/YYYY HH:mm, finish after start); commission percentage 0–100; the brand picker.
 */
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import { resourceForm, trimmed, useCreateOrUpdate } from '@/components/ResourceForm';
import { DateTimeField } from '@/components/form/DateTimeField';
import { PercentField } from '@/components/form/PercentField';
import { BrandField } from '@/components/form/BrandField';
import { SwitchField } from '@/components/form/SwitchField';
import { TextField } from '@/components/form/TextField';
import { TextAreaField } from '@/components/form/TextAreaField';
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

function DiscountFields() {
  const { t } = useTranslation();
  return (
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
      <PercentField name="commissionPercentage" label={t('field.commissionPercentage')} />
      <BrandField
        name="companyId"
        label={t('field.company')}
        required
        placeholder={t('discounts.chooseBrand')}
      />
    </>
  );
}

export default resourceForm({
  title: { create: 'discounts.new', edit: 'discounts.edit' },
  width: 640,
  useRecord: useDiscountCampaign,
  blank: EMPTY_VALUES,
  values: (data) => ({
    startDate: dayjs(data.startDate),
    finishDate: dayjs(data.finishDate),
    companyId: data.companyId === EMPTY_ID ? null : data.companyId,
  }),
  schema: discountSchema,
  useSave: () =>
    useCreateOrUpdate(useCreateDiscountCampaign(), useUpdateDiscountCampaign(), (v: DiscountFormValues) => ({
      discountCampaign: {
        ...trimmed(v),
        startDate: v.startDate!.toISOString(),
        finishDate: v.finishDate!.toISOString(),
      },
    })),
  Fields: DiscountFields,
});
