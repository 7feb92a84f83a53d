/**
 * antd Table's row selection in the app's builds and tests (scripts/vite-plugins.ts, `tableWithoutRowSelection`, puts
 * this module in place of antd's `table/hooks/useSelection`).
 *
 * No table of the app selects rows: a list acts on one row from its row's buttons, or on the whole filtered list from
 * its toolbar. antd's selection would still ship with every table, and with it antd's Checkbox, Radio and Dropdown
 * (its selection menu) and rc-tree's key helpers. Table asks this hook on every render; with no `rowSelection` it only
 * drops the selection column's placeholder, as antd's own does. A table given `rowSelection` fails at once, in tests
 * and on the dev server, rather than showing no checkboxes.
 */
import type { Key } from 'react';

/** The placeholder a column list may hold where the selection column goes (antd's `Table.SELECTION_COLUMN`). */
export const SELECTION_COLUMN = {};
export const SELECTION_ALL = 'SELECT_ALL';
export const SELECTION_INVERT = 'SELECT_INVERT';
export const SELECTION_NONE = 'SELECT_NONE';

const NOTHING_SELECTED: ReadonlySet<Key> = new Set();
const withoutSelectionColumn = <C>(columns: C[]) => columns.filter((column) => column !== SELECTION_COLUMN);

export default function useSelection(
  _config: unknown,
  rowSelection: unknown,
): [typeof withoutSelectionColumn, ReadonlySet<Key>] {
  if (rowSelection)
    throw new Error(
      "antd's row selection is not in this app's builds: act on a row from its buttons " +
        '(src/lib/table-selection.ts says why)',
    );
  return [withoutSelectionColumn, NOTHING_SELECTED];
}
