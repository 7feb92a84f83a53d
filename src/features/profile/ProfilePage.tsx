/**
 * /admin/profile (optional `?id=`): the signed-in user's profile, or — for administrators — another user's.
 * Every field of the user grouped in cards, client validation as in spec section 5, server errors in a red
 * alert at the top (the form keeps what was typed), 'Successful' for 3 s and a reload after a save.
 */
import { useMemo } from 'react';
import { Alert, Button, Col, Grid, Row, Typography } from 'antd';
import { Panel } from '@/components/Panel';
import type { FormikProps } from 'formik';
import { FormFrame } from '@/components/FormFrame';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { User } from '@/api/types';
import { ErrorAlert, errorsOf } from '@/components/ErrorAlert';
import { PageLoading } from '@/components/PageLoading';
import { useDeferredAnswer } from '@/hooks/useDeferredAnswer';
import { useSubmit } from '@/hooks/useSubmit';
import { MaskedField } from '@/components/form/MaskedField';
import { NumberField } from '@/components/form/NumberField';
import { SelectField } from '@/components/form/SelectField';
import { SwitchField } from '@/components/form/SwitchField';
import { EmailField } from '@/components/form/EmailField';
import { TextField } from '@/components/form/TextField';
import { usePermissions } from '@/lib/access';
import { paths } from '@/config/paths';
import { useProfile } from './api/getProfile';
import { useUpdateProfile } from './api/updateProfile';
import {
  FOLLOWER_COUNT_MASK,
  IBAN_MASK,
  IDENTITY_MASK,
  normalizeTrendyolUserName,
  PHONE_MASK,
} from './masks';
import {
  COMPANY_TYPES,
  PROFILE_FIELDS,
  profileInputOf,
  profileSchema,
  profileValuesOf,
  scrollToTop,
  TRENDYOL_STATUS_ORDER,
  validateThenSubmit,
  type ProfileValues,
} from './schema';

export default function ProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') || null;
  const profile = useProfile(id);
  // The form (some thirty fields) is drawn in a background render, not in the task that handles the answer.
  const answer = useDeferredAnswer(profile);
  const { isAdmin } = usePermissions();

  return (
    <div className="profile-page" style={{ maxWidth: 1200 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('profile.title')}
      </Typography.Title>
      {!answer.data && answer.pending && <PageLoading />}
      {profile.isError && <ErrorAlert errors={errorsOf(profile.error)} />}
      {answer.data && (
        <ProfileForm user={answer.data.user} isAdmin={isAdmin} otherUserId={id} key={answer.data.user.id} />
      )}
    </div>
  );
}

function ProfileForm({
  user,
  isAdmin,
  otherUserId,
}: {
  user: User;
  isAdmin: boolean;
  otherUserId: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const screens = Grid.useBreakpoint();
  const initialValues = useMemo(() => profileValuesOf(user), [user]);
  /** Non-administrators cannot change the marketplace user name once it is saved. */
  const trendyolLocked = !isAdmin && !!user.trendyolUserName;

  const { errors, setErrors, submit } = useSubmit(
    (values: ProfileValues) => updateProfile.mutateAsync(profileInputOf(user, values, isAdmin)),
    {
      successMessage: t('Successful'),
      successDuration: 3,
      onSuccess: () => {
        if (otherUserId) void navigate(paths.userList);
      },
      onError: scrollToTop,
    },
  );

  const half = { xs: 24, md: 12 } as const;

  return (
    <FormFrame<ProfileValues>
      initialValues={initialValues}
      validationSchema={profileSchema}
      onSubmit={submit}
      errors={errors}
      onFinish={(formik) => validateThenSubmit(formik, PROFILE_FIELDS, setErrors)}
      enableReinitialize
    >
      {(formik: FormikProps<ProfileValues>) => (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('profile.fillAllInformation')}
            style={{ marginBottom: 16 }}
          />
          {otherUserId && (
            <Typography.Paragraph type="secondary">
              {t('profile.otherUser', { userName: user.userName })}
            </Typography.Paragraph>
          )}

          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Panel title={t('profile.contactInfo')} size="small">
                <Row gutter={16}>
                  <Col {...half}>
                    <TextField name="fullName" label={t('field.fullName')} required autoComplete="name" />
                  </Col>
                  <Col {...half}>
                    <MaskedField
                      name="phoneNumber"
                      label={t('field.phoneNumber')}
                      required
                      mask={PHONE_MASK}
                      placeholder="0 (5__) ___ __ __"
                    />
                  </Col>
                  <Col xs={24}>
                    <EmailField />
                  </Col>
                  <Col xs={24}>
                    <TextField
                      name="address"
                      label={t('field.address')}
                      required
                      autoComplete="street-address"
                    />
                  </Col>
                  <Col {...half}>
                    <TextField name="city" label={t('field.city')} required />
                  </Col>
                  <Col {...half}>
                    <TextField name="province" label={t('field.province')} required />
                  </Col>
                </Row>
              </Panel>
            </Col>

            <Col xs={24} lg={12}>
              <Panel title={t('profile.socialInfo')} size="small" style={{ marginBottom: 16 }}>
                <Row gutter={16}>
                  <Col {...half}>
                    <TextField name="instagramUserName" label={t('field.instagramUserName')} required />
                  </Col>
                  <Col {...half}>
                    <MaskedField
                      name="instagramFollowerCount"
                      label={t('field.instagramFollowerCount')}
                      mask={FOLLOWER_COUNT_MASK}
                    />
                  </Col>
                </Row>
              </Panel>
              <Panel title={t('profile.trendyolInfo')} size="small">
                <Row gutter={16}>
                  <Col {...half}>
                    <TextField
                      name="trendyolUserName"
                      label={t('field.trendyolUserName')}
                      required
                      transform={normalizeTrendyolUserName}
                      disabled={trendyolLocked}
                      extra={trendyolLocked ? t('profile.trendyolUserNameLocked') : undefined}
                    />
                  </Col>
                  <Col {...half}>
                    <SelectField<number>
                      name="trendyolStatus"
                      label={t('field.trendyolStatus')}
                      required
                      placeholder={t('profile.selectPlaceholder')}
                      options={TRENDYOL_STATUS_ORDER.map((value) => ({
                        value,
                        label: t(`trendyolStatus.${value}`),
                      }))}
                    />
                  </Col>
                </Row>
              </Panel>
            </Col>

            <Col xs={24} lg={isAdmin ? 12 : 24}>
              <Panel title={t('profile.paymentInfo')} size="small">
                <Row gutter={16}>
                  <Col xs={24}>
                    <SwitchField
                      name="isHaveCompany"
                      label={t('field.isHaveCompany')}
                      onToggle={(on) => {
                        if (on) {
                          void formik.setFieldValue('identityNumber', '', false);
                          void formik.setFieldValue('bankAccountFullName', '', false);
                        } else {
                          void formik.setFieldValue('companyName', '', false);
                          void formik.setFieldValue('taxNumber', '', false);
                          void formik.setFieldValue('companyType', null, false);
                        }
                      }}
                    />
                  </Col>
                  {formik.values.isHaveCompany ? (
                    <>
                      <Col {...half}>
                        <SelectField<number>
                          name="companyType"
                          label={t('field.companyType')}
                          required
                          placeholder={t('profile.selectPlaceholder')}
                          options={COMPANY_TYPES.map((value) => ({
                            value,
                            label: t(`companyType.${value}`),
                          }))}
                        />
                      </Col>
                      <Col {...half}>
                        <TextField name="companyName" label={t('field.companyName')} required />
                      </Col>
                      <Col {...half}>
                        <TextField name="taxNumber" label={t('field.taxNumber')} required />
                      </Col>
                    </>
                  ) : (
                    <>
                      <Col {...half}>
                        <TextField
                          name="bankAccountFullName"
                          label={t('field.bankAccountFullName')}
                          required
                        />
                      </Col>
                      <Col {...half}>
                        <MaskedField
                          name="identityNumber"
                          label={t('field.identityNumber')}
                          required
                          mask={IDENTITY_MASK}
                        />
                      </Col>
                    </>
                  )}
                  <Col {...half}>
                    <MaskedField
                      name="ibanNumber"
                      label={t('field.ibanNumber')}
                      required
                      mask={IBAN_MASK}
                      placeholder="TR00 0000 0000 0000 0000 0000 00"
                    />
                  </Col>
                </Row>
              </Panel>
            </Col>

            {isAdmin && (
              <Col xs={24} lg={12}>
                <Panel title={t('profile.adminInfo')} size="small">
                  <Row gutter={16}>
                    <Col {...half}>
                      <NumberField
                        name="newTvCommissionPercentage"
                        label={t('field.newTvCommissionPercentage')}
                        min={0}
                        max={100}
                        step={0.5}
                      />
                    </Col>
                    <Col {...half}>
                      <SwitchField name="doesIsMatchTrendyol" label={t('field.doesIsMatchTrendyol')} />
                    </Col>
                  </Row>
                </Panel>
              </Col>
            )}
          </Row>

          <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting} block={!screens.sm}>
              {t('common.save')}
            </Button>
          </div>
        </>
      )}
    </FormFrame>
  );
}
