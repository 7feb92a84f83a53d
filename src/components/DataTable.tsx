/**
 * PagedTable's rows at antd's `md` breakpoint and wider: antd's Table, sortable by its column headers. Its own chunk,
 * loaded only there: a phone shows the same rows as cards (./RowCard.tsx) and never loads the table's code or rules.
 */
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { RowsView } from './RowCard';

const NO_ROWS: never[] = [];

export default function DataTable<T extends object>({
  list,
  columns,
  rowKey,
  rows,
  busy,
  emptyText,
  pager,
  tableProps,
}: RowsView<T> & {
  rowKey: TableProps<T>['rowKey'];
  tableProps?: Omit<TableProps<T>, 'columns' | 'dataSource'>;
}) {
  const sortField = list.sortBy?.split(' ')[0];
  const sortOrder = list.sortBy?.endsWith(' desc') ? 'descend' : 'ascend';
  const withSort = columns.map((c) =>
    'dataIndex' in c && c.sorter
      ? { ...c, sortOrder: (c.key ?? c.dataIndex) === sortField ? sortOrder : null }
      : c,
  ) as TableColumnsType<T>;
  return (
    <Table<T>
      size="middle"
      rowKey={rowKey}
      columns={withSort}
      dataSource={rows ?? NO_ROWS}
      loading={busy}
      onChange={list.onTableChange}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      pagination={{
        current: pager.current,
        pageSize: pager.pageSize,
        total: pager.total,
        showSizeChanger: { options: pager.sizes, showSearch: false },
        pageSizeOptions: pager.sizes.map((size) => size.value),
        showTotal: () => pager.totalText,
      }}
      {...tableProps}
    />
  );
}
