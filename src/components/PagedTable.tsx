import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Input, Spin, type TableColumnsType, type TableProps } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PagedList } from '@/hooks/usePagedList';
import { useDeferredAnswer } from '@/hooks/useDeferredAnswer';
import { useScreens } from '@/hooks/useScreens';
import { ALL_ROWS } from '@/api/types';
import { ErrorAlert, errorsOf } from './ErrorAlert';
import { RowCards, type RowsView } from './RowCard';
import type DataTableOfRows from './DataTable';

// The desktop's table: its own chunk, which a phone never loads (`lazy` drops the component's row type parameter).
const DataTable = lazy(() => import('./DataTable')) as unknown as typeof DataTableOfRows;

export interface PagedTableProps<T> {
  list: PagedList<T>;
  columns: TableColumnsType<T>;
  rowKey?: TableProps<T>['rowKey'];
  /** Buttons and filters shown right of the search box. */
  toolbar?: ReactNode;
  searchable?: boolean;
  /**
   * Filters the address holds that the toolbar shows no control for (a member opening a list from a home-page
   * tile): each a closable tag, so the view says what it is filtered by and the filter can be removed.
   */
  filterTags?: { key: string; label: string; onClose: () => void }[];
  tableProps?: Omit<TableProps<T>, 'columns' | 'dataSource'>;
}

/**
 * A searchable, server-side paged and sorted table over a `usePagedList` result. On a phone (narrower than antd's
 * `md`) each row is a card (src/components/RowCard.tsx): no sideways scrolling, its status and actions in view; wider,
 * antd's Table (./DataTable.tsx, loaded there only). Until the list's first answer the rows' place says it is
 * loading, not that there are no records.
 *
 * The rows of an answer are drawn in a background render (`useDeferredAnswer`) that React slices and interrupts for
 * input, not in the one task that handles the answer: a page of rows is the longest render of a list screen. Until
 * that render is in, the table is marked busy over the rows it showed (`aria-busy`, its rows dimmed and not
 * clickable, both in the render that handles the answer: antd's own spinner appears a timer later, after the gap may
 * be over), so the previous view's rows never stand under the new sort or filter as if they were its answer. A list
 * revisited with its answer cached shows those rows at once: a navigation renders in a transition, where React draws
 * a deferred value's first render with the value itself.
 */
export function PagedTable<T extends object>({
  list,
  columns,
  rowKey = 'id' as TableProps<T>['rowKey'],
  toolbar,
  searchable = true,
  filterTags = [],
  tableProps,
}: PagedTableProps<T>) {
  const { t } = useTranslation();
  const answer = useDeferredAnswer(list.query);
  const busy = list.query.isFetching || answer.pending;
  // Known from the first render (a phone never renders the desktop table first); unknown in jsdom: a table.
  const screens = useScreens();
  const phone = screens.md === false && (screens.xs === true || screens.sm === true);
  const total = answer.data?.totalCount ?? 0;
  const view: RowsView<T> = {
    list,
    columns,
    rows: answer.data?.items,
    busy,
    emptyText: answer.pending ? t('common.loading') : t('NothingToDisplay'),
    pager: {
      current: list.pageIndex + 1,
      pageSize: list.pageSize,
      total,
      // The spec sends "all" as 100000000: the menu says "Tümü" ("All") for it, not the number.
      sizes: PAGE_SIZES.map((size) => ({
        value: size,
        label: size === ALL_ROWS ? t('common.allRows') : t('common.perPage', { count: size }),
      })),
      totalText: t('common.totalCount', { count: total, defaultValue: `Toplam ${total}` }),
    },
  };
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12, alignItems: 'center' }}>
        {searchable && (
          <Input.Search
            allowClear
            aria-label={t('common.search')}
            placeholder={t('common.search')}
            value={list.search}
            onChange={(e) => list.setSearch(e.target.value)}
            style={{ maxWidth: 320, flex: '1 1 200px' }}
          />
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginInlineStart: 'auto' }}>{toolbar}</div>
      </div>
      {filterTags.length > 0 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
          {filterTags.map((f) => (
            // A button (antd's Tag would add its own chunk to every list page).
            <Button
              key={f.key}
              size="small"
              icon={<CloseOutlined />}
              iconPlacement="end"
              onClick={f.onClose}
              aria-label={`${f.label}: ${t('common.remove')}`}
              data-testid={`filter-${f.key}`}
            >
              {f.label}
            </Button>
          ))}
        </div>
      )}
      {list.query.isError && <ErrorAlert errors={errorsOf(list.query.error)} />}
      <div className="paged-table" aria-busy={busy}>
        {phone ? (
          <RowCards {...view} rowKey={rowKey} />
        ) : (
          <Suspense fallback={<Spin spinning className="data-table-loading" />}>
            <DataTable {...view} rowKey={rowKey} tableProps={tableProps} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
