/**
 * Create / edit a brand: name, mobile URL, mobile brand image (an image address, or an image picked from the
 * device and sent inside the brand as a data URL, with a live preview), commission rate and the rich-text
 * description (tiptap, loaded lazily).
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Image, Skeleton, Typography } from 'antd';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { resourceForm, trimmed, useCreateOrUpdate } from '@/components/ResourceForm';
import { FieldItem } from '@/components/form/FieldItem';
import { PercentField } from '@/components/form/PercentField';
import { TextField } from '@/components/form/TextField';
import { UploadButton } from '@/components/UploadButton';
import { EMPTY_ID, type Id } from '@/api/types';
import { useCompany } from './api/getCompany';
import { useCreateCompany } from './api/createCompany';
import { useUpdateCompany } from './api/updateCompany';
import { brandImageSrc, isBrandImageRef, isHttpUrl, isImageDataUrl, readBrandImage } from './brandImage';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export interface CompanyFormValues {
  id: Id;
  name: string;
  webViewUrl: string;
  mobileAppPhoto: string;
  newTvCommissionPercentage: number | null;
  description: string;
}

export const companySchema = yup.object({
  name: yup.string().trim().required('RequiredField'),
  webViewUrl: yup.string().trim().required('RequiredField').test('url', 'companies.invalidUrl', isHttpUrl),
  mobileAppPhoto: yup
    .string()
    .trim()
    .required('RequiredField')
    .test('image', 'companies.invalidImage', isBrandImageRef),
  newTvCommissionPercentage: yup
    .number()
    .nullable()
    .required('RequiredField')
    .min(0, 'companies.percentageRange')
    .max(100, 'companies.percentageRange'),
});

const EMPTY_VALUES: CompanyFormValues = {
  id: EMPTY_ID,
  name: '',
  webViewUrl: '',
  mobileAppPhoto: '',
  newTvCommissionPercentage: null,
  description: '',
};

/** Images a brand may pick (SVG is refused: it can carry script); the type is checked again by content. */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The image field: an address typed in, or an image picked from the device (10 MB at most) whose data URL goes
 * into the field; an image held inline shows as such (the saved one, or one just picked), with a button to remove
 * it, instead of its long text.
 */
function ImageField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>(name);
  const inline = isImageDataUrl(field.value);
  const saved = field.value === meta.initialValue;
  return (
    <>
      {inline ? (
        <FieldItem name={name} label={label} required>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
            <Typography.Text id={name}>
              {t(saved ? 'companies.savedImage' : 'companies.pickedImage')}
            </Typography.Text>
            <Button onClick={() => void helpers.setValue('')}>{t('companies.removeImage')}</Button>
          </div>
        </FieldItem>
      ) : (
        <TextField
          name={name}
          label={label}
          required
          autoComplete="off"
          placeholder="https://…/logo.png"
          extra={t('companies.imageHint')}
        />
      )}
      <div
        style={{
          marginTop: -12,
          marginBottom: 16,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
        }}
      >
        <UploadButton
          upload={readBrandImage}
          accept={IMAGE_ACCEPT}
          oversize="block"
          successToast={false}
          label={t('companies.uploadImage')}
          onUploaded={(url) => void helpers.setValue(url)}
        />
        <ImagePreview name={name} />
      </div>
    </>
  );
}

/** The brand image preview of the typed address or uploaded path (nothing until it is one). */
function ImagePreview({ name }: { name: string }) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const [failed, setFailed] = useState<string | null>(null);
  const url = brandImageSrc(field.value);
  if (!url) return null;
  return failed === url ? (
    <Typography.Text type="warning">{t('companies.imageNotLoaded')}</Typography.Text>
  ) : (
    <Image
      src={url}
      alt={t('companies.imagePreview')}
      width={96}
      height={96}
      style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 6 }}
      onError={() => setFailed(url)}
      preview={false}
    />
  );
}

function DescriptionField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldItem name={name} label={label}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
        <RichTextEditor
          id={name}
          label={label}
          value={field.value ?? ''}
          onChange={(html) => void helpers.setValue(html)}
          onBlur={() => void helpers.setTouched(true)}
        />
      </Suspense>
    </FieldItem>
  );
}

function CompanyFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="name" label={t('field.brandName')} required autoComplete="off" />
      <TextField
        name="webViewUrl"
        label={t('field.webViewUrl')}
        required
        autoComplete="off"
        placeholder="https://"
      />
      <ImageField name="mobileAppPhoto" label={t('field.mobileAppPhoto')} />
      <PercentField name="newTvCommissionPercentage" label={t('field.newTvCommissionPercentage')} />
      <DescriptionField name="description" label={t('field.description')} />
    </>
  );
}

export default resourceForm({
  title: { create: 'companies.new', edit: 'companies.edit' },
  width: 680,
  useRecord: useCompany,
  blank: EMPTY_VALUES,
  schema: companySchema,
  useSave: () =>
    useCreateOrUpdate(useCreateCompany(), useUpdateCompany(), (v: CompanyFormValues) => ({
      company: { ...trimmed(v), description: v.description || null },
    })),
  Fields: CompanyFields,
});
