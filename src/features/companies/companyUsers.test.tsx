import { screen, waitFor } from '@testing-library/react';
import { call, loginAdmin, useMockServer } from '../../../tests/support/api';
import { renderApp, useAntdStyles } from '../../../tests/support/render';

useMockServer();
useAntdStyles();

const T = { timeout: 40_000 };

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));

describe('brand users', { timeout: 240_000 }, () => {
  it('sorts on the server by brand', async () => {
    const { user } = await renderApp('/admin/company-user', { as: 'admin' });
    await waitFor(() => expect(rows()).toHaveLength(10), T);
    const token = await loginAdmin();
    const res = await call('GET', '/api/companyuser', {
      token,
      query: { sortBy: 'companyName desc', pageSize: 10 },
    });
    const expected = res.body.content.items.map((i: { userName: string }) => i.userName);
    const header = () => screen.getByRole('columnheader', { name: /Marka Adı/ });
    await user.click(header());
    await waitFor(() => expect(getComputedStyle(header()).pointerEvents).not.toBe('none'), T);
    await user.click(header());
    await waitFor(() => expect(rows().map((r) => r.querySelector('td')!.textContent)).toEqual(expected), T);
  });

  it('is not open to members', async () => {
    await renderApp('/admin/company-user', { as: 'member' });
    await screen.findByText('Bu işlem için yetkiniz bulunmuyor.', undefined, T);
  });
});
