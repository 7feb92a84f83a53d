/**
 * What the home page shows above its banner: a member's earnings and next steps, an administrator's
 * queue. Tiles show only what the route table lets the user open (`allows`); the queue needs
 * `Permissions_Administration`, whose holders see every member's rows.
 */
import type { ReactNode } from 'react';
import { Skeleton, Typography } from 'antd';
import {
  AuditOutlined,
  CloudUploadOutlined,
  CustomerServiceOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  MessageOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/lib/access';
import { allows, ROUTES } from '@/config/routeTable';
import { ADMIN_TILES, MEMBER_TILES, type TileDef } from './tiles';
import { CountTile } from './CountTile';
import {
  EarningsChartTile,
  EarningsTile,
  LatestRepliesTile,
  NextPaymentTile,
  ProfileTile,
} from './MemberTiles';

const ICONS: Record<string, ReactNode> = {
  documents: <FileTextOutlined />,
  replies: <MessageOutlined />,
  tickets: <CustomerServiceOutlined />,
  brandUsers: <TeamOutlined />,
  invoices: <AuditOutlined />,
  signatures: <FileDoneOutlined />,
  uploads: <CloudUploadOutlined />,
};

/** Tiles side by side from 2 × 240 px, one under the other below that (375 px). */
const GRID: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))',
  gap: 12,
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography.Title id={id} level={2} style={{ fontSize: 18, margin: '0 0 12px' }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

export function HomeDashboard() {
  const { t } = useTranslation();
  const access = usePermissions();
  if (access.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  const visible = (tiles: TileDef[]) =>
    tiles.filter((tile) => allows(ROUTES[tile.route].access, true, access.has));
  const countTiles = (tiles: TileDef[]) =>
    visible(tiles).map((tile) => <CountTile key={tile.id} tile={tile} icon={ICONS[tile.id]} />);

  if (access.isAdmin) {
    return (
      <Section id="home-queue" title={t('home.queue')}>
        <div style={GRID} data-testid="home-queue">
          {countTiles(ADMIN_TILES)}
        </div>
      </Section>
    );
  }
  return (
    <>
      <Section id="home-earnings" title={t('home.earnings')}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <EarningsTile style={{ flex: '1 1 100%' }} />
          <NextPaymentTile style={{ flex: '1 1 240px' }} />
          <EarningsChartTile style={{ flex: '3 1 320px' }} />
        </div>
      </Section>
      <Section id="home-next" title={t('home.nextSteps')}>
        <div style={GRID}>
          {countTiles(MEMBER_TILES)}
          <ProfileTile />
        </div>
      </Section>
      <LatestRepliesTile />
    </>
  );
}
