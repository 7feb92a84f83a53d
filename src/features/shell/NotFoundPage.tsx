/** 404: an unknown path (inside /admin or anywhere else). */
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/LinkButton';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('shell.notFound')}
      style={{ paddingInline: 16 }}
      extra={
        // '/' sends a signed-in user home and a visitor to the welcome page.
        <LinkButton type="primary" to={paths.welcome}>
          {t('shell.backHome')}
        </LinkButton>
      }
    />
  );
}
