/**
 * The signed-in layout: top bar (title, notification bell, user menu), side menu (a drawer below 768 px),
 * the page in the content area and the version in the footer. It lives in src/app because it composes two
 * features (the shell's menus and the account's change-password dialog), which may not import each other.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Layout, theme } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyDialog } from '@/components/lazyDialog';
import { useScreens } from '@/hooks/useScreens';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { Logo } from '@/features/shell/Logo';
import { NotificationBell } from '@/features/shell/NotificationBell';
import { UserMenu } from '@/features/shell/UserMenu';
import { useSignOutToLogin } from '@/features/shell/useSignOutToLogin';

const { Header, Sider, Content, Footer } = Layout;

// Loaded on first opening: the date picker and the password form (yup) stay out of every admin page's first load.
const ChangePasswordDialog = lazyDialog(
  () => import('@/features/auth/ChangePasswordDialog').then((m) => m.default),
  (p) => p.open,
);
const NextPaymentDateDialog = lazyDialog(
  () => import('@/features/shell/NextPaymentDateDialog').then((m) => m.default),
  (p) => p.open,
);
const MenuDrawer = lazyDialog(
  () => import('@/features/shell/MenuDrawer').then((m) => m.MenuDrawer),
  (p) => p.open,
);
// antd's Menu (its code and rules) and the entries' icons: loaded as the layout first renders the side menu (wide
// screens) or when the drawer first opens (phones), not with every signed-in page's first load. A load that failed
// is tried anew (a rejected `lazy` stays rejected).
const loadSideMenu = () =>
  lazy(() => import('@/features/shell/SideMenu').then((m) => ({ default: m.SideMenu })));
let SideMenu = loadSideMenu();
const HEADER_HEIGHT = 56;

export default function AdminLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Narrower than antd's `md` (768 px) a drawer instead of the side menu, from the first render (no side menu that
  // appears and then vanishes, shifting the whole page).
  const mobile = useScreens().md !== true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The dialogs' code is fetched on first opening; they stay mounted for their closing animation (lazyDialog).
  const [changePasswordOpen, setChangePasswordOpen] = useState(false);
  const [nextPaymentDateOpen, setNextPaymentDateOpen] = useState(false);
  const signOutToLogin = useSignOutToLogin();
  const location = useLocation();

  // Close the drawer when the page changes (also on back/forward).
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setDrawerOpen(false);
  }

  // A side menu whose code could not be loaded leaves its place empty, not the page; the next page tries again.
  const menu = (
    <ErrorBoundary
      fallback={null}
      resetKey={location.pathname}
      onError={() => {
        SideMenu = loadSideMenu();
      }}
    >
      <Suspense fallback={null}>
        <SideMenu
          onChoose={() => setDrawerOpen(false)}
          onNextPaymentDate={() => setNextPaymentDateOpen(true)}
        />
      </Suspense>
    </ErrorBoundary>
  );

  return (
    <Layout style={{ minHeight: '100dvh' }}>
      <Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 20,
          height: HEADER_HEIGHT,
          lineHeight: `${HEADER_HEIGHT}px`,
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          paddingInline: mobile ? 8 : 20,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {mobile && (
          <Button
            type="text"
            aria-label={t('shell.openMenu')}
            aria-expanded={drawerOpen}
            icon={<MenuOutlined style={{ fontSize: 18 }} />}
            onClick={() => setDrawerOpen(true)}
            style={{ width: 40, height: 40 }}
          />
        )}
        <Link to={paths.welcome} style={{ display: 'inline-flex' }}>
          <Logo size={mobile ? 20 : 22} />
        </Link>
        <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 4 }}>
          <NotificationBell />
          <UserMenu onChangePassword={() => setChangePasswordOpen(true)} onLogout={signOutToLogin} />
        </div>
      </Header>

      <Layout>
        {!mobile && (
          <Sider
            width={248}
            theme="light"
            style={{
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
              position: 'sticky',
              top: HEADER_HEIGHT,
              height: `calc(100dvh - ${HEADER_HEIGHT}px)`,
              overflowY: 'auto',
            }}
          >
            <nav style={{ paddingBlock: 8 }}>{menu}</nav>
          </Sider>
        )}

        <Layout>
          {/* On a phone the footer starts below the first screen: a page growing as its data arrives does not
              push it out of view (a layout shift). */}
          <Content
            style={{
              padding: 'clamp(10px, 3vw, 24px)',
              minWidth: 0,
              minHeight: mobile ? `calc(100dvh - ${HEADER_HEIGHT}px)` : undefined,
            }}
          >
            <Outlet />
          </Content>
          <Footer
            style={{
              textAlign: 'center',
              padding: '12px 16px',
              color: token.colorTextSecondary,
              fontSize: 12,
            }}
          >
            {t('common.version')} {env.version}
          </Footer>
        </Layout>
      </Layout>

      {mobile && (
        <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <nav>{menu}</nav>
        </MenuDrawer>
      )}

      <NextPaymentDateDialog open={nextPaymentDateOpen} onClose={() => setNextPaymentDateOpen(false)} />
      <ChangePasswordDialog
        open={changePasswordOpen}
        onClose={() => setChangePasswordOpen(false)}
        onChanged={signOutToLogin}
      />
    </Layout>
  );
}
