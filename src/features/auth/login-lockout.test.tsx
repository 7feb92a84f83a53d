import { screen } from '@testing-library/react';
import { call, useMockServer, DEMO } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { LOCKOUT_MINUTES, MAX_FAILED_ACCESS_ATTEMPTS } from '@mocks/domain/lockout';

useMockServer();

describe('login lockout', () => {
  it('after too many wrong passwords the login page says the account is locked and for how long', async () => {
    for (let i = 0; i < MAX_FAILED_ACCESS_ATTEMPTS; i++) {
      await call('POST', '/api/login', {
        json: { userNameOrEmail: DEMO.member.userName, password: 'yanlis' },
      });
    }
    const { user, router } = await renderApp('/account/login');
    await user.type(await screen.findByLabelText('Kullanıcı Adı veya E-posta'), DEMO.member.userName);
    await user.type(screen.getByLabelText('Şifre'), DEMO.member.password);
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Çok sayıda hatalı şifre denemesi nedeniyle hesabınız kilitlendi. Lütfen ${LOCKOUT_MINUTES} dakika sonra tekrar deneyiniz.`,
    );
    expect(router.state.location.pathname).toBe('/account/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
