import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { call, DEMO, login, useMockServer } from '../../tests/support/api';
import { renderApp } from '../../tests/support/render';
import { App } from './App';
import { createQueryClient } from './providers';
import { createRoutes, preloadRoute } from './routes';
import { permissionsQueryKey } from '@/lib/permissions';
import { signIn, signOut } from '@/lib/session';

useMockServer();

const T = { timeout: 30_000 };
/** A page's spinner (PageLoading: a layout's or page's code loading, or the permission check waiting). */
const spinner = () => document.querySelector('.page-loading');
const REGISTER = 'Kayıt Ol';
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

  it('loads nothing for a public-only page when signed in (the guard sends the user home)', async () => {
    signIn(await login(DEMO.member.userName, DEMO.member.password));
    await preloadRoute('/account/register');
    await renderApp('/account/register');
    expect(spinner()).not.toBeNull();
    await screen.findByRole('form', { name: REGISTER }, T);
  });

  // The signed-in tests: this one first, so that no earlier render has loaded the shell.
  it("fetches a signed-in user's shell, query cache, permission check and page together", async () => {
    const token = await login(DEMO.admin.userName, DEMO.admin.password);
    signIn(token);
    // The user's permissions already in the cache, so the permission check has nothing to wait for.
    const queryClient = createQueryClient();
    const permissions = await call('GET', '/api/permissions', {
      token,
      query: { userNameOrEmail: DEMO.admin.userName },
    });
    queryClient.setQueryData(permissionsQueryKey(DEMO.admin.userName), permissions.body.content);
    await preloadRoute('/admin/role-list');
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/admin/role-list'] });
    render(<App router={router} queryClient={queryClient} />);
    // Right after the render: the shell and the page, no spinner.
    expect(userMenu()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roller' })).toBeInTheDocument();
    expect(spinner()).toBeNull();
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
