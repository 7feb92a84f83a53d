/**
 * The administrator's row buttons: words beside the icons where the table has room (a desktop) and in a phone's row
 * card, the icon alone in a narrower table; either way each button is named by its action.
 */
import { cleanup, screen } from '@testing-library/react';
import type { PaymentTracking } from '@/api/types';
import { renderWithProviders } from '../../../tests/support/render';
import { matchMediaFor } from '../../../tests/support/viewport';
import { InRowCard } from '@/components/RowCard';
import { AdminRowActions } from './PaymentRowActions';

/** A window `width` px wide, as antd's breakpoints read it (`matchMedia('(min-width: …px)')`). */
function viewport(width: number) {
  const original = window.matchMedia;
  window.matchMedia = matchMediaFor(width);
  return () => {
    window.matchMedia = original;
  };
}

const row = (status: number) => ({ id: `row-${status}`, status }) as PaymentTracking;

/** The buttons' visible words (an icon-only button has none). */
const words = () => screen.getAllByRole('button').map((b) => b.textContent?.trim() ?? '');

describe("the administrator's payment row buttons", () => {
  let restore: () => void = () => {};
  afterEach(() => restore());

  it('show their words on a desktop', () => {
    restore = viewport(1366);
    renderWithProviders(<AdminRowActions row={row(3)} />);
    expect(words()).toEqual(['Üye Belgesini İndir', 'Revizyon İste', 'Resmi Faturayı Onayla']);
    cleanup();
    renderWithProviders(<AdminRowActions row={row(2)} />);
    expect(words()).toEqual(['Faturayı İndir', 'Faturayı Sil']);
  });

  it('are icons named by their action in a narrower table', () => {
    restore = viewport(1000);
    renderWithProviders(<AdminRowActions row={row(3)} />);
    expect(words()).toEqual(['', '', '']);
    for (const name of ['Üye Belgesini İndir', 'Revizyon İste', 'Resmi Faturayı Onayla'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('show their words in a row card on a phone', () => {
    restore = viewport(375);
    renderWithProviders(
      <InRowCard>
        <AdminRowActions row={row(3)} />
      </InRowCard>,
    );
    expect(words()).toEqual(['Üye Belgesini İndir', 'Revizyon İste', 'Resmi Faturayı Onayla']);
  });
});
