/** 403: a signed-in user opened a screen their permissions do not cover (shown inside the shell). */
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LinkButton } from './LinkButton';

export function ForbiddenResult() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('Forbidden')}
      style={{ paddingInline: 16 }}
      extra={
        <LinkButton type="primary" to={paths.home}>
          {t('shell.backHome')}
        </LinkButton>
      }
    />
  );
}
