/**
 * A page whose code cannot be loaded (the connection dropped, or a new deployment replaced its chunk) shows a
 * translated error with a reload inside the layout, not a blank screen; another address renders again.
 */
import { screen, within } from '@testing-library/react';
import { useMockServer } from '../../tests/support/api';
import { renderApp, useAntdStyles } from '../../tests/support/render';

vi.mock('./pages', async (importOriginal) => {
  const { PAGES, FIRST_CALLS } = await importOriginal<typeof import('./pages')>();
  return {
    FIRST_CALLS,
    PAGES: {
      ...PAGES,
      userList: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    },
  };
});

useMockServer();
useAntdStyles();

const OPEN_MENU = 'Menüyü aç';

it('shows the page error in the layout, and the next address renders again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await renderApp('/admin/user-list', { as: 'admin' });
  expect(await screen.findByRole('heading', { name: 'Sayfa yüklenemedi' })).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent('Bağlantınızı kontrol edip sayfayı yeniden yükleyin.');
  expect(screen.getByRole('button', { name: 'Sayfayı yeniden yükle' })).toBeVisible();
  // The signed-in layout stays, so the user can go elsewhere.
  await user.click(screen.getByRole('button', { name: OPEN_MENU }));
  const menu = await screen.findByRole('menu', { name: 'Ana menü' });
  await user.click(await within(menu).findByRole('link', { name: 'Ana Sayfa' }));
  expect(await screen.findByRole('heading', { name: /Hoş geldiniz/ })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Sayfa yüklenemedi' })).toBeNull();
});
