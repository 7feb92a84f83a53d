// The tour: every route of the route table (src/config/routeTable.tsx, imported, not a hand-kept list) for every kind of
// visitor (anonymous, member, administrator, an administrator holding only user administration) at 1366 and 375 px.
// Each visit checks: no page error, no console.error, no error page or dialog load failure, the document never
// scrolls sideways, at 1366 px no table scrolls inside its box, no visible native file input, and no serious or
// critical axe violation on the whole page (shell, menus and colour contrast included). Then it opens every dialog
// the page offers — every button of the page outside the table, and every button of the table's first row (an
// administrator sees a 403 page where a route needs a permission they do not hold) — checks that its content shows
// within a few seconds, runs the same checks, and closes it. The shell's own dialogs (change password, next payment
// date) are opened on the home page. A screenshot of each page and dialog is attached to the report.
//
// One sign-in per visitor and width, then client-side navigation (the in-browser mock keeps running); the eight
// combinations are independent tests, shared out among the workers.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { ROUTE_LIST, allows, type AccessRule } from '../../src/config/routeTable';
import { PERMISSIONS } from '../../src/config/permissionNames';
import { ACCOUNTS, chooseOption, expect, signIn, test, type Account } from './support';
import { seriousA11yViolations } from './support/axe-check';

test.describe.configure({ mode: 'parallel' });

// Seeded values for the routes' parameters: the demo member's public collection, a legal text.
const PARAMS: Record<string, string> = {
  userName: 'influencer',
  collectionName: 'Yaz Favorilerim',
  name: 'data',
};

interface Visitor {
  account: Account | null;
  /** The permissions the account's roles grant (mocks/seed.ts); only what the route table asks about matters. */
  permissions: string[];
}

const VISITORS: Record<string, Visitor> = {
  admin: { account: ACCOUNTS.admin, permissions: Object.values(PERMISSIONS) },
  // Role 'Kullanıcı Yöneticisi': administration and the user rights, none of the role rights.
  userManager: {
    account: ACCOUNTS.userManager,
    permissions: [
      PERMISSIONS.administration,
      PERMISSIONS.userCreate,
      PERMISSIONS.userUpdate,
      PERMISSIONS.userDelete,
    ],
  },
  member: { account: ACCOUNTS.member, permissions: [] },
  visitor: { account: null, permissions: [] },
};

const url = (path: string) =>
  path.replace(/:(\w+)/g, (_, p: string) => {
    if (!(p in PARAMS)) throw new Error(`tour.spec.ts: no seeded value for the route parameter :${p}`);
    return encodeURIComponent(PARAMS[p]);
  });

/** The routes a visitor can open: what the guard lets through, plus, signed in, the 403 page of the others. */
function routesFor(visitor: Visitor) {
  const signedIn = visitor.account !== null;
  const has = (p: string) => visitor.permissions.includes(p);
  return ROUTE_LIST.filter((r) => r.access !== (signedIn ? 'publicOnly' : 'signedIn'))
    .filter((r) => signedIn || allows(r.access as AccessRule, false, has))
    .map((r) => ({
      ...r,
      url: url(r.path),
      forbidden: !allows(r.access as AccessRule, signedIn, has),
    }));
}

/** What a tour found wrong, all of it (the test fails at the end with the whole list). */
class Findings {
  list: string[] = [];
  add(where: string, what: string) {
    this.list.push(`${where}: ${what}`);
  }
}

/** Console errors and page errors since the last `take()`. */
function watchErrors(page: Page) {
  let errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text().slice(0, 300)}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${(err.stack || err.message).slice(0, 300)}`));
  return {
    take() {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

const BUSY = '.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]';

/** No spinner left, and still none a moment later (a debounced search or a second call may start after the first). */
async function settle(page: Page): Promise<void> {
  const busy = page.locator(BUSY);
  for (let quiet = 0; quiet < 2;) {
    await expect(busy).toHaveCount(0, { timeout: 60_000 });
    await page.waitForTimeout(250);
    quiet = (await busy.count()) === 0 ? quiet + 1 : 0;
  }
}

/** Client-side navigation (no reload, so the mock and the session keep running). */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe(to);
  await settle(page);
  // The pointer rests outside the page (no hover colours, no tooltip where the last click was).
  await page.mouse.move(0, 799);
}

/** The layout checks, on the page or with a dialog open. */
async function checkLayout(
  page: Page,
  width: number,
  where: string,
  findings: Findings,
  /** Where to look for tables: the page's, or only the open dialog's. */
  tablesIn = 'body',
): Promise<void> {
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // Right after a change the page may not have re-rendered for the width yet: look again before reporting.
  let overflow = await sideways();
  for (let i = 0; overflow > 0 && i < 10; i++) {
    await page.waitForTimeout(300);
    overflow = await sideways();
  }
  if (overflow > 0) findings.add(where, `the document scrolls sideways by ${overflow} px`);
  if (width >= 1024) {
    const tables = await page.evaluate(
      (scope) =>
        [...document.querySelectorAll<HTMLElement>(`${scope} .ant-table-content, ${scope} .ant-table-body`)]
          .filter((el) => el.offsetParent !== null && el.scrollWidth - el.clientWidth > 1)
          .map((el) => {
            const heads = [...(el.closest('.ant-table')?.querySelectorAll('thead th') ?? [])]
              .map((th) => th.textContent?.trim())
              .filter(Boolean)
              .slice(0, 3)
              .join(', ');
            return `a table (${heads}…) scrolls inside its box: ${el.scrollWidth - el.clientWidth} px wider`;
          }),
      tablesIn,
    );
    for (const t of tables) findings.add(where, t);
  }
  const fileInputs = await page.locator('input[type=file]:visible').count();
  if (fileInputs > 0) findings.add(where, `${fileInputs} native file input(s) visible`);
  const pageError = page.getByRole('button', { name: 'Sayfayı yeniden yükle' });
  if (await pageError.count()) findings.add(where, 'the page error ("Sayfa yüklenemedi") shows');
}

/**
 * axe over the whole page (shell, menus and colour contrast included). Colours are checked at rest: no
 * half-finished hover or fade transition while it runs (antd animates menus and buttons); the animations come back
 * afterwards (antd's menus wait for theirs to end before they show).
 */
async function axe(page: Page): Promise<string[]> {
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  try {
    return await seriousA11yViolations(page, { wholePage: true });
  } finally {
    await still.evaluate((el) => (el as Element).remove());
  }
}

function checkErrors(errors: ReturnType<typeof watchErrors>, where: string, findings: Findings) {
  for (const e of errors.take()) findings.add(where, e);
}

async function attachScreenshot(page: Page, name: string, fullPage: boolean): Promise<void> {
  await test.info().attach(name, {
    body: await page.screenshot({ fullPage, type: 'jpeg', quality: 60 }),
    contentType: 'image/jpeg',
  });
}

/** The dialogs open now: antd modals (confirmations included), drawers, a dialog's loading or load-failure box. */
const openDialogs = (page: Page): Locator =>
  page.locator(
    '.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible, [role=alertdialog]:visible, [role=status][aria-busy=true]:visible',
  );

/**
 * Checks an open dialog (its content shows within a few seconds, no load failure, the layout checks), attaches its
 * screenshot and closes it. Returns false when it could not be closed.
 */
async function inspectDialog(
  page: Page,
  width: number,
  where: string,
  findings: Findings,
  errors: ReturnType<typeof watchErrors>,
): Promise<boolean> {
  const failure = page.locator('[role=alertdialog]:visible').filter({
    has: page.getByRole('button', { name: 'Tekrar dene' }),
  });
  const shown = page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-content-wrapper:visible');
  // Its code loads, then its record: the form (or the confirmation's text) within a few seconds.
  const outcome = await Promise.race([
    failure
      .first()
      .waitFor({ timeout: 8_000 })
      .then(() => 'failed' as const),
    shown
      .last()
      .locator('form, .ant-modal-confirm-body, .ant-modal-body, .ant-drawer-body')
      .first()
      .waitFor({ timeout: 8_000 })
      .then(async () => {
        await expect(shown.last().locator(BUSY)).toHaveCount(0, { timeout: 8_000 });
        return 'shown' as const;
      }),
  ]).catch(() => 'timeout' as const);
  if (outcome === 'failed')
    findings.add(where, `the dialog failed to load: "${(await failure.first().innerText()).trim()}"`);
  else if (outcome === 'timeout') findings.add(where, 'the dialog did not show its content within 8 s');
  else {
    // Let the opening animation end before measuring and photographing.
    await page.waitForTimeout(350);
    await checkLayout(page, width, where, findings, '.ant-modal-wrap');
  }
  await attachScreenshot(page, where, false);
  checkErrors(errors, where, findings);

  // Close: Escape; else its close icon or a cancelling button; last its primary button (the cookie consent has no
  // other way out). Each step waits for the closing animation.
  const dialogs = openDialogs(page);
  const closed = () =>
    expect(dialogs)
      .toHaveCount(0, { timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
  await page.keyboard.press('Escape');
  for (const way of ['.ant-modal-close, .ant-drawer-close', 'cancel', '.ant-btn-primary']) {
    if (await closed()) break;
    const last = dialogs.last();
    const button =
      way === 'cancel'
        ? last.getByRole('button', { name: /^(İptal|Kapat|Vazgeç|Tamam|Hayır)$/ })
        : last.locator(way);
    await button
      .first()
      .click({ timeout: 3_000 })
      .catch(() => undefined);
  }
  if (!(await closed())) {
    findings.add(where, 'the dialog could not be closed');
    return false;
  }
  return true;
}

/**
 * Marks the buttons a page offers (`data-tour`): those of the content outside tables, and those of the first row of
 * each table; not the table's headers and pager, the search box, selects and pickers, nor a form's submit button.
 * Returns their labels.
 */
async function markButtons(
  page: Page,
  scope: string,
  prefix: string,
): Promise<{ id: string; label: string }[]> {
  return page.evaluate(
    ({ scope: root, prefix: pre }) => {
      const container = document.querySelector(root);
      if (!container) return [];
      const visible = (el: HTMLElement) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const firstRows = [...container.querySelectorAll('.ant-table-tbody')]
        .map((body) => body.querySelector('tr.ant-table-row'))
        .filter((row): row is Element => row !== null);
      const buttons = [...container.querySelectorAll<HTMLButtonElement>('button')].filter(
        (b) =>
          visible(b) &&
          !b.disabled &&
          b.type !== 'submit' &&
          !b.closest(
            '.ant-table-thead, .ant-pagination, .ant-input-search, .ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-table-filter-dropdown, .ant-modal-wrap',
          ) &&
          (!b.closest('.ant-table-tbody') || firstRows.some((row) => row.contains(b))),
      );
      // The first row's buttons first: an edit dialog must open on its own, not only after a create dialog has
      // loaded the code they share (issue 20: the brand dialog's editor failed on its first opening as an edit).
      const inRow = (b: Element) => (b.closest('.ant-table-tbody') ? 0 : 1);
      buttons.sort((a, b) => inRow(a) - inRow(b));
      container.querySelectorAll(`[data-tour^="${pre}"]`).forEach((b) => b.removeAttribute('data-tour'));
      return buttons.map((b, i) => {
        b.setAttribute('data-tour', `${pre}${i}`);
        return {
          id: `${pre}${i}`,
          label: (b.getAttribute('aria-label') || b.textContent || b.title || '?').trim().slice(0, 60),
        };
      });
    },
    { scope, prefix },
  );
}

/** Clicks `button` and waits a moment for what it does: a dialog, a popover menu, another page or address. */
async function clickAndSee(
  page: Page,
  context: BrowserContext,
  button: Locator,
  address: string,
): Promise<'dialog' | 'popover' | 'navigated' | 'file' | 'nothing'> {
  const popovers = page.locator('.ant-popover:not(.ant-popover-hidden):visible');
  const popoversBefore = await popovers.count();
  const pagesBefore = context.pages().length;
  // An upload button opens the file chooser (intercepted: nothing is picked); a download starts a download.
  let file = false;
  const onFile = () => (file = true);
  page.on('filechooser', onFile);
  page.on('download', onFile);
  try {
    // A button that cannot be clicked (covered, moving) is left out rather than holding the tour.
    if (
      !(await button.click({ timeout: 10_000 }).then(
        () => true,
        () => false,
      ))
    )
      return 'nothing';
    for (let waited = 0; waited < 1_200; waited += 100) {
      if ((await openDialogs(page).count()) > 0) return 'dialog';
      if (file) return 'file';
      if ((await popovers.count()) > popoversBefore) return 'popover';
      if (context.pages().length > pagesBefore) {
        for (const p of context.pages().slice(pagesBefore)) await p.close();
        return 'navigated';
      }
      if ((await page.evaluate(() => location.pathname + location.search)) !== address) return 'navigated';
      await page.waitForTimeout(100);
    }
    return 'nothing';
  } finally {
    page.off('filechooser', onFile);
    page.off('download', onFile);
  }
}

/** Opens every dialog the page offers (see markButtons), one after the other, and checks each. */
async function openEveryDialog(
  page: Page,
  context: BrowserContext,
  width: number,
  route: { url: string },
  where: string,
  findings: Findings,
  errors: ReturnType<typeof watchErrors>,
): Promise<number> {
  let opened = 0;
  const buttons = await markButtons(page, 'main', 'b');
  for (let i = 0; i < buttons.length; i++) {
    const { id, label } = buttons[i];
    // A dialog may have re-rendered the page: mark again (same order) when the button lost its mark.
    let button = page.locator(`[data-tour="${id}"]`);
    if ((await button.count()) === 0) {
      await markButtons(page, 'main', 'b');
      button = page.locator(`[data-tour="${id}"]`);
      if ((await button.count()) === 0) continue;
    }
    const seen = await clickAndSee(page, context, button, route.url);
    if (seen === 'dialog') {
      opened++;
      if (!(await inspectDialog(page, width, `${where} › ${label}`, findings, errors))) return opened;
    } else if (seen === 'popover') {
      // A menu of actions: each of its buttons in turn, the menu opened again before each.
      const items = await markButtons(page, '.ant-popover:not(.ant-popover-hidden)', `p${i}-`);
      for (const item of items) {
        if ((await page.locator(`[data-tour="${item.id}"]:visible`).count()) === 0)
          await button.click({ timeout: 10_000 }).catch(() => undefined);
        const inner = page.locator(`[data-tour="${item.id}"]`);
        if ((await inner.count()) === 0) continue;
        if ((await clickAndSee(page, context, inner, route.url)) === 'dialog') {
          opened++;
          if (!(await inspectDialog(page, width, `${where} › ${label} › ${item.label}`, findings, errors)))
            return opened;
        }
      }
      await page.keyboard.press('Escape');
      if ((await page.locator('.ant-popover:not(.ant-popover-hidden):visible').count()) > 0)
        await page.mouse.click(2, 2);
    } else if (seen === 'navigated') {
      if ((await page.evaluate(() => location.pathname + location.search)) !== route.url)
        await navigate(page, route.url);
    }
    checkErrors(errors, `${where} › ${label}`, findings);
  }
  return opened;
}

/** The shell's own dialogs: change password (user menu), next payment date (side menu, administrators). */
async function openShellDialogs(
  page: Page,
  width: number,
  visitor: Visitor,
  where: string,
  findings: Findings,
  errors: ReturnType<typeof watchErrors>,
): Promise<number> {
  let opened = 0;
  await page
    .getByRole('button', { name: `Kullanıcı menüsü: ${visitor.account!.userName}` })
    .click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Şifre Değiştir' }).click({ timeout: 30_000 });
  await expect(openDialogs(page).first()).toBeVisible();
  opened++;
  await inspectDialog(page, width, `${where} › Şifre Değiştir`, findings, errors);
  if (visitor.permissions.includes(PERMISSIONS.administration)) {
    if (width < 768) {
      await page.getByRole('button', { name: 'Menüyü aç' }).click({ timeout: 30_000 });
      await expect(openDialogs(page).first()).toBeVisible();
      await settle(page);
      opened++;
      await attachScreenshot(page, `${where} › Menüyü aç`, false);
    }
    await page.getByRole('menuitem', { name: 'Sonraki Ödeme Tarihi' }).click({ timeout: 30_000 });
    await expect(
      page.locator('.ant-modal-wrap:visible, [role=status][aria-busy=true]').first(),
    ).toBeVisible();
    opened++;
    await inspectDialog(page, width, `${where} › Sonraki Ödeme Tarihi`, findings, errors);
    await expect(openDialogs(page)).toHaveCount(0, { timeout: 5_000 });
  }
  return opened;
}

// The longest first (administrators see the most dialogs), so that the workers end together.
for (const [who, visitor] of Object.entries(VISITORS)) {
  for (const width of [1366, 375]) {
    test(`tour: ${who} at ${width} px, every route and every dialog`, async ({ page, context }) => {
      test.setTimeout(900_000);
      await page.setViewportSize({ width, height: 800 });
      const errors = watchErrors(page);
      const findings = new Findings();
      if (visitor.account) await signIn(page, visitor.account.userName, visitor.account.password);
      else {
        await page.goto('/account/login');
        await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
      }
      checkErrors(errors, `${who} sign-in`, findings);

      const started = Date.now();
      let dialogs = 0;
      // TOUR_ROUTES (a regular expression on the path) narrows the tour while working on a screen.
      const only = process.env.TOUR_ROUTES ? new RegExp(process.env.TOUR_ROUTES) : null;
      const routes = routesFor(visitor).filter((r) => !only || only.test(r.path));
      for (const route of routes) {
        const where = `${who} ${width}px ${route.url}`;
        if (process.env.TOUR_LOG)
          console.log(`${Math.round((Date.now() - started) / 1000)} s ${where} (${findings.list.length})`);
        await navigate(page, route.url);
        if (route.forbidden) {
          if ((await page.getByText('403', { exact: true }).count()) === 0)
            findings.add(where, 'expected the 403 page (the route needs a permission the user lacks)');
        }
        await checkLayout(page, width, where, findings);
        for (const line of await axe(page)) findings.add(where, `axe: ${line}`);
        await attachScreenshot(page, where, true);
        checkErrors(errors, where, findings);

        // A dialog the page opens by itself (the cookie consent): check it and close it first.
        if ((await openDialogs(page).count()) > 0)
          await inspectDialog(page, width, `${where} › (opens by itself)`, findings, errors);
        // The mock's own tools are not part of the product.
        if (!route.forbidden && !route.mockOnly) {
          // A page with a create button has at least that dialog: the tour must have opened one there.
          const creates = await page
            .locator('main')
            .getByRole('button', { name: /^(Yeni|Ekle)\b/ })
            .count();
          const opened = await openEveryDialog(page, context, width, route, where, findings, errors);
          if (creates > 0 && opened === 0)
            findings.add(where, 'a create button, but the tour opened no dialog');
          dialogs += opened;
        }
        if (visitor.account && route.id === 'home')
          dialogs += await openShellDialogs(page, width, visitor, where, findings, errors);
        checkErrors(errors, where, findings);
      }
      test.info().annotations.push({
        type: 'tour',
        description: `${routes.length} routes, ${dialogs} dialogs in ${Math.round((Date.now() - started) / 1000)} s`,
      });
      expect(findings.list).toEqual([]);
    });
  }
}

// The tour sees the administrator's payment list as it first opens (the marketplace's rows); the rows that offer a
// text button ('Fatura Yükle' on status 0, 'Ödeme Yapıldı' on status 8) made the table wider than its box at 1366 px
// (issue 20, defect 4).
test('the payment table fits its box at 1366 px with the rows that offer a text button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await navigate(page, '/admin/payment-tracking-list');
  await chooseOption(page, 'Marka filtresi', 'Tüm markalar');
  const findings = new Findings();
  for (const [status, button] of [
    ['Fatura Yüklenmeli', 'Fatura Yükle'],
    ['İmza Onaylandı', 'Ödeme Yapıldı'],
  ]) {
    await chooseOption(page, 'Durum filtresi', status);
    await settle(page);
    await expect(
      page.locator('tr.ant-table-row').first().getByRole('button', { name: button }),
    ).toBeVisible();
    await checkLayout(page, 1366, `payments, status ${status}`, findings);
    await attachScreenshot(page, `payments, status ${status}`, false);
  }
  expect(findings.list).toEqual([]);
});
