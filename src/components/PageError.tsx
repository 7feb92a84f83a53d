/**
 * What the user sees when a page cannot be shown (its code did not load): what happened, and a way out. Plain markup
 * and a Button only: it must not need a chunk of its own, since it shows exactly when chunks do not load. Not a
 * `main`: it stands where a page would, inside its layout's `main`.
 */
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageError() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ maxWidth: 560, margin: '64px auto', padding: 24, textAlign: 'center' }}>
      <h1 style={{ fontSize: token.fontSizeHeading3, marginTop: 0 }}>{t('shell.pageError.title')}</h1>
      <p style={{ color: token.colorTextSecondary }}>{t('shell.pageError.text')}</p>
      <Button type="primary" onClick={() => location.reload()}>
        {t('shell.pageError.reload')}
      </Button>
    </div>
  );
}
