/**
 * The brand users' status as the existing server offers it: `GET /api/companyuser` takes filter, pageIndex, pageSize
 * and sortBy only, and a server ignores a query parameter it does not know. Here the server drops `statusFilter`
 * before answering; the home page's "pending approval" count and the brand-user screen's status filter must still
 * be right.
 */
import { screen, waitFor } from '@testing-library/react';
import { getResponse, http } from 'msw';
import { backend, server } from '@mocks/node';
import { ALL_ROWS } from '@/api/types';
import { call, loginAdmin, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';

useMockServer();

const T = { timeout: 40_000 };

/** The spec's server: `statusFilter` is not part of the call, so it is not applied. */
function serverWithoutStatusFilter() {
  server.use(
    http.get('*/api/companyuser', async ({ request }) => {
      const url = new URL(request.url);
      url.searchParams.delete('statusFilter');
      return getResponse(backend.handlers, new Request(url, { headers: request.headers }));
    }),
  );
}

/** The brand users per status, read from the whole list. */
async function countsByStatus() {
  const res = await call('GET', '/api/companyuser', {
    token: await loginAdmin(),
    query: { pageSize: ALL_ROWS },
  });
  const counts = [0, 0, 0];
  for (const row of res.body.content.items) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
const statusCells = () => rows().map((r) => r.querySelectorAll('td')[2]!.textContent);

describe('brand users against a server without statusFilter', { timeout: 240_000 }, () => {
  beforeEach(serverWithoutStatusFilter);

  it('the home page counts only the pending applications', async () => {
    const [pending] = await countsByStatus();
    expect(pending).toBeGreaterThan(0);
    await renderApp('/admin/home', { as: 'admin' });
    const value = await screen.findByTestId('count-brand-users-pending-value', undefined, T);
    await waitFor(() => expect(value).toHaveTextContent(String(pending)), T);
  });

  it('the status filter shows the rows of that status, paged', async () => {
    const counts = await countsByStatus();
    await renderApp(`/admin/company-user?statusFilter=1&size=${ALL_ROWS}`, { as: 'admin' });
    await waitFor(() => expect(rows()).toHaveLength(counts[1]!), T);
    expect(new Set(statusCells())).toEqual(new Set(['Onaylandı']));
  });

  it('pages the filtered rows: the second page holds what the first could not', async () => {
    const [pending] = await countsByStatus();
    expect(pending).toBeGreaterThan(10);
    await renderApp('/admin/company-user?statusFilter=0&page=2', { as: 'admin' });
    await waitFor(() => expect(rows()).toHaveLength(pending! - 10), T);
    expect(new Set(statusCells())).toEqual(new Set(['Onay Bekliyor']));
  });
});
