import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '@/lib/loading';

/** The global loading dialog shown while any request runs. */
export function GlobalLoading() {
  const busy = useIsLoading();
  const { t } = useTranslation();
  return (
    <Spin
      fullscreen
      spinning={busy}
      delay={150}
      description={t('Yükleniyor...')}
      aria-label={t('Yükleniyor...')}
    />
  );
}
