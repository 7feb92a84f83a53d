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
  // Where the shell itself waits for the permissions, this stands alone on the page: set in from its edges.
  return (
    <div style={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }}>
      <ErrorAlert errors={errorsOf(error)} />
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry} loading={retrying}>
        {t('shell.retry')}
      </Button>
    </div>
  );
}
