import { Button, Dropdown, Grid, theme, type MenuProps } from 'antd';
import { DownOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';

/** The top bar's user menu: the user name, 'Şifre Değiştir' and 'Çıkış Yap'. */
export function UserMenu({
  onChangePassword,
  onLogout,
}: {
  onChangePassword: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const userName = session?.userName ?? '';

  const items: MenuProps['items'] = [
    { key: 'change-password', icon: <LockOutlined />, label: t('common.changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('common.logout'), danger: true },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => (key === 'logout' ? onLogout() : onChangePassword()),
      }}
    >
      <Button
        type="text"
        aria-label={t('shell.userMenu', { name: userName })}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height: 40, paddingInline: 6 }}
      >
        {/* A small round user icon like antd's Avatar (whose group brings Popover along). */}
        <span
          aria-hidden
          style={{
            flex: 'none',
            display: 'inline-grid',
            placeItems: 'center',
            width: 24,
            height: 24,
            borderRadius: '50%',
            fontSize: 14,
            color: token.colorTextLightSolid,
            background: token.colorTextPlaceholder,
          }}
        >
          <UserOutlined />
        </span>
        <span
          style={{
            maxWidth: screens.sm === false ? 96 : 200,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {userName}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
