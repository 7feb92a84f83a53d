import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '@/lib/loading';

/** The global loading dialog shown while any request runs. */
export function GlobalLoading() {
  const busy = useIsLoading();
  const { t } = useTranslation();
  // The overlay shows the text; screen readers hear it from the status region (an aria-label on the overlay's
  // plain div would be ignored and is not allowed there).
  return (
    <>
      <Spin fullscreen spinning={busy} delay={150} description={t('Yükleniyor...')} />
      <div role="status" className="sr-only">
        {busy ? t('Yükleniyor...') : ''}
      </div>
    </>
  );
}
