/**
 * The QA panel against the mock's real fault engine and request log (the in-process mock of the tests); the
 * database operations that reload the page are stand-ins here (the e2e test drives them for real).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BASE, useMockServer } from '../../../../tests/support/api';
import { renderWithProviders, useAntdStyles } from '../../../../tests/support/render';
import { qa } from '@mocks/node';
import { scenarios } from '@mocks/qa/scenarios';
import { MockPanel } from './MockPanel';
import type { MockHandle } from './handle';

useMockServer();
useAntdStyles();

const T = { timeout: 30_000 };

function handle(overrides: Partial<MockHandle> = {}): MockHandle {
  return {
    ...qa,
    scenarios,
    exportDb: vi.fn(),
    importDb: vi.fn(),
    scenario: vi.fn(),
    signInAs: vi.fn(),
    reset: vi.fn(),
    linkScenario: () => null,
    dismissLinkScenario: vi.fn(),
    dataSummary: vi.fn(async () => ({ users: 0, tickets: 0, payments: 0, collections: 0, files: 0 })),
    ...overrides,
  } as MockHandle;
}

const drawer = () => screen.findByRole('dialog', { name: 'QA paneli' }, T);

/** Picks the option whose text starts with `text` in the open antd Select dropdown. */
async function pick(text: string) {
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
      o.textContent?.startsWith(text),
    );
    expect(found).toBeTruthy();
    return found!;
  }, T);
  fireEvent.click(option);
}

describe('QA panel', { timeout: 180_000 }, () => {
  it('opens from the corner button and with Ctrl+Shift+M, and closes again', async () => {
    const { user } = renderWithProviders(<MockPanel api={handle()} />);
    await user.click(screen.getByRole('button', { name: /QA panelini aç/ }));
    expect(await drawer()).toBeVisible();
    await user.keyboard('{Control>}{Shift>}M{/Shift}{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'QA paneli' })).toBeNull(), T);
    await user.keyboard('{Control>}{Shift>}M{/Shift}{/Control}');
    expect(await drawer()).toBeVisible();
  });

  it('adds a fault with the form (operation search, catalogue error with its Turkish text), lists and removes it', async () => {
    const { user } = renderWithProviders(<MockPanel api={handle()} defaultOpen />);
    const panel = await drawer();
    expect(within(panel).getByText('Etkin hata yok: her istek normal yanıtlanıyor.')).toBeVisible();

    await user.click(within(panel).getByLabelText('İşlem'));
    await user.paste('getusers');
    await pick('getUsers — GET /api/users');
    await user.click(within(panel).getByLabelText('Hata (katalog)'));
    await user.paste('UserNotFound');
    await pick('UserNotFound — Kullanıcı bulunamadı.');
    await user.click(within(panel).getByLabelText(/Yalnızca bir kez/));
    await user.click(within(panel).getByRole('button', { name: /Hatayı ekle/ }));

    await waitFor(() =>
      expect(qa.faults()).toMatchObject([{ operationId: 'getUsers', error: 'UserNotFound', times: 1 }]),
    );
    const list = await within(panel).findByRole('list', { name: 'Etkin hatalar' }, T);
    expect(list).toHaveTextContent('getUsers');
    expect(list).toHaveTextContent('1 kez daha');

    await user.click(within(panel).getByRole('button', { name: 'getUsers hatasını kaldır' }));
    await waitFor(() => expect(qa.faults()).toEqual([]));
    expect(
      await within(panel).findByText('Etkin hata yok: her istek normal yanıtlanıyor.', undefined, T),
    ).toBeVisible();
  });

  it('asks for the delay of a delay-only fault and adds nothing without it', async () => {
    const { user } = renderWithProviders(<MockPanel api={handle()} defaultOpen />);
    const panel = await drawer();
    await user.click(within(panel).getByLabelText('İşlem'));
    await user.paste('login');
    await pick('login — POST /api/login');
    await user.click(within(panel).getByText('Yalnızca gecikme'));
    await user.click(within(panel).getByRole('button', { name: /Hatayı ekle/ }));
    expect(await within(panel).findByText('Gecikmeyi giriniz.', undefined, T)).toBeInTheDocument();
    expect(qa.faults()).toEqual([]);
  });

  it('shows the request log, faulted and failed rows marked, filterable', async () => {
    qa.fault({ operationId: 'login', error: 'UserNotFound', times: 1 });
    const login = () =>
      fetch(new URL('/api/login', BASE), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userNameOrEmail: 'admin', password: 'Admin123!' }),
      });
    await login();
    await login();
    await fetch(new URL('/api/users', BASE));
    const { user } = renderWithProviders(<MockPanel api={handle()} defaultOpen />);
    const panel = await drawer();
    await user.click(within(panel).getByRole('tab', { name: 'İstek günlüğü' }));
    const rows = () => [...panel.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
    await waitFor(() => expect(rows()).toHaveLength(3), T);
    // Newest first: the user list without a token (401), the successful login, the faulted one.
    expect(rows()[2]).toHaveTextContent('login');
    expect(rows()[2]).toHaveTextContent('enjekte');
    expect(rows()[2]).toHaveTextContent('400');
    expect(rows()[1]).toHaveTextContent('200');
    expect(rows()[1]).not.toHaveTextContent('enjekte');

    await user.click(within(panel).getByLabelText('Yalnızca başarısız'));
    await waitFor(() => expect(rows()).toHaveLength(2), T);
    await user.type(within(panel).getByLabelText('İşlem, yol veya durum ara'), 'login');
    await waitFor(() => expect(rows()).toHaveLength(1), T);
  });

  it('lists the scenarios, loads one after confirmation, and shows why an import was refused', async () => {
    const scenario = vi.fn(async () => {});
    const importDb = vi.fn(async () => {
      throw new Error('importDb: the export has schema version 7, this app needs 1; nothing was changed');
    });
    const { user } = renderWithProviders(<MockPanel api={handle({ scenario, importDb })} defaultOpen />);
    const panel = await drawer();
    await user.click(within(panel).getByRole('tab', { name: 'Veri' }));
    await user.click(within(panel).getByRole('combobox', { name: 'Senaryo' }));
    await pick('large');
    expect(await within(panel).findByText(/10000 users and 50000 payment rows/, undefined, T)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Yükle' }));
    await user.click(await screen.findByRole('button', { name: 'Devam et' }, T));
    await waitFor(() => expect(scenario).toHaveBeenCalledWith('large'));

    const file = new File([JSON.stringify({ format: 'portal-mock-export', version: 7 })], 'eski.json', {
      type: 'application/json',
    });
    await user.upload(within(panel).getByLabelText('İçe aktar (.json)'), file);
    await user.click(await screen.findByRole('button', { name: 'Devam et' }, T));
    expect(await within(panel).findByText(/schema version 7, this app needs 1/, undefined, T)).toBeVisible();
    expect(importDb).toHaveBeenCalledWith({ format: 'portal-mock-export', version: 7 });
  });

  it('loads the fault banner as soon as this tab adds a fault, and the dialog of a QA link', async () => {
    // The panel's poll (every second, for other tabs and a mock server) never runs here: this tab's change must show
    // by itself.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { unmount } = renderWithProviders(<MockPanel api={handle()} />);
      const region = { name: 'QA: etkin hatalar' };
      expect(screen.queryByRole('region', region)).toBeNull();
      qa.fault({ operationId: 'getUsers', status: 500 });
      expect(await screen.findByRole('region', region, T)).toHaveTextContent('getUsers');
      qa.clearFaults();
      await waitFor(() => expect(screen.queryByRole('region', region)).toBeNull(), T);
      unmount();
    } finally {
      vi.useRealTimers();
    }

    renderWithProviders(<MockPanel api={handle({ linkScenario: () => 'fresh-member' })} />);
    expect(
      await screen.findByRole('dialog', { name: "'fresh-member' senaryosu yüklensin mi?" }, T),
    ).toHaveTextContent('Verilerimi koru');
  });

  it('renders nothing without the mock (a page of a real-API build)', () => {
    renderWithProviders(<MockPanel api={undefined} />);
    expect(screen.queryByRole('button', { name: /QA panelini aç/ })).toBeNull();
  });
});
