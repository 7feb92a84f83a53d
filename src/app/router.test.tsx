import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { DEMO, login, useMockServer } from '../../tests/support/api';
import { signIn } from '@/lib/session';
import { PERMISSIONS } from '@/lib/access';
import { renderApp } from '../../tests/support/render';
import { addedTexts } from '../../tests/support/ui';
import { safeRedirect } from '@/config/paths';
import { createMemoryRouter } from 'react-router-dom';
import { loading } from '@/lib/loading';
import { forgetOnNavigation } from './router';
import { server } from '@mocks/node';

useMockServer();

const T = { timeout: 30_000 };

describe('route guard', () => {
  it('sends an anonymous visitor of a signed-in page to the login page with the full path', async () => {
    const { router } = await renderApp('/admin/user-list?x=1#top');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/admin/user-list?x=1#top',
    );
  });

  it('sends a signed-in user away from public-only pages to the home page', async () => {
    const { router } = await renderApp('/account/register', { as: 'member' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'));
  });

  it('shows a member the 403 page inside the shell for an administrator route, and never calls its API', async () => {
    const requested: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      requested.push(new URL(request.url).pathname.toLowerCase());
    };
    server.events.on('request:start', onRequest);
    try {
      const { router } = await renderApp('/admin/user-list', { as: 'member' });
      expect(await screen.findByText('Bu işlem için yetkiniz bulunmuyor.', undefined, T)).toBeInTheDocument();
      // Inside the shell: its top bar with the user menu is there.
      expect(screen.getByRole('button', { name: 'Kullanıcı menüsü: influencer' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/user-list');
      expect(requested).toContain('/api/permissions');
      expect(requested.filter((p) => p.startsWith('/api/users'))).toEqual([]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('shows an administrator the administrator route', async () => {
    await renderApp('/admin/user-list', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Kullanıcılar' }, T)).toBeInTheDocument();
    expect(screen.queryByText('Bu işlem için yetkiniz bulunmuyor.')).not.toBeInTheDocument();
  });

  it("renders an administrator's deep link only once the permissions are known: no member control, no member call", async () => {
    // What the member's version of the ticket page would show, and its call (the administrator's carries the
    // administrator's filters).
    const memberTexts = ['Yeni Talep', 'Kapanan talepler'];
    const added = addedTexts(document.body);
    const tickets: URL[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.toLowerCase() === '/api/tickets') tickets.push(url);
    };
    server.events.on('request:start', onRequest);
    try {
      await renderApp('/admin/ticket-list', { as: 'admin' });
      expect(await screen.findByText('Sadece bana atananlar', undefined, T)).toBeInTheDocument();
      await waitFor(() => expect(tickets.length).toBeGreaterThan(0));
      expect(memberTexts.filter((w) => added.texts.some((text) => text.includes(w)))).toEqual([]);
      expect(tickets.filter((u) => !u.searchParams.has('getOnlyAssignedToMe')).map(String)).toEqual([]);
    } finally {
      added.stop();
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('gives way to the spinner at once when the permissions load again: another user signed in from another tab', async () => {
    await renderApp('/admin/ticket-list', { as: 'admin' });
    expect(await screen.findByText('Sadece bana atananlar', undefined, T)).toBeInTheDocument();
    const memberToken = await login(DEMO.member.userName, DEMO.member.password);
    // The member's permissions take a while: until they are in, the page is neither the administrator's nor a guess.
    server.use(
      http.get('*/api/permissions', async () => {
        await delay(800);
      }),
    );
    const added = addedTexts(document.body);
    try {
      act(() => signIn(memberToken));
      await waitFor(() => expect(document.querySelector('.page-loading')).not.toBeNull());
      expect(added.texts.filter((text) => text.includes('Yeni Talep'))).toEqual([]);
      // Then the member's own page.
      expect(await screen.findByText('Yeni Talep', undefined, T)).toBeInTheDocument();
    } finally {
      added.stop();
    }
  });

  it("keeps the page when the same user's permissions come back changed, and then applies them", async () => {
    const { queryClient } = await renderApp('/admin/user-list', { as: 'admin' });
    expect(await screen.findByText('Yeni Kullanıcı', undefined, T)).toBeInTheDocument();
    // The administrator's role lost the right to create users meanwhile.
    const kept = queryClient
      .getQueryData<{ name: string }[]>(['permissions', DEMO.admin.userName])!
      .filter((p) => p.name !== PERMISSIONS.userCreate);
    server.use(
      http.get('*/api/permissions', () => HttpResponse.json({ isError: false, errors: [], content: kept })),
    );
    let spinner = false;
    const observer = new MutationObserver(() => {
      spinner ||= document.querySelector('.page-loading') !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await act(() => queryClient.invalidateQueries({ queryKey: ['permissions'] }));
      await waitFor(() => expect(screen.queryByText('Yeni Kullanıcı')).toBeNull(), T);
      expect(spinner).toBe(false);
      expect(document.querySelector('.paged-table')).not.toBeNull();
    } finally {
      observer.disconnect();
    }
  });

  it('keeps legal pages open to everyone', async () => {
    const { router } = await renderApp('/contract/cookie-contract', { as: 'member' });
    await screen.findAllByText(/03\/05\/2021/);
    expect(router.state.location.pathname).toBe('/contract/cookie-contract');
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/admin/user-list?x=1', '/admin/user-list?x=1'],
    ['//evil.example/admin', '/admin/home'],
    ['https://evil.example', '/admin/home'],
    ['javascript:alert(1)', '/admin/home'],
    ['/\\evil.example', '/admin/home'],
    ['/%5Cevil', '/%5Cevil'],
    ['/..//evil.example', '/admin/home'],
    ['/./..//evil.example/x?y#z', '/admin/home'],
    ['/a/../..//evil.example', '/admin/home'],
    ['/admin/../admin/profile', '/admin/profile'],
    [null, '/admin/home'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe('the "Yükleniyor..." count across a navigation', () => {
  it("forgets the page's hanging requests as a navigation starts, and counts those the next page's loader sends", async () => {
    const router = createMemoryRouter(
      [
        { path: '/a', element: null },
        { path: '/b', element: null, loader: () => (loading.start(), null) },
      ],
      { initialEntries: ['/a'] },
    );
    const stop = forgetOnNavigation(router);
    try {
      loading.start(); // a request left hanging on /a
      expect(loading.count).toBe(1);
      await router.navigate('/b');
      expect(router.state.location.pathname).toBe('/b');
      expect(loading.count).toBe(1);
    } finally {
      stop();
      loading.forget();
    }
  });
});
