/**
 * A list says it is loading, never that it has no records, until its first answer: the mock answers the settings
 * list late, and until then the table shows "Yükleniyor..." where "Gösterilecek kayıt bulunamadı." would stand.
 * On a phone the rows are cards with their buttons, and the pager keeps the address's sort.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { useMockServer } from '../../tests/support/api';
import { failNext } from '../../tests/support/failNext';
import { renderApp } from '../../tests/support/render';
import { addedTexts } from '../../tests/support/ui';
import { matchMediaFor } from '../../tests/support/viewport';

useMockServer();

const T = { timeout: 30_000 };

describe('PagedTable', { timeout: 120_000 }, () => {
  it('shows loading, not "no records", before the first answer', async () => {
    failNext('getStorages', { delayMs: 1500 });
    await renderApp('/admin/storage-list', { as: 'admin' });
    const table = await screen.findByRole('table', undefined, T);
    expect(within(table).getByText('Yükleniyor...')).toBeInTheDocument();
    expect(within(table).queryByText('Gösterilecek kayıt bulunamadı.')).toBeNull();
    // The late answer arrives: its rows replace the loading state.
    await within(table).findByText('MinimumPaymentAmount', undefined, T);
    expect(within(table).queryByText('Yükleniyor...')).toBeNull();
  });

  it('stays busy over the rows it shows until the next answer is drawn, never showing them as that answer', async () => {
    const { container, user } = await renderApp('/admin/storage-list', { as: 'admin' });
    const table = await screen.findByRole('table', undefined, T);
    await within(table).findByText('MinimumPaymentAmount', undefined, T);
    const wrapper = container.querySelector('.paged-table')!;
    const firstRow = () => table.querySelector('tr.ant-table-row td')?.textContent ?? '';
    await waitFor(() => expect(wrapper).toHaveAttribute('aria-busy', 'false'), T);
    const before = firstRow();
    expect(before).not.toBe('MinimumPaymentAmount');
    // Every state the table passes through while a search narrows it to rows that do not start with `before`.
    const states: { busy: string | null; first: string }[] = [];
    const observer = new MutationObserver(() =>
      states.push({ busy: wrapper.getAttribute('aria-busy'), first: firstRow() }),
    );
    observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
    failNext('getStorages', { delayMs: 300 });
    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'MinimumPaymentAmount');
    await waitFor(() => expect(firstRow()).toBe('MinimumPaymentAmount'), T);
    await waitFor(() => expect(wrapper).toHaveAttribute('aria-busy', 'false'), T);
    observer.disconnect();
    const busyFrom = states.findIndex((s) => s.busy === 'true');
    expect(busyFrom).toBeGreaterThanOrEqual(0);
    // Once busy, the old rows are never shown as settled.
    expect(states.slice(busyFrom).filter((s) => s.busy === 'false' && s.first === before)).toEqual([]);
  });

  it("shows a revisited list's cached rows at once, not a flash of its loading state", async () => {
    const { container, router } = await renderApp('/admin/storage-list', { as: 'admin' });
    await within(await screen.findByRole('table', undefined, T)).findByText(
      'MinimumPaymentAmount',
      undefined,
      T,
    );
    await act(() => router.navigate('/admin/role-list'));
    await screen.findByRole('heading', { name: 'Roller' }, T);
    // Every node the page adds on the way back.
    const added = addedTexts(container);
    await act(() => router.navigate('/admin/storage-list'));
    await within(await screen.findByRole('table', undefined, T)).findByText(
      'MinimumPaymentAmount',
      undefined,
      T,
    );
    added.stop();
    expect(added.texts.some((text) => text.includes('MinimumPaymentAmount'))).toBe(true);
    expect(added.texts.filter((text) => text.includes('Yükleniyor...'))).toEqual([]);
  });

  it('says "no records" once an answer is empty', async () => {
    await renderApp('/admin/storage-list?q=no-such-setting-anywhere', { as: 'admin' });
    const table = await screen.findByRole('table', undefined, T);
    await within(table).findByText('Gösterilecek kayıt bulunamadı.', undefined, T);
  });

  describe('on a phone', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = matchMediaFor(375);
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('shows each row as a card with its buttons, loading before the first answer, and pages keeping the sort', async () => {
      failNext('getUsers', { delayMs: 1500 });
      const { container, router, user } = await renderApp('/admin/user-list?sort=email+desc', {
        as: 'admin',
      });
      const rows = () => container.querySelector<HTMLElement>('.paged-table')!;
      await waitFor(() => expect(rows()).toHaveTextContent('Yükleniyor...'), T);
      expect(rows()).not.toHaveTextContent('Gösterilecek kayıt bulunamadı.');
      const [cardList] = await within(rows()).findAllByRole('list', undefined, T);
      const cards = within(cardList!).getAllByRole('listitem');
      expect(cards).toHaveLength(10);
      expect(screen.queryByRole('table')).toBeNull();
      // The first card: its title, its fields by label, its buttons.
      expect(within(cards[0]!).getByText('E-posta')).toBeInTheDocument();
      // A card's buttons show their words beside their icons (a phone has no pointer to hover a tooltip with).
      const buttons = [...cards[0]!.querySelectorAll('.ant-btn')];
      expect(buttons.map((b) => b.textContent?.trim())).toEqual(['Profili Güncelle', 'Düzenle', 'Pasif Yap']);
      await user.click(within(rows()).getByRole('button', { name: 'Sayfa 2' }));
      await waitFor(() => expect(router.state.location.search).toContain('page=2'), T);
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('email desc');
    });
  });
});
