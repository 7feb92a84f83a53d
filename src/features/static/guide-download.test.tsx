import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor } from '@testing-library/react';
import { useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { first } from '@/lib/at';

useMockServer();

// msw's XMLHttpRequest interceptor builds a Node Response from a `responseType: 'blob'` answer, which fails
// with jsdom's Blob; the browser has one Blob, so the test uses Node's.
beforeEach(() => vi.stubGlobal('Blob', NodeBlob));
afterEach(() => vi.unstubAllGlobals());

describe('guide downloads', () => {
  it.each([
    ['İşbirliği sözleşmesini indir', 'isbirligi-sozlesmesi.pdf'],
    ['Ajans yetki belgesini indir', 'ajans-yetki-belgesi.pdf'],
  ])('"%s" fetches the PDF with the token and saves it as %s', async (label, fileName) => {
    const blobs: Blob[] = [];
    const saved: string[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:pdf';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await renderApp('/admin/trendyol-info', { as: 'member' });
    await user.click(await screen.findByRole('button', { name: new RegExp(label) }));
    // The mock writes the PDF on demand (its first one parses the embedded font: 8 s alone under a load of 18), so
    // this wait is longer than the usual 30 s: at 30 s both tests failed in a CI run on a busy machine.
    await waitFor(() => expect(saved).toEqual([fileName]), { timeout: 90_000 });
    const head = new TextDecoder().decode((await first(blobs).arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
    click.mockRestore();
  });
});
