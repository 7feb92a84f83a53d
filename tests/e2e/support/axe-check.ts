/**
 * Accessibility check of the current page with axe-core (injected from node_modules): fails on any serious or
 * critical violation, listing rule, impact and the first offending selectors.
 */
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; any?: { data: unknown }[] }[];
}

/**
 * What axe looks at:
 * - `page`: the whole document (the shell, its menus and the global loading overlay included);
 * - `content`: the page's content and the open dialogs (the shell around them is checked by tests/e2e/tour.spec.ts);
 * - `dialogs`: the open dialogs and drawers only. For a dialog opened on a page that was checked at the same width
 *   just before: the page behind it has not changed, and checking it again with each dialog would be most of the
 *   tour's axe time (colour contrast over a list's every cell).
 *
 * A scope none of whose parts is in the page falls back to the whole document.
 */
export type AxeScope = 'page' | 'content' | 'dialogs';
const SCOPES: Record<AxeScope, string[]> = {
  page: [],
  content: ['.ant-layout-content', '.ant-modal-wrap'],
  dialogs: ['.ant-modal-wrap', '.ant-drawer-content-wrapper'],
};

/**
 * Runs axe over the page's content and open dialogs (or `scope`, above), colour contrast included (the theme's
 * primary colour is the darker brand shade, src/config/theme.ts).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  { scope = 'content' }: { scope?: AxeScope } = {},
): Promise<void> {
  const serious = await seriousA11yViolations(page, { scope });
  expect(serious, `axe: ${label}`).toEqual([]);
}

/** The serious and critical axe violations of the page, one line each: rule, impact, help, first selectors. */
export async function seriousA11yViolations(
  page: Page,
  { scope = 'content' }: { scope?: AxeScope } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  // Colours are judged as they settle: a dialog still zooming in (or a button still fading) blends its colours
  // with the page behind, which is not what the user reads. Wait for running animations and transitions to end.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  const violations = await page.evaluate(async (parts) => {
    const include = parts.filter((s) => document.querySelector(s));
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const context = include.length === 0 ? document : { include: include.map((s) => [s]) };
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({
        target: n.target,
        // Colour contrast: the colours and ratio axe found (fgColor, bgColor, contrastRatio).
        data: n.any?.map((c) => c.data as { fgColor?: string; bgColor?: string; contrastRatio?: number })[0],
      })),
    }));
  }, SCOPES[scope]);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map(
            (n) =>
              n.target.join(' ') +
              (n.data?.contrastRatio
                ? ` (${n.data.fgColor} on ${n.data.bgColor}: ${n.data.contrastRatio})`
                : ''),
          )
          .join(', ')}`,
    );
}

/**
 * Whether the page scrolls sideways (the document wider than the viewport). Polled: right after a viewport change
 * the page may not have re-rendered for the new width yet (antd's breakpoints answer through matchMedia listeners).
 */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      {
        message: `sideways scroll: ${label}`,
        timeout: 10_000,
      },
    )
    .toBeLessThanOrEqual(0);
}
