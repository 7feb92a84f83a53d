import { screen, waitFor } from '@testing-library/react';
import { useMockServer } from '../../tests/support/api';
import { renderApp } from '../../tests/support/render';
import { safeRedirect } from '@/config/paths';

useMockServer();

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
    [null, '/admin/home'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
