/**
 * The app's QA tools against `npm run mock-server`: dist/ served by nginx with `mock: "off"` and `mockServer`
 * pointing at the server, so the mailbox, the QA panel and the demo hints use the server's admin API (`/__mock/`).
 * A visitor registers, opens the confirmation mail from the app's mailbox (served by the server), confirms and signs
 * in; a fault added in the panel makes the next call fail in the app and in a `fetch` from Node.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  addFaultInPanel,
  expect,
  expectPath,
  signIn,
  submitLogin,
  submitRegistration,
  test,
  unique,
  whenStill,
} from './support';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, type AxeScope } from './support/axe-check';
import { startNginx, type RunningNginx } from './support/nginx';
import { freePort, startHttpMockServer, type RunningMockServer } from '../support/mock-server';

const DIST = resolve(import.meta.dirname, '..', '..', process.env.E2E_DIST || 'dist');
/** The catalogue's Turkish text for `ServerError` (what the app shows for a 500). */
const SERVER_ERROR = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.';

let nginx: RunningNginx;
let api: RunningMockServer;
let dataDir = '';

test.describe.configure({ mode: 'serial', timeout: 300_000 });
// axe is injected as a script, which deploy/nginx.conf's policy refuses (tests/e2e/nginx.spec.ts checks the policy).
test.use({ bypassCSP: true });
const slow = expect.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), 'portal-qa-server-'));
  const port = await freePort();
  // The app's origin is the server's first added origin: CORS allows it and mailed links point to it.
  api = await startHttpMockServer({ dataDir, reset: true, allowedOrigins: [`http://127.0.0.1:${port}`] });
  nginx = await startNginx({ dist: DIST, upstream: `127.0.0.1:${api.port}`, port, apiOrigins: [api.url] });
  await nginx.writeConfig({ apiBaseUrl: api.url, mock: 'off', mockServer: api.url });
});

test.beforeEach(async () => {
  expect((await fetch(`${api.url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
});

test.afterAll(async () => {
  await nginx?.stop();
  await api?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** axe, nothing sideways and a screenshot in the report, at 1366 px and at 375 px; back to 1366 px. */
async function checkAtBothWidths(page: Page, name: string, scope: AxeScope) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    await expectNoSeriousA11yViolations(page, `${name} at ${width} px`, { scope });
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    const path = test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path });
    await test.info().attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Accepts the cookie consent dialog a first visit shows. */
async function acceptCookies(page: Page) {
  const consent = page.getByRole('dialog', { name: 'Çerez Tercihleri' });
  await whenStill(consent);
  await consent.getByRole('button', { name: 'Tüm çerezleri kabul et' }).click();
  await expect(consent).toBeHidden();
}

test('register, confirm from the mailbox the server serves, sign in; no in-browser mock', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('request', (r) => {
    if (/mockServiceWorker/.test(r.url())) workers.push(r.url());
  });
  const userName = unique('qa');
  const email = `${userName}@example.com`;
  const password = 'Passw0rd!';

  await page.goto(`${nginx.url}/account/register`);
  await acceptCookies(page);
  await submitRegistration(page, { userName, email, password });
  await slow(page.getByText('Kaydınız alındı', { exact: true })).toBeVisible();

  // The server holds the mail (what any client of it sees)…
  const mails = (await (await fetch(`${api.url}/__mock/mails?to=${email}`)).json()) as { subject: string }[];
  expect(mails.map((m) => m.subject)).toEqual(['E-posta adresinizi doğrulayın']);

  // …and the app's mailbox shows it, linked from the login page's demo hint.
  await page.getByRole('link', { name: 'Giriş Yap' }).click();
  await expectPath(page, '/account/login');
  await page.getByRole('link', { name: 'Posta Kutusu' }).click();
  await expectPath(page, '/mock/mailbox');
  await page.getByRole('searchbox', { name: 'Alıcıya göre ara' }).fill(email);
  const mail = page.locator('.ant-card').filter({ hasText: 'E-posta adresinizi doğrulayın' });
  await slow(mail).toHaveCount(1);
  await expect(mail.getByText(email)).toBeVisible();
  await expect(page.getByText(`${api.url} adresindeki mock sunucusunun demo araçları`)).toBeVisible();
  await checkAtBothWidths(page, 'mailbox', 'page');
  await mail.getByRole('button', { name: 'E-posta adresimi doğrula' }).click();

  await expectPath(page, '/account/confirm-email');
  await slow(page.getByText('E-posta adresiniz başarıyla doğrulandı. Giriş yapabilirsiniz.')).toBeVisible();
  await page.getByRole('link', { name: 'Giriş Yap' }).click();
  await expectPath(page, '/account/login');
  await signIn(page, userName, password);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${userName}!` })).toBeVisible();
  expect(workers, 'no service worker: the in-browser mock never starts').toEqual([]);
});

test('a fault added in the panel fails the next call in the app and in a fetch from Node', async ({
  page,
}) => {
  await page.goto(`${nginx.url}/account/login`);
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);

  // The panel lists the server's operations and error names; the rule is stored on the server.
  await page.getByRole('button', { name: /QA panelini aç/ }).click();
  const drawer = page.getByRole('dialog', { name: 'QA paneli' });
  await expect(drawer).toBeVisible();
  await addFaultInPanel(page, drawer, { operationId: 'getUsers', error: 'ServerError', text: SERVER_ERROR });
  // A QA link would replay the fault in one browser only: not offered for a server's faults.
  await expect(drawer.getByRole('button', { name: 'Hata bağlantısını kopyala' })).toHaveCount(0);
  await checkAtBothWidths(page, 'panel', 'dialogs');
  const stored = (await (await fetch(`${api.url}/__mock/faults`)).json()) as { operationId: string }[];
  expect(stored.map((f) => f.operationId)).toEqual(['getUsers']);

  // The app's next call fails.
  await page.keyboard.press('Control+Shift+M');
  await page.goto(`${nginx.url}/admin/user-list`);
  await slow(page.getByText(SERVER_ERROR).first()).toBeVisible();

  // So does another client's.
  const { token } = (await (
    await fetch(`${api.url}/__mock/sign-in-as`, {
      method: 'POST',
      body: JSON.stringify({ userName: 'admin' }),
    })
  ).json()) as { token: string };
  const other = await fetch(`${api.url}/api/users?pageIndex=0&pageSize=10`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(other.status).toBe(500);
  expect(((await other.json()) as { errors: { name: string }[] }).errors[0]!.name).toBe('ServerError');

  // The panel's log shows the server's faulted requests; clearing there clears the server.
  await page.getByRole('button', { name: /QA panelini aç/ }).click();
  await drawer.getByRole('tab', { name: 'İstek günlüğü' }).click();
  await slow(drawer.getByText('enjekte').first()).toBeVisible();
  await drawer.getByRole('tab', { name: 'Hatalar' }).click();
  await drawer.getByRole('button', { name: 'Tümünü kaldır' }).click();
  await expect
    .poll(async () => ((await (await fetch(`${api.url}/__mock/faults`)).json()) as unknown[]).length)
    .toBe(0);
  const after = await fetch(`${api.url}/api/users?pageIndex=0&pageSize=10`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status).toBe(200);
});

test("a rule another client adds shows in the page's banner and applies to the app", async ({ page }) => {
  await page.goto(`${nginx.url}/account/login`);
  // Another client adds a rule; the page's banner shows it within its refresh.
  await fetch(`${api.url}/__mock/faults`, {
    method: 'POST',
    body: JSON.stringify({ operationId: 'login', error: 'EmailNotConfirm', times: 1 }),
  });
  await slow(page.getByRole('region', { name: 'QA: etkin hatalar' })).toContainText('login');
  await submitLogin(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await slow(page.getByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' })).toBeVisible();
});

test('a mock server that never answers: the sign-in page renders, without the QA tools', async ({ page }) => {
  // A server that accepts connections and never answers (a firewall dropping them looks the same to the page).
  const sockets: Socket[] = [];
  const silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  const { port } = silent.address() as { port: number };
  await nginx.writeConfig({ apiBaseUrl: api.url, mock: 'off', mockServer: `http://127.0.0.1:${port}` });
  try {
    await page.goto(`${nginx.url}/account/login`);
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    expect(sockets.length, 'the page did try the silent server').toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Posta Kutusu' })).toHaveCount(0);
    await expect(page.getByText(/Demo ortamı/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /QA panelini aç/ })).toHaveCount(0);
    // The API still works: the sign-in goes to the mock server's /api.
    await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
    await expect(page.getByRole('button', { name: /QA panelini aç/ })).toHaveCount(0);
    // No mailbox route: the address falls to the public profile pattern (`/:user/:collection`).
    await page.goto(`${nginx.url}/mock/mailbox`);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /Posta Kutusu/ })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Alıcıya göre ara' })).toHaveCount(0);
  } finally {
    await nginx.writeConfig({ apiBaseUrl: api.url, mock: 'off', mockServer: api.url });
    sockets.forEach((s) => s.destroy());
    silent.close();
  }
});
