import { screen, waitFor, within } from '@testing-library/react';
import { call, loginAdmin, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { buttonIn, dialogTitled, fill, formItemOf, tableRows } from '../../../tests/support/ui';

useMockServer();

const T = { timeout: 40_000 };

/** A 1×1 PNG. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** The number shown by a number input ('12.0' → 12). */
const rate = (input: HTMLElement) => Number((input as HTMLInputElement).value.replace(',', '.'));

const rowElements = () =>
  Array.from(document.querySelectorAll<HTMLElement>('main .ant-table-tbody tr.ant-table-row'));

describe('brand dialog', { timeout: 180_000 }, () => {
  it('validates the fields, shows a duplicate name from the server and keeps the typed values', async () => {
    const token = await loginAdmin();
    const first = (await call('GET', '/api/companies', { token, query: { sortBy: 'name', pageSize: 1 } }))
      .body.content.items[0]!.name;
    const { user } = await renderApp('/admin/company-list', { as: 'admin' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0), T);
    await user.click((await screen.findByText('Yeni Marka', undefined, T)).closest('button')!);
    const dialog = await dialogTitled('Yeni Marka');
    const form = within(dialog);
    const name = await form.findByLabelText(/^Marka Adı/, undefined, T);

    // Name, mobile URL, image and rate are required (the description is not).
    await user.click(buttonIn(dialog, 'Kaydet'));
    for (const label of [/^Marka Adı/, /^Mobil URL/, /^Mobil Marka Görseli/, /^Komisyon/])
      await waitFor(
        () => expect(formItemOf(form.getByLabelText(label))).toHaveTextContent('Bu alan gerekli!'),
        T,
      );

    // Addresses must be http(s).
    await fill(user, form.getByLabelText(/^Mobil URL/), 'marka.com');
    await fill(user, form.getByLabelText(/^Komisyon/), '120');
    await user.tab();
    await user.click(buttonIn(dialog, 'Kaydet'));
    await waitFor(
      () =>
        expect(formItemOf(form.getByLabelText(/^Mobil URL/))).toHaveTextContent('Geçerli bir adres girin'),
      T,
    );
    // The rate control keeps the value within 0–100 (the schema's range message backs it up).
    expect(rate(form.getByLabelText(/^Komisyon/))).toBe(100);
    expect(form.getByLabelText(/^Mobil URL/)).toHaveValue('marka.com');

    // A name taken by another brand (case aside): the server's translated error, the values kept.
    const taken = first.toLocaleLowerCase('tr');
    await fill(user, name, taken);
    await fill(user, form.getByLabelText(/^Mobil URL/), 'https://www.marka.com');
    await fill(user, form.getByLabelText(/^Mobil Marka Görseli/), 'https://cdn.portal.example/x.png');
    await fill(user, form.getByLabelText(/^Komisyon/), '12');
    // The image address shows its preview.
    expect(form.getByAltText('Marka görseli önizlemesi')).toHaveAttribute(
      'src',
      'https://cdn.portal.example/x.png',
    );
    await user.click(buttonIn(dialog, 'Kaydet'));
    expect(await form.findByRole('alert', undefined, T)).toHaveTextContent('Bu marka adı zaten kullanılıyor');
    expect(name).toHaveValue(taken);
    expect(form.getByLabelText(/^Mobil URL/)).toHaveValue('https://www.marka.com');
    expect(form.getByLabelText(/^Mobil Marka Görseli/)).toHaveValue('https://cdn.portal.example/x.png');
    expect(rate(form.getByLabelText(/^Komisyon/))).toBe(12);
    expect(screen.queryByText('İşlem başarılı.')).not.toBeInTheDocument();
  });
});

describe('brand image upload', { timeout: 180_000 }, () => {
  it('takes a picked image into the brand as a data URL, previews it and saves it with the brand', async () => {
    const { user } = await renderApp('/admin/company-list', { as: 'admin' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0), T);
    await user.click((await screen.findByText('Yeni Marka', undefined, T)).closest('button')!);
    const dialog = await dialogTitled('Yeni Marka');
    const form = within(dialog);
    await fill(user, await form.findByLabelText(/^Marka Adı/, undefined, T), 'Görselli Marka');
    await fill(user, form.getByLabelText(/^Mobil URL/), 'https://www.gorselli.com');
    await fill(user, form.getByLabelText(/^Komisyon/), '7');

    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    await user.upload(input, new File([PNG_1X1], 'logo.png', { type: 'image/png' }));
    await form.findByText('Cihazdan seçilen görsel (önizlemesi aşağıda).', undefined, T);
    expect(form.getByAltText('Marka görseli önizlemesi').getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );

    await user.click(buttonIn(dialog, 'Kaydet'));
    await screen.findByText('İşlem başarılı.', undefined, T);
    const token = await loginAdmin();
    const saved = (await call('GET', '/api/companies', { token, query: { filter: 'Görselli Marka' } })).body
      .content.items[0]!;
    expect(saved.mobileAppPhoto).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('refuses an image reference with a scheme other than http(s), keeping it', async () => {
    const { user } = await renderApp('/admin/company-list', { as: 'admin' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0), T);
    await user.click((await screen.findByText('Yeni Marka', undefined, T)).closest('button')!);
    const dialog = await dialogTitled('Yeni Marka');
    const form = within(dialog);
    const photo = form.getByLabelText(/^Mobil Marka Görseli/);
    await fill(user, photo, 'javascript:alert(1)');
    await user.click(buttonIn(dialog, 'Kaydet'));
    await waitFor(() => expect(formItemOf(photo)).toHaveTextContent('Geçerli bir görsel adresi girin'), T);
    expect(photo).toHaveValue('javascript:alert(1)');
    expect(form.queryByAltText('Marka görseli önizlemesi')).not.toBeInTheDocument();

    // Bytes decide the type: an SVG sent as image/png is refused in a popup and the typed value stays.
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['<svg onload="x()"/>'], 'logo.png', { type: 'image/png' }));
    await screen.findByText(/Bu dosya türü desteklenmiyor/, undefined, T);
    expect(photo).toHaveValue('javascript:alert(1)');
  });
});

describe('brand-user reject dialog', { timeout: 180_000 }, () => {
  it('refuses an empty reason, then shows the server refusal and keeps the reason', async () => {
    const { user } = await renderApp('/admin/company-user', { as: 'admin' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0), T);
    const pending = rowElements().find((r) => r.textContent?.includes('Onay Bekliyor'))!;
    const userName = pending.querySelector('td')!.textContent!;
    const id = pending.getAttribute('data-row-key')!;
    await user.click(within(pending).getByLabelText(`Reddet ${userName}`));
    const dialog = await dialogTitled(`Reddet: ${userName}`);
    const form = within(dialog);
    const reason = form.getByLabelText(/^Red Nedeni/);

    // Blank (or only spaces): refused with the request for an explanation, nothing sent.
    await fill(user, reason, '   ');
    await user.click(buttonIn(dialog, 'Reddet'));
    await waitFor(
      () => expect(formItemOf(reason)).toHaveTextContent('Lütfen reddetme nedenini açıklayınız.'),
      T,
    );
    const token = await loginAdmin();
    const stored = async () =>
      (
        await call('GET', '/api/companyuser', { token, query: { filter: userName, pageSize: 100 } })
      ).body.content.items.find((i: { id: string }) => i.id === id);
    expect((await stored())!.status).toBe(0);

    // Meanwhile another administrator approved the application: the server refuses, the reason stays.
    const approved = await call('POST', '/api/companyuser/UpdatePermission', {
      token,
      json: await stored(),
    });
    expect(approved.status).toBe(200);
    await fill(user, reason, 'Takipçi sayısı yetersiz');
    await user.click(buttonIn(dialog, 'Reddet'));
    expect(await form.findByRole('alert', undefined, T)).toHaveTextContent(
      'Yalnızca onay bekleyen başvurular onaylanabilir veya reddedilebilir.',
    );
    expect(reason).toHaveValue('Takipçi sayısı yetersiz');
    expect((await stored())!.status).toBe(1);
  });
});
