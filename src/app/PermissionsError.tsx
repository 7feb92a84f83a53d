/** A signed-in page whose permissions call failed: the translated error and a retry (./PermissionGate.tsx). */
import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, errorsOf } from '@/components/ErrorAlert';

export function PermissionsError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <ErrorAlert errors={errorsOf(error)} />
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry} loading={retrying}>
        {t('shell.retry')}
      </Button>
    </div>
  );
}
