import { screen } from '@testing-library/react';
import { DEMO, login, useMockServer } from '../../tests/support/api';
import { renderApp } from '../../tests/support/render';
import { preloadRoute } from './routes';
import { signIn, signOut } from '@/lib/session';

useMockServer();

const T = { timeout: 30_000 };
// A page's spinner (PageLoading), not the global loading overlay (always mounted, hidden when idle).
const spinner = () => document.querySelector('.ant-spin:not(.ant-spin-fullscreen)');
const FAQ = 'Ajansınızla çalışmak ücretli mi?';
const userMenu = () => screen.queryByRole('button', { name: /^Kullanıcı menüsü/ });

// One file of its own: a route's code, once fetched, stays loaded for the rest of the file.
describe('preloadRoute (src/main.tsx awaits it before the first render)', () => {
  it('lets the first render show the whole page: layout, form and heading, no spinner', async () => {
    await preloadRoute('/account/login');
    await renderApp('/account/login');
    // Right after the render, without waiting.
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(spinner()).toBeNull();
  });

  it('leaves a route it was not asked for to load after the render, behind the spinner', async () => {
    await renderApp('/account/forgot-password');
    expect(screen.queryByRole('heading', { name: 'Şifre Sıfırlama' })).not.toBeInTheDocument();
    expect(spinner()).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Şifre Sıfırlama' }, T)).toBeInTheDocument();
  });

  // The signed-in tests: this one first, so that no earlier render has loaded the shell.
  it("fetches a signed-in user's shell, query cache, permission check and page together", async () => {
    signIn(await login(DEMO.admin.userName, DEMO.admin.password));
    await preloadRoute('/admin/role-list');
    await renderApp('/admin/role-list', { as: 'admin' });
    // The shell at once; the page itself waits for the user's permissions (a request), then shows without loading code.
    expect(userMenu()).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Roller' }, T)).toBeInTheDocument();
  });

  it('loads nothing for a page the guard would redirect from (an anonymous visit of a signed-in page)', async () => {
    signOut();
    await preloadRoute('/admin/faq');
    // Signed in afterwards: had the anonymous preload fetched the page, it would show at once in the loaded shell.
    await renderApp('/admin/faq', { as: 'admin' });
    expect(userMenu()).toBeInTheDocument();
    expect(screen.queryByText(FAQ)).not.toBeInTheDocument();
    expect(spinner()).not.toBeNull();
    expect(await screen.findByText(FAQ, undefined, T)).toBeInTheDocument();
  });
});
