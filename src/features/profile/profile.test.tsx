import { screen, waitFor, within } from '@testing-library/react';
import { SEED_IDS } from '@mocks/seed';
import { call, loginMember, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { formatIban, formatPhone, normalizeTrendyolUserName } from './masks';

useMockServer();

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Renders the profile page and waits until the form shows the loaded user. */
async function openProfile(url = '/admin/profile', as: 'admin' | 'member' = 'member') {
  const app = await renderApp(url, { as });
  await screen.findByLabelText('Ad Soyad');
  return app;
}

const save = async (user: ReturnType<typeof import('@testing-library/user-event').default.setup>) =>
  user.click(screen.getByRole('button', { name: 'Kaydet' }));

const errorAlert = () =>
  screen.getAllByRole('alert').find((el) => el.classList.contains('ant-alert-error')) as HTMLElement;

async function storedMember() {
  const res = await call('GET', '/api/profile', { token: await loginMember() });
  return res.body.content.user;
}

describe('masks', () => {
  it('formats stored values and filters the marketplace user name', () => {
    expect(formatPhone('05321234567')).toBe('0 (532) 123 45 67');
    expect(formatPhone('5321234567')).toBe('0 (532) 123 45 67');
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIban('TR330006100519786457841326')).toHaveLength(32);
    expect(normalizeTrendyolUserName('Yeni Ad_42!')).toBe('yeniad42');
    expect(normalizeTrendyolUserName('İPEK')).toBe('ipek');
  });
});

describe('profile page', () => {
  it("loads and shows the member's data under the 'fill in all information' alert", async () => {
    await openProfile();
    expect(screen.getByText(/Lütfen tüm bilgilerinizi eksiksiz doldurunuz/)).toBeInTheDocument();
    expect(input('Ad Soyad')).toHaveValue('Ayşe Yılmaz');
    expect(input('Telefon')).toHaveValue('0 (532) 123 45 67');
    expect(input('E-posta')).toHaveValue('influencer@portal.example');
    expect(input('Instagram Kullanıcı Adı')).toHaveValue('ayseyilmazstil');
    expect(input('Instagram Takipçi Sayısı')).toHaveValue('48250');
    expect(input('Trendyol Kullanıcı Adı')).toHaveValue('ayseyilmazstil');
    expect(screen.getByText('Paylaşım yapıyorum')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Şirketim var' })).not.toBeChecked();
    expect(input('Banka Hesabı Ad Soyad')).toHaveValue('Ayşe Yılmaz');
    expect(input('TC Kimlik No')).toHaveValue('12345678950');
    expect(input('IBAN')).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    expect(input('Adres')).toHaveValue('Bağdat Cad. No: 112 D: 5');
    expect(input('İl')).toHaveValue('İstanbul');
    expect(input('İlçe')).toHaveValue('Kadıköy');
    // Administrator-only fields are not shown to members.
    expect(screen.queryByLabelText('Komisyon Oranı (%)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Trendyol Eşleşme Durumu')).not.toBeInTheDocument();
  });

  it('lists the marketplace statuses in the order 1, 2, 3, 4, 6, 5', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByLabelText('Trendyol Durumu'));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(6));
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(labels).toEqual([
      'Yeni başlıyorum, henüz hiçbir şey yapmadım',
      'Başvurdum, onay bekliyorum',
      'Onaylandım, ajans seçimi yapıyorum',
      'Her şey hazır, başlıyorum',
      'Paylaşım yapıyorum',
      'Ayrılmak istiyorum',
    ]);
    expect(listbox).toBeInTheDocument();
  });

  it('shows the required-field messages when saving with empty fields', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const { user } = await openProfile();
    for (const label of ['Ad Soyad', 'Telefon', 'Adres', 'İl', 'IBAN']) await user.clear(input(label));
    await save(user);
    await waitFor(() => expect(screen.getAllByText('Bu alan gerekli!')).toHaveLength(5));
    const alert = errorAlert();
    expect(within(alert).getByText('Bu alan gerekli! (Ad Soyad)')).toBeInTheDocument();
    expect(within(alert).getByText('Bu alan gerekli! (IBAN)')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
    // Nothing was saved.
    expect((await storedMember()).fullName).toBe('Ayşe Yılmaz');
  });

  it('refuses a short IBAN and a short identity number at save time', async () => {
    const { user } = await openProfile();
    await user.clear(input('IBAN'));
    await user.type(input('IBAN'), '120006');
    expect(input('IBAN')).toHaveValue('TR12 0006');
    await user.clear(input('TC Kimlik No'));
    await user.type(input('TC Kimlik No'), '12345');
    await save(user);
    const alert = await waitFor(errorAlert);
    expect(within(alert).getByText('Lütfen Iban numarasını eksiksiz olarak giriniz')).toBeInTheDocument();
    expect(
      within(alert).getByText('Lütfen Tc Kimlik numarasını eksiksiz olarak giriniz'),
    ).toBeInTheDocument();
    expect((await storedMember()).ibanNumber).toBe('TR330006100519786457841326');
  });

  it('asks for the company type when the member has a company', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('switch', { name: 'Şirketim var' }));
    await user.type(input('Şirket Adı'), 'Medya');
    await user.type(input('Vergi No'), '123');
    await save(user);
    const alert = await waitFor(errorAlert);
    expect(within(alert).getByText('Lütfen Şirket tipi seçiniz')).toBeInTheDocument();
    expect((await storedMember()).isHaveCompany).toBe(false);
  });

  it('clears the personal bank fields when the company is turned on and the company fields when off', async () => {
    const { user } = await openProfile();
    const company = screen.getByRole('switch', { name: 'Şirketim var' });
    await user.click(company);
    expect(screen.queryByLabelText('TC Kimlik No')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Şirket Tipi'));
    await user.click(await screen.findByText('Şahıs Şirketi'));
    await user.type(input('Şirket Adı'), 'Medya');
    await user.type(input('Vergi No'), '123');

    await user.click(company);
    expect(input('TC Kimlik No')).toHaveValue('');
    expect(input('Banka Hesabı Ad Soyad')).toHaveValue('');

    await user.click(company);
    expect(input('Şirket Adı')).toHaveValue('');
    expect(input('Vergi No')).toHaveValue('');
    expect(screen.queryByText('Şahıs Şirketi')).not.toBeInTheDocument();
  });

  it('saves a company profile without the personal bank fields', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('switch', { name: 'Şirketim var' }));
    await user.click(screen.getByLabelText('Şirket Tipi'));
    await user.click(await screen.findByText('Kurumsal Şirket (LTD/AŞ)'));
    await user.type(input('Şirket Adı'), 'Medya');
    await user.type(input('Vergi No'), '123');
    await save(user);
    expect(await screen.findByText('İşlem başarılı.')).toBeInTheDocument();
    const stored = await storedMember();
    expect(stored).toMatchObject({
      isHaveCompany: true,
      companyType: 2,
      companyName: 'Medya',
      taxNumber: '123',
      identityNumber: null,
      bankAccountFullName: null,
    });
  });

  it('locks a saved marketplace user name for members', async () => {
    await openProfile();
    expect(input('Trendyol Kullanıcı Adı')).toBeDisabled();
    expect(screen.getByText(/yalnızca yöneticiler tarafından değiştirilebilir/)).toBeInTheDocument();
  });

  it('lets an administrator edit it (via ?id=) and filters what is typed', async () => {
    const { user } = await openProfile(`/admin/profile?id=${SEED_IDS.member}`, 'admin');
    const field = input('Trendyol Kullanıcı Adı');
    await waitFor(() => expect(field).toBeEnabled());
    expect(screen.getByLabelText('Komisyon Oranı (%)')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Trendyol Eşleşme Durumu' })).toBeChecked();
    await user.clear(field);
    await user.type(field, 'Yeni Ad_42!');
    expect(field).toHaveValue('yeniad42');
  });

  it('shows a translated server error, scrolls up and keeps what was typed', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const { user } = await openProfile();
    await user.clear(input('E-posta'));
    await user.type(input('E-posta'), 'admin@portal.example');
    await user.clear(input('İl'));
    await user.type(input('İl'), 'Ankara');
    scroll.mockClear();
    await save(user);
    const alert = await waitFor(() => {
      const el = errorAlert();
      expect(el).toHaveTextContent(/Bu e-posta adresi zaten kullanılıyor/);
      return el;
    });
    expect(alert).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
    expect(input('E-posta')).toHaveValue('admin@portal.example');
    expect(input('İl')).toHaveValue('Ankara');
  });

  it('saves (phone as digits, IBAN without spaces), toasts and shows the saved data after a reload', async () => {
    const first = await openProfile();
    const { user } = first;
    await user.clear(input('İl'));
    await user.type(input('İl'), 'Ankara');
    await user.clear(input('Telefon'));
    await user.type(input('Telefon'), '5551112233');
    expect(input('Telefon')).toHaveValue('0 (555) 111 22 33');
    await user.clear(input('Instagram Takipçi Sayısı'));
    await user.type(input('Instagram Takipçi Sayısı'), '12a34');
    expect(input('Instagram Takipçi Sayısı')).toHaveValue('1234');
    await save(user);
    expect(await screen.findByText('İşlem başarılı.')).toBeInTheDocument();

    const stored = await storedMember();
    expect(stored).toMatchObject({
      city: 'Ankara',
      phoneNumber: '05551112233',
      ibanNumber: 'TR330006100519786457841326',
      instagramFollowerCount: 1234,
    });

    first.unmount();
    await openProfile();
    expect(input('İl')).toHaveValue('Ankara');
    expect(input('Telefon')).toHaveValue('0 (555) 111 22 33');
    expect(first.router.state.location.pathname).toBe('/admin/profile');
  });

  it("returns to the user list after an administrator saves another user's profile", async () => {
    const { user, router } = await openProfile(`/admin/profile?id=${SEED_IDS.member}`, 'admin');
    await user.clear(input('İlçe'));
    await user.type(input('İlçe'), 'Üsküdar');
    await save(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user-list'));
    expect((await storedMember()).province).toBe('Üsküdar');
  });
});
