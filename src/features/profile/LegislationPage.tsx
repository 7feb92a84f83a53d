/**
 * /admin/legislation: for members holding a petition approved by the tax office. Upload of the approved
 * document (over 10 MB only warns), a link to the uploaded file, and the legislation bank account, whose
 * fields show only while "I use a legislation bank account" is on. Saving sends the whole loaded profile.
 */
import { useMemo } from 'react';
import { Button, Grid, Space, Typography } from 'antd';
import { Panel } from '@/components/Panel';
import { FilePdfOutlined } from '@ant-design/icons';
import type { FormikProps } from 'formik';
import { FormFrame } from '@/components/FormFrame';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types';
import { blobUrl } from '@/config/env';
import { ErrorAlert, errorsOf } from '@/components/ErrorAlert';
import { PageLoading } from '@/components/PageLoading';
import { UploadButton } from '@/components/UploadButton';
import { useSubmit } from '@/hooks/useSubmit';
import { MaskedField } from '@/components/form/MaskedField';
import { SwitchField } from '@/components/form/SwitchField';
import { TextField } from '@/components/form/TextField';
import { useProfile } from './api/getProfile';
import { useUpdateProfile } from './api/updateProfile';
import { useUploadLegislationFile } from './api/uploadLegislationFile';
import { IBAN_MASK, IDENTITY_MASK } from './masks';
import {
  LEGISLATION_FIELDS,
  legislationInputOf,
  legislationSchema,
  legislationValuesOf,
  scrollToTop,
  validateThenSubmit,
  type LegislationValues,
} from './schema';

export const LEGISLATION_ACCEPT = '.png,.jpg,.jpeg,.pdf';

export default function LegislationPage() {
  const { t } = useTranslation();
  const profile = useProfile(null);
  const uploadLegislationFile = useUploadLegislationFile();
  const user = profile.data?.user;

  return (
    <div style={{ maxWidth: 800 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('legislation.title')}
      </Typography.Title>
      {profile.isLoading && <PageLoading />}
      {profile.isError && <ErrorAlert errors={errorsOf(profile.error)} />}
      {user && (
        <>
          <Panel size="small" style={{ marginBottom: 16 }}>
            <Typography.Paragraph>{t('legislation.description')}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('legislation.uploadHint')}</Typography.Paragraph>
            <Space wrap size={[16, 8]} align="center">
              <UploadButton<{ path: string }>
                upload={uploadLegislationFile.mutateAsync}
                accept={LEGISLATION_ACCEPT}
                oversize="warn"
                label={t('legislation.uploadDocument')}
                buttonProps={{ type: 'primary' }}
              />
              {user.legislationFilePath ? (
                <a href={blobUrl(user.legislationFilePath)} target="_blank" rel="noopener noreferrer">
                  <FilePdfOutlined /> {t('legislation.viewDocument')}
                </a>
              ) : (
                <Typography.Text type="secondary">{t('legislation.noDocument')}</Typography.Text>
              )}
            </Space>
          </Panel>
          <LegislationForm user={user} key={user.id} />
        </>
      )}
    </div>
  );
}

function LegislationForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const screens = Grid.useBreakpoint();
  const initialValues = useMemo(() => legislationValuesOf(user), [user]);

  const { errors, setErrors, submit } = useSubmit(
    (values: LegislationValues) => updateProfile.mutateAsync(legislationInputOf(user, values)),
    {
      successMessage: t('Successful'),
      onError: scrollToTop,
    },
  );

  return (
    <Panel title={t('legislation.bankAccount')} size="small">
      <FormFrame<LegislationValues>
        initialValues={initialValues}
        validationSchema={legislationSchema}
        onSubmit={submit}
        errors={errors}
        onFinish={(formik) => validateThenSubmit(formik, LEGISLATION_FIELDS, setErrors)}
        enableReinitialize
      >
        {(formik: FormikProps<LegislationValues>) => (
          <>
            <SwitchField name="isUseLegislation" label={t('field.isUseLegislation')} />
            {formik.values.isUseLegislation && (
              <>
                <TextField name="legislationFullName" label={t('field.legislationFullName')} />
                <MaskedField
                  name="legislationIdentityNumber"
                  label={t('field.legislationIdentityNumber')}
                  mask={IDENTITY_MASK}
                />
                <MaskedField
                  name="legislationIbanNumber"
                  label={t('field.legislationIbanNumber')}
                  mask={IBAN_MASK}
                  placeholder="TR00 0000 0000 0000 0000 0000 00"
                />
              </>
            )}
            <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting} block={!screens.sm}>
                {t('common.save')}
              </Button>
            </div>
          </>
        )}
      </FormFrame>
    </Panel>
  );
}
