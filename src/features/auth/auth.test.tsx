import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '@mocks/db';
import { call, login, useMockServer, DEMO } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { registerSchema } from './schemas';

useMockServer();

const REQUIRED = 'Bu alan gerekli!';
const BAD_EMAIL = 'Geçerli bir e-posta adresi girin!';
const MISMATCH = 'Şifreler eşleşmiyor!';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
async function type(user: UserEvent, label: string, value: string) {
  const input = await screen.findByLabelText<HTMLInputElement>(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}
const alertText = async () => (await screen.findByRole('alert')).textContent;
/** A dialog that is gone or playing its closing animation (which never ends in jsdom). */
const closed = (dialog: HTMLElement) => !dialog.isConnected || /-leave\b/.test(dialog.className);
const mailsTo = (to: string) =>
  db.mails
    .findMany((q) => q.where((m) => m.to.toLowerCase() === to.toLowerCase()))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

async function acceptCookies(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Tüm çerezleri kabul et' }));
}

describe('login', () => {
  it('needs both fields', async () => {
    const { user } = await renderApp('/account/login');
    await user.click(await screen.findByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
  });

  it('uses the exact input names and a submit button', async () => {
    await renderApp('/account/login');
    const form = await screen.findByRole('form', { name: 'Giriş Yap' });
    expect(form.querySelector('input[name="userNameOrEmail"]')).not.toBeNull();
    expect(form.querySelector('input[name="password"]')).not.toBeNull();
    expect(within(form).getByRole('button', { name: 'Giriş Yap' })).toHaveAttribute('type', 'submit');
  });

  it('shows a wrong password in the red alert and keeps what was typed', async () => {
    const { user, router } = await renderApp('/account/login');
    await type(user, 'Kullanıcı Adı veya E-posta', 'admin');
    await type(user, 'Şifre', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await alertText()).toBe('Kullanıcı adı veya şifre yanlış!');
    expect(field('Kullanıcı Adı veya E-posta')).toHaveValue('admin');
    expect(field('Şifre')).toHaveValue('wrong-password');
    expect(router.state.location.pathname).toBe('/account/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tells a passive user so', async () => {
    const { user } = await renderApp('/account/login');
    await type(user, 'Kullanıcı Adı veya E-posta', DEMO.inactive.userName);
    await type(user, 'Şifre', DEMO.inactive.password);
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await alertText()).toMatch(/pasif/);
  });

  it('signs in with Enter and lands on the redirect path', async () => {
    const { user, router } = await renderApp('/admin/faq?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    await type(user, 'Kullanıcı Adı veya E-posta', DEMO.member.userName);
    await type(user, 'Şifre', `${DEMO.member.password}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/faq'));
    expect(router.state.location.search).toBe('?x=1');
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it('accepts the e-mail address and goes home without a redirect', async () => {
    const { user, router } = await renderApp('/account/login');
    await type(user, 'Kullanıcı Adı veya E-posta', 'admin@portal.example');
    await type(user, 'Şifre', DEMO.admin.password);
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'));
    expect(await screen.findByRole('heading', { name: 'Hoş geldiniz, admin!' })).toBeInTheDocument();
  });

  // Dot segments that resolve to `//host` too (issue 13): home, with the page rendered and no rejection.
  it.each([
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/..//evil.example',
    '/./..//evil.example/x',
  ])('ignores the hostile redirect %s', async (redirect) => {
    const { user, router } = await renderApp(`/account/login?redirect=${encodeURIComponent(redirect)}`);
    await type(user, 'Kullanıcı Adı veya E-posta', DEMO.member.userName);
    await type(user, 'Şifre', DEMO.member.password);
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: /Hoş geldiniz/ })).toBeInTheDocument();
  });

  it('links to forgot-password, register and (mock builds) the mailbox', async () => {
    await renderApp('/account/login');
    expect(await screen.findByRole('link', { name: 'Şifremi Unuttum' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/account/register');
    expect(screen.getByRole('link', { name: 'Posta Kutusu' })).toHaveAttribute('href', '/mock/mailbox');
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://apps.apple.com/'),
    );
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://play.google.com/'),
    );
  });

  it('offers to resend the confirmation mail for an unconfirmed e-mail', async () => {
    const { user, router } = await renderApp('/account/login');
    await type(user, 'Kullanıcı Adı veya E-posta', DEMO.unconfirmed.userName);
    await type(user, 'Şifre', DEMO.unconfirmed.password);
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText(/E-posta adresiniz henüz doğrulanmamış/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
    const before = mailsTo('yeniuye@portal.example').length;

    await user.click(screen.getByRole('button', { name: /Doğrulama e-postasını tekrar gönder/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Doğrulama E-postası Gönder' });
    expect(within(dialog).getByLabelText('E-posta')).toHaveValue('yeniuye@portal.example');
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    expect(await screen.findByText(/E-posta başarıyla gönderildi/)).toBeInTheDocument();
    await waitFor(() => expect(closed(dialog)).toBe(true));
    expect(mailsTo('yeniuye@portal.example')).toHaveLength(before + 1);
    expect(mailsTo('yeniuye@portal.example')[0].links[0].href).toMatch(
      /^http:\/\/localhost(:\d+)?\/account\/confirm-email\?token=/,
    );
  });

  it('validates the address and toasts a failed resend for 5 s', async () => {
    const { user } = await renderApp('/account/login');
    await type(user, 'Kullanıcı Adı veya E-posta', DEMO.unconfirmed.userName);
    await type(user, 'Şifre', DEMO.unconfirmed.password);
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await user.click(await screen.findByRole('button', { name: /Doğrulama e-postasını tekrar gönder/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Doğrulama E-postası Gönder' });
    const email = within(dialog).getByLabelText('E-posta');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(await within(dialog).findByText(BAD_EMAIL)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'nobody@portal.example');
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Kullanıcı bulunamadı, lütfen tekrar deneyiniz')).toBeInTheDocument();
    expect(email).toHaveValue('nobody@portal.example');
  });
});

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
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(4);
    expect(screen.getByText('Devam etmek için üyelik sözleşmesini onaylamanız gerekir.')).toBeInTheDocument();
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
    db.mails.create({
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

describe('forgot password', () => {
  it('needs the field', async () => {
    const { user } = await renderApp('/account/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'E-posta Gönder' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  });

  it('shows an unknown user in the red alert and keeps what was typed', async () => {
    const { user } = await renderApp('/account/forgot-password');
    await type(user, 'Kullanıcı Adı veya E-posta', 'nobody');
    await user.click(screen.getByRole('button', { name: 'E-posta Gönder' }));
    expect(await alertText()).toBe('Kullanıcı bulunamadı.');
    expect(field('Kullanıcı Adı veya E-posta')).toHaveValue('nobody');
  });

  it('sends the mail and says so', async () => {
    const { user } = await renderApp('/account/forgot-password');
    await type(user, 'Kullanıcı Adı veya E-posta', 'influencer@portal.example');
    await user.click(screen.getByRole('button', { name: 'E-posta Gönder' }));
    expect(await screen.findByText(/E-posta başarıyla gönderildi/)).toBeInTheDocument();
    expect(mailsTo('influencer@portal.example')[0].links[0].href).toContain('/account/reset-password?token=');
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/account/login');
  });
});

describe('reset password', () => {
  it('prefills the user from the link, validates, and keeps values on a bad token', async () => {
    const { user } = await renderApp('/account/reset-password?token=bad-token&userNameOrEmail=influencer');
    expect(await screen.findByLabelText('Kullanıcı Adı veya E-posta')).toHaveValue('influencer');
    expect(screen.getByRole('link', { name: 'Giriş sayfasına dön' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    await user.click(screen.getByRole('button', { name: 'Şifreyi Sıfırla' }));
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
    await type(user, 'Yeni Şifre', 'NewSecret123!');
    await type(user, 'Şifre Tekrar', 'Different123!');
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    await type(user, 'Şifre Tekrar', 'NewSecret123!');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Sıfırla' }));
    expect(await alertText()).toBe(
      'Bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyiniz.',
    );
    expect(field('Yeni Şifre')).toHaveValue('NewSecret123!');
    expect(field('Kullanıcı Adı veya E-posta')).toHaveValue('influencer');
  });

  it('sets the new password with a good token', async () => {
    const sent = await call('POST', '/api/forgotPassword', {
      json: { userNameOrEmail: 'influencer', clientDomain: 'http://localhost:3000' },
    });
    expect(sent.status).toBe(200);
    const href = mailsTo('influencer@portal.example')[0].links[0].href;
    const url = new URL(href);
    const { user } = await renderApp(url.pathname + url.search);
    await type(user, 'Yeni Şifre', 'NewSecret123!');
    await type(user, 'Şifre Tekrar', 'NewSecret123!');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Sıfırla' }));
    expect(await screen.findByText(/Şifreniz başarıyla değiştirildi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/account/login');
    expect(await login('influencer', 'NewSecret123!')).toBeTruthy();
  });
});

describe('confirm e-mail', () => {
  it('confirms with a good token (once) and offers the login', async () => {
    await renderApp('/account/confirm-email?token=seed-confirm-token-yeniuye&email=yeniuye%40portal.example');
    expect(
      await screen.findByText('E-posta adresiniz başarıyla doğrulandı. Giriş yapabilirsiniz.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/account/login');
    expect(db.users.findFirst((q) => q.where({ userName: 'yeniuye' }))!.emailConfirmed).toBe(true);
    expect(await login(DEMO.unconfirmed.userName, DEMO.unconfirmed.password)).toBeTruthy();
  });

  it('shows the translated error for a bad token', async () => {
    await renderApp('/account/confirm-email?token=wrong&email=yeniuye%40portal.example');
    expect(await alertText()).toBe(
      'Bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyiniz.',
    );
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(db.users.findFirst((q) => q.where({ userName: 'yeniuye' }))!.emailConfirmed).toBe(false);
  });

  it('shows an unknown address translated', async () => {
    await renderApp('/account/confirm-email?token=x&email=nobody%40portal.example');
    expect(await alertText()).toBe('Kullanıcı bulunamadı.');
  });
});

describe('change password', () => {
  async function openDialog() {
    const r = await renderApp('/admin/home', { as: 'member' });
    await r.user.click(await screen.findByRole('button', { name: 'Kullanıcı menüsü: influencer' }));
    await r.user.click(await screen.findByText('Şifre Değiştir'));
    const dialog = await screen.findByRole('dialog', { name: 'Şifre Değiştir' });
    return { ...r, dialog };
  }

  it('validates and shows a wrong current password, keeping values', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(3);
    await user.type(within(dialog).getByLabelText('Mevcut Şifre'), 'not-my-password');
    await user.type(within(dialog).getByLabelText('Yeni Şifre'), 'NewSecret123!');
    await user.type(within(dialog).getByLabelText('Şifre Tekrar'), 'Other123!');
    expect(await within(dialog).findByText(MISMATCH)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Şifre Tekrar'));
    await user.type(within(dialog).getByLabelText('Şifre Tekrar'), 'NewSecret123!');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Mevcut şifreniz yanlış!');
    expect(within(dialog).getByLabelText('Mevcut Şifre')).toHaveValue('not-my-password');
  });

  it('changes the password, toasts success and logs out', async () => {
    const { user, dialog, router } = await openDialog();
    expect(dialog.closest('.ant-modal, [role=dialog]')).toHaveStyle({ width: '500px' });
    await user.type(within(dialog).getByLabelText('Mevcut Şifre'), DEMO.member.password);
    await user.type(within(dialog).getByLabelText('Yeni Şifre'), 'NewSecret123!');
    await user.type(within(dialog).getByLabelText('Şifre Tekrar'), 'NewSecret123!');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İşlem başarılı.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await login(DEMO.member.userName, 'NewSecret123!')).toBeTruthy();
  });
});
