/**
 * A dialog loaded on first opening: while its code loads a busy box shows (aria-busy, "Yükleniyor..."); a failed
 * load stays in place with a translated message, "Tekrar dene" loads anew and opens the dialog, "Kapat" closes it.
 */
import { screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { renderWithProviders } from '../../tests/support/render';
import { lazyDialog } from './lazyDialog';
import { at, first } from '@/lib/at';

interface Props {
  open: boolean;
  onClose: () => void;
}

function Loaded({ open, onClose }: Props) {
  return open ? (
    <div role="dialog" aria-label="Loaded dialog">
      <button onClick={onClose}>close it</button>
    </div>
  ) : null;
}

/** A loader whose answers the test settles one at a time. */
function controlledLoader() {
  const pending: { resolve: (c: ComponentType<Props>) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<ComponentType<Props>>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

function Page({ Dialog }: { Dialog: ComponentType<Props> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open it</button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('lazyDialog', () => {
  it('shows a busy box while loading, then the dialog', async () => {
    const { load, pending } = controlledLoader();
    const Dialog = lazyDialog(load, (p) => p.open);
    const { user } = renderWithProviders(<Page Dialog={Dialog} />);
    expect(pending).toHaveLength(0);
    await user.click(screen.getByText('open it'));
    const busy = await screen.findByRole('status', { name: 'Yükleniyor...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    first(pending).resolve(Loaded);
    expect(await screen.findByRole('dialog', { name: 'Loaded dialog' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Yükleniyor...' })).not.toBeInTheDocument();
  });

  it('keeps a failed load local: a translated message, try again loads anew, close closes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, pending } = controlledLoader();
    const Dialog = lazyDialog(load, (p) => p.open);
    const { user } = renderWithProviders(<Page Dialog={Dialog} />);

    await user.click(screen.getByText('open it'));
    first(pending).reject(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await screen.findByRole('alertdialog', { name: 'Hata' });
    expect(alert).toHaveTextContent('Bu pencere yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.');
    // The page is still there.
    expect(screen.getByText('open it')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Opening again tries again; this load fails too, and "try again" succeeds.
    await user.click(screen.getByText('open it'));
    await vi.waitFor(() => expect(pending.length).toBeGreaterThanOrEqual(2));
    at(pending, -1).reject(new TypeError('Failed to fetch dynamically imported module'));
    await user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
    at(pending, -1).resolve(Loaded);
    expect(await screen.findByRole('dialog', { name: 'Loaded dialog' })).toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });

  it('tells an error of the dialog itself from a failed load: something went wrong, try again, logged with its stack', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Faulty(props: Props) {
      if (broken && props.open) throw new TypeError('Cannot read properties of null (reading x)');
      return <Loaded {...props} />;
    }
    const Dialog = lazyDialog(
      () => Promise.resolve(Faulty),
      (p) => p.open,
    );
    const { user } = renderWithProviders(<Page Dialog={Dialog} />);

    await user.click(screen.getByText('open it'));
    const alert = await screen.findByRole('alertdialog', { name: 'Hata' });
    expect(alert).toHaveTextContent('Bu pencerede beklenmeyen bir sorun oluştu. Lütfen tekrar deneyin.');
    expect(alert).not.toHaveTextContent(/Bağlantı/i);
    // Logged with its stack (not just a warning).
    const logged = error.mock.calls.find((call) => call[0] === 'A dialog failed:');
    expect(logged).toBeDefined();
    expect(String(logged![1])).toMatch(/TypeError: Cannot read properties of null \(reading x\)\n\s+at /);

    // "Tekrar dene" is kept and renders the dialog anew.
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('dialog', { name: 'Loaded dialog' })).toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });
});
