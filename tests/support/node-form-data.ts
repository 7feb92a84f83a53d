/**
 * Multipart uploads in component tests. msw's XMLHttpRequest interceptor turns the request body into a Node
 * `Request`, which cannot read jsdom's FormData/File (names and contents are lost). The browser has one set of
 * these classes; for a test that uploads, this swaps in Node's (FormData taken from a Node Response).
 */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

export function useNodeFormData(): void {
  beforeEach(async () => {
    const NodeFormData = (
      await new Response('a=1', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }).formData()
    ).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('Blob', NodeBlob);
  });
  afterEach(() => vi.unstubAllGlobals());
}
