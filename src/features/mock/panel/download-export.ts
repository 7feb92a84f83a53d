/** Downloads the mock database as a `.json` file (the panel's export, the QA link's "export first"). */
import type { MockHandle } from './handle';

export async function downloadExport(api: Pick<MockHandle, 'exportDb'>): Promise<void> {
  const snapshot = await api.exportDb();
  const blob = new Blob([JSON.stringify(snapshot)], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = `portal-mock-${snapshot.exportedAt.slice(0, 19).replace(/[:T]/g, '-')}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
