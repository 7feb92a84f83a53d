/**
 * The list view lives in the address: search, filters, sort, page and page size are read from the query
 * and written to it, one history entry a change, so a reload keeps the view and the back button restores it. And
 * the page-size menu names the "all rows" choice (100000000 on the wire) "Tümü".
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Select } from 'antd';
import { PagedTable } from '@/components/PagedTable';
import i18n from '@/i18n';
import { ALL_ROWS } from '@/api/types';
import { queryKeys } from '@/lib/query-keys';
import { useListFilters, usePagedList, type PageQuery } from './usePagedList';
import { at } from '@/lib/at';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Satır ${i + 1}` }));

type Sent = PageQuery & { statusFilter?: number; companyId?: string };

function setup(url: string) {
  const sent: Sent[] = [];
  const fetcher = async (q: Sent) => {
    sent.push(q);
    const size = q.pageSize ?? 10;
    const start = (q.pageIndex ?? 0) * size;
    return { items: ROWS.slice(start, start + size), totalCount: ROWS.length };
  };
  function Screen() {
    const { filters, setFilter } = useListFilters({
      statusFilter: -1,
      companyId: 'market' as string | undefined,
    });
    const list = usePagedList<Row, typeof filters>({
      keys: queryKeys('rows'),
      fetcher,
      params: filters,
      defaultSort: 'name',
      debounce: 50,
    });
    return (
      <PagedTable<Row>
        list={list}
        columns={[{ title: 'Ad', dataIndex: 'name', key: 'name', sorter: true }]}
        toolbar={
          <Select
            aria-label="Durum"
            value={filters.statusFilter}
            onChange={(v: number) => setFilter('statusFilter', v)}
            options={[-1, 3, 7].map((v) => ({ value: v, label: `durum ${v}` }))}
          />
        }
      />
    );
  }
  const router = createMemoryRouter([{ path: '/list', element: <Screen /> }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  const last = () => at(sent, -1, 'the sent queries');
  return { router, sent, search, last, user: userEvent.setup() };
}

describe('usePagedList keeps the view in the address', () => {
  it('opens the view the address names (search, page, size, sort and filters)', async () => {
    const { last } = setup('/list?q=abc&page=2&size=20&sort=name%20desc&statusFilter=3&companyId=');
    await waitFor(() =>
      expect(last()).toEqual({
        statusFilter: 3,
        companyId: undefined,
        filter: 'abc',
        pageIndex: 1,
        pageSize: 20,
        sortBy: 'name desc',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue('abc');
    expect(await screen.findByText('Toplam 25 kayıt')).toBeInTheDocument();
  });

  it('starts from the defaults when the address has none, and leaves them out of it', async () => {
    const { last, search } = setup('/list');
    await waitFor(() =>
      expect(last()).toEqual({
        statusFilter: -1,
        companyId: 'market',
        filter: '',
        pageIndex: 0,
        pageSize: 10,
        sortBy: 'name',
      }),
    );
    expect(search().toString()).toBe('');
  });

  it('writes page, filter and search to the address; the back button restores each view', async () => {
    const { router, search, last, user } = setup('/list');
    await screen.findByText('Satır 1');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() => expect(last().pageIndex).toBe(1));

    // A filter change is a new view: back to the first page.
    await user.click(screen.getByRole('combobox', { name: 'Durum' }));
    await user.click(await screen.findByTitle('durum 7'));
    await waitFor(() => expect(search().get('statusFilter')).toBe('7'));
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(last()).toMatchObject({ statusFilter: 7, pageIndex: 0 }));

    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'Satır 2');
    await waitFor(() => expect(search().get('q')).toBe('Satır 2'));
    await waitFor(() => expect(last()).toMatchObject({ filter: 'Satır 2', statusFilter: 7 }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(search().get('q')).toBeNull());
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue(''));
    expect(last()).toMatchObject({ filter: '', statusFilter: 7, pageIndex: 0 });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(last()).toMatchObject({ filter: '', statusFilter: -1, pageIndex: 1 }));
    expect(search().toString()).toBe('page=2');
  });

  it('keeps a key typed while the address catches up with the search (a busy machine)', async () => {
    const { search, last } = setup('/list');
    await screen.findByText('Satır 1');
    const box = screen.getByRole('searchbox', { name: 'Ara' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box, { target: { value: 'Satır' } });
      // The pause after "Satır" sends it to the address; the next key lands before the page has drawn that.
      await act(async () => {
        vi.advanceTimersByTime(50);
        fireEvent.change(box, { target: { value: 'Satır 2' } });
      });
      expect(box).toHaveValue('Satır 2');
      // The next pause sends the whole search.
      await act(async () => {
        vi.advanceTimersByTime(50);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(search().get('q')).toBe('Satır 2'));
    await waitFor(() => expect(last().filter).toBe('Satır 2'));
    expect(box).toHaveValue('Satır 2');
  });

  it('writes the sort to the address', async () => {
    const { search, last, user } = setup('/list');
    await screen.findByText('Satır 1');
    // The default sort is 'name' ascending: one click on the header sorts descending.
    await user.click(screen.getByRole('columnheader', { name: /^Ad/ }));
    await waitFor(() => expect(search().get('sort')).toBe('name desc'));
    await waitFor(() => expect(last().sortBy).toBe('name desc'));
  });
});

describe('PagedTable page-size menu', () => {
  it('names the all-rows choice "Tümü" and sends it as 100000000', async () => {
    const { search, last, user } = setup('/list');
    await screen.findByText('Satır 1');
    const sizeChanger = screen.getByRole('combobox', { name: /sayfa|page/i });
    await user.click(sizeChanger);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox.parentElement!)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.join('|')).not.toContain('100000000');
    await user.click(await screen.findByTitle('Tümü'));
    await waitFor(() => expect(last().pageSize).toBe(ALL_ROWS));
    expect(search().get('size')).toBe(String(ALL_ROWS));
    expect(screen.queryByText(/100000000/)).toBeNull();
    expect(await screen.findByText('Satır 25')).toBeInTheDocument();
  });
});
