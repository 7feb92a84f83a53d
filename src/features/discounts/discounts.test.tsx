import { screen, waitFor, within } from '@testing-library/react';
import { useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';

useMockServer();

const T = { timeout: 40_000 };

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));

describe('advantageous products', { timeout: 120_000 }, () => {
  it('members read the list: url as a link, no brand filter, no actions', async () => {
    await renderApp('/admin/discount-campaign-list', { as: 'member' });
    await waitFor(() => expect(rows()).toHaveLength(10), T);
    const link = within(rows()[0]).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByLabelText('Marka filtresi')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Yeni Ürün/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Düzenle / })).not.toBeInTheDocument();
  });
});
