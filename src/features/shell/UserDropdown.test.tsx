/**
 * The user menu's dropdown taking over its button during a tap (after its pointer-down, before its click, which a touch
 * screen sends after the finger lifts): it opens for that tap, and the tap's click, landing on the button it took over,
 * leaves it open; the next click closes it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../tests/support/render';
import UserDropdown from './UserDropdown';

const T = { timeout: 30_000 };

function renderDropdown(midPress: boolean) {
  renderWithProviders(
    <UserDropdown
      items={[{ key: 'logout', label: 'Çıkış Yap' }]}
      initiallyOpen
      midPress={midPress}
      onClick={() => {}}
    >
      {(open) => <button aria-expanded={open}>menu</button>}
    </UserDropdown>,
  );
  return screen.getByRole('button', { name: 'menu' });
}

describe('UserDropdown', () => {
  it("opened mid-tap, stays open at that tap's click and closes at the next", async () => {
    const button = renderDropdown(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('menuitem', { name: 'Çıkış Yap' }, T);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'), T);
  });

  it('opened for a finished press, closes at the next click', async () => {
    const button = renderDropdown(false);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('menuitem', { name: 'Çıkış Yap' }, T);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'), T);
  });
});
