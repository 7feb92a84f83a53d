/**
 * The tour's visitors, routes and page checks (tests/e2e/tour.spec.ts; its dialogs: ./tour-dialogs.ts).
 */
import type { Page } from '@playwright/test';
import { ROUTE_LIST, allows, type AccessRule } from '../../../src/config/routeTable';
import { PERMISSIONS } from '../../../src/api/shared/permissions';
import { ACCOUNTS, settle, type Account } from './app';
import { expect, test } from './fixtures';
import { seriousA11yViolations, type AxeScope } from './axe-check';

// Seeded values for the routes' parameters: the demo member's public collection, a legal text.
const PARAMS: Record<string, string> = {
  userName: 'influencer',
  collectionName: 'Yaz Favorilerim',
  name: 'data',
};

export interface Visitor {
  account: Account | null;
  /** The permissions the account's roles grant (mocks/seed/users.ts); only what the route table asks about matters. */
  permissions: string[];
  /**
   * The routes this visitor's tour visits, by path; every route they can open when absent. For a visitor who sees
   * another's pages but for a few: the tour checks those few.
   */
  only?: RegExp;
  /** The tour in parts, each a test of its own (tour.spec.ts, PARTS): for a tour too long for one test. */
  inParts?: boolean;
}

export const VISITORS: Record<string, Visitor> = {
  admin: { account: ACCOUNTS.admin, permissions: Object.values(PERMISSIONS), inParts: true },
  // Role 'Kullanıcı Yöneticisi': administration and the user rights, none of the role rights. Every administration
  // route asks for administration alone, so they open the administrator's routes, with the administrator's menu,
  // pages, buttons and dialogs (the same `isAdmin` of src/lib/access.ts). Their finer rights change only the user
  // and role lists (src/features/users, src/features/roles): their tour checks those, and the home page with the
  // shell's dialogs (their user menu).
  userManager: {
    account: ACCOUNTS.userManager,
    permissions: [
      PERMISSIONS.administration,
      PERMISSIONS.userCreate,
      PERMISSIONS.userUpdate,
      PERMISSIONS.userDelete,
    ],
    only: /^\/admin\/(home|user-list|role-list)$/,
  },
  member: { account: ACCOUNTS.member, permissions: [] },
  visitor: { account: null, permissions: [] },
};

const url = (path: string) =>
  path.replace(/:(\w+)/g, (_, p: string) => {
    const value = PARAMS[p];
    if (value === undefined) throw new Error(`tour: no seeded value for the route parameter :${p}`);
    return encodeURIComponent(value);
  });

export type TourRoute = (typeof ROUTE_LIST)[number] & { url: string; forbidden: boolean };

/** The routes a visitor can open: what the guard lets through, plus, signed in, the 403 page of the others. */
export function routesFor(visitor: Visitor): TourRoute[] {
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
export class Findings {
  list: string[] = [];
  add(where: string, what: string) {
    this.list.push(`${where}: ${what}`);
  }
  /** Whether anything was found since `before` (an earlier `list.length`). */
  since(before: number): boolean {
    return this.list.length > before;
  }
}

export type Errors = ReturnType<typeof watchErrors>;

/** Console errors and page errors since the last `take()`. */
export function watchErrors(page: Page) {
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

export function checkErrors(errors: Errors, where: string, findings: Findings) {
  for (const e of errors.take()) findings.add(where, e);
}

/** TOUR_LOG=1: where a route's or a dialog's time went (console, one line each): the laps, then the total. */
export function stopwatch() {
  const start = Date.now();
  let last = start;
  const laps: string[] = [];
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return {
    lap(name: string) {
      laps.push(`${name} ${s(Date.now() - last)}`);
      last = Date.now();
    },
    total: () => `${s(Date.now() - start)} = ${laps.join(', ')}`,
  };
}

/** Client-side navigation (no reload, so the mock and the session keep running). */
export async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe(to);
  await settle(page);
  // The pointer rests outside the page (no hover colours, no tooltip where the last click was).
  await page.mouse.move(0, 799);
}

/**
 * Runs `check` with the viewport at each of `widths` (800 px high), then puts the viewport back as it was: what a page
 * or dialog opened at one width shows when the window narrows or widens.
 */
export async function atWidths(
  page: Page,
  widths: readonly number[],
  check: (width: number) => Promise<void>,
): Promise<void> {
  const before = page.viewportSize();
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
    await check(width);
  }
  if (before && page.viewportSize()?.width !== before.width) await page.setViewportSize(before);
}

/**
 * Waits until no animation or transition runs (a dialog zooming in, a drawer sliding): what is measured and
 * photographed is the settled screen. At most 2 s. Not counted: an endless spinner animation, and antd's click wave
 * (`.ant-wave`, a 2 s fade on the button that was clicked, behind the dialog's mask; counting it made every dialog
 * wait the whole 2 s, a third of the tour's time).
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' ||
              a.effect?.getTiming().iterations === Infinity ||
              ((a.effect as KeyframeEffect | null)?.target as Element | null)?.classList.contains('ant-wave'),
          ),
      undefined,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => undefined);
}

/** The layout checks, on the page or with a dialog open. */
export async function checkLayout(
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
 * axe over the whole page (shell, menus and colour contrast included), or `scope` (axe-check.ts). Colours are checked
 * at rest: no half-finished hover or fade transition while it runs (antd animates menus and buttons); the animations
 * come back afterwards (antd's menus wait for theirs to end before they show).
 */
export async function axe(page: Page, { scope = 'page' }: { scope?: AxeScope } = {}): Promise<string[]> {
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  try {
    return await seriousA11yViolations(page, { scope });
  } finally {
    await still.evaluate((el) => (el as Element).remove());
  }
}

/**
 * Attaches a screenshot of what the viewport shows, for the reader of the report (no check compares it): where a check
 * found something (`found`), or of every page and dialog with TOUR_SHOTS=1. A screenshot of each would cost a fifth of
 * the tour's CPU. Of the viewport: a full-page one costs several times as much on the long 375 px pages, and nobody
 * looks below the fold.
 */
export async function attachScreenshot(page: Page, name: string, found: boolean): Promise<void> {
  if (!found && !process.env.TOUR_SHOTS) return;
  await test.info().attach(name, {
    body: await page.screenshot({ type: 'jpeg', quality: 60 }),
    contentType: 'image/jpeg',
  });
}
