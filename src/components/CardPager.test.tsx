import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../tests/support/render';
import { CardPager, pagesAround, type Pager } from './CardPager';

const SIZES = [
  { value: 10, label: '10 / sayfa' },
  { value: 20, label: '20 / sayfa' },
  { value: 100000000, label: 'Tümü' },
];

function pager(current: number, total: number, pageSize = 10): Pager {
  return { current, pageSize, total, sizes: SIZES, totalText: `Toplam ${total} kayıt` };
}

/** The pager over a list that shows the page asked for, as a list's address does. */
function Paged({ initial }: { initial: Pager }) {
  const [shown, setShown] = useState(initial);
  return (
    <CardPager pager={shown} onChange={(current, pageSize) => setShown({ ...shown, current, pageSize })} />
  );
}

describe('pagesAround', () => {
  it('offers the first and last pages and the current one with its neighbours, gaps between', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(1, 3)).toEqual([1, 2, 3]);
    expect(pagesAround(5, 16)).toEqual([1, null, 4, 5, 6, null, 16]);
    expect(pagesAround(1, 16)).toEqual([1, 2, null, 16]);
    expect(pagesAround(3, 16)).toEqual([1, 2, 3, 4, null, 16]);
    expect(pagesAround(16, 16)).toEqual([1, null, 15, 16]);
    // A gap of one page shows that page.
    expect(pagesAround(4, 16)).toEqual([1, 2, 3, 4, 5, null, 16]);
    expect(pagesAround(13, 16)).toEqual([1, null, 12, 13, 14, 15, 16]);
  });
});

describe('CardPager', () => {
  it('shows the total, marks the current page and moves by page, previous and next', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<CardPager pager={pager(5, 158)} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(nav).toHaveTextContent('Toplam 158 kayıt');
    expect(screen.getByRole('button', { name: 'Sayfa 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Sayfa 16' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sayfa 8' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sayfa 16' }));
    expect(onChange).toHaveBeenLastCalledWith(16, 10);
    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(onChange).toHaveBeenLastCalledWith(6, 10);
    await user.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    expect(onChange).toHaveBeenLastCalledWith(4, 10);
  });

  it('cannot go before the first page or past the last', () => {
    renderWithProviders(<CardPager pager={pager(1, 8)} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
  });

  it('steps back from the last page when the address asks for a page past it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<CardPager pager={pager(99, 158)} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    expect(onChange).toHaveBeenLastCalledWith(16, 10);
  });

  it('gives the keyboard focus to the current page when next reaches the last page and turns disabled', async () => {
    const { user } = renderWithProviders(<Paged initial={pager(15, 158)} />);
    const next = screen.getByRole('button', { name: 'Sonraki sayfa' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sayfa 16' })).toHaveFocus();
  });

  it("changes the page size in the phone's own picker, from the first page", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<CardPager pager={pager(3, 158)} onChange={onChange} />);
    const size = screen.getByRole('combobox', { name: 'Sayfa başına kayıt' });
    expect(size).toHaveValue('10');
    await user.selectOptions(size, 'Tümü');
    expect(onChange).toHaveBeenLastCalledWith(1, 100000000);
  });
});
