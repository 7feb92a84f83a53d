/**
 * QA links in a public demo: a fault from a link shows a banner (one click clears, one keeps it past a
 * reload) and lasts for the page load only; a scenario from a link asks first, says what would be lost and offers
 * an export. Against the mock's real fault engine (the in-process mock of the tests).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useMockServer } from '../../../../tests/support/api';
import { renderWithProviders } from '../../../../tests/support/render';
import { qa } from '@mocks/node';
import { scenarios } from '@mocks/qa/scenarios';
import { FaultBanner, LinkScenarioDialog } from './QaNotices';
import type { MockHandle } from './handle';

useMockServer();

const T = { timeout: 30_000 };

function handle(overrides: Partial<MockHandle> = {}): MockHandle {
  return {
    ...qa,
    scenarios,
    exportDb: vi.fn(async () => ({ exportedAt: '2026-11-25T10:00:00.000Z' })),
    importDb: vi.fn(),
    scenario: vi.fn(async () => {}),
    signInAs: vi.fn(),
    reset: vi.fn(),
    linkScenario: () => null,
    dismissLinkScenario: vi.fn(),
    dataSummary: vi.fn(async () => ({ users: 69, tickets: 12, payments: 120, collections: 3, files: 2 })),
    ...overrides,
  } as MockHandle;
}

describe('fault banner', { timeout: 120_000 }, () => {
  it('shows nothing without faults; names a link fault as for this page load; keeps it; clears all in one click', async () => {
    const api = handle();
    const { user } = renderWithProviders(<FaultBanner api={api} />);
    expect(screen.queryByRole('region', { name: 'QA: etkin hatalar' })).toBeNull();

    // What ?mockFault=getPermissions:hang adds: a rule for this page load only, not in the shared storage.
    await api.fault({ operationId: 'getPermissions', hang: true }, { keep: false });
    const banner = await screen.findByRole('region', { name: 'QA: etkin hatalar' }, T);
    expect(banner).toHaveTextContent('getPermissions');
    expect(banner).toHaveTextContent('Yanıt yok');
    expect(banner).toHaveTextContent('yalnızca bu sayfa yüklemesi için');
    expect(qa.faults()).toMatchObject([{ operationId: 'getPermissions', pageOnly: true }]);

    await user.click(within(banner).getByRole('button', { name: 'Yenilemede de kalsın' }));
    await waitFor(() => expect(qa.faults()).toMatchObject([{ operationId: 'getPermissions' }]));
    expect(qa.faults()[0]!.pageOnly).toBeFalsy();
    expect(banner).not.toHaveTextContent('yalnızca bu sayfa yüklemesi için');

    await api.fault({ operationId: 'getUsers', status: 500 });
    await waitFor(() => expect(banner).toHaveTextContent('getUsers'));
    await user.click(within(banner).getByRole('button', { name: 'Hataları temizle' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'QA: etkin hatalar' })).toBeNull(), T);
    expect(qa.faults()).toEqual([]);
  });
});

describe('scenario from a link', { timeout: 120_000 }, () => {
  it('asks first, says what would be lost, and keeps the data when the visitor says so', async () => {
    const api = handle({ linkScenario: () => 'fresh-member' });
    const { user } = renderWithProviders(<LinkScenarioDialog api={api} />);
    const dialog = await screen.findByRole('dialog', { name: "'fresh-member' senaryosu yüklensin mi?" }, T);
    const lost = await within(dialog).findByRole('list', { name: 'Silinecek veriler' }, T);
    expect(lost).toHaveTextContent('Kullanıcılar: 69');
    expect(lost).toHaveTextContent('Destek talepleri: 12');
    expect(lost).toHaveTextContent('Yüklenmiş dosyalar: 2');
    await user.click(within(dialog).getByRole('button', { name: 'Verilerimi koru' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(api.scenario).not.toHaveBeenCalled();
    expect(api.dismissLinkScenario).toHaveBeenCalled();
  });

  it('exports first when asked, then loads the scenario', async () => {
    const api = handle({ linkScenario: () => 'fresh-member' });
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderWithProviders(<LinkScenarioDialog api={api} />);
    const dialog = await screen.findByRole('dialog', undefined, T);
    await user.click(within(dialog).getByRole('button', { name: 'Önce dışa aktar, sonra yükle' }));
    await waitFor(() => expect(api.scenario).toHaveBeenCalledWith('fresh-member'));
    expect(api.exportDb).toHaveBeenCalled();
    expect(createObjectURL).toHaveBeenCalled();
  });
});
