// Forgotten, reset and changed passwords; e-mail confirmation. Shared steps: ./auth.support.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/node';
import { call, login, useMockServer, DEMO } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { REQUIRED, MISMATCH, field, type, alertText, mailsTo } from './auth.support';
import { first } from '@/lib/at';

useMockServer();

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
    expect(first(first(mailsTo('influencer@portal.example')).links).href).toContain(
      '/account/reset-password?token=',
    );
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
    const href = first(first(mailsTo('influencer@portal.example')).links).href;
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
