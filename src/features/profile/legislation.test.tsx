import { screen, waitFor, within } from '@testing-library/react';
import { call, loginMember, useMockServer } from '../../../tests/support/api';
import { useNodeFormData } from '../../../tests/support/node-form-data';
import { renderApp } from '../../../tests/support/render';

useMockServer();
useNodeFormData();

const SWITCH = 'Mevzuat banka hesabı kullanıyorum';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function openLegislation() {
  const app = await renderApp('/admin/legislation', { as: 'member' });
  await screen.findByRole('switch', { name: SWITCH });
  return app;
}

async function storedMember() {
  const res = await call('GET', '/api/profile', { token: await loginMember() });
  return res.body.content.user;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('legislation page', () => {
  it('explains the page and shows the bank fields only while the switch is on', async () => {
    const { user } = await openLegislation();
    expect(screen.getByText(/Vergi dairesi tarafından onaylanmış dilekçeniz/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Onaylı Dilekçeyi Yükle/ })).toBeInTheDocument();
    expect(screen.getByText('Henüz belge yüklenmedi.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mevzuat Hesabı Ad Soyad')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mevzuat Hesabı IBAN')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: SWITCH }));
    expect(input('Mevzuat Hesabı Ad Soyad')).toBeInTheDocument();
    expect(input('Mevzuat Hesabı TC Kimlik No')).toBeInTheDocument();
    expect(input('Mevzuat Hesabı IBAN')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: SWITCH }));
    expect(screen.queryByLabelText('Mevzuat Hesabı Ad Soyad')).not.toBeInTheDocument();
  });

  it('refuses a short identity number and IBAN', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const { user } = await openLegislation();
    await user.click(screen.getByRole('switch', { name: SWITCH }));
    await user.type(input('Mevzuat Hesabı TC Kimlik No'), '123');
    await user.type(input('Mevzuat Hesabı IBAN'), '12');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    const alert = await waitFor(() =>
      screen.getAllByRole('alert').find((el) => el.classList.contains('ant-alert-error')),
    );
    expect(
      within(alert!).getByText('Lütfen Tc Kimlik numarasını eksiksiz olarak giriniz'),
    ).toBeInTheDocument();
    expect(within(alert!).getByText('Lütfen Iban numarasını eksiksiz olarak giriniz')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
    expect((await storedMember()).isUseLegislation).toBe(false);
  });

  it('saves the legislation account with the rest of the profile', async () => {
    const { user } = await openLegislation();
    await user.click(screen.getByRole('switch', { name: SWITCH }));
    await user.type(input('Mevzuat Hesabı Ad Soyad'), 'Ayşe');
    await user.type(input('Mevzuat Hesabı TC Kimlik No'), '12345678950');
    await user.type(input('Mevzuat Hesabı IBAN'), '330006100519786457841326');
    expect(input('Mevzuat Hesabı IBAN')).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İşlem başarılı.')).toBeInTheDocument();
    expect(await storedMember()).toMatchObject({
      isUseLegislation: true,
      legislationFullName: 'Ayşe',
      legislationIdentityNumber: '12345678950',
      legislationIbanNumber: 'TR330006100519786457841326',
      // The rest of the profile is unchanged.
      fullName: 'Ayşe Yılmaz',
      ibanNumber: 'TR330006100519786457841326',
    });
  });

  it('uploads a small pdf and links to it', async () => {
    const { user } = await openLegislation();
    expect(fileInput()).toHaveAttribute('accept', '.png,.jpg,.jpeg,.pdf');
    await user.upload(
      fileInput(),
      new File(['%PDF-1.4 dilekçe'], 'dilekce.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('İşlem başarılı.')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Yüklenen belgeyi görüntüle/ });
    const path = (await storedMember()).legislationFilePath as string;
    expect(path).toMatch(/^legislation\/.+\.pdf$/);
    expect(link).toHaveAttribute('href', `/blob/${path}`);
    expect(screen.queryByText(/en fazla 10MB olabilir/)).not.toBeInTheDocument();
  });

  it('warns about a file over 10 MB and still uploads it', async () => {
    const { user } = await openLegislation();
    // A real PDF header: uploads are typed by their first bytes, not by the name or the MIME type.
    const bytes = new Uint8Array(11 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
    const big = new File([bytes], 'buyuk.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), big);
    expect(
      await screen.findByText('Seçtiğiniz dosya en fazla 10MB olabilir. Lütfen farklı bir dosya seçiniz'),
    ).toBeInTheDocument();
    expect(await screen.findByText('İşlem başarılı.')).toBeInTheDocument();
    await screen.findByRole('link', { name: /Yüklenen belgeyi görüntüle/ });
    expect((await storedMember()).legislationFilePath).toMatch(/^legislation\//);
  });
});
