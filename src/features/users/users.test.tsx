import { screen, waitFor, within } from '@testing-library/react';
import { call, DEMO, errorNames, login, loginAdmin, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { SEED_IDS } from '@mocks/seed';

useMockServer();

const T = { timeout: 30_000 };

/** The e-mail cells of the table's rows, in order. */
const emails = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map(
    (row) => row.querySelectorAll('td')[1]?.textContent ?? '',
  );

async function openList() {
  const utils = await renderApp('/admin/user-list', { as: 'admin' });
  await screen.findByText('admin@portal.example', undefined, T);
  return utils;
}

/** The form item (label, input, messages) around an input. */
const itemOf = (input: HTMLElement) => input.closest('.field, .ant-form-item') as HTMLElement;

type User = Awaited<ReturnType<typeof openList>>['user'];

/** Replaces the text of an input (pasting is much faster than typing key by key). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function search(user: User, text: string) {
  await fill(user, screen.getByPlaceholderText('Ara'), text);
}

describe('user list', { timeout: 180_000 }, () => {
  it('shows the seeded users page by page', async () => {
    const { user } = await openList();
    const first = emails();
    expect(first).toHaveLength(10);
    expect(screen.getByText('Toplam 70 kayıt')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(emails()[0]).not.toBe(first[0]), T);
    expect(emails()).toHaveLength(10);
    expect(emails()).not.toContain('admin@portal.example');
  });

  it('narrows the list by search', async () => {
    const { user } = await openList();
    await search(user, 'influencer');
    await waitFor(() => expect(emails()).toEqual(['influencer@portal.example']), T);
    expect(screen.getByText('Eşleşti')).toBeInTheDocument();
    expect(screen.getByText('Şirketi yok')).toBeInTheDocument();
  });

  it('sorts by e-mail descending', async () => {
    const { user } = await openList();
    const token = await loginAdmin();
    const page = async (sortBy: string) =>
      (await call('GET', '/api/users', { token, query: { sortBy, pageSize: 10 } })).body.content.items.map(
        (u: { email: string }) => u.email,
      );
    const [ascending, descending] = [await page('email'), await page('email desc')];
    const header = () => screen.getByRole('columnheader', { name: /E-posta/ });
    await user.click(header());
    await waitFor(() => expect(emails()).toEqual(ascending), T);
    // The global loading overlay blocks clicks while the request runs.
    await waitFor(() => expect(getComputedStyle(header()).pointerEvents).not.toBe('none'), T);
    await user.click(header());
    await waitFor(() => expect(emails()).toEqual(descending), T);
    expect(header()).toHaveAttribute('aria-sort', 'descending');
  });

  it('creates a user with a role, who then appears and can log in', async () => {
    const { user } = await openList();
    await user.click(screen.getByText('Yeni Kullanıcı').closest('button')!);
    const dialog = await screen.findByRole('dialog', undefined, T);
    const form = within(dialog);
    await fill(user, await form.findByLabelText(/^Kullanıcı Adı/, undefined, T), 'yenikullanici');
    await fill(user, form.getByLabelText(/^E-posta/), 'yeni@example.com');
    await fill(user, form.getByLabelText(/^Şifre$/), 'Guclu1234!');
    await fill(user, form.getByLabelText(/^Şifre Tekrar/), 'Guclu1234!');
    await fill(user, form.getByLabelText(/^Ad Soyad/), 'Yeni Kullanıcı');
    await user.click(form.getByRole('checkbox', { name: 'Destek Ekibi' }));
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('İşlem başarılı.', undefined, T);

    await search(user, 'yenikullanici');
    await waitFor(() => expect(emails()).toEqual(['yeni@example.com']), T);

    const token = await login('yenikullanici', 'Guclu1234!');
    expect(token).toBeTruthy();
    const admin = await loginAdmin();
    const list = await call('GET', '/api/users', { token: admin, query: { filter: 'yenikullanici' } });
    const created = await call('GET', `/api/users/${list.body.content.items[0]!.id}`, { token: admin });
    expect(created.body.content.grantedRoleIds).toContain(SEED_IDS.supportRole);
  });

  it('validates the dialog on the client', async () => {
    const { user } = await openList();
    await user.click(screen.getByText('Yeni Kullanıcı').closest('button')!);
    const dialog = await screen.findByRole('dialog', undefined, T);
    const form = within(dialog);
    await form.findByLabelText(/^Kullanıcı Adı/, undefined, T);
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    // userName, email, password and passwordRepeat (the commission has a default).
    for (const label of [/^Kullanıcı Adı/, /^E-posta/, /^Şifre$/, /^Şifre Tekrar/])
      await waitFor(
        () => expect(itemOf(form.getByLabelText(label))).toHaveTextContent('Bu alan gerekli!'),
        T,
      );
    expect(itemOf(form.getByLabelText(/^Komisyon/))).not.toHaveTextContent('Bu alan gerekli!');

    await fill(user, form.getByLabelText(/^E-posta/), 'not-an-email');
    await fill(user, form.getByLabelText(/^Şifre$/), 'Guclu1234!');
    await fill(user, form.getByLabelText(/^Şifre Tekrar/), 'Baska1234!');
    await user.clear(form.getByLabelText(/^Komisyon/));
    await user.tab();
    await waitFor(
      () =>
        expect(itemOf(form.getByLabelText(/^E-posta/))).toHaveTextContent(
          'Geçerli bir e-posta adresi girin!',
        ),
      T,
    );
    expect(itemOf(form.getByLabelText(/^Şifre Tekrar/))).toHaveTextContent('Şifreler eşleşmeli!');
    expect(itemOf(form.getByLabelText(/^Kullanıcı Adı/))).toHaveTextContent('Bu alan gerekli!');
    expect(itemOf(form.getByLabelText(/^Komisyon/))).toHaveTextContent('Bu alan gerekli!');
    expect(screen.queryByText('İşlem başarılı.')).not.toBeInTheDocument();
  });

  it('shows server errors in the dialog and keeps the typed values', async () => {
    const { user } = await openList();
    await user.click(screen.getByText('Yeni Kullanıcı').closest('button')!);
    const dialog = await screen.findByRole('dialog', undefined, T);
    const form = within(dialog);
    await fill(user, await form.findByLabelText(/^Kullanıcı Adı/, undefined, T), 'influencer');
    await fill(user, form.getByLabelText(/^E-posta/), 'baska@example.com');
    await fill(user, form.getByLabelText(/^Şifre$/), 'Guclu1234!');
    await fill(user, form.getByLabelText(/^Şifre Tekrar/), 'Guclu1234!');
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    const alert = await form.findByRole('alert', undefined, T);
    expect(alert).toHaveTextContent('Bu kullanıcı adı zaten kullanılıyor');
    expect(form.getByLabelText(/^Kullanıcı Adı/)).toHaveValue('influencer');
    expect(form.getByLabelText(/^E-posta/)).toHaveValue('baska@example.com');
    expect(form.getByLabelText(/^Şifre$/)).toHaveValue('Guclu1234!');
  });

  it('edits a user without touching the password', async () => {
    const { user } = await openList();
    await search(user, 'influencer');
    await waitFor(() => expect(emails()).toEqual(['influencer@portal.example']), T);
    await user.click(screen.getByLabelText('Düzenle influencer'));
    const dialog = await screen.findByRole('dialog', undefined, T);
    const form = within(dialog);
    const fullName = await form.findByLabelText(/^Ad Soyad/, undefined, T);
    await waitFor(() => expect(fullName).toHaveValue('Ayşe Yılmaz'), T);
    expect(form.getByLabelText(/^Şifre$/)).toHaveValue('');
    await fill(user, fullName, 'Ayşe Yılmaz Demir');
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('İşlem başarılı.', undefined, T);
    await screen.findByText('Ayşe Yılmaz Demir', undefined, T);

    // The password is unchanged.
    expect(await login(DEMO.member.userName, DEMO.member.password)).toBeTruthy();
  });

  it('deactivates a user after confirmation; they can no longer log in', async () => {
    const { user } = await openList();
    await search(user, 'influencer');
    await waitFor(() => expect(emails()).toEqual(['influencer@portal.example']), T);
    await user.click(screen.getByLabelText('Pasif Yap influencer'));
    const confirm = await screen.findByRole('dialog', undefined, T);
    expect(confirm).toHaveTextContent(
      'Kullanıcıyı pasif yapmak istiyor musunuz? Kullanıcı sisteme giriş yapamayacak.',
    );
    await user.click(within(confirm).getByRole('button', { name: /Pasif Yap/ }));
    await screen.findByText('Pasif', { selector: '.ant-tag' }, T);
    // Only active users can be deactivated.
    expect(screen.queryByLabelText('Pasif Yap influencer')).not.toBeInTheDocument();

    const res = await call('POST', '/api/login', {
      json: { userNameOrEmail: DEMO.member.userName, password: DEMO.member.password },
    });
    expect(errorNames(res)).toEqual(['UserIsNotActive']);
  });

  it('shows a failed deactivation in an error popup', async () => {
    const { user } = await openList();
    await user.click(screen.getByLabelText('Pasif Yap admin'));
    const confirm = await screen.findByRole('dialog', undefined, T);
    await user.click(within(confirm).getByRole('button', { name: /Pasif Yap/ }));
    expect(
      await screen.findByText('Yönetici (admin) kullanıcısı silinemez!', undefined, T),
    ).toBeInTheDocument();
  });

  it('links the profile update to /admin/profile?id= in a new tab', async () => {
    await openList();
    const link = screen.getByLabelText('Profili Güncelle admin');
    expect(link).toHaveAttribute('href', `/admin/profile?id=${SEED_IDS.admin}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('gives a member no user data', async () => {
    await renderApp('/admin/user-list', { as: 'member' });
    expect(await screen.findByText('Bu işlem için yetkiniz bulunmuyor.', undefined, T)).toBeInTheDocument();
    expect(screen.queryByText('admin@portal.example')).not.toBeInTheDocument();
    expect(screen.queryByText('influencer@portal.example')).not.toBeInTheDocument();
    expect(screen.queryByText('Yeni Kullanıcı')).not.toBeInTheDocument();
  });
});
