/**
 * The frame of every home-page tile: a titled panel whose body is its skeleton while loading, its translated error
 * with a retry when a call failed, else its content. Each tile loads on its own: one slow or failing call never
 * blanks the page.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Button, Skeleton, Typography, theme } from 'antd';
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { ApiError } from '@/lib/api-error';
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
  /**
   * Shown while loading instead of a generic skeleton: the content's own shape (its labels, a skeleton where a
   * figure will be), so the tile keeps its size when the answer arrives and nothing below it moves.
   */
  placeholder?: ReactNode;
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
  placeholder,
  children,
}: TilePanelProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
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
          // Not antd's Alert: one more chunk importing it would move its icons into every route's shared chunk.
          <div role="alert" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
            <span style={{ color: token.colorErrorText }}>
              <WarningOutlined aria-hidden />{' '}
              {(error instanceof ApiError ? translateErrors(error.errors)[0] : undefined) ?? t('ServerError')}
            </span>
            <span>{t('home.loadError')}</span>
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
              {t('shell.retry')}
            </Button>
          </div>
        ) : loading ? (
          (placeholder ?? <Skeleton active title={false} paragraph={{ rows: 2 }} />)
        ) : (
          children
        )}
      </Panel>
    </section>
  );
}
