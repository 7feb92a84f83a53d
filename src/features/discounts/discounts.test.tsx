import { screen, waitFor, within } from '@testing-library/react';
import { call, loginAdmin, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { buttonIn, dialogTitled, fill, formItemOf } from '../../../tests/support/ui';
import { first, present } from '@/lib/at';

useMockServer();

const T = { timeout: 40_000 };

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));

describe('advantageous products', { timeout: 240_000 }, () => {
  it('members read the list: url as a link, no brand filter, no actions', async () => {
    await renderApp('/admin/discount-campaign-list', { as: 'member' });
    await waitFor(() => expect(rows()).toHaveLength(10), T);
    const link = within(first(rows())).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByLabelText('Marka filtresi')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Yeni Ürün/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Düzenle / })).not.toBeInTheDocument();
  });

  it('requires every field but the mobile switch and checks the link, keeping what was typed', async () => {
    const { user } = await renderApp('/admin/discount-campaign-list', { as: 'admin' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), T);
    await user.click(screen.getByText('Yeni Ürün').closest('button')!);
    const dialog = await dialogTitled('Yeni Ürün');
    const form = within(dialog);
    await fill(user, form.getByLabelText(/^Bağlantı/), 'www.ornek.com/urun');
    await user.click(buttonIn(dialog, 'Kaydet'));
    for (const label of [/^Ad/, /^Açıklama/, /^Başlangıç Tarihi/, /^Bitiş Tarihi/, /^Komisyon/, /^Marka/])
      await waitFor(
        () => expect(formItemOf(form.getByLabelText(label))).toHaveTextContent('Bu alan gerekli!'),
        T,
      );
    expect(formItemOf(form.getByLabelText(/^Bağlantı/))).toHaveTextContent(
      'Geçerli bir bağlantı girin (http:// veya https:// ile başlamalı).',
    );
    expect(form.getByLabelText(/^Bağlantı/)).toHaveValue('www.ornek.com/urun');
    expect(formItemOf(form.getByLabelText('Mobil Bağlantı'))).not.toHaveTextContent('Bu alan gerekli!');
    expect(screen.queryByText('İşlem başarılı.')).not.toBeInTheDocument();
  });

  it('refuses a finish before the start, and shows the server error keeping the typed values', async () => {
    const { user } = await renderApp('/admin/discount-campaign-list', { as: 'admin' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), T);
    const name = first(rows()).querySelector('td')!.textContent!;
    await user.click(within(first(rows())).getByLabelText(`Düzenle ${name}`));
    const dialog = await dialogTitled('Ürünü Düzenle');
    const form = within(dialog);
    await waitFor(() => expect(form.getByLabelText(/^Ad/)).toHaveValue(name), T);
    const start = form.getByLabelText(/^Başlangıç Tarihi/) as HTMLInputElement;
    expect(start.value).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);

    // Finish typed (DD/MM/YYYY HH:mm) a year before the start.
    const [day, month, rest] = start.value.split('/');
    const [year, time] = present(rest, 'the date after the month').split(' ');
    const before = `${day}/${month}/${Number(year) - 1} ${time}`;
    const finish = form.getByLabelText(/^Bitiş Tarihi/);
    await user.click(finish);
    await user.clear(finish);
    await user.type(finish, `${before}{Enter}`);
    await user.click(buttonIn(dialog, 'Kaydet'));
    await waitFor(
      () => expect(formItemOf(finish)).toHaveTextContent('Bitiş tarihi başlangıç tarihinden önce olamaz.'),
      T,
    );
    expect(finish).toHaveValue(before);

    // Meanwhile the product was deleted: the server's translated refusal, the typed values kept.
    const token = await loginAdmin();
    const id = first(rows()).getAttribute('data-row-key')!;
    expect((await call('DELETE', '/api/discountCampaigns', { token, query: { id } })).status).toBe(200);
    const after = `${day}/${month}/${Number(year) + 1} ${time}`;
    await user.click(finish);
    await user.clear(finish);
    await user.type(finish, `${after}{Enter}`);
    await fill(user, form.getByLabelText(/^Ad/), `${name} (yeni)`);
    await user.click(buttonIn(dialog, 'Kaydet'));
    expect(await form.findByRole('alert', undefined, T)).toHaveTextContent('Avantajlı ürün bulunamadı.');
    expect(form.getByLabelText(/^Ad/)).toHaveValue(`${name} (yeni)`);
    expect(finish).toHaveValue(after);
  });
});
