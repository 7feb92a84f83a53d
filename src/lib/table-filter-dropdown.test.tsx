import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import FilterDropdown, { flattenKeys } from './table-filter-dropdown';

// What antd's Table renders, in the app's builds, for a column with a filter menu (scripts/vite-plugins.ts,
// tableWithoutColumnFilters, whose test checks that the installed antd's Table imports this module's exports).
describe("antd Table's column filter menu in the app", () => {
  it('fails at once, saying where to filter instead', () => {
    // React reports the error it rethrows; the assertion is on the error itself.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FilterDropdown />)).toThrow(
      /column filters are not in this app's builds: filter from the list's toolbar/,
    );
    report.mockRestore();
  });

  it("flattens a column's filter values as antd's own module does", () => {
    expect(
      flattenKeys([
        { value: 'a', children: [{ value: 'b' }, { value: 'c', children: [{ value: 'd' }] }] },
        { value: 1 },
      ]),
    ).toEqual(['a', 'b', 'c', 'd', 1]);
    expect(flattenKeys(undefined)).toEqual([]);
  });
});
