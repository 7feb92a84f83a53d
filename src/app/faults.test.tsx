/**
 * Error alerts, slow and failing networks reached through the mock's own fault engine (`failNext`, the mechanism
 * behind `window.__portalMock.fault` and the QA panel), not through hand-built responses.
 */
import { screen, waitFor } from '@testing-library/react';
import { useMockServer } from '../../tests/support/api';
import { failAlways, failNext, requestLog } from '../../tests/support/failNext';
import { renderApp, useAntdStyles } from '../../tests/support/render';
import { loading } from '@/lib/loading';

useMockServer();
useAntdStyles();

const T = { timeout: 30_000 };
const SERVER_ERROR = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.';
const NETWORK_ERROR = 'Sunucuya ulaşılamıyor. Lütfen internet bağlantınızı kontrol edip tekrar deneyiniz.';
/** The global 'Yükleniyor...' (a full-screen antd Spin, shown after 150 ms). */
const spinner = () =>
  [...document.querySelectorAll('.ant-spin-fullscreen.ant-spin-spinning')].find((e) =>
    e.textContent?.includes('Yükleniyor...'),
  ) ?? null;

describe('faults through the mock (failNext)', { timeout: 180_000 }, () => {
  it('a forced UserNotFound on login shows its Turkish text and keeps the typed user name', async () => {
    failNext('login', 'UserNotFound');
    const { user } = await renderApp('/account/login');
    const name = await screen.findByLabelText('Kullanıcı Adı veya E-posta', undefined, T);
    await user.type(name, 'influencer');
    await user.type(screen.getByLabelText('Şifre', { exact: true }), 'Member123!');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Kullanıcı bulunamadı.', undefined, T)).toBeVisible();
    expect(name).toHaveValue('influencer');
    expect(requestLog().at(-1)).toMatchObject({ operationId: 'login', status: 400, faulted: true });
  });

  it('a 500 on the user list shows the server-error text inside the shell', async () => {
    failAlways('getUsers', 500);
    await renderApp('/admin/user-list', { as: 'admin' });
    expect(await screen.findByText(SERVER_ERROR, undefined, T)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kullanıcı menüsü: admin' })).toBeVisible();
  });

  it("a 500 on the profile's first load shows the server-error text, and no spinner stays beside it", async () => {
    failAlways('getProfile', 500);
    const { container } = await renderApp('/admin/profile', { as: 'member' });
    expect(await screen.findByText(SERVER_ERROR, undefined, T)).toBeVisible();
    expect(container.querySelector('.profile-page .page-loading')).toBeNull();
  });

  it('a network failure shows the translated NetworkError text', async () => {
    failAlways('getUsers', { network: true });
    await renderApp('/admin/user-list', { as: 'admin' });
    expect(await screen.findByText(NETWORK_ERROR, undefined, T)).toBeVisible();
  });

  it('a slow answer shows the global Yükleniyor... until it comes', async () => {
    failNext('getUsers', { delayMs: 2500 });
    await renderApp('/admin/user-list', { as: 'admin' });
    await waitFor(() => expect(loading.count).toBeGreaterThan(0), T);
    await waitFor(() => expect(spinner()).not.toBeNull(), T);
    expect(await screen.findByText('admin@portal.example', undefined, T)).toBeVisible();
    await waitFor(() => expect(spinner()).toBeNull(), T);
  });

  it('a hanging answer: the user can leave, and the next page is not left spinning', async () => {
    failAlways('getUsers', { hang: true });
    const { router } = await renderApp('/admin/user-list', { as: 'admin' });
    await waitFor(() => expect(spinner()).not.toBeNull(), T);
    await router.navigate('/admin/role-list');
    expect(await screen.findByText('Kullanıcı Yöneticisi', undefined, T)).toBeVisible();
    await waitFor(() => expect(spinner()).toBeNull(), T);
    expect(loading.count).toBe(0);
  });
});
