/**
 * The production set-up: dist/ (one build) served by Debian's nginx through deploy/nginx.conf, /api proxied to
 * `npm run mock-server`, and config.json with `mock: "off"` — no service worker, no mock code in the browser.
 * Also: the app pointed straight at the mock server's own origin (CORS), a malformed config.json, a stale
 * service worker from an earlier mock session, and hybrid mode (some operations in the browser, the rest real).
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import {
  ACCOUNTS,
  expect,
  expectPath,
  expectToast,
  SUCCESS_TOAST,
  signIn,
  test,
  unique,
  waitForMockServer,
} from './support';
import { startNginx, type RunningNginx } from './support/nginx';
import { freePort, startHttpMockServer, type RunningMockServer } from '../support/mock-server';
import { at } from '../../src/lib/at';

const DIST = resolve(import.meta.dirname, '..', '..', process.env.E2E_DIST || 'dist');
/** Words only the mock's code carries (as in scripts/bundle-report.mjs). */
const MOCK_WORDS = ['setupWorker', 'portal-mock-db', '__portalMock'];

let nginx: RunningNginx;
let api: RunningMockServer;
let dataDir = '';

// Two servers and a browser on a shared two-core machine: more time than the defaults.
test.describe.configure({ mode: 'serial', timeout: 300_000 });
const slow = expect.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), 'portal-nginx-data-'));
  // The app's origin (nginx) is the one the API server's CORS allows; the API's origin is in nginx's CSP.
  const port = await freePort();
  const apiPort = await freePort();
  api = await startHttpMockServer({
    dataDir,
    reset: true,
    port: apiPort,
    allowedOrigins: [`http://127.0.0.1:${port}`],
  });
  nginx = await startNginx({
    dist: DIST,
    upstream: `127.0.0.1:${api.port}`,
    port,
    apiOrigins: [`http://127.0.0.1:${apiPort}`],
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  await api?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Every request the page makes, and the JS files it loaded. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  return {
    api: () => requests.filter((r) => /\/api\//i.test(new URL(r.url()).pathname)).map((r) => r.url()),
    all: () => requests.map((r) => r.url()),
  };
}

/** Content-Security-Policy violations the page reports (in its console and as events). */
async function recordCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

/** The security headers deploy/nginx.conf sends on every answer. */
function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('Content-Security-Policy') ?? '';
  for (const directive of [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "style-src 'self' 'unsafe-inline'",
  ])
    expect(csp, `${what}: ${directive}`).toContain(directive);
  expect(headers.get('X-Content-Type-Options'), what).toBe('nosniff');
  expect(headers.get('Referrer-Policy'), what).toBe('same-origin');
  expect(headers.get('Permissions-Policy'), what).toContain('camera=()');
  expect(headers.get('X-Frame-Options'), what).toBe('DENY');
}

const serviceWorkers = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));

test('nginx serves the app with the documented cache, fallback and gzip headers', async () => {
  await nginx.writeConfig({ mock: 'off' });
  const assets = await readdir(join(DIST, 'assets'));
  const script = assets.find((f) => f.endsWith('.js'))!;
  const asset = await fetch(`${nginx.url}/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('Content-Encoding')).toBe('gzip');

  for (const path of ['/', '/index.html', '/admin/user-list']) {
    const page = await fetch(`${nginx.url}${path}`);
    expect(page.status, path).toBe(200);
    expect(page.headers.get('Content-Type'), path).toContain('text/html');
    expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
  }
  const config = await fetch(`${nginx.url}/config.json`);
  expect(config.headers.get('Cache-Control')).toBe('no-cache');
  expect(await config.json()).toEqual({ mock: 'off' });

  await nginx.writeConfig(null);
  expect((await fetch(`${nginx.url}/config.json`)).status, 'a missing config.json is not index.html').toBe(
    404,
  );
  expect((await fetch(`${nginx.url}/assets/missing.js`)).status).toBe(404);

  const proxied = await fetch(`${nginx.url}/api/users`);
  expect(proxied.status, '/api reaches the backend').toBe(401);
});

test('nginx sends the security headers; the build has no inline script the policy would block', async () => {
  await nginx.writeConfig({ mock: 'off' });
  const assets = await readdir(join(DIST, 'assets'));
  for (const path of [
    '/',
    '/admin/user-list',
    `/assets/${assets.find((f) => f.endsWith('.js'))}`,
    '/config.json',
  ])
    expectSecurityHeaders((await fetch(`${nginx.url}${path}`)).headers, path);
  expectSecurityHeaders((await fetch(`${nginx.url}/assets/missing.js`)).headers, 'a 404');
  expectSecurityHeaders((await fetch(`${nginx.url}/api/users`)).headers, '/api');
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs, 'every script has a src').toMatch(/\bsrc=/);
    expect(body?.trim(), 'no inline code').toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test('mock off behind nginx: sign in, open /admin/user-list directly, upload a file, download a PDF', async ({
  page,
}) => {
  await nginx.writeConfig({ apiBaseUrl: '', mock: 'off' });
  const requests = recordRequests(page);
  const violations = await recordCspViolations(page);

  await page.goto(`${nginx.url}/account/login`);
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);

  // A deep link typed in the address bar: nginx answers index.html, the app routes it.
  await page.goto(`${nginx.url}/admin/user-list`);
  await expectPath(page, '/admin/user-list');
  await slow(page.getByRole('cell', { name: 'admin@portal.example' })).toBeVisible();

  // Bulk user upload (multipart through the proxy); the new user is then found in the list.
  const userName = unique('nginx');
  const csv = [
    'userName,email,password,fullName,phoneNumber,trendyolUserName,newTvCommissionPercentage',
    `${userName},${userName}@example.com,Passw0rd!,Nginx Deneme,,,10`,
  ].join('\n');
  const uploaded = page.waitForResponse((r) => /\/api\/users\/UploadWithExcel$/i.test(r.url()));
  await expectToast(page, SUCCESS_TOAST, async () => {
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'kullanicilar.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    expect((await uploaded).status()).toBe(200);
  });
  await page.getByRole('searchbox', { name: 'Ara' }).fill(userName);
  await slow(page.getByRole('cell', { name: `${userName}@example.com` })).toBeVisible();

  // A PDF download (with the bearer token) from the guide page.
  await page.goto(`${nginx.url}/admin/trendyol-info`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ajans yetki belgesini indir' }).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');

  // Every call went to nginx's /api (same origin), no service worker, no mock code fetched.
  expect(requests.api().length).toBeGreaterThan(3);
  for (const url of requests.api()) expect(url.startsWith(`${nginx.url}/api/`), url).toBe(true);
  expect(requests.all().filter((u) => /mockServiceWorker/.test(u))).toEqual([]);
  expect(await serviceWorkers(page)).toEqual([]);
  // The scripts the browser fetched (nginx serves them from dist/ as they are).
  const fetched = requests
    .all()
    .filter((u) => u.endsWith('.js'))
    .map((u) => new URL(u).pathname);
  expect(fetched.length).toBeGreaterThan(5);
  const scripts = await Promise.all(fetched.map((p) => readFile(join(DIST, p), 'latin1')));
  for (const word of MOCK_WORDS)
    expect(
      fetched.filter((_, k) => at(scripts, k).includes(word)),
      word,
    ).toEqual([]);
  // The same build does carry the mock (so the check above means something).
  const all = await Promise.all(
    (await readdir(join(DIST, 'assets'))).map((f) => readFile(join(DIST, 'assets', f), 'latin1')),
  );
  expect(all.some((s) => s.includes('setupWorker'))).toBe(true);
  // Signed in, listed, uploaded and downloaded under the Content-Security-Policy without a violation.
  expect(violations).toEqual([]);
});

test('config.json pointing at the API origin: every call goes there (CORS), no service worker', async ({
  page,
}) => {
  await nginx.writeConfig({ apiBaseUrl: api.url, mock: 'off' });
  const requests = recordRequests(page);
  const violations = await recordCspViolations(page);
  await page.goto(`${nginx.url}/account/login`);
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await page.goto(`${nginx.url}/admin/user-list`);
  await slow(page.getByRole('cell', { name: 'admin@portal.example' })).toBeVisible();
  expect(requests.api().length).toBeGreaterThan(1);
  for (const url of requests.api()) expect(url.startsWith(`${api.url}/api/`), url).toBe(true);
  expect(await serviceWorkers(page)).toEqual([]);
  expect(violations).toEqual([]);
});

test('a malformed config.json shows an error page naming the file and the field', async ({ page }) => {
  await nginx.writeConfig('{"apiBaseUrl": "", "mock": "of"}');
  await page.goto(`${nginx.url}/admin/user-list`);
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'Uygulama başlatılamadı: /config.json hatalı' }),
  ).toBeVisible();
  await expect(alert).toContainText('"mock"');
  await expect(alert).toContainText('"of"');
});

test('the in-browser server runs within the policy; mock off removes the worker it left', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await nginx.writeConfig({ mock: 'on' });
  await page.goto(`${nginx.url}/account/login`);
  await slow(page.getByText(/^Demo ortamı/), 'the demo hint of a full mock session').toBeVisible();
  await expect.poll(() => serviceWorkers(page)).toHaveLength(1);
  await waitForMockServer(page);
  expect(violations, 'policy violations of the in-browser server').toEqual([]);
  await nginx.writeConfig({ mock: 'off' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect.poll(() => serviceWorkers(page)).toEqual([]);
});

test('hybrid: only the listed operations are answered in the browser, the rest by the API', async ({
  page,
}) => {
  // A role that exists only on the API server.
  const login = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userNameOrEmail: ACCOUNTS.admin.userName, password: ACCOUNTS.admin.password }),
  });
  const { token } = (await login.json()).content;
  const roleName = unique('Sunucu Rolü ');
  const created = await fetch(`${api.url}/api/roles`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ role: { name: roleName } }),
  });
  expect(created.status).toBe(200);

  // getRoles mocked: the browser's own seed answers, without the server's role; sign-in went to the server.
  await nginx.writeConfig({ apiBaseUrl: api.url, mock: 'hybrid', mockedOperations: ['getRoles'] });
  await page.goto(`${nginx.url}/account/login`);
  await slow(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByText(/^Demo ortamı/), 'no demo hint when sign-in is real').toHaveCount(0);
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await page.goto(`${nginx.url}/admin/role-list`);
  await slow(page.getByRole('cell', { name: 'Destek Ekibi', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: roleName, exact: true })).toHaveCount(0);
  expect(await serviceWorkers(page)).toHaveLength(1);

  // getRoles not listed: the same list now comes from the server, through the worker.
  await nginx.writeConfig({ apiBaseUrl: api.url, mock: 'hybrid', mockedOperations: ['getUsers'] });
  await page.reload();
  await slow(page.getByRole('cell', { name: roleName, exact: true })).toBeVisible();
});
