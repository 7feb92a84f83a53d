/** /v/:userName — the public link collections of a user (no sign-in), each linking to its page. */
import type { ReactNode } from 'react';
import { Avatar, Button, Empty, Result, Spin, Typography } from 'antd';
import { RightOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePublicCollections } from './api/getPublicCollections';
import { translateErrors } from '@/i18n';
import { errorsOf } from '@/components/ErrorAlert';
import { paths } from '@/config/paths';
import { PRIMARY } from '@/config/theme';

/** The frame of the public pages: a slim brand bar and a centred column that fits a 320 px phone. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <header
        style={{
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
          padding: '12px 16px',
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <div style={{ width: '100%', maxWidth: 960 }}>
          <Link to="/" style={{ fontWeight: 700, fontSize: 18, color: PRIMARY }}>
            Portal
          </Link>
        </div>
      </header>
      <main
        style={{
          width: '100%',
          maxWidth: 960,
          margin: '0 auto',
          boxSizing: 'border-box',
          padding: 'clamp(12px, 4vw, 32px) clamp(12px, 3vw, 24px)',
        }}
      >
        {children}
      </main>
    </div>
  );
}

/** The owner heading of the public pages: avatar initial and @userName. */
export function OwnerHeading({ userName, children }: { userName: string; children?: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 20, minWidth: 0 }}>
      <Avatar size={48} style={{ background: PRIMARY, flex: 'none', fontSize: 20 }}>
        {userName.charAt(0).toUpperCase()}
      </Avatar>
      <div style={{ minWidth: 0 }}>{children}</div>
    </div>
  );
}

/** Loading, error (translated) and empty states shared by the public pages. */
export function PublicState({ error, loading }: { error?: unknown; loading?: boolean }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spin />
      </div>
    );
  }
  if (error) {
    return (
      <Result
        status="warning"
        title={<span style={{ whiteSpace: 'pre-line' }}>{translateErrors(errorsOf(error)).join('\n')}</span>}
        extra={
          <Link to={paths.welcome}>
            <Button type="primary">{t('common.home')}</Button>
          </Link>
        }
      />
    );
  }
  return <Empty description={t('NothingToDisplay')} />;
}

export default function PublicCollectionsPage() {
  const { t } = useTranslation();
  const { userName = '' } = useParams();
  const query = usePublicCollections(userName);
  const items = query.data?.items ?? [];

  return (
    <PublicFrame>
      <OwnerHeading userName={userName}>
        <Typography.Title
          level={2}
          style={{ margin: 0, fontSize: 'clamp(20px, 5vw, 26px)', overflowWrap: 'anywhere' }}
        >
          @{userName}
        </Typography.Title>
        <Typography.Text type="secondary">{t('collections.publicSubtitle')}</Typography.Text>
      </OwnerHeading>
      {query.isPending || query.isError || items.length === 0 ? (
        <PublicState loading={query.isPending} error={query.error} />
      ) : (
        <nav aria-label={t('collections.publicSubtitle')}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {items.map((c) => (
              <li key={c.name}>
                <Link
                  to={paths.publicCollection(userName, c.name)}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 12,
                    padding: '16px 18px',
                    background: '#fff',
                    borderRadius: 10,
                    border: '1px solid #f0f0f0',
                    color: 'inherit',
                    minHeight: 56,
                    boxSizing: 'border-box',
                  }}
                >
                  <ShoppingOutlined style={{ fontSize: 20, color: PRIMARY }} />
                  <span style={{ flex: 1, fontSize: 16, fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {c.name}
                  </span>
                  <RightOutlined style={{ color: '#bfbfbf' }} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </PublicFrame>
  );
}
