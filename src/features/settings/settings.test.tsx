import { screen, waitFor, within } from '@testing-library/react';
import { call, loginAdmin, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { buttonIn, dialogTitled, fill, formItemOf, tableRows } from '../../../tests/support/ui';

useMockServer();

const T = { timeout: 30_000 };

/** The key and value cells of the table's rows. */
const rows = () => tableRows().map((cells) => cells.slice(0, 2));

async function openList() {
  const utils = await renderApp('/admin/storage-list', { as: 'admin' });
  await screen.findByText('MinimumPaymentAmount', undefined, T);
  return utils;
}

describe('settings', { timeout: 180_000 }, () => {
  it('lists the keys and values and narrows them by search', async () => {
    const { user } = await openList();
    expect(rows()).toContainEqual(['MinimumPaymentAmount', '1000']);
    await fill(user, screen.getByPlaceholderText('Ara'), 'portal.example');
    await waitFor(
      () =>
        expect(rows()).toEqual([
          ['KvkkEmail', 'kvkk@portal.example'],
          ['SupportEmail', 'destek@portal.example'],
        ]),
      T,
    );
  });

  it('edits a value with the key read-only, and requires the value', async () => {
    const { user } = await openList();
    await user.click(screen.getByLabelText('Düzenle MinimumPaymentAmount'));
    const dialog = await dialogTitled('Ayarı Düzenle');
    const form = within(dialog);
    expect(form.getByLabelText('Anahtar')).toHaveValue('MinimumPaymentAmount');
    expect(form.getByLabelText('Anahtar')).toBeDisabled();
    await fill(user, form.getByLabelText(/^Değer/), '');
    await user.click(buttonIn(dialog, 'Kaydet'));
    await waitFor(
      () => expect(formItemOf(form.getByLabelText(/^Değer/))).toHaveTextContent('Bu alan gerekli!'),
      T,
    );

    await fill(user, form.getByLabelText(/^Değer/), '1500');
    await user.click(buttonIn(dialog, 'Kaydet'));
    await screen.findByText('İşlem başarılı.', undefined, T);
    await waitFor(() => expect(rows()).toContainEqual(['MinimumPaymentAmount', '1500']), T);
  });

  it('refuses a key that exists, keeping what was typed, and creates a new one', async () => {
    const { user } = await openList();
    await user.click(screen.getByText('Yeni Ayar').closest('button')!);
    const dialog = await dialogTitled('Yeni Ayar');
    const form = within(dialog);
    await fill(user, form.getByLabelText(/^Anahtar/), 'minimumpaymentamount');
    await fill(user, form.getByLabelText(/^Değer/), '750');
    await user.click(buttonIn(dialog, 'Kaydet'));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent(
          'Bu anahtar zaten kullanılıyor: minimumpaymentamount',
        ),
      T,
    );
    expect(form.getByLabelText(/^Anahtar/)).toHaveValue('minimumpaymentamount');
    expect(form.getByLabelText(/^Değer/)).toHaveValue('750');

    await fill(user, form.getByLabelText(/^Anahtar/), 'YeniAyar');
    await user.click(buttonIn(dialog, 'Kaydet'));
    await screen.findByText('İşlem başarılı.', undefined, T);
    await fill(user, screen.getByPlaceholderText('Ara'), 'YeniAyar');
    await waitFor(() => expect(rows()).toEqual([['YeniAyar', '750']]), T);
  });

  it('shows the server refusal of an edit in the dialog, keeping the typed value', async () => {
    const { user } = await openList();
    await user.click(screen.getByLabelText('Düzenle SupportEmail'));
    const dialog = await dialogTitled('Ayarı Düzenle');
    const form = within(dialog);
    await waitFor(() => expect(form.getByLabelText('Anahtar')).toHaveValue('SupportEmail'), T);
    // Meanwhile another administrator deleted the setting.
    const token = await loginAdmin();
    const found = await call('GET', '/api/storage/GetStorages', { token, query: { filter: 'SupportEmail' } });
    const id = found.body.content.items[0]!.id;
    expect((await call('DELETE', '/api/storage', { token, query: { id } })).status).toBe(200);
    await fill(user, form.getByLabelText(/^Değer/), 'yardim@portal.example');
    await user.click(buttonIn(dialog, 'Kaydet'));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Ayar bulunamadı.'), T);
    expect(form.getByLabelText(/^Değer/)).toHaveValue('yardim@portal.example');
    expect(form.getByLabelText('Anahtar')).toHaveValue('SupportEmail');
  });

  it('deletes a setting after confirmation', async () => {
    const { user } = await openList();
    await user.click(screen.getByLabelText('Sil OfficeHours'));
    const confirm = await dialogTitled('Silmek istediğinize emin misiniz?');
    await user.click(buttonIn(confirm, 'Sil'));
    await screen.findByText('İşlem başarılı.', undefined, T);
    await waitFor(() => expect(rows().map((r) => r[0])).not.toContain('OfficeHours'), T);
    const token = await loginAdmin();
    const left = await call('GET', '/api/storage/GetStorages', { token, query: { filter: 'OfficeHours' } });
    expect(left.body.content.totalCount).toBe(0);
  });

  it('is an administrator screen', async () => {
    await renderApp('/admin/storage-list', { as: 'member' });
    await screen.findByText('Bu işlem için yetkiniz bulunmuyor.', undefined, T);
    expect(screen.queryByText('MinimumPaymentAmount')).not.toBeInTheDocument();
  });
});
