/** Forgot password: one field; the server mails a reset link. */
import { useState } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';
import { forgotPassword } from './api/forgotPassword';
import { paths } from '@/config/paths';
import type { ForgotPasswordInput } from '@/api/types';
import { AccountForm, AccountResult, AccountTitle } from './AccountForm';
import { requiredText, rules } from '@/components/form/LightForm';

type Values = Omit<ForgotPasswordInput, 'clientDomain'>;

const validate = rules<Values>({ userNameOrEmail: requiredText });

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);

  if (sent) {
    return <AccountResult title={t('account.mailSentTitle')} subTitle={t('EMailSentSuccessfully')} />;
  }

  return (
    <>
      <AccountTitle description={t('account.forgotPasswordDescription')}>
        {t('account.forgotPasswordTitle')}
      </AccountTitle>
      <AccountForm<Values>
        ariaLabel={t('account.forgotPasswordTitle')}
        initialValues={{ userNameOrEmail: '' }}
        validate={validate}
        onSubmit={async (values) => {
          const input: ForgotPasswordInput = {
            userNameOrEmail: values.userNameOrEmail.trim(),
            clientDomain: window.location.origin,
          };
          await forgotPassword(input);
          setSent(true);
        }}
        submitLabel={t('account.sendEmail')}
      >
        <TextField
          name="userNameOrEmail"
          label={t('field.userNameOrEmail')}
          autoComplete="username"
          required
        />
      </AccountForm>
      <Typography.Paragraph style={{ textAlign: 'center', margin: '20px 0 0' }}>
        <Link to={paths.login}>{t('account.backToLogin')}</Link>
      </Typography.Paragraph>
    </>
  );
}
