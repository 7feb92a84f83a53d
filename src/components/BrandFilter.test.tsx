/**
 * The brand filter's empty id means one thing in every list, the marketplace's own rows, under a label that says it;
 * the ticket list, whose rows have no brand of their own, does not offer it.
 */
import { screen, waitFor } from '@testing-library/react';
import { useMockServer } from '../../tests/support/api';
import { renderApp } from '../../tests/support/render';

useMockServer();

const T = { timeout: 40_000 };
const MARKETPLACE_ROWS = 'Trendyol (markasız kayıtlar)';

/** The options of the brand filter, once it is opened and the brands have loaded. */
async function brandOptions(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByLabelText('Marka filtresi', undefined, T));
  await waitFor(
    () => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(3),
    T,
  );
  return Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.getAttribute('title'));
}

describe('the brand filter', { timeout: 120_000 }, () => {
  it('commissions: starts on the marketplace entry, labelled as the rows without a brand', async () => {
    const { user } = await renderApp('/admin/commission-list', { as: 'admin' });
    const options = await brandOptions(user);
    expect(options.slice(0, 2)).toEqual(['Tüm markalar', MARKETPLACE_ROWS]);
    expect(options).not.toContain('Trendyol');
  });

  it('tickets: every brand and each brand, no marketplace entry', async () => {
    const { user } = await renderApp('/admin/ticket-list', { as: 'admin' });
    const options = await brandOptions(user);
    expect(options[0]).toBe('Tüm markalar');
    expect(options).not.toContain(MARKETPLACE_ROWS);
    expect(options).not.toContain('Trendyol');
  });
});
