import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { call, loginAdmin, useMockServer } from '../../../tests/support/api';
import { useNodeFormData } from '../../../tests/support/node-form-data';
import { renderApp } from '../../../tests/support/render';
import { buttonIn, dialogTitled, fill, formItemOf, tableRows } from '../../../tests/support/ui';
import { tr } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { campaignArea, commissionArea, couponArea, trendyolCommissionArea } from './areas';
import { at, first } from '@/lib/at';
import { EMPTY_ID } from '@/api/types';

useMockServer();
useNodeFormData();

const T = { timeout: 30_000 };

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** Waits for the page's title. */
const pageTitled = (title: string) =>
  waitFor(() => expect(document.querySelector('main h3')).toHaveTextContent(title), T);

/** A button of the page by its text, once it is there. */
const pageButton = async (text: string) =>
  (await screen.findByText(text, undefined, T)).closest('button') as HTMLButtonElement;

async function chooseBrand(user: User, option: string) {
  await user.click(await screen.findByLabelText('Marka filtresi', undefined, T));
  const found = await screen.findAllByTitle(option, undefined, T);
  await user.click(at(found, -1));
}

describe('report areas', () => {
  it('has every text of its configuration in Turkish', () => {
    for (const area of [commissionArea, trendyolCommissionArea, campaignArea, couponArea]) {
      const keys = [
        area.titleKey,
        area.newTitleKey,
        area.editTitleKey,
        ...area.columns.map((c) => c.titleKey),
        ...area.fields.map((f) => f.labelKey),
      ];
      for (const key of keys) expect(tr, key).toHaveProperty([key]);
    }
  });
});

describe('commission list', { timeout: 180_000 }, () => {
  it('starts on the marketplace brand for an administrator and shows every brand on request', async () => {
    const { user } = await renderApp('/admin/commission-list', { as: 'admin' });
    await pageTitled('Komisyonlar');
    // The first view: the marketplace pseudo-brand (the default filter) and its seeded rows, which have no brand.
    await waitFor(() => expect(tableRows()).toHaveLength(8), T);
    for (const row of tableRows()) expect(row[3]).toBe('');
    expect(screen.getByText('Toplam 8 kayıt')).toBeInTheDocument();
    expect(
      (await screen.findByLabelText('Marka filtresi', undefined, T)).closest('.ant-select'),
    ).toHaveTextContent('Trendyol');

    await chooseBrand(user, 'Tüm markalar');
    await waitFor(() => expect(tableRows()).toHaveLength(10), T);
    const token = await loginAdmin();
    const page = (await call('GET', '/api/Commissions', { token, query: { pageIndex: 0, pageSize: 10 } }))
      .body.content;
    expect(screen.getByText(`Toplam ${page.totalCount} kayıt`)).toBeInTheDocument();
    const top = page.items[0]!;
    // userName, invoiceId, total (2 decimals), brand, registered tag, actions.
    expect(first(tableRows()).slice(0, 5)).toEqual([
      top.userName,
      top.invoiceId,
      formatNumber(top.total),
      top.companyName,
      top.isHaveUserInCms ? 'Kayıtlı' : 'Kayıtlı Değil',
    ]);
    expect(formatNumber(top.total)).toMatch(/,\d\d$/);
    expect(screen.queryAllByText('Kayıtlı Değil').length + screen.queryAllByText('Kayıtlı').length).toBe(10);
    expect(screen.getByText('Yükle').closest('button')).toBeInTheDocument();
  });

  it('shows a member only their own rows, without upload, brand filter or actions', async () => {
    await renderApp('/admin/commission-list', { as: 'member' });
    await pageTitled('Komisyonlar');
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0), T);
    for (const row of tableRows()) expect(row[0]).toBe('influencer');
    expect(screen.queryByLabelText('Marka filtresi')).not.toBeInTheDocument();
    expect(screen.queryByText('Yükle')).not.toBeInTheDocument();
    expect(screen.queryByText('Yeni Komisyon')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Düzenle/)).not.toBeInTheDocument();
  });

  it('imports a csv, reports the refused rows by number and reason, and reloads the list', async () => {
    const { user } = await renderApp('/admin/commission-list', { as: 'admin' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0), T);
    const token = await loginAdmin();
    const brand = (await call('GET', '/api/companies', { token, query: { pageSize: 1 } })).body.content
      .items[0]!;
    const csv = [
      'userName;invoiceId;total;companyName',
      `yuklemetesti1;2026-11;1.234,50;${brand.name}`,
      'yuklemetesti2;2026-11;12,00;Olmayan Marka',
      'yuklemetesti3;2026-11;-5;',
    ].join('\n');
    const file = new File([csv], 'komisyon.csv', { type: 'text/csv' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.csv,.xlsx');
    await user.upload(input, file);

    const dialog = await dialogTitled('Yükleme sonucu');
    expect(within(dialog).getByText('1 satır yüklendi, 2 satır hatalı.')).toBeInTheDocument();
    const reported = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(reported).toEqual([
      '3yuklemetesti2Marka bulunamadı: Olmayan Marka',
      '4yuklemetesti3Bu alan gerekli! (Şirket Adı)Geçersiz değer: Toplam',
    ]);
    await user.click(buttonIn(dialog, 'Tamam'));

    await chooseBrand(user, brand.name);
    await fill(user, screen.getByPlaceholderText('Ara'), 'yuklemetesti');
    await waitFor(() => expect(tableRows().map((r) => r[0])).toEqual(['yuklemetesti1']), T);
    expect(first(tableRows())[2]).toBe('1.234,50');
  });

  it('validates the dialog and keeps what was typed', async () => {
    const { user } = await renderApp('/admin/commission-list', { as: 'admin' });
    await user.click(await pageButton('Yeni Komisyon'));
    const dialog = await dialogTitled('Yeni Komisyon');
    const form = within(dialog);
    await fill(user, form.getByLabelText('Toplam'), '-3');
    await fill(user, form.getByLabelText('Fatura No'), '2026-12');
    await user.click(buttonIn(dialog, 'Kaydet'));
    await waitFor(
      () => expect(formItemOf(form.getByLabelText(/^Ad/))).toHaveTextContent('Bu alan gerekli!'),
      T,
    );
    expect(formItemOf(form.getByLabelText(/^Kullanıcı Adı/))).toHaveTextContent('Bu alan gerekli!');
    expect(formItemOf(form.getByLabelText('Toplam'))).toHaveTextContent('Değer sıfırdan küçük olamaz.');
    expect(form.getByLabelText('Fatura No')).toHaveValue('2026-12');
    expect(screen.queryByText('İşlem başarılı.')).not.toBeInTheDocument();
  });

  it('creates a commission, edits it and deletes it after confirmation', async () => {
    const { user } = await renderApp('/admin/commission-list', { as: 'admin' });
    await user.click(await pageButton('Yeni Komisyon'));
    const dialog = await dialogTitled('Yeni Komisyon');
    const form = within(dialog);
    await fill(user, form.getByLabelText(/^Ad/), 'Elle eklenen');
    await fill(user, form.getByLabelText(/^Kullanıcı Adı/), 'elleeklenen');
    await fill(user, form.getByLabelText('Fatura No'), '2026-12');
    await fill(user, form.getByLabelText('Toplam'), '99.5');
    await user.click(buttonIn(dialog, 'Kaydet'));
    await screen.findByText('İşlem başarılı.', undefined, T);

    // No brand chosen: the row is the marketplace's, shown by the default filter (found by its invoice id).
    await fill(user, screen.getByPlaceholderText('Ara'), '2026-12');
    await waitFor(() => expect(tableRows().map((r) => r[0])).toEqual(['elleeklenen']), T);
    expect(first(tableRows()).slice(1, 5)).toEqual(['2026-12', '99,50', '', 'Kayıtlı Değil']);

    await user.click(screen.getByLabelText('Düzenle elleeklenen 2026-12'));
    const editDialog = await dialogTitled('Komisyonu Düzenle');
    const edit = within(editDialog);
    expect(edit.getByLabelText(/^Ad/)).toHaveValue('Elle eklenen');
    await fill(user, edit.getByLabelText(/^Kullanıcı Adı/), 'influencer');
    await user.click(buttonIn(editDialog, 'Kaydet'));
    await waitFor(() => expect(tableRows().map((r) => r[0])).toEqual(['influencer']), T);
    expect(first(tableRows())[4]).toBe('Kayıtlı');

    await user.click(screen.getByLabelText('Sil influencer 2026-12'));
    const confirm = await dialogTitled('Silmek istediğinize emin misiniz?');
    await user.click(buttonIn(confirm, 'Sil'));
    await screen.findByText('Gösterilecek kayıt bulunamadı.', undefined, T);
  });

  it("the commission dialog's permission checkboxes travel as grantedPermissionIds", async () => {
    const sent: { grantedPermissionIds?: string[] }[] = [];
    const onStart = async ({ request }: { request: Request }) => {
      if (request.method === 'POST' && /\/api\/Commissions$/i.test(new URL(request.url).pathname))
        sent.push((await request.clone().json()) as { grantedPermissionIds?: string[] });
    };
    server.events.on('request:start', onStart);
    try {
      const all = (await call('GET', `/api/roles/${EMPTY_ID}`, { token: await loginAdmin() })).body.content
        .allPermissions;
      const { user } = await renderApp('/admin/commission-list', { as: 'admin' });
      await user.click(await pageButton('Yeni Komisyon'));
      const dialog = await dialogTitled('Yeni Komisyon');
      const form = within(dialog);
      const boxes = await form.findAllByRole('checkbox', undefined, T);
      expect(boxes.map((b) => b.closest('label')!.textContent)).toEqual(all.map((p) => p.displayName));
      await fill(user, form.getByLabelText(/^Ad/), 'Yetkili komisyon');
      await fill(user, form.getByLabelText(/^Kullanıcı Adı/), 'yetkili');
      const chosen = first(all);
      await user.click(form.getByRole('checkbox', { name: chosen.displayName }));
      await user.click(buttonIn(dialog, 'Kaydet'));
      await screen.findByText('İşlem başarılı.', undefined, T);
      expect(sent.at(-1)?.grantedPermissionIds).toEqual([chosen.id]);
    } finally {
      server.events.removeListener('request:start', onStart);
    }
  });

  it('shows a server error in the dialog and keeps the typed values', async () => {
    const { user } = await renderApp('/admin/coupon', { as: 'admin' });
    await chooseBrand(user, 'Tüm markalar');
    await waitFor(() => expect(tableRows()).toHaveLength(10), T);
    const code = first(tableRows())[2];
    await user.click(screen.getByLabelText(`Düzenle ${code}`));
    const dialog = await dialogTitled('Kuponu Düzenle');
    const form = within(dialog);
    await fill(user, form.getByLabelText(/^Kupon Kodu/), 'YENIKOD1');
    // Someone else deletes the coupon meanwhile.
    const token = await loginAdmin();
    const found = await call('GET', '/api/Coupons', { token, query: { filter: code } });
    const id = found.body.content.items[0]!.id;
    expect((await call('DELETE', '/api/Coupon', { token, query: { id } })).status).toBe(200);
    await user.click(buttonIn(dialog, 'Kaydet'));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Kupon bulunamadı.'), T);
    expect(form.getByLabelText(/^Kupon Kodu/)).toHaveValue('YENIKOD1');
  });
});

describe('other report areas', { timeout: 90_000 }, () => {
  it('opens the coupons of the marketplace for an administrator', async () => {
    await renderApp('/admin/coupon', { as: 'admin' });
    await pageTitled('Kuponlar');
    // The brand filter starts on the marketplace pseudo-brand: the seeded coupons without a brand.
    await waitFor(() => expect(tableRows()).toHaveLength(6), T);
    for (const row of tableRows())
      expect(row.slice(0, 4)).toEqual([
        expect.stringMatching(/^Trendyol /),
        expect.any(String),
        expect.stringMatching(/^TREN/),
        '',
      ]);
  });

  it('lists marketplace commissions without a brand filter or brand column', async () => {
    await renderApp('/admin/trendyol-commission-list', { as: 'admin' });
    await pageTitled('Trendyol Komisyonları');
    await waitFor(() => expect(tableRows()).toHaveLength(10), T);
    expect(screen.queryByLabelText('Marka filtresi')).not.toBeInTheDocument();
    const headers = Array.from(document.querySelectorAll('main thead th')).map((h) => h.textContent);
    expect(headers).toEqual(['Kullanıcı Adı', 'Fatura No', 'Toplam', 'Sistemde Kayıtlı', 'İşlemler']);
  });

  it('lets a member read the campaign reports and search them', async () => {
    const { user } = await renderApp('/admin/campaign', { as: 'member' });
    await pageTitled('Kampanya Raporu');
    await waitFor(() => expect(tableRows()).toHaveLength(10), T);
    const headers = Array.from(document.querySelectorAll('main thead th')).map((h) => h.textContent);
    expect(headers).toEqual([
      'Ad',
      'Linkli En Çok Ciro Yapılan Kategori',
      'Linksiz En Çok Ciro Yapılan Kategori',
      'En Çok Satılan Ürün',
    ]);
    await fill(user, screen.getByPlaceholderText('Ara'), 'Efsane Cuma');
    await waitFor(() => {
      expect(tableRows().length).toBeGreaterThan(0);
      for (const row of tableRows()) expect(row[0]).toMatch(/^Efsane Cuma/);
    }, T);
    expect(screen.queryByText('Yükle')).not.toBeInTheDocument();
  });
});
