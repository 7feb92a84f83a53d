/**
 * A 401 from any call signs the user out: the token is cleared, the translated notice is shown and the app lands
 * on the login page. Rendered through the real `App` (tests/support/render.tsx), so the notice is the app's own.
 */
import { screen, waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/node';
import { TOKEN_KEY } from '@/lib/session';
import { useMockServer } from '../../tests/support/api';
import { renderApp } from '../../tests/support/render';

useMockServer();

const NOTICE = 'Oturumunuzun süresi doldu veya yetkisiz istek. Lütfen tekrar giriş yapınız.';
const T = { timeout: 30_000 };

/** The calls the mock server answered with 401, as 'METHOD /path'. */
function recordUnauthorized(): string[] {
  const seen: string[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 401) seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('response:mocked', listener);
  onTestFinished(() => server.events.removeListener('response:mocked', listener));
  return seen;
}

/** Keeps the stored token's claims (the app still thinks it is signed in) but breaks its signature. */
function forgeToken() {
  const [header, payload] = localStorage.getItem(TOKEN_KEY)!.split('.');
  localStorage.setItem(TOKEN_KEY, `${header}.${payload}.${'A'.repeat(43)}`);
}

async function expectSignedOutToLogin(router: { state: { location: { pathname: string } } }) {
  expect(await screen.findByText(NOTICE, undefined, T)).toBeInTheDocument();
  // However many calls were refused, one notice.
  expect(screen.getAllByText(NOTICE)).toHaveLength(1);
  await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'), T);
  expect(await screen.findByRole('button', { name: 'Giriş Yap' }, T)).toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
}

describe('a 401 answer', { timeout: 180_000 }, () => {
  it('on opening a page (the account was deactivated meanwhile) signs out to the login page', async () => {
    const unauthorized = recordUnauthorized();
    const { router } = await renderApp('/admin/home', { as: 'member' });
    await screen.findByRole('heading', { name: 'Hoş geldiniz, influencer!' }, T);
    const member = db.users.findFirst((q) => q.where({ userName: 'influencer' }))!;
    await db.users.update(member, {
      data(draft) {
        draft.isActive = false;
      },
    });

    await router.navigate('/admin/profile');
    await expectSignedOutToLogin(router);
    // Whichever call of the page or its shell is answered first (the profile, or the shell's permissions or
    // notification count while the page's chunk still loads) gets the 401.
    expect(unauthorized.length).toBeGreaterThan(0);
    expect(unauthorized.every((c) => /^GET \/api\//i.test(c))).toBe(true);
  });

  it('on a list request after the page is shown signs out to the login page', async () => {
    const unauthorized = recordUnauthorized();
    const { router, user } = await renderApp('/admin/user-list', { as: 'admin' });
    await screen.findByText('admin@portal.example', undefined, T);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    forgeToken();
    await user.type(screen.getByPlaceholderText('Ara'), 'ad');
    await expectSignedOutToLogin(router);
    expect(unauthorized).toContain('GET /api/users');
  });

  it('on a save signs out to the login page', async () => {
    const unauthorized = recordUnauthorized();
    const { router, user } = await renderApp('/admin/profile', { as: 'member' });
    await screen.findByLabelText('Ad Soyad', {}, T);

    forgeToken();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await expectSignedOutToLogin(router);
    expect(unauthorized).toEqual(['PUT /api/profile']);
  });
});
