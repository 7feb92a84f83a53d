/** Registration: the form, then a page saying the e-mail must be confirmed before login. */
import { useState, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/CheckboxField';
import { EmailField } from '@/components/form/EmailField';
import { TextField } from '@/components/form/TextField';
import { register } from './api/register';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/LinkButton';
import type { RegisterInput } from '@/api/types';
import { AccountForm, AccountResult, AccountTitle } from './AccountForm';
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { CookieConsent } from './CookieConsent';
import { schemaRules } from '@/components/form/LightForm';
import { registerSchema } from './schemas';

/** The consent is a checkbox (false until ticked); the contract takes only a given one (`kvkkConfirm: true`). */
type Values = Omit<RegisterInput, 'clientDomain' | 'kvkkConfirm'> & { kvkkConfirm: boolean };

const EMPTY: Values = { userName: '', email: '', password: '', passwordRepeat: '', kvkkConfirm: false };
const validate = schemaRules<Values>(registerSchema);

function ContractLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);

  const submit = async (values: Values) => {
    if (!values.kvkkConfirm) return; // registerSchema refuses it first
    const input: RegisterInput = {
      ...values,
      kvkkConfirm: true,
      userName: values.userName.trim(),
      email: values.email.trim(),
      clientDomain: window.location.origin,
    };
    await register(input);
    setDone(true);
  };

  return (
    <>
      {done ? (
        <div>
          <Alert type="warning" showIcon role="alert" title={t('account.verifyEmailWarning')} />
          <AccountResult
            title={t('account.registerSuccessTitle')}
            subTitle={t('AccountCreationSuccessful')}
          />
        </div>
      ) : (
        <>
          <AccountTitle description={t('account.registerDescription')}>
            {t('account.registerTitle')}
          </AccountTitle>
          <AccountForm<Values>
            ariaLabel={t('account.registerTitle')}
            initialValues={EMPTY}
            validate={validate}
            onSubmit={submit}
            submitLabel={t('common.register')}
            actions={(form) => (
              <div style={{ display: 'flex', gap: 8 }}>
                <LinkButton size="large" style={{ flex: 1 }} to={paths.login}>
                  {t('common.haveAccount')}
                </LinkButton>
                <Button
                  type="primary"
                  htmlType="submit"
                  size="large"
                  style={{ flex: 1 }}
                  loading={form.isSubmitting}
                >
                  {t('common.register')}
                </Button>
              </div>
            )}
          >
            <TextField
              name="userName"
              label={t('field.userName')}
              autoComplete="username"
              extra={t('account.userNameHint')}
              required
            />
            <EmailField />
            <NewPasswordFields label={t('field.password')} />
            <CheckboxField name="kvkkConfirm" required>
              <Trans
                i18nKey="account.acceptContractLinks"
                components={{
                  member: <ContractLink to={paths.contract('member')} />,
                  info: <ContractLink to={paths.contract('account-create-information')} />,
                }}
              />
            </CheckboxField>
          </AccountForm>
        </>
      )}
      <CookieConsent />
    </>
  );
}
