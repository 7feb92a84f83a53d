// Registering, and the mock mailbox round trip. Shared steps: ./auth.support.ts.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '@mocks/node';
import { login, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { testMockHandle } from '../../../tests/support/qa-handle';
import { registerSchema } from './schemas';
import {
  REQUIRED,
  BAD_EMAIL,
  MISMATCH,
  field,
  type,
  alertText,
  closed,
  mailsTo,
  acceptCookies,
} from './auth.support';

useMockServer();

describe('register', () => {
  async function openRegister() {
    const r = await renderApp('/account/register');
    await acceptCookies(r.user);
    return r;
  }

  it('shows the cookie dialog until all cookies are accepted', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const { user } = await renderApp('/account/register');
      const dialog = await screen.findByRole('dialog', { name: 'Çerez Tercihleri' });
      await user.click(within(dialog).getByRole('button', { name: 'Çerez politikasını yönet' }));
      expect(open).toHaveBeenCalledWith('/contract/cookie-contract', '_blank', 'noopener');
      expect(closed(dialog)).toBe(false);
      await user.click(within(dialog).getByRole('button', { name: 'Tüm çerezleri kabul et' }));
      expect(localStorage.getItem('Cookie')).toBe('true');
      await waitFor(() => expect(closed(dialog)).toBe(true));
    } finally {
      open.mockRestore();
    }
  });

  it('does not ask again once accepted', async () => {
    const { user, unmount } = await renderApp('/account/register');
    await acceptCookies(user);
    unmount();
    // renderApp clears localStorage; render by hand with the consent kept.
    const { render } = await import('@testing-library/react');
    const { createMemoryRouter, RouterProvider } = await import('react-router-dom');
    const { AppProviders, createQueryClient } = await import('@/app/providers');
    const { createRoutes } = await import('@/app/router');
    localStorage.setItem('Cookie', 'true');
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider
          router={createMemoryRouter(createRoutes(), { initialEntries: ['/account/register'] })}
        />
      </AppProviders>,
    );
    expect(await screen.findByRole('form', { name: 'Kayıt Ol' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Çerez Tercihleri' })).toBeNull();
  });

  it('validates on the client: required fields, e-mail, matching passwords, contract', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    // The four text fields and the unticked membership contract, each 'Bu alan gerekli!' (spec: RequiredField).
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(5);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(REQUIRED);
    await type(user, 'E-posta', 'not-an-email');
    await type(user, 'Şifre', 'Secret123!');
    await type(user, 'Şifre Tekrar', 'Secret124!');
    expect(await screen.findByText(BAD_EMAIL)).toBeInTheDocument();
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
  });

  it('links the contracts in new tabs and has the buttons', async () => {
    await openRegister();
    expect(screen.getByRole('link', { name: 'Üyelik sözleşmesini' })).toHaveAttribute(
      'href',
      '/contract/member',
    );
    expect(screen.getByRole('link', { name: 'Üyelik sözleşmesini' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'hesap oluşturma aydınlatma metnini' })).toHaveAttribute(
      'href',
      '/contract/account-create-information',
    );
    expect(screen.getByRole('link', { name: 'hesap oluşturma aydınlatma metnini' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Hesabım var' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('button', { name: 'Kayıt Ol' })).toHaveAttribute('type', 'submit');
  });

  async function fill(user: UserEvent, userName: string, email: string) {
    await type(user, 'Kullanıcı Adı', userName);
    await type(user, 'E-posta', email);
    await type(user, 'Şifre', 'Secret123!');
    await type(user, 'Şifre Tekrar', 'Secret123!');
    await user.click(screen.getByRole('checkbox'));
  }

  it('shows a taken user name in the red alert and keeps what was typed', async () => {
    const { user } = await openRegister();
    await fill(user, 'influencer', 'someone-new@portal.example');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await alertText()).toMatch(/^Bu kullanıcı adı zaten kullanılıyor/);
    expect(field('Kullanıcı Adı')).toHaveValue('influencer');
    expect(field('E-posta')).toHaveValue('someone-new@portal.example');
    expect(field('Şifre')).toHaveValue('Secret123!');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('shows reserved names and taken e-mails translated', async () => {
    const { user } = await openRegister();
    await fill(user, 'destek', 'influencer@portal.example');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kullanıcı adı kullanılamaz. Lütfen farklı bir kullanıcı adı giriniz.');
  });

  it('registers with Enter and shows the e-mail verification page', async () => {
    const { user } = await openRegister();
    await fill(user, 'yeniinfluencer', 'yeni.influencer@portal.example');
    await user.type(field('Şifre Tekrar'), '{Enter}');
    expect(await screen.findByText(/Hesabınız başarıyla oluşturuldu/)).toBeInTheDocument();
    expect(screen.getByText(/e-posta adresinizi doğrulamanız gerekiyor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/account/login');
    const user_ = db.users.findFirst((q) => q.where({ userName: 'yeniinfluencer' }))!;
    expect(user_.emailConfirmed).toBe(false);
    expect(mailsTo('yeni.influencer@portal.example')).toHaveLength(1);
  });

  it('schema: the contract must be accepted', async () => {
    const valid = {
      userName: 'a',
      email: 'a@b.co',
      password: 'x',
      passwordRepeat: 'x',
      kvkkConfirm: true,
    };
    expect(await registerSchema.isValid(valid)).toBe(true);
    expect(await registerSchema.isValid({ ...valid, kvkkConfirm: false })).toBe(false);
    expect(await registerSchema.isValid({ ...valid, passwordRepeat: 'y' })).toBe(false);
  });
});

describe('mailbox round trip', () => {
  // The mailbox reads the mails of the page's backend through its QA handle, as in a mock build.
  beforeEach(() => {
    window.__portalMock = testMockHandle();
  });
  afterEach(() => {
    delete window.__portalMock;
  });

  it('confirms a new account from the mail link in the mock mailbox', async () => {
    const { user, router } = await renderApp('/account/register');
    await acceptCookies(user);
    await type(user, 'Kullanıcı Adı', 'mailtest');
    await type(user, 'E-posta', 'mailtest@portal.example');
    await type(user, 'Şifre', 'Secret123!');
    await type(user, 'Şifre Tekrar', 'Secret123!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await screen.findByText(/Hesabınız başarıyla oluşturuldu/);

    await router.navigate('/mock/mailbox');
    const card = (await screen.findByText('mailtest@portal.example')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('E-posta adresinizi doğrulayın')).toBeInTheDocument();
    expect(within(card).getByText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /E-posta adresimi doğrula/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/confirm-email'));
    expect(
      await screen.findByText('E-posta adresiniz başarıyla doğrulandı. Giriş yapabilirsiniz.'),
    ).toBeInTheDocument();
    expect(await login('mailtest', 'Secret123!')).toBeTruthy();
  });

  it('renders mail bodies sanitised', async () => {
    await db.mails.create({
      id: 'x-1',
      to: 'evil@portal.example',
      subject: 'Kötü',
      html: '<p>Merhaba</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
      links: [],
      createdAt: new Date().toISOString(),
    });
    await renderApp('/mock/mailbox');
    const card = (await screen.findByText('evil@portal.example')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Merhaba')).toBeInTheDocument();
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  });
});
