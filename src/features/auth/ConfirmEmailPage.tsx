/** Confirms the e-mail address from the mailed link (`token`, `email`) once on load. */
import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, errorsOf } from '@/components/ErrorAlert';
import { confirmEmail } from './api/confirmEmail';
import { AccountResult } from './AccountForm';
import type { ErrorItem } from '@/i18n';
import type { ConfirmEmailInput } from '@/api/types';

type State = { status: 'pending' } | { status: 'success' } | { status: 'error'; errors: ErrorItem[] };

export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const [state, setState] = useState<State>({ status: 'pending' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    const key = `${token}\n${email}`;
    if (started.current === key) return; // once per link, also under StrictMode
    started.current = key;
    if (!token || !email) {
      setState({ status: 'error', errors: [{ name: 'InvalidToken' }] });
      return;
    }
    const input: ConfirmEmailInput = { token, userNameOrEmail: email };
    confirmEmail(input)
      .then(() => setState({ status: 'success' }))
      .catch((e) => setState({ status: 'error', errors: errorsOf(e) }));
  }, [token, email]);

  if (state.status === 'pending') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', gap: 16, padding: 24 }} role="status">
        <Spin size="large" />
        {t('account.confirmingEmail')}
      </div>
    );
  }
  if (state.status === 'success') {
    return <AccountResult title={t('account.confirmEmailTitle')} subTitle={t('ConfirmEmailSuccess')} />;
  }
  return (
    <AccountResult status="error" title={t('account.confirmEmailFailedTitle')}>
      <ErrorAlert errors={state.errors} />
    </AccountResult>
  );
}
