/**
 * antd Table's column filter menu in the app's builds and tests (scripts/vite-plugins.ts, `tableWithoutColumnFilters`,
 * puts this module in place of antd's `table/hooks/useFilter/FilterDropdown`).
 *
 * The app's lists filter from their own toolbars (search, status, brand: src/components/ResourceList.tsx), whose
 * values travel in the address and in the list call; no column has antd's `filters` or `filterDropdown`. antd's menu
 * would still ship with every table, and with it antd's Tree, Menu, Radio, Checkbox and a search box: about 13 kB
 * gzip on each list screen. Table renders the menu only for a column that asks for one, so a column that does
 * fails at once, in tests and on the dev server, rather than showing a header with no menu.
 */
import type { Key } from 'react';

interface FilterItem {
  value: Key | boolean;
  children?: FilterItem[];
}

/** The values of a column's filters and of their children, as antd's own module answers (useFilter imports it). */
export function flattenKeys(filters: FilterItem[] | undefined): (Key | boolean)[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

export default function FilterDropdown(): never {
  throw new Error(
    "antd's column filters are not in this app's builds: filter from the list's toolbar " +
      '(src/lib/table-filter-dropdown.ts says why)',
  );
}
