/**
 * The browser the end-to-end tests (playwright.config.ts) and the stories (vitest.stories.config.ts) drive: Debian's
 * Chromium, never Playwright's own download. `CHROMIUM_PATH` when set; for a headless run Debian's headless shell
 * (package chromium-headless-shell, the same Chromium without the full browser's display stack: what Playwright itself
 * runs headless) when installed, which took about half the time and CPU of the full browser for a tour part
 * (docs/ci.md, "The headless shell"); else /usr/bin/chromium (package chromium).
 */
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export function chromiumPath({ headed = false }: { headed?: boolean } = {}): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return !headed && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}
