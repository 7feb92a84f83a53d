// Accessibility of every route of the route table (src/config/routes.tsx, read by scripts/bundle-budgets.mjs): axe
// over the whole page (shell, menus and colour contrast included) at 1366 and 375 px, as an anonymous visitor (the
// sign-in screens and the public pages), a member and an administrator (every signed-in route; a member sees the
// 403 page on administrator routes, which is checked too). Zero serious or critical violations, and no route scrolls
// sideways (the document no wider than the viewport) at either width.
import type { Page } from '@playwright/test';
import { test, expect, signIn, ACCOUNTS } from './support';
import { seriousA11yViolations } from './support/axe-check';
// @ts-expect-error: a plain .mjs script without type declarations
import { readRoutes } from '../../scripts/bundle-budgets.mjs';

interface Route {
  path: string;
  access: 'public' | 'publicOnly' | 'signedIn' | 'permission';
  layout: string;
}

// Seeded values for the routes' parameters: the demo member's public collection, a legal text.
const PARAMS: Record<string, string> = {
  userName: 'influencer',
  collectionName: 'Yaz Favorilerim',
  name: 'data',
};
const ROUTES = ((await readRoutes('.')) as Route[]).map((r) => ({
  ...r,
  url: r.path.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(PARAMS[p])),
}));
// The six audits (2 widths × 3 visitors) are independent (each its own browser context and in-browser mock), so with
// more than one worker (.ci/run uses two) they are shared out among the workers instead of running one after another.
test.describe.configure({ mode: 'parallel' });

const anonymous = ROUTES.filter((r) => r.access === 'public' || r.access === 'publicOnly');
const signedIn = ROUTES.filter((r) => r.access !== 'publicOnly');

/** Client-side navigation (no reload, so the mock keeps running) and a settled page. */
async function visit(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe(url);
  // Lazy page loaded, its calls answered, no spinner left (the 'Yükleniyor...' overlay included), and still none a
  // moment later (a debounced search or a second call may start after the first answer).
  const busy = page.locator('.ant-spin-spinning, .ant-skeleton-active');
  for (let quiet = 0; quiet < 2;) {
    await expect(busy).toHaveCount(0, { timeout: 60_000 });
    await page.waitForTimeout(300);
    quiet = (await busy.count()) === 0 ? quiet + 1 : 0;
  }
  // The pointer rests outside the page (no hover colours where the last click was).
  await page.mouse.move(0, 799);
}

async function checkAll(page: Page, routes: typeof ROUTES, who: string): Promise<void> {
  // Colours are checked at rest: no half-finished hover or fade transition (antd animates menus and buttons).
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const failures: string[] = [];
  for (const route of routes) {
    await visit(page, route.url);
    for (const line of await seriousA11yViolations(page, { wholePage: true }))
      failures.push(`${who} ${route.url}: ${line}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) failures.push(`${who} ${route.url}: scrolls sideways by ${overflow} px`);
  }
  expect(failures).toEqual([]);
}

for (const width of [1366, 375]) {
  test.describe(`every route at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(600_000);
      await page.setViewportSize({ width, height: 800 });
    });

    test('anonymous visitor: sign-in screens and public pages', async ({ page }) => {
      await page.goto('/account/login');
      await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
      await checkAll(page, anonymous, 'anonymous');
    });

    for (const role of ['member', 'admin'] as const) {
      test(`${role}: every signed-in route`, async ({ page }) => {
        await signIn(page, ACCOUNTS[role].userName, ACCOUNTS[role].password);
        await checkAll(page, signedIn, role);
      });
    }
  });
}
