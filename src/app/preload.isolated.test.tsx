/**
 * The first page in one render: the router fetches the address's code (its routes' `lazy`) before it renders them,
 * and src/main.tsx renders once it has (`whenRouterReady`). A route its guard would redirect from fetches nothing.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { call, DEMO, login, useMockServer } from '../../tests/support/api';
import { App, whenRouterReady } from './App';
import { createQueryClient } from './providers';
import { createRoutes } from './router';
import { permissionsQueryKey } from '@/lib/access';
import { signIn, signOut } from '@/lib/session';

/** How often each page's code was asked for (route id → calls). */
const asked = vi.hoisted(() => new Map<string, number>());
vi.mock('./pages', async (importOriginal) => {
  const { PAGES, FIRST_CALLS } = await importOriginal<typeof import('./pages')>();
  const counted = Object.entries(PAGES).map(([id, load]) => [
    id,
    load &&
      (() => {
        asked.set(id, (asked.get(id) ?? 0) + 1);
        return load();
      }),
  ]);
  return { PAGES: Object.fromEntries(counted) as typeof PAGES, FIRST_CALLS };
});

useMockServer();

const T = { timeout: 30_000 };
/** A page's spinner (PageLoading: the router still fetching the first address's code, or a permission check). */
const spinner = () => document.querySelector('.page-loading');
const userMenu = () => screen.queryByRole('button', { name: /^Kullanıcı menüsü/ });
const FAQ = 'Ajansınızla çalışmak ücretli mi?';

async function renderReady(url: string, queryClient = createQueryClient()) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  await whenRouterReady(router);
  render(<App router={router} queryClient={queryClient} />);
  return router;
}

beforeEach(() => {
  signOut();
  asked.clear();
});

describe('the first render (src/main.tsx renders once the router is ready)', () => {
  it('shows the whole page: layout, form and heading, no spinner', async () => {
    await renderReady('/account/login');
    // Right after the render, without waiting.
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(spinner()).toBeNull();
  });

  it('shows the spinner when rendered before the router is ready, then the page', async () => {
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/account/forgot-password'] });
    render(<App router={router} queryClient={createQueryClient()} />);
    expect(screen.queryByRole('heading', { name: 'Şifre Sıfırlama' })).not.toBeInTheDocument();
    expect(spinner()).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Şifre Sıfırlama' }, T)).toBeInTheDocument();
  });

  it("shows a signed-in user's shell and permission page at once (shell, query cache, check and page together)", async () => {
    const token = await login(DEMO.admin.userName, DEMO.admin.password);
    signIn(token);
    // The user's permissions already in the cache, so the permission check has nothing to wait for.
    const queryClient = createQueryClient();
    const permissions = await call('GET', '/api/permissions', {
      token,
      query: { userNameOrEmail: DEMO.admin.userName },
    });
    queryClient.setQueryData(permissionsQueryKey(DEMO.admin.userName), permissions.body.content);
    await renderReady('/admin/role-list', queryClient);
    expect(userMenu()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roller' })).toBeInTheDocument();
    expect(spinner()).toBeNull();
  });

  it('fetches nothing of a public-only page for a signed-in user (the guard sends them home)', async () => {
    signIn(await login(DEMO.member.userName, DEMO.member.password));
    const router = await renderReady('/account/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'), T);
    expect(asked.get('register')).toBeUndefined();
    expect(asked.get('home')).toBe(1);
  });

  it('fetches nothing of a signed-in page for an anonymous visitor, and loads it once they have signed in', async () => {
    const router = await renderReady('/admin/faq');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'), T);
    expect(asked.get('faq')).toBeUndefined();
    expect(asked.get('login')).toBe(1);
    // The router asked for the route's code once, anonymously: it loads now, behind the spinner.
    // As the login page does: the session and the navigation in one step (flushSync), so the public-only guard of
    // the login page does not send the user home first.
    const token = await login(DEMO.admin.userName, DEMO.admin.password);
    await act(() => {
      signIn(token);
      return router.navigate('/admin/faq', { flushSync: true });
    });
    expect(await screen.findByText(FAQ, undefined, T)).toBeInTheDocument();
    expect(userMenu()).toBeInTheDocument();
    expect(asked.get('faq')).toBe(1);
  });
});
