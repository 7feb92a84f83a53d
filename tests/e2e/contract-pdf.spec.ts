// The contract PDF in the browser: the in-browser mock loads the PDF writer and its font lazily (a separate
// chunk and a fetched font asset) and serves a PDF with the font embedded.
import { ACCOUNTS, expect, test, waitForMockServer } from './support';

const mockingOn = !process.env.VITE_API_BASE_URL;

test('the marketplace contract downloads as a PDF with the embedded DejaVu font', async ({ page }) => {
  test.skip(!mockingOn, 'a real-API build has no mock backend');
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/\.ttf(\?|$)/.test(request.url())) fonts.push(request.url());
  });
  await page.goto('/');
  await waitForMockServer(page);
  expect(fonts, 'no font is loaded before a PDF is asked for').toEqual([]);

  const result = await page.evaluate(async ({ userName, password }) => {
    const login = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userNameOrEmail: userName, password }),
    });
    const token = (await login.json()).content.token as string;
    const res = await fetch('/api/definitions/DownloadTrendyolPdf', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      type: res.headers.get('Content-Type'),
      text: Array.from(bytes, (b) => String.fromCharCode(b)).join(''),
    };
  }, ACCOUNTS.member);

  expect(result.status).toBe(200);
  expect(result.type).toBe('application/pdf');
  expect(result.text.startsWith('%PDF-')).toBe(true);
  expect(result.text).toContain('/FontFile2');
  expect(result.text).toMatch(/\/BaseFont \/DejaVuSans-\d+/);
  expect(fonts.length, 'the fonts were fetched as assets').toBeGreaterThan(0);
});
