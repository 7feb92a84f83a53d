/** The blank centred layout of the /account screens: the logo, one card holding the screen, a small footer. */
import { theme } from 'antd';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Logo } from './Logo';

export default function AccountLayout() {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The login screen also holds the landing area, so its card is wider.
  const wide = pathname.replace(/\/+$/, '') === paths.login;

  return (
    <div
      style={{
        minHeight: '100dvh',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 20,
        padding: 'clamp(16px, 4vw, 40px) clamp(10px, 3vw, 40px)',
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%)`,
      }}
    >
      <Link to={paths.welcome} style={{ marginTop: 'clamp(0px, 3vh, 32px)' }}>
        <Logo size={30} />
      </Link>
      {/* A plain card (antd's Card would bring Tabs and its dropdown menu into every account screen). */}
      <main
        style={{
          width: '100%',
          maxWidth: wide ? 960 : 480,
          boxSizing: 'border-box',
          padding: 'clamp(18px, 5vw, 36px)',
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Outlet />
      </main>
      <span style={{ color: token.colorTextDescription, fontSize: 12, textAlign: 'center' }}>
        <Link to={paths.contract('data')} style={{ color: 'inherit' }}>
          {t('account.dataNotice')}
        </Link>
        {' · '}
        <Link to={paths.contract('cookie')} style={{ color: 'inherit' }}>
          {t('account.cookiePolicy')}
        </Link>
      </span>
    </div>
  );
}
