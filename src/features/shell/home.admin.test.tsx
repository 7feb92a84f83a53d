/** The home page speaks to its reader: an administrator gets no member's banner or steps, and links to their work. */
import { screen, within } from '@testing-library/react';
import { useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';

useMockServer();

const T = { timeout: 40_000 };
const MEMBER_INTRO = /Profilinizi tamamlayın/;

const quickLinks = async () => {
  const section = (await screen.findByRole('heading', { name: 'Hızlı Erişim' }, T)).closest('section')!;
  return within(section);
};

describe('home page banner and quick links', { timeout: 120_000 }, () => {
  it("an administrator's: the work they manage, no member's steps", async () => {
    await renderApp('/admin/home', { as: 'admin' });
    expect(await screen.findByText(/Bekleyen işler yukarıdaki kuyrukta/, undefined, T)).toBeInTheDocument();
    expect(screen.queryByText(MEMBER_INTRO)).toBeNull();
    expect(screen.queryByRole('link', { name: /Trendyol sözleşme yükleme adımları/ })).toBeNull();
    const links = await quickLinks();
    expect(await links.findByRole('link', { name: /Marka Kullanıcıları/ }, T)).toHaveAttribute(
      'href',
      '/admin/company-user',
    );
    expect(links.getByRole('link', { name: /^Kullanıcılar/ })).toHaveAttribute('href', '/admin/user-list');
    expect(links.queryByRole('link', { name: /Mevzuat Hesap Bilgileri/ })).toBeNull();
  });

  it("a member's: their steps and their screens", async () => {
    await renderApp('/admin/home', { as: 'member' });
    expect(await screen.findByText(MEMBER_INTRO, undefined, T)).toBeInTheDocument();
    const links = await quickLinks();
    expect(await links.findByRole('link', { name: /Mevzuat Hesap Bilgileri/ }, T)).toBeInTheDocument();
    expect(links.queryByRole('link', { name: /Marka Kullanıcıları/ })).toBeNull();
  });
});
