/**
 * A list row on a phone: the table's columns folded into one card, so nothing needs sideways scrolling. The first
 * column is the card's title, every other one a label and its value (wrapping), and the `actions` column a row of
 * visible buttons at the bottom. PagedTable switches to it below antd's `md` breakpoint; the screens declare their
 * columns once, for both layouts.
 */
import { isValidElement, type Key, type ReactNode } from 'react';
import { theme, type TableColumnsType } from 'antd';

/**
 * What the card reads of an antd column. A plain shape on purpose: relating antd's own column union to React's
 * node types in generic code costs the type checker gigabytes.
 */
interface Column<T> {
  key?: Key;
  title?: unknown;
  dataIndex?: string | number | readonly (string | number)[];
  render?: (value: unknown, row: T, index: number) => unknown;
  hidden?: boolean;
}

/** The key of the column that holds a row's buttons (the card shows it last, as a row of buttons). */
export const ACTIONS_KEY = 'actions';

function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const dataIndex = column.dataIndex;
  const path: readonly (string | number)[] =
    dataIndex === undefined ? [] : typeof dataIndex === 'object' ? dataIndex : [dataIndex];
  let value: unknown = path.length ? row : undefined;
  for (const part of path) value = (value as Record<string | number, unknown> | null | undefined)?.[part];
  if (column.render) {
    const out = column.render(value, row, index);
    // A render may answer { children, props } (cell attributes): the card keeps the children.
    if (out && typeof out === 'object' && !isValidElement(out) && 'children' in out)
      return (out as { children: ReactNode }).children;
    return out as ReactNode;
  }
  return value as ReactNode;
}

function RowCard<T>({ columns, row, index }: { columns: Column<T>[]; row: T; index: number }) {
  const { token } = theme.useToken();
  const shown = columns.filter((c) => !c.hidden);
  const actions = shown.find((c) => c.key === ACTIONS_KEY);
  const [head, ...fields] = shown.filter((c) => c !== actions);
  const buttons = actions ? cellOf(actions, row, index) : null;
  return (
    <div style={{ display: 'grid', gap: 8, minWidth: 0, overflowWrap: 'anywhere' }}>
      {head && <div style={{ fontWeight: token.fontWeightStrong }}>{cellOf(head, row, index)}</div>}
      {fields.length > 0 && (
        <dl style={{ display: 'grid', gap: 4, margin: 0 }}>
          {fields.map((column, i) => {
            const title = typeof column.title === 'function' ? null : (column.title as ReactNode);
            return (
              <div
                key={String(column.key ?? i)}
                style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8, alignItems: 'baseline' }}
              >
                <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{title}</dt>
                <dd style={{ margin: 0, minWidth: 0 }}>{cellOf(column, row, index)}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {buttons != null && buttons !== false && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{buttons}</div>
      )}
    </div>
  );
}

/** The table's columns as one column of cards (the phone layout of PagedTable). */
export function phoneColumns<T>(tableColumns: TableColumnsType<T>): TableColumnsType<T> {
  const columns = tableColumns as unknown as Column<T>[];
  return [
    {
      key: 'card',
      render: (_: unknown, row: T, index: number) => <RowCard columns={columns} row={row} index={index} />,
    },
  ];
}
