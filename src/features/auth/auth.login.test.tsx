// Signing in (the login page). Shared steps: ./auth.support.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { useMockServer, DEMO } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { REQUIRED, BAD_EMAIL, field, type, alertText, closed, mailsTo } from './auth.support';
import { first } from '@/lib/at';

useMockServer();

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

  // Dot segments that resolve to `//host` too: home, with the page rendered and no rejection.
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
    expect(first(first(mailsTo('yeniuye@portal.example')).links).href).toMatch(
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
