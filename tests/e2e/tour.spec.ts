// The tour: every route of the route table (src/config/routeTable.tsx, imported, not a hand-kept list) for every kind of
// visitor (anonymous, member, administrator, an administrator holding only user administration) at 1366 and 375 px.
// Each visit checks: no page error, no console.error, no error page or dialog load failure, the document never
// scrolls sideways, at 1366 px no table scrolls inside its box, no visible native file input, and no serious or
// critical axe violation on the whole page (shell, menus and colour contrast included). Then it opens every dialog
// the page offers — every button of the page outside the table, and every button of the table's first row (an
// administrator sees a 403 page where a route needs a permission they do not hold) — checks that its content shows
// within a few seconds, runs the same checks, and closes it. The shell's own dialogs (change password, next payment
// date) are opened on the home page. A screenshot of a page or dialog is attached to the report where something was
// found there (of every one with TOUR_SHOTS=1). Each page and dialog is opened at 1366 px and checked there and again
// with the viewport narrowed to 375 px (WIDTHS); the buttons only the narrow page offers are then opened at 375 px.
// The user manager's tour checks only the pages their rights make differ from the administrator's (VISITORS,
// `only`).
//
// One sign-in per test, then client-side navigation (the in-browser mock keeps running). The administrator's tour
// comes in parts (PARTS), each an independent test, so that the tests are of a size the workers can share evenly.
// The checks: tests/e2e/support/tour.ts; the dialogs: tests/e2e/support/tour-dialogs.ts.
import { ACCOUNTS, chooseOption, expect, settle, signIn, test } from './support';
import {
  Findings,
  VISITORS,
  atWidths,
  attachScreenshot,
  axe,
  checkErrors,
  checkLayout,
  navigate,
  routesFor,
  stopwatch,
  watchErrors,
  type TourRoute,
  type Visitor,
} from './support/tour';
import { inspectDialog, openDialogs, openEveryDialog, openShellDialogs } from './support/tour-dialogs';

test.describe.configure({ mode: 'parallel' });
// Like every end-to-end test but the accounts' journeys, the tour asks for less motion (playwright.config.ts): it
// looks at what each screen and dialog shows at rest.

/**
 * The parts of the administrator's tour (`inParts`): a route belongs to the first part whose pattern matches its path
 * (the last part takes the rest, so no route is left out). Sized from the tour's timings (TOUR_LOG=1) so that each part
 * takes 1–2.5 min and the workers share the administrator's tour.
 */
const PARTS: { name: string; paths: RegExp }[] = [
  {
    name: 'administration',
    paths: /^\/admin\/(user-list|role-list|company-list|company-user|trendyol-commission-list|storage-list)$/,
  },
  {
    name: 'payments, collections, tickets, profile',
    paths: /^\/admin\/(payment-tracking-list|collection-list|ticket-list|profile|legislation)$/,
  },
  { name: 'campaigns', paths: /^\/admin\/(campaign|coupon|commission-list|discount-campaign-list)$/ },
  { name: 'the rest', paths: /./ },
];

/** The tests of a visitor's tour: one per part when it comes in parts, else one. */
function tourParts(routes: TourRoute[], visitor: Visitor): [string, TourRoute[]][] {
  if (!visitor.inParts) return [[visitor.only ? 'the routes their rights change' : 'every route', routes]];
  const taken = new Set<TourRoute>();
  return PARTS.map(({ name, paths }): [string, TourRoute[]] => {
    const part = routes.filter((r) => !taken.has(r) && paths.test(r.path));
    for (const r of part) taken.add(r);
    return [name, part];
  }).filter(([, part]) => part.length > 0);
}

/** The widths every page and dialog is checked at: each opens at the first, then the viewport narrows to the others. */
const [WIDE, ...NARROWER] = [1366, 375];
const WIDTHS = [WIDE, ...NARROWER];

// The longest first, so that the workers end together: the tests of a file in parallel mode start in the order they
// are declared, and this file's tests start last (the files go in alphabetical order). The member's
// tour is the longest test, then the administrator's parts, the visitor's and the user manager's. A visitor missing from the list comes last.
const LONGEST_FIRST = ['member', 'admin', 'visitor', 'userManager'];
const rank = (who: string) => {
  const i = LONGEST_FIRST.indexOf(who);
  return i === -1 ? LONGEST_FIRST.length : i;
};
for (const [who, visitor] of Object.entries(VISITORS).sort(([a], [b]) => rank(a) - rank(b))) {
  // TOUR_ROUTES (a regular expression on the path) narrows the tour while working on a screen.
  const only = process.env.TOUR_ROUTES ? new RegExp(process.env.TOUR_ROUTES) : null;
  const all = routesFor(visitor).filter(
    (r) => (!only || only.test(r.path)) && (!visitor.only || visitor.only.test(r.path)),
  );
  for (const [part, routes] of tourParts(all, visitor)) {
    test(`tour: ${who}, ${part}: each page and dialog at ${WIDTHS.join(' and ')} px`, async ({
      page,
      context,
    }) => {
      test.setTimeout(900_000);
      await page.setViewportSize({ width: WIDE, height: 800 });
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
      for (const route of routes) {
        const where = `${who} ${route.url}`;
        const time = stopwatch();
        await navigate(page, route.url);
        time.lap('navigation');
        if (route.forbidden) {
          if ((await page.getByText('403', { exact: true }).count()) === 0)
            findings.add(where, 'expected the 403 page (the route needs a permission the user lacks)');
        }
        await atWidths(page, WIDTHS, async (width) => {
          const here = `${where} (${width} px)`;
          const before = findings.list.length;
          await checkLayout(page, width, here, findings);
          for (const line of await axe(page)) findings.add(here, `axe: ${line}`);
          checkErrors(errors, here, findings);
          await attachScreenshot(page, here, findings.since(before));
        });
        time.lap('page checks');

        // A dialog the page opens by itself (the cookie consent): check it and close it first.
        if ((await openDialogs(page).count()) > 0)
          await inspectDialog(page, WIDTHS, `${where} › (opens by itself)`, findings, errors);
        // The mock's own tools are not part of the product.
        if (!route.forbidden && !route.mockOnly) {
          // A page with a create button has at least that dialog: the tour must have opened one there.
          const creates = await page
            .locator('main')
            .getByRole('button', { name: /^(Yeni|Ekle)\b/ })
            .count();
          // Each dialog the wide page offers, checked at every width; then those only a narrower page offers.
          const tried = new Set<string>();
          let opened = await openEveryDialog(page, context, WIDTHS, route, where, findings, errors, tried);
          await atWidths(page, NARROWER, async (width) => {
            opened += await openEveryDialog(page, context, [width], route, where, findings, errors, tried);
          });
          if (creates > 0 && opened === 0)
            findings.add(where, 'a create button, but the tour opened no dialog');
          dialogs += opened;
          time.lap(`${opened} dialogs`);
        }
        // The shell's own dialogs differ by width (the menu is a drawer on phones): opened at each.
        if (visitor.account && route.id === 'home') {
          await atWidths(page, WIDTHS, async (width) => {
            dialogs += await openShellDialogs(page, width, visitor, where, findings, errors);
          });
        }
        checkErrors(errors, where, findings);
        if (process.env.TOUR_LOG) console.log(`${where} (${findings.list.length} found): ${time.total()}`);
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
// text button ('Fatura Yükle' on status 0, 'Ödeme Yapıldı' on status 8) must not make the table wider than its box at
// 1366 px.
test('the payment table fits its box at 1366 px with the rows that offer a text button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await navigate(page, '/admin/payment-tracking-list');
  await chooseOption(page, 'Marka filtresi', 'Tüm markalar');
  const findings = new Findings();
  for (const [status, button] of [
    ['Fatura Yüklenmeli', 'Fatura Yükle'],
    ['İmza Onaylandı', 'Ödeme Yapıldı'],
  ] as const) {
    await chooseOption(page, 'Durum filtresi', status);
    await settle(page);
    await expect(
      page.locator('tr.ant-table-row').first().getByRole('button', { name: button }),
    ).toBeVisible();
    const before = findings.list.length;
    await checkLayout(page, 1366, `payments, status ${status}`, findings);
    await attachScreenshot(page, `payments, status ${status}`, findings.since(before));
  }
  expect(findings.list).toEqual([]);
});
