/**
 * A list's rows on a phone: each row's columns folded into one card, so nothing needs sideways scrolling. The first
 * column is the card's title, every other one a label and its value (wrapping), and the `actions` column a row of
 * visible buttons at the bottom; the pager below them (./CardPager.tsx). PagedTable shows them below antd's `md`
 * breakpoint; the screens declare their columns once, for both layouts. Plain list markup, not antd's Table: a phone
 * loads neither the table's code nor its rules.
 */
import { createContext, isValidElement, useContext, type Key, type ReactNode } from 'react';
import { Spin, theme, type TableColumnsType, type TableProps } from 'antd';
import type { PagedList } from '@/hooks/usePagedList';
import { CardPager, type Pager } from './CardPager';

/** What both layouts of PagedTable's rows are given (the cards here, the desktop's ./DataTable.tsx). */
export interface RowsView<T> {
  list: PagedList<T>;
  columns: TableColumnsType<T>;
  /** The answer's rows; undefined until the first answer is drawn. */
  rows: readonly T[] | undefined;
  busy: boolean;
  /** What the rows' place says without any: loading until the first answer, then that there are none. */
  emptyText: string;
  pager: Pager;
}

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

/**
 * Whether a row is drawn as a card: a card's buttons have room for their words (and a phone has no pointer to hover
 * an icon's tooltip with), a table row's do not (src/components/RowActions.tsx, ActionButton).
 */
const InCard = createContext(false);
export const useInRowCard = () => useContext(InCard);
/** What a row card puts its buttons in. */
export const InRowCard = ({ children }: { children: ReactNode }) => <InCard value>{children}</InCard>;

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
        <div className="row-card-actions" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <InRowCard>{buttons}</InRowCard>
        </div>
      )}
    </div>
  );
}

/** The rows as a list of cards, with the pager under them (the phone layout of PagedTable). */
export function RowCards<T extends object>({
  rowKey,
  ...view
}: RowsView<T> & { rowKey: TableProps<T>['rowKey'] }) {
  const { list, columns, rows, busy, emptyText, pager } = view;
  const { token } = theme.useToken();
  // As antd's Table draws its rows: its ground, corners and rules.
  const ground = { background: token.colorBgContainer, borderRadius: token.borderRadiusLG };
  const rule = `1px solid ${token.colorBorderSecondary}`;
  const cardColumns = columns as unknown as Column<T>[];
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function'
      ? rowKey(row, index)
      : ((row as Record<string, unknown>)[String(rowKey)] as Key);
  return (
    <Spin spinning={busy}>
      {rows && rows.length > 0 ? (
        // A list by its roles, not <ul>: a row's own lists (a description's rich text) keep their first-level bullets.
        <div role="list" className="row-cards" style={ground}>
          {rows.map((row, index) => (
            <div role="listitem" key={keyOf(row, index)} className="row-card" style={{ borderBottom: rule }}>
              <RowCard columns={cardColumns} row={row} index={index} />
            </div>
          ))}
        </div>
      ) : (
        <p className="row-cards-empty" style={{ ...ground, color: token.colorTextDescription }}>
          {emptyText}
        </p>
      )}
      {/* As antd's Table: a pager once there is a row to count. */}
      {pager.total > 0 && <CardPager pager={pager} onChange={list.onPageChange} />}
    </Spin>
  );
}
