/**
 * A count tile: the sum of its counts as the figure, and each count as a link to its list with the very filters
 * that produced it (tiles.ts). Cached under the counted feature's list keys, so a change there refreshes it.
 */
import type { ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Typography, theme } from 'antd';
import { CheckCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/config/routeTable';
import { listHref } from '@/hooks/usePagedList';
import { ValueSkeleton } from '@/components/ValueSkeleton';
import type { Paged } from '@/api/types';
import { COUNTED_LISTS, countQuery, type CountDef, type TileDef } from './tiles';
import { TilePanel } from './TilePanel';

/** The query of one count: the answer's `totalCount` (cached as the page, which a tile may share). */
const countQueryOptions = (count: CountDef) => {
  const { keys, fetch } = COUNTED_LISTS[count.list];
  const query = countQuery(count.filters, count.page);
  return {
    queryKey: keys.list(query),
    queryFn: () => fetch(query),
    select: (page: Paged<unknown>) => page.totalCount,
  };
};

export function CountTile({ tile, icon }: { tile: TileDef; icon?: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const results = useQueries({ queries: tile.counts.map(countQueryOptions) });
  const loading = results.some((r) => r.isPending);
  const failed = results.find((r) => r.isError);
  const total = results.reduce((sum, r) => sum + (r.data ?? 0), 0);
  const path = ROUTES[tile.route].path;
  // The tile's content; while loading, the same lines with a skeleton where each figure will be (no test ids: a
  // test waits for the figures themselves).
  const content = (loading: boolean) => (
    <>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8, marginBottom: 8 }}>
        <span
          data-testid={loading ? undefined : `tile-${tile.id}-total`}
          style={{
            fontSize: 30,
            fontWeight: 600,
            lineHeight: 1.1,
            color: total || loading ? token.colorText : token.colorSuccessText,
          }}
        >
          {loading ? <ValueSkeleton width={48} /> : total}
        </span>
        {!loading && total === 0 && (
          <Typography.Text style={{ color: token.colorSuccessText }}>
            <CheckCircleOutlined aria-hidden /> {t('home.nothingWaiting')}
          </Typography.Text>
        )}
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {tile.counts.map((count, i) => (
          <li key={count.id}>
            <Link
              to={listHref(path, count.filters)}
              data-testid={loading ? undefined : `count-${count.id}`}
              style={{ display: 'flex', alignItems: 'center', gap: 6, minHeight: 28 }}
            >
              <span style={{ flex: 1, minWidth: 0 }}>{t(count.labelKey)}</span>
              {loading ? (
                <ValueSkeleton width={24} />
              ) : (
                <strong data-testid={`count-${count.id}-value`}>{results[i]?.data ?? 0}</strong>
              )}
              <RightOutlined aria-hidden style={{ fontSize: 11 }} />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <TilePanel
      id={tile.id}
      title={t(tile.titleKey)}
      icon={icon}
      loading={loading}
      error={failed?.error}
      onRetry={() => results.forEach((r) => r.isError && void r.refetch())}
      placeholder={content(true)}
    >
      {content(false)}
    </TilePanel>
  );
}
