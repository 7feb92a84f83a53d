/** Reset password from the mailed link: `token` and `userNameOrEmail` come from the query string. */
import { useState } from 'react';
import { Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';
import { resetPassword } from './api/resetPassword';
import { paths } from '@/config/paths';
import type { ResetPasswordInput } from '@/api/types';
import { AccountForm, AccountResult, AccountTitle } from './AccountForm';
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { schemaRules } from '@/components/form/LightForm';
import { resetPasswordSchema } from './schemas';

type Values = Omit<ResetPasswordInput, 'token'>;

const validate = schemaRules<Values>(resetPasswordSchema);

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AccountResult title={t('account.passwordChangedTitle')} subTitle={t('PasswordResetSuccessful')} />
    );
  }

  return (
    <>
      <AccountTitle description={t('account.resetPasswordDescription')}>
        {t('account.resetPasswordTitle')}
      </AccountTitle>
      <AccountForm<Values>
        ariaLabel={t('account.resetPasswordTitle')}
        initialValues={{
          userNameOrEmail: searchParams.get('userNameOrEmail') ?? '',
          password: '',
          passwordRepeat: '',
        }}
        validate={validate}
        onSubmit={async (values) => {
          const input: ResetPasswordInput = {
            ...values,
            userNameOrEmail: values.userNameOrEmail.trim(),
            token,
          };
          await resetPassword(input);
          setDone(true);
        }}
        submitLabel={t('account.resetPassword')}
      >
        <TextField
          name="userNameOrEmail"
          label={t('field.userNameOrEmail')}
          autoComplete="username"
          required
        />
        <NewPasswordFields label={t('field.newPassword')} />
      </AccountForm>
      <Typography.Paragraph style={{ textAlign: 'center', margin: '20px 0 0' }}>
        <Link to={paths.login}>{t('account.backToLogin')}</Link>
      </Typography.Paragraph>
    </>
  );
}
