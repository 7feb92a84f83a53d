import { useEffect } from 'react';
import { Badge, theme } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { onUpdateNotification } from '@/lib/events';
import { usePermissions } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';
import { useNotificationCount } from '@/api/shared/getNotificationCount';
import { notificationKeys } from '@/api/shared/keys';

/**
 * The unread-answer count of a member's tickets, linking to the ticket list. Hidden for administrators and
 * while the count is 0; reloaded on mount and on every `update-notification` event.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const session = useSession();
  const { isAdmin, isLoading } = usePermissions();
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const enabled = !!session && !isLoading && !isAdmin;
  const { data: count = 0 } = useNotificationCount(session?.userName, enabled);

  const userName = session?.userName;
  useEffect(() => {
    return onUpdateNotification(
      () => void queryClient.invalidateQueries({ queryKey: notificationKeys.count(userName) }),
    );
  }, [queryClient, userName]);

  if (!enabled || count <= 0) return null;
  const label = t('shell.notifications', { count });
  return (
    <Link
      to={paths.ticketList}
      aria-label={label}
      title={label}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 40,
        height: 40,
        borderRadius: '50%',
        color: token.colorText,
      }}
    >
      <Badge count={count} size="small">
        <BellOutlined style={{ fontSize: 20 }} />
      </Badge>
    </Link>
  );
}
