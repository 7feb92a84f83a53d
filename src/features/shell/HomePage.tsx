/**
 * The signed-in home page: above the spec's welcome banner, contract-upload steps, menu buttons and user guide, the
 * member's earnings and next steps or the administrator's queue (./home). An administrator's banner and quick links
 * are their own: the work they manage, no member's steps.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Col, Row, Typography, theme } from 'antd';
import {
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  FileProtectOutlined,
  InfoCircleOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RightOutlined,
  ShopOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { usePermissions } from '@/lib/access';
import { allows, ROUTES, type RouteId } from '@/config/routeTable';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/LinkButton';
import { Panel } from '@/components/Panel';

const IMAGE_GUIDE = '/admin/image-guide';

/**
 * The tiles (./home) are a chunk of their own, so their icons and components stay out of the chunks other routes
 * share. It is asked for as soon as this page's code runs (the router loads that code before it renders the page),
 * so it arrives beside the page's own chunks, not after the page's first render.
 */
const loadDashboard = () => import('./home/HomeDashboard').then((m) => ({ default: m.HomeDashboard }));
const dashboard = loadDashboard();
// A failed load is tried again when the page renders (below); not an unhandled rejection meanwhile.
dashboard.catch(() => undefined);
const HomeDashboard = lazy(() => dashboard.catch(loadDashboard));

interface Tile {
  to: string;
  label: string;
  icon: ReactNode;
}

const TILES: Tile[] = [
  { to: paths.profile, label: 'menu.profile', icon: <UserOutlined /> },
  { to: paths.legislation, label: 'menu.legislation', icon: <BankOutlined /> },
  { to: paths.paymentTrackingList, label: 'menu.payments', icon: <WalletOutlined /> },
  { to: paths.campaign, label: 'menu.campaign', icon: <BarChartOutlined /> },
  { to: paths.info, label: 'menu.info', icon: <InfoCircleOutlined /> },
  { to: paths.faq, label: 'menu.faq', icon: <QuestionCircleOutlined /> },
  { to: paths.trendyolInfo, label: 'menu.trendyolInfo', icon: <ShopOutlined /> },
  { to: paths.brandInfo, label: 'home.secondProgrammeInfo', icon: <ReadOutlined /> },
];

/** An administrator's quick links: the screens of the work they manage (each shown when the route lets them in). */
const ADMIN_LINKS: { route: RouteId; label: string; icon: ReactNode }[] = [
  { route: 'paymentTrackingList', label: 'menu.payments', icon: <WalletOutlined /> },
  { route: 'ticketList', label: 'menu.tickets', icon: <CustomerServiceOutlined /> },
  { route: 'companyUser', label: 'menu.companyUsers', icon: <TeamOutlined /> },
  { route: 'companyList', label: 'menu.companies', icon: <ShopOutlined /> },
  { route: 'commissionList', label: 'menu.commissions', icon: <DollarOutlined /> },
  { route: 'userList', label: 'menu.users', icon: <UserOutlined /> },
  { route: 'roleList', label: 'menu.roles', icon: <SafetyOutlined /> },
  { route: 'storageList', label: 'menu.storage', icon: <SettingOutlined /> },
];

function TileLink({ to, label, icon }: Tile) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ display: 'block', height: '100%' }}>
      <Panel
        hoverable
        style={{ height: '100%' }}
        bodyStyle={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: 'clamp(12px, 3vw, 18px)',
        }}
      >
        <span
          aria-hidden
          style={{
            flex: 'none',
            width: 40,
            height: 40,
            borderRadius: 10,
            display: 'grid',
            placeItems: 'center',
            fontSize: 20,
            color: token.colorPrimary,
            background: token.colorPrimaryBg,
          }}
        >
          {icon}
        </span>
        <Typography.Text strong style={{ flex: 1, minWidth: 0, lineHeight: 1.3 }}>
          {t(label)}
        </Typography.Text>
        <RightOutlined aria-hidden style={{ color: token.colorTextTertiary, fontSize: 12 }} />
      </Panel>
    </Link>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const session = useSession();
  const access = usePermissions();
  const admin = access.isAdmin;
  const tiles: Tile[] = access.isLoading
    ? []
    : admin
      ? ADMIN_LINKS.filter((l) => allows(ROUTES[l.route].access, true, access.has)).map((l) => ({
          to: ROUTES[l.route].path,
          label: l.label,
          icon: l.icon,
        }))
      : TILES;

  // One boundary around the whole page: the banner and links appear with the tiles above them, never first to be
  // pushed down when the tiles arrive (a layout shift on a phone, where the tiles fill the first screen).
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: 240 }} />}>
      <div style={{ maxWidth: 1100, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 20 }}>
        <HomeDashboard />
        <section
          aria-labelledby="home-welcome"
          style={{
            borderRadius: token.borderRadiusLG * 2,
            padding: 'clamp(18px, 4vw, 36px)',
            background: `linear-gradient(135deg, ${token.colorPrimary} 0%, #9a4600 100%)`,
            color: '#fff',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 16,
          }}
        >
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Typography.Title
              id="home-welcome"
              level={1}
              style={{
                color: '#fff',
                margin: 0,
                fontSize: 'clamp(22px, 5vw, 30px)',
                overflowWrap: 'anywhere',
              }}
            >
              {t('home.welcome', { name: session?.userName ?? '' })}
            </Typography.Title>
            <Typography.Paragraph
              style={{ color: 'rgba(255,255,255,0.92)', margin: '8px 0 0', fontSize: 15 }}
            >
              {access.isLoading ? null : t(admin ? 'home.adminIntro' : 'home.intro')}
            </Typography.Paragraph>
          </div>
          {!access.isLoading && !admin && (
            <LinkButton
              size="large"
              icon={<FileProtectOutlined />}
              to={paths.trendyolInfo}
              style={{
                flex: '0 1 auto',
                maxWidth: '100%',
                whiteSpace: 'normal',
                height: 'auto',
                minHeight: 40,
              }}
            >
              {t('home.contractSteps')}
            </LinkButton>
          )}
        </section>

        <section aria-labelledby="home-menu">
          <Typography.Title id="home-menu" level={2} style={{ fontSize: 18, margin: '0 0 12px' }}>
            {t('home.quickAccess')}
          </Typography.Title>
          <Row gutter={[12, 12]}>
            {tiles.map((tile) => (
              <Col key={tile.to + tile.label} xs={24} sm={12} lg={6}>
                <TileLink {...tile} />
              </Col>
            ))}
          </Row>
        </section>

        <Panel>
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
            <BookOutlined aria-hidden style={{ fontSize: 28, color: token.colorPrimary }} />
            <div style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                {t('menu.guide')}
              </Typography.Title>
              <Typography.Text type="secondary">{t('home.userGuideDescription')}</Typography.Text>
            </div>
            <LinkButton type="primary" size="large" to={IMAGE_GUIDE}>
              {t('home.openUserGuide')}
            </LinkButton>
          </div>
        </Panel>
      </div>
    </Suspense>
  );
}
