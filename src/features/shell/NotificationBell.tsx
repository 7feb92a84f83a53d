import { useEffect } from 'react';
import { theme } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { onUpdateNotification } from '@/lib/events';
import { usePermissions } from '@/lib/access';
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
      {/* A count bubble like antd's small Badge (without its animated digits' code). */}
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <BellOutlined style={{ fontSize: 20 }} />
        <span
          aria-hidden
          style={{
            position: 'absolute',
            top: 0,
            insetInlineEnd: 0,
            transform: 'translate(50%, -50%)',
            minWidth: 16,
            height: 16,
            paddingInline: 4,
            borderRadius: 8,
            background: token.colorError,
            color: '#fff',
            fontSize: 11,
            lineHeight: '16px',
            textAlign: 'center',
            whiteSpace: 'nowrap',
            boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
          }}
        >
          {count > 99 ? '99+' : count}
        </span>
      </span>
    </Link>
  );
}
