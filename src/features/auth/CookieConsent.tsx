/**
 * The cookie-consent dialog of the register page, shown until localStorage `Cookie` is 'true'.
 * 'Tüm çerezleri kabul et' stores the consent; 'Çerez politikasını yönet' keeps the dialog open and opens the
 * cookie policy in a new tab.
 */
import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export const COOKIE_KEY = 'Cookie';

const hasConsent = () => {
  try {
    return localStorage.getItem(COOKIE_KEY) === 'true';
  } catch {
    return false;
  }
};

export function CookieConsent() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !hasConsent());

  const accept = () => {
    localStorage.setItem(COOKIE_KEY, 'true');
    setOpen(false);
  };

  const manage = () => {
    setOpen(true);
    window.open(paths.contract('cookie-contract'), '_blank', 'noopener');
  };

  return (
    <Modal
      open={open}
      title={t('cookie.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={480}
      footer={
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={manage}>{t('cookie.manage')}</Button>
          <Button type="primary" onClick={accept}>
            {t('cookie.acceptAll')}
          </Button>
        </div>
      }
    >
      <Typography.Paragraph style={{ margin: 0 }}>{t('cookie.message')}</Typography.Paragraph>
    </Modal>
  );
}
