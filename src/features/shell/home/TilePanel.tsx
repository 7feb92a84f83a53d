/**
 * The frame of every home-page tile: a titled panel whose body is its skeleton while loading, its translated error
 * with a retry when a call failed, else its content. Each tile loads on its own: one slow or failing call never
 * blanks the page.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { errorsOf } from '@/components/ErrorAlert';
import { translateErrors } from '@/i18n';

export interface TilePanelProps {
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  extra?: ReactNode;
  /** The tile's box in its grid or row. */
  style?: CSSProperties;
  children: ReactNode;
}

export function TilePanel({
  id,
  title,
  icon,
  loading,
  error,
  onRetry,
  extra,
  style,
  children,
}: TilePanelProps) {
  const { t } = useTranslation();
  const headingId = `home-tile-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`tile-${id}`}
      aria-busy={loading}
      style={{ minWidth: 0, ...style }}
    >
      <Panel
        size="small"
        style={{ height: '100%' }}
        title={
          <Typography.Title
            id={headingId}
            level={3}
            style={{ fontSize: 15, margin: 0, padding: '8px 0', whiteSpace: 'normal', lineHeight: 1.35 }}
          >
            {icon && (
              <span aria-hidden style={{ marginInlineEnd: 8 }}>
                {icon}
              </span>
            )}
            {title}
          </Typography.Title>
        }
        extra={extra}
      >
        {error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={translateErrors(errorsOf(error))[0] ?? t('home.loadError')}
            description={t('home.loadError')}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
                {t('shell.retry')}
              </Button>
            }
          />
        ) : loading ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (
          children
        )}
      </Panel>
    </section>
  );
}
