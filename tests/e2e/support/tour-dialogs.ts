/**
 * The tour's dialogs (tests/e2e/tour.spec.ts): every button a page offers is clicked, each dialog it opens is
 * checked (its content shows within a few seconds, no load failure, the layout checks, axe), photographed and closed.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { PERMISSIONS } from '../../../src/api/shared/permissions';
import { expect } from './fixtures';
import {
  animationsEnded,
  atWidths,
  attachScreenshot,
  axe,
  checkErrors,
  checkLayout,
  navigate,
  stopwatch,
  type Errors,
  type Findings,
  type Visitor,
} from './tour';
import { at } from '../../../src/lib/at';
import { BUSY, chooseUserMenuItem, settle } from './app';

/** The dialogs open now: antd modals (confirmations included), drawers, a dialog's loading or load-failure box. */
export const openDialogs = (page: Page): Locator =>
  page.locator(
    '.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible, [role=alertdialog]:visible, [role=status][aria-busy=true]:visible',
  );

/**
 * Checks an open dialog (its content shows within a few seconds, no load failure; then at each of `widths` the layout
 * checks and axe over the page with the dialog open, and a screenshot), and closes it at the width it was opened at.
 * Returns false when it could not be closed.
 */
export async function inspectDialog(
  page: Page,
  widths: number[],
  where: string,
  findings: Findings,
  errors: Errors,
): Promise<boolean> {
  const failure = page.locator('[role=alertdialog]:visible').filter({
    has: page.getByRole('button', { name: 'Tekrar dene' }),
  });
  const shown = page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-content-wrapper:visible');
  const time = stopwatch();
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
  time.lap('shown');
  await atWidths(page, widths, async (width) => {
    const here = `${where} (${width} px)`;
    const before = findings.list.length;
    if (outcome === 'shown') {
      // The opening animation ends before measuring and photographing.
      await animationsEnded(page);
      await checkLayout(page, width, here, findings, '.ant-modal-wrap');
      // The page behind it was checked at this width before it opened (axe-check.ts, `dialogs`).
      for (const line of await axe(page, { scope: 'dialogs' })) findings.add(here, `axe: ${line}`);
    }
    checkErrors(errors, here, findings);
    await attachScreenshot(page, here, outcome !== 'shown' || findings.since(before));
  });
  time.lap(`checked at ${widths.join(', ')} px`);

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
  time.lap('closed');
  if (process.env.TOUR_LOG) console.log(`    ${where}: ${time.total()}`);
  return true;
}

/**
 * Marks the buttons a page offers (`data-tour`): those of the content outside tables, and those of the first row of
 * each table (or the first card of a phone's list); not the table's headers and pager, the search box, selects and
 * pickers, nor a form's submit button. Returns their labels.
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
      const ROWS = '.ant-table-tbody, .row-cards';
      const firstRows = [...container.querySelectorAll(ROWS)]
        .map((body) => body.querySelector('tr.ant-table-row, .row-card'))
        .filter((row): row is Element => row !== null);
      const buttons = [...container.querySelectorAll<HTMLButtonElement>('button')].filter(
        (b) =>
          visible(b) &&
          !b.disabled &&
          b.type !== 'submit' &&
          !b.closest(
            '.ant-table-thead, .ant-pagination, .ant-input-search, .ant-input-affix-wrapper, .text-input-affix, .ant-select, .ant-picker, .ant-table-filter-dropdown, .ant-modal-wrap',
          ) &&
          (!b.closest(ROWS) || firstRows.some((row) => row.contains(b))),
      );
      // The first row's buttons first: an edit dialog must open on its own, not only after a create dialog has
      // loaded the code they share (an editor that only works after a create dialog is a defect users meet).
      const inRow = (b: Element) => (b.closest(ROWS) ? 0 : 1);
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

/**
 * Opens every dialog the page offers (see markButtons) at the viewport's width, the first of `widths`, one after the
 * other, and checks each at every width of `widths`. Passes over the buttons whose labels are in `tried` (tried at
 * another width) and adds those it tries.
 */
export async function openEveryDialog(
  page: Page,
  context: BrowserContext,
  widths: number[],
  route: { url: string },
  where: string,
  findings: Findings,
  errors: Errors,
  tried: Set<string>,
): Promise<number> {
  let opened = 0;
  // Labels tried at an earlier width (two buttons of one label on this page are both tried).
  const earlier = new Set(tried);
  const buttons = await markButtons(page, 'main', 'b');
  for (let i = 0; i < buttons.length; i++) {
    const { id, label } = at(buttons, i, 'the marked buttons');
    if (earlier.has(label)) continue;
    tried.add(label);
    // A dialog may have re-rendered the page: mark again (same order) when the button lost its mark.
    let button = page.locator(`[data-tour="${id}"]`);
    if ((await button.count()) === 0) {
      await markButtons(page, 'main', 'b');
      button = page.locator(`[data-tour="${id}"]`);
      if ((await button.count()) === 0) continue;
    }
    const started = Date.now();
    const seen = await clickAndSee(page, context, button, route.url);
    if (seen === 'dialog') {
      opened++;
      if (!(await inspectDialog(page, widths, `${where} › ${label}`, findings, errors))) return opened;
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
          if (!(await inspectDialog(page, widths, `${where} › ${label} › ${item.label}`, findings, errors)))
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
    if (process.env.TOUR_LOG) console.log(`  ${where} › ${label}: ${seen}, ${Date.now() - started} ms`);
  }
  return opened;
}

/** The shell's own dialogs: change password (user menu), next payment date (side menu, administrators). */
export async function openShellDialogs(
  page: Page,
  width: number,
  visitor: Visitor,
  where: string,
  findings: Findings,
  errors: Errors,
): Promise<number> {
  let opened = 0;
  await chooseUserMenuItem(page, visitor.account!.userName, 'Şifre Değiştir', () =>
    expect(openDialogs(page).first()).toBeVisible({ timeout: 10_000 }),
  );
  opened++;
  await inspectDialog(page, [width], `${where} › Şifre Değiştir`, findings, errors);
  if (visitor.permissions.includes(PERMISSIONS.administration)) {
    if (width < 768) {
      await page.getByRole('button', { name: 'Menüyü aç' }).click({ timeout: 30_000 });
      await expect(openDialogs(page).first()).toBeVisible();
      await settle(page);
      opened++;
      await attachScreenshot(page, `${where} › Menüyü aç (${width} px)`, false);
    }
    await page.getByRole('menuitem', { name: 'Sonraki Ödeme Tarihi' }).click({ timeout: 30_000 });
    await expect(
      page.locator('.ant-modal-wrap:visible, [role=status][aria-busy=true]').first(),
    ).toBeVisible();
    opened++;
    await inspectDialog(page, [width], `${where} › Sonraki Ödeme Tarihi`, findings, errors);
    await expect(openDialogs(page)).toHaveCount(0, { timeout: 5_000 });
  }
  return opened;
}
