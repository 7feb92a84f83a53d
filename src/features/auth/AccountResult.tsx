/**
 * The success / failure end of an account flow, with the Login button. Its own module, loaded when a flow ends
 * (AccountForm.tsx's `AccountResult`), so antd's Result stays out of the account screens' first load.
 */
import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/LinkButton';

export default function AccountResult({
  status = 'success',
  title,
  subTitle,
  children,
}: {
  status?: 'success' | 'error';
  title: ReactNode;
  subTitle?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      style={{ paddingInline: 0, paddingBottom: 0 }}
      extra={
        <LinkButton type="primary" size="large" to={paths.login}>
          {t('common.login')}
        </LinkButton>
      }
    >
      {children}
    </Result>
  );
}
