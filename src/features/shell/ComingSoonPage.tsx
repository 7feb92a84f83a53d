/** Placeholder for business screens built in later issues; the menu already links to them. */
import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/LinkButton';

export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Result
      icon={<ToolOutlined />}
      title={t('shell.comingSoon')}
      subTitle={t('shell.comingSoonDescription')}
      extra={
        <LinkButton type="primary" to={paths.home}>
          {t('shell.backHome')}
        </LinkButton>
      }
    />
  );
}
