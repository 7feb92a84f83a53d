import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Button, Grid, theme, type ButtonProps, type MenuProps } from 'antd';
import { DownOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';

// antd's Dropdown and Menu (their code and rules) load when the button is first pressed or focused:
// phones, which show no side menu either, do not fetch them with the page. Kept once loaded, so the button is
// replaced exactly once, when the code is in (not by a loading state in between, which could take a press's
// pointer-up away from its pointer-down).
type UserDropdownType = typeof import('./UserDropdown').default;
let UserDropdown: UserDropdownType | null = null;
const loadDropdown = () =>
  import('./UserDropdown').then((m) => {
    UserDropdown = m.default;
  });

/**
 * The top bar's user menu: the user name, 'Şifre Değiştir' and 'Çıkış Yap'. Until the dropdown's code is in, the same
 * button stands alone; a press opens the menu once it is, and the focus stays on the button when the dropdown takes
 * it over. (Not on hover: a swap between a press's pointer-down and its click would lose the press.)
 */
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
  const [Dropdown, setDropdown] = useState(() => UserDropdown);
  // A press of the button standing alone: under way (pointer down, no click yet) or done. The dropdown opens for it.
  const press = useRef<'none' | 'down' | 'done'>('none');
  const focused = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // The dropdown has taken the button over (a new element): the focus stays where it was.
  useLayoutEffect(() => {
    if (Dropdown && focused.current) button.current?.focus();
  }, [Dropdown]);

  const items: MenuProps['items'] = [
    { key: 'change-password', icon: <LockOutlined />, label: t('common.changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('common.logout'), danger: true },
  ];

  const trigger = (open: boolean, props: ButtonProps = {}): ReactElement => (
    <Button
      ref={button}
      type="text"
      aria-label={t('shell.userMenu', { name: userName })}
      aria-haspopup="menu"
      aria-expanded={open}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height: 40, paddingInline: 6 }}
      {...props}
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
  );

  // A failed load (offline) leaves the button as it is and forgets the press; its next press or focus tries again.
  const load = () => {
    if (!Dropdown)
      loadDropdown().then(
        () => setDropdown(() => UserDropdown),
        () => {
          press.current = 'none';
        },
      );
  };
  if (!Dropdown)
    return trigger(false, {
      onFocus: () => {
        focused.current = true;
        load();
      },
      onBlur: () => {
        focused.current = false;
      },
      onPointerDown: () => {
        press.current = 'down';
        load();
      },
      onClick: () => {
        press.current = 'done';
        load();
      },
    });
  return (
    <Dropdown
      items={items}
      initiallyOpen={press.current !== 'none'}
      midPress={press.current === 'down'}
      onClick={(key) => (key === 'logout' ? onLogout() : onChangePassword())}
    >
      {(open) => trigger(open)}
    </Dropdown>
  );
}
