/**
 * The user menu's dropdown (antd's Dropdown and Menu) is not loaded with the page: its code is asked for when the
 * button is first focused or pressed. A press before the code is in opens the menu once it is, and the focus stays on
 * the button that the dropdown takes over. Isolated: the module is mocked to count and hold its loading.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';

const dropdown = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { asked: 0, release, released };
});
vi.mock('./UserDropdown', async (importOriginal) => {
  dropdown.asked += 1;
  await dropdown.released;
  return importOriginal<typeof import('./UserDropdown')>();
});

useMockServer();

const T = { timeout: 30_000 };

it('loads its dropdown on the first focus; Enter meanwhile opens it once in, the focus staying on the button', async () => {
  const { user } = await renderApp('/admin/home', { as: 'member' });
  const button = await screen.findByRole('button', { name: 'Kullanıcı menüsü: influencer' }, T);
  await screen.findByRole('heading', { name: 'Hoş geldiniz, influencer!' }, T);
  expect(dropdown.asked).toBe(0);

  button.focus();
  await waitFor(() => expect(dropdown.asked).toBe(1), T);
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('menuitem', { name: /Şifre Değiştir/ })).toBeNull();

  await act(async () => dropdown.release());
  expect(await screen.findByRole('menuitem', { name: /Şifre Değiştir/ }, T)).toBeVisible();
  const taken = screen.getByRole('button', { name: 'Kullanıcı menüsü: influencer' });
  expect(taken).not.toBe(button);
  expect(taken).toHaveFocus();
  expect(taken).toHaveAttribute('aria-expanded', 'true');
});
