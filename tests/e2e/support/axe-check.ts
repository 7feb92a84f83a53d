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
  nodes: { target: string[] }[];
}

/**
 * Runs axe over the page's content and open dialogs (the shell around them is checked by the shell's own tests),
 * (the global loading overlay is outside both). Colour contrast is left out: the theme's orange primary colour
 * (src/app/providers.tsx) fails it app-wide, which is a theme decision outside the screens.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const include = ['.ant-layout-content', '.ant-modal-wrap'].filter((s) => document.querySelector(s));
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run({ include: include.map((s) => [s]) } as unknown as Document, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe: ${label}`,
  ).toEqual([]);
}

/** Whether the page scrolls sideways (the document wider than the viewport). */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll: ${label}`).toBeLessThanOrEqual(0);
}
