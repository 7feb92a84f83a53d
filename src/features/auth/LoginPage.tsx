/**
 * Login: the landing area (welcome, app-store badges) and the form. Success stores the token and goes to the
 * `redirect` path when it is a path of this site, else home. An unconfirmed e-mail offers to resend the mail.
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, theme } from 'antd';
import { CheckCircleFilled, MailOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';
import { requiredPassword, requiredText, rules } from '@/components/form/LightForm';
import { login } from './api/login';
import { signIn } from '@/lib/session';
import { env } from '@/config/env';
import { paths, safeRedirect } from '@/config/paths';
import type { LoginInput } from '@/api/types';
import { AccountForm, AccountTitle } from './AccountForm';
import { StoreBadges } from '@/components/StoreBadges';

/** Fetched when first opened: most visitors never need it. */
const ResendConfirmationDialog = lazy(() => import('./ResendConfirmationDialog'));

const BENEFITS = ['account.benefitProfile', 'account.benefitEarnings', 'account.benefitSupport'];

const EMPTY: LoginInput = { userNameOrEmail: '', password: '' };
const validate = rules<LoginInput>({ userNameOrEmail: requiredText, password: requiredPassword });

function Landing() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby="landing-title"
      className="login-landing"
      style={{
        height: '100%',
        boxSizing: 'border-box',
        borderRadius: token.borderRadiusLG,
        padding: 'clamp(16px, 4vw, 32px)',
        // White text: the gradient runs from the theme's orange to a darker one (never lighter), for contrast.
        background: `linear-gradient(150deg, ${token.colorPrimary} 0%, #9a4600 100%)`,
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
      }}
    >
      <h1
        id="landing-title"
        style={{
          color: '#fff',
          margin: 0,
          fontSize: 'clamp(22px, 5.5vw, 30px)',
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightHeading1,
        }}
      >
        {t('account.landingTitle')}
      </h1>
      <p style={{ color: 'rgba(255,255,255,0.92)', margin: 0, fontSize: 15 }}>{t('account.landingText')}</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0', display: 'grid', gap: 8 }}>
        {BENEFITS.map((key) => (
          <li key={key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', fontSize: 14 }}>
            <CheckCircleFilled aria-hidden style={{ marginTop: 3 }} />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      <div style={{ marginTop: 'auto', paddingTop: 8 }}>
        <strong
          style={{ color: '#fff', display: 'block', marginBottom: 8, fontWeight: token.fontWeightStrong }}
        >
          {t('account.downloadApp')}
        </strong>
        <StoreBadges />
      </div>
    </section>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // undefined until first opened (the dialog is fetched then and stays mounted for its closing animation).
  const [resendOpen, setResendOpen] = useState<boolean>();
  const [resent, setResent] = useState(false);
  const { token: design } = theme.useToken();

  const submit = async (values: LoginInput) => {
    setUnconfirmedEmail(null);
    setResent(false);
    const { token } = await login({
      userNameOrEmail: values.userNameOrEmail.trim(),
      password: values.password,
    });
    signIn(token);
    // Rendered together with the new session, so the public-only guard does not send us home first.
    void navigate(safeRedirect(searchParams.get('redirect')), { replace: true, flushSync: true });
  };

  const notice = (
    <>
      {unconfirmedEmail !== null && !resent && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('EmailNotConfirm')}
          description={
            <Button
              type="link"
              icon={<MailOutlined />}
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
              onClick={() => setResendOpen(true)}
            >
              {t('resendConfirmation.link')}
            </Button>
          }
        />
      )}
      {resent && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={t('EMailSentSuccessfully')}
        />
      )}
    </>
  );

  // Two columns from 768 px, the landing on the left; one below, the form first, so a phone shows the fields and
  // the button on its first screen (src/app/global.css): plain CSS, no antd grid on the sign-in path.
  return (
    <div className="login-columns">
      <div>
        <AccountTitle description={t('account.loginDescription')}>{t('account.loginTitle')}</AccountTitle>
        <AccountForm<LoginInput>
          ariaLabel={t('account.loginTitle')}
          initialValues={EMPTY}
          validate={validate}
          onSubmit={submit}
          hideErrors={['EmailNotConfirm']}
          onError={(errors, values) => {
            const notConfirmed = errors.find((e) => e.name === 'EmailNotConfirm');
            if (notConfirmed) {
              const typed = values.userNameOrEmail.includes('@') ? values.userNameOrEmail.trim() : '';
              setUnconfirmedEmail(notConfirmed.value || typed);
            }
          }}
          notice={notice}
          submitLabel={t('common.login')}
        >
          <TextField
            name="userNameOrEmail"
            label={t('field.userNameOrEmail')}
            autoComplete="username"
            required
          />
          <TextField
            name="password"
            type="password"
            label={t('field.password')}
            autoComplete="current-password"
            required
            extra={
              <div style={{ textAlign: 'end', marginTop: 4 }}>
                <Link to={paths.forgotPassword}>{t('account.forgotPassword')}</Link>
              </div>
            }
          />
        </AccountForm>
        <hr style={{ border: 0, borderTop: `1px solid ${design.colorSplit}`, margin: '20px 0' }} />
        <p style={{ textAlign: 'center', margin: 0 }}>
          {t('account.noAccount')}{' '}
          <Link to={paths.register} style={{ color: design.colorLink }}>
            {t('common.register')}
          </Link>
        </p>
        {/* The demo accounts and the mailbox: the in-browser mock's, or a mock server's (`mockServer`, null when its
            admin API did not answer: src/main.tsx). */}
        {(env.mockMode === 'on' || env.mockServer !== null) && (
          <Alert
            type="info"
            role="note"
            showIcon
            style={{ marginTop: 20 }}
            title={
              <>
                {t('account.mockHint')} <Link to={paths.mailbox}>{t('mock.mailbox')}</Link>
              </>
            }
          />
        )}
      </div>
      <Landing />
      {resendOpen !== undefined && (
        <Suspense fallback={null}>
          <ResendConfirmationDialog
            open={resendOpen}
            email={unconfirmedEmail ?? ''}
            onClose={() => setResendOpen(false)}
            onSent={() => setResent(true)}
          />
        </Suspense>
      )}
    </div>
  );
}
