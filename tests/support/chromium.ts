/**
 * The browser the end-to-end tests (playwright.config.ts) and the stories (vitest.stories.config.ts) drive: Debian's
 * Chromium, never Playwright's own download. `CHROMIUM_PATH` when set; for a headless run Debian's headless shell
 * (package chromium-headless-shell, the same Chromium without the full browser's display stack: what Playwright itself
 * runs headless) when installed; else /usr/bin/chromium (package chromium). The shell is lighter to start and run.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export function chromiumPath({ headed = false }: { headed?: boolean } = {}): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return !headed && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}

/**
 * V8 without its optimising compilers (TurboFan, Maglev) for the test browsers: a test's pages live a few seconds,
 * and what those compilers optimise in the background mostly never runs again. The code runs the same (only its
 * speed differs, and no test here measures speed; `npm run bench:web` keeps the full compiler). It saves about a tenth
 * of the end-to-end suite's and the stories' CPU.
 */
export const TEST_JS_FLAGS = '--js-flags=--no-opt,--no-maglev';
