import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import { call, loginAdmin, loginMember, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { matchMediaFor } from '../../../tests/support/viewport';
import { raiseUpdateNotification } from '@/lib/events';

useMockServer();

const originalMatchMedia = window.matchMedia;
const originalWidth = window.innerWidth;

/** Makes antd's breakpoints (matchMedia min/max-width queries) answer for a viewport width. */
function setViewport(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.matchMedia = matchMediaFor(width);
}

beforeEach(() => setViewport(1280));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: originalWidth });
});

/** A dialog that is gone or playing its closing animation (which never ends in jsdom). */
const closed = (dialog: HTMLElement) =>
  !dialog.isConnected || /-leave\b/.test(dialog.className) || !!dialog.closest('[style*="display: none"]');

/** The bell in the page header (looked up there only: computing every link's name on the page is slow in jsdom). */
const bell = () => {
  const header = document.querySelector('header');
  // No header at all must not pass for 'no bell'.
  if (!header) throw new Error('the page header is not rendered');
  return within(header).queryByRole('link', { name: /^Bildirimler/ });
};
const memberCount = async () =>
  (await call('GET', '/api/tickets/GetNotificationCount', { token: await loginMember() })).body
    .content as number;

describe('side menu', () => {
  it('shows an administrator the Administration section and the next-payment-date action', async () => {
    await renderApp('/admin/home', { as: 'admin' });
    expect(await screen.findByText('Yönetim')).toBeInTheDocument();
    const nav = screen.getByRole('menu', { name: 'Ana menü' });
    for (const label of [
      'Kullanıcılar',
      'Roller',
      'Markalar',
      'Avantajlı Urunler',
      'Komisyonlar',
      'Trendyol Komisyonları',
      'Ayarlar',
      'Marka Kullanıcıları',
    ])
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(nav).getByText('Sonraki Ödeme Tarihi')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Markalar' })).toHaveAttribute(
      'href',
      '/admin/company-list',
    );
  });

  it('shows a member the main items only', async () => {
    await renderApp('/admin/home', { as: 'member' });
    // The bell needs the permissions, so once it is there they are loaded.
    await waitFor(() => expect(bell()).toBeInTheDocument());
    const nav = screen.getByRole('menu', { name: 'Ana menü' });
    for (const [label, href] of [
      ['Ana Sayfa', '/admin/home'],
      ['Profil', '/admin/profile'],
      ['Mevzuat Hesap Bilgileri', '/admin/legislation'],
      ['Kampanya Raporu', '/admin/campaign'],
      ['Kuponlar', '/admin/coupon'],
      ['Koleksiyonlarım', '/admin/collection-list'],
      ['Ödeme Takibi', '/admin/payment-tracking-list'],
      ['Destek Talepleri', '/admin/ticket-list'],
      ['Kurumsal Bilgi', '/admin/info'],
      ['Sıkça Sorulan Sorular', '/admin/faq'],
      ['Trendyol Bilgilendirme', '/admin/trendyol-info'],
    ])
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.queryByText('Yönetim')).toBeNull();
    expect(screen.queryByText('Kullanıcılar')).toBeNull();
    // The menu's action (the member's home page shows the date itself, in a tile).
    expect(within(nav).queryByText('Sonraki Ödeme Tarihi')).toBeNull();
  });

  it('selects the entry of the current URL and follows navigation', async () => {
    const { user, router } = await renderApp('/admin/faq', { as: 'member' });
    const faq = await screen.findByRole('link', { name: 'Sıkça Sorulan Sorular' });
    expect(faq.closest('li')).toHaveClass('ant-menu-item-selected');
    await user.click(screen.getByRole('link', { name: 'Kuponlar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/coupon'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Kuponlar' }).closest('li')).toHaveClass(
        'ant-menu-item-selected',
      ),
    );
    expect(screen.getByRole('link', { name: 'Sıkça Sorulan Sorular' }).closest('li')).not.toHaveClass(
      'ant-menu-item-selected',
    );
    expect(await screen.findByText('Kuponlar', { selector: 'main h3' })).toBeInTheDocument();
  });
});

describe('notification bell', () => {
  it('shows a member the seeded unread count, linking to the ticket list', async () => {
    const count = await memberCount();
    expect(count).toBeGreaterThan(0);
    await renderApp('/admin/home', { as: 'member' });
    await waitFor(() => expect(bell()).toBeInTheDocument());
    expect(bell()).toHaveAttribute('href', '/admin/ticket-list');
    expect(bell()).toHaveAccessibleName(`Bildirimler: ${count} okunmamış yanıt`);
    expect(within(bell()!).getByText(String(count))).toBeInTheDocument();
  });

  it('is not shown to an administrator', async () => {
    await renderApp('/admin/home', { as: 'admin' });
    await screen.findByText('Yönetim');
    await new Promise((r) => setTimeout(r, 50));
    expect(bell()).toBeNull();
  });

  it('reloads the count on the update-notification event', async () => {
    const before = await memberCount();
    await renderApp('/admin/home', { as: 'member' });
    await waitFor(() => expect(bell()).toHaveAccessibleName(`Bildirimler: ${before} okunmamış yanıt`));
    // An administrator answers a ticket the member has already read.
    const read = db.tickets
      .findMany((q) => q.where({ userId: SEED_IDS.member }))
      .find((t) => !t.unreadForUser && !t.isArchived && t.subject !== 4)!;
    const res = await call('PUT', '/api/tickets', {
      token: await loginAdmin(),
      json: { ticket: { id: read.id }, chats: [{ content: 'Yanıtımız ektedir.' }] },
    });
    expect(res.status).toBe(200);
    raiseUpdateNotification();
    await waitFor(() => expect(bell()).toHaveAccessibleName(`Bildirimler: ${before + 1} okunmamış yanıt`));
  });

  it('is hidden while the count is 0', async () => {
    server.use(
      http.get('*/api/tickets/GetNotificationCount', () =>
        HttpResponse.json({ isError: false, errors: [], content: 0 }),
      ),
    );
    await renderApp('/admin/home', { as: 'member' });
    expect(await screen.findByText(/Hoş geldiniz, influencer!/)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(bell()).toBeNull();
  });
});

describe('next payment date', () => {
  it('saves the date and shows the success toast', async () => {
    const { user } = await renderApp('/admin/home', { as: 'admin' });
    await user.click(await screen.findByText('Sonraki Ödeme Tarihi'));
    const dialog = await screen.findByRole('dialog', { name: 'Sonraki Ödeme Tarihi' });
    const input = within(dialog).getByLabelText<HTMLInputElement>('Sonraki Ödeme Tarihi');
    // Prefilled with the saved date, shown as DD/MM/YYYY HH:mm.
    await waitFor(() => expect(input.value).toMatch(/^22\/12\/2026 \d\d:\d\d$/));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İşlem başarılı.')).toBeInTheDocument();
    await waitFor(() => expect(closed(dialog)).toBe(true));
    const saved = await call('GET', '/api/definitions', { token: await loginAdmin() });
    expect(saved.body.content.dateTime).toBe('2026-12-22T09:00:00.000Z');
  });

  it('shows server errors in a red alert inside the dialog', async () => {
    server.use(
      http.post('*/api/definitions', () =>
        HttpResponse.json(
          { isError: true, errors: [{ name: 'InvalidValue', value: 'dateTime' }], content: null },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/admin/home', { as: 'admin' });
    await user.click(await screen.findByText('Sonraki Ödeme Tarihi'));
    const dialog = await screen.findByRole('dialog', { name: 'Sonraki Ödeme Tarihi' });
    await waitFor(() => expect(within(dialog).getByLabelText('Sonraki Ödeme Tarihi')).not.toHaveValue(''));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Geçersiz değer: Sonraki Ödeme Tarihi',
    );
  });
});

describe('top bar', () => {
  it('logs out: clears the token and goes to the login page', async () => {
    const { user, router } = await renderApp('/admin/faq', { as: 'admin' });
    expect(localStorage.getItem('token')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Kullanıcı menüsü: admin' }));
    await user.click(await screen.findByText('Çıkış Yap'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByLabelText('Kullanıcı Adı veya E-posta')).toBeInTheDocument();
  });

  it('links the title to / (home for a signed-in user) and shows the version in the footer', async () => {
    const { user, router } = await renderApp('/admin/faq', { as: 'member' });
    expect(await screen.findByText('Sürüm 15.4')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Portal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'));
  });
});

describe('at 375 px', () => {
  it('folds the side menu into a drawer opened by the hamburger button', async () => {
    setViewport(375);
    const { user, router, container } = await renderApp('/admin/home', { as: 'member' });
    const hamburger = await screen.findByRole('button', { name: 'Menüyü aç' });
    expect(container.querySelector('.ant-layout-sider')).toBeNull();
    expect(screen.queryByRole('menu', { name: 'Ana menü' })).toBeNull();
    await user.click(hamburger);
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Profil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/profile'));
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Ana menü' })).toBeNull());
  });

  it('shows the full side menu from 768 px', async () => {
    setViewport(768);
    const { container } = await renderApp('/admin/home', { as: 'member' });
    expect(await screen.findByRole('menu', { name: 'Ana menü' })).toBeInTheDocument();
    expect(container.querySelector('.ant-layout-sider')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Menüyü aç' })).toBeNull();
  });
});

describe('pages', () => {
  it('home: welcome banner with the user name and the shortcuts', async () => {
    await renderApp('/admin/home', { as: 'member' });
    expect(await screen.findByRole('heading', { name: 'Hoş geldiniz, influencer!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Trendyol sözleşme yükleme adımları/ })).toHaveAttribute(
      'href',
      '/admin/trendyol-info',
    );
    expect(screen.getByRole('link', { name: 'Kılavuzu Aç' })).toHaveAttribute('href', '/admin/image-guide');
    const quick = screen.getByRole('region', { name: 'Hızlı Erişim' });
    for (const [label, href] of [
      ['Profil', '/admin/profile'],
      ['Mevzuat Hesap Bilgileri', '/admin/legislation'],
      ['Ödeme Takibi', '/admin/payment-tracking-list'],
      ['Kampanya Raporu', '/admin/campaign'],
      ['Kurumsal Bilgi', '/admin/info'],
      ['Sıkça Sorulan Sorular', '/admin/faq'],
      ['Trendyol Bilgilendirme', '/admin/trendyol-info'],
      ['İkinci Program Bilgilendirme', '/admin/brand-info'],
    ])
      expect(within(quick).getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('the second-programme tile opens its own page, not the user guide', async () => {
    const { user, router } = await renderApp('/admin/home', { as: 'member' });
    const quick = await screen.findByRole('region', { name: 'Hızlı Erişim' });
    await user.click(within(quick).getByRole('link', { name: 'İkinci Program Bilgilendirme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/brand-info'));
    expect(
      await screen.findByRole('heading', { name: 'Marka İş Birliği Programı', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Koleksiyonlarım ekranını aç' })).toHaveAttribute(
      'href',
      '/admin/collection-list',
    );
  });

  it('the 403 page links home', async () => {
    const { user, router } = await renderApp('/admin/storage-list', { as: 'member' });
    expect(await screen.findByText('Bu işlem için yetkiniz bulunmuyor.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ana Sayfaya Dön' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'));
  });

  it('shows 404 for unknown paths inside and outside /admin', async () => {
    await renderApp('/admin/does-not-exist', { as: 'member' });
    expect(await screen.findByText('Aradığınız sayfa bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Ana menü' })).toBeInTheDocument();
    await renderApp('/a/b/c');
    expect(await screen.findAllByText('Aradığınız sayfa bulunamadı.')).not.toHaveLength(0);
  });
});
