// Helpers for the e2e tests (see tests/e2e/run.mjs for the runner).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(ROOT, 'test-results');

const HTML_TAGS = new Set(
  (
    'a abbr article aside body button canvas code dd details dialog div dl dt em fieldset footer form h1 h2 h3 h4 h5 ' +
    'h6 header html iframe img input label legend li main nav ol option p pre section select small span strong ' +
    'summary svg table tbody td textarea tfoot th thead tr ul'
  ).split(' '),
);

/**
 * Whether a string is meant as a selector rather than visible text:
 * `#id`, `.class`, `[attr]`, `//xpath`, engine-prefixed (`css=`, `text=`, `role=`, `xpath=`, `data-testid=`…),
 * or starting with an HTML tag name (`button[type=submit]`, `h1`, `table tbody tr`).
 * Anything else (e.g. `Giriş Yap`) is looked up as text (case-insensitive substring).
 */
export function isSelector(value) {
  if (/^[#.[(/]/.test(value)) return true;
  if (/^[a-z][\w-]*=/.test(value)) return true;
  const m = /^([a-z][a-z0-9]*)(?=$|[\s#.[:>+~,])/.exec(value);
  return m !== null && HTML_TAGS.has(m[1]);
}

/** A locator for a selector, a text, or a ready-made Locator. */
export function locate(page, selectorOrText) {
  if (typeof selectorOrText !== 'string') return selectorOrText;
  return isSelector(selectorOrText) ? page.locator(selectorOrText) : page.getByText(selectorOrText);
}

/**
 * Waits until an element matching the selector (or showing the text) is visible; returns its locator.
 * @param {import('playwright-core').Page} page
 * @param {string | import('playwright-core').Locator} selectorOrText
 * @param {{ timeout?: number }} [options]
 */
export async function expectVisible(page, selectorOrText, { timeout = 15_000 } = {}) {
  const locator = locate(page, selectorOrText).filter({ visible: true }).first();
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch (error) {
    const what = typeof selectorOrText === 'string' ? JSON.stringify(selectorOrText) : String(selectorOrText);
    throw new Error(`expected ${what} to be visible within ${timeout} ms on ${page.url()}`, { cause: error });
  }
  return locator;
}

/** Waits until no element matching the selector (or showing the text) is visible. */
export async function expectHidden(page, selectorOrText, { timeout = 15_000 } = {}) {
  const locator = locate(page, selectorOrText).filter({ visible: true });
  const deadline = Date.now() + timeout;
  while ((await locator.count()) > 0) {
    if (Date.now() > deadline) {
      throw new Error(`expected ${JSON.stringify(String(selectorOrText))} to be hidden on ${page.url()}`);
    }
    await page.waitForTimeout(100);
  }
}

/** Throws with a message when `condition` is falsy. */
export function assert(condition, message = 'assertion failed') {
  if (!condition) throw new Error(message);
}

/**
 * Signs in through the login form at /account/login and waits until the app navigates away from it.
 * @param {import('playwright-core').Page} page
 */
export async function login(page, baseUrl, userName, password, { timeout = 20_000 } = {}) {
  await page.goto(new URL('/account/login', baseUrl).href);
  const user = page.locator('input[name="userNameOrEmail"]');
  await user.waitFor({ state: 'visible', timeout });
  await user.fill(userName);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').first().click();
  try {
    await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/account/login'), { timeout });
  } catch (error) {
    throw new Error(`login as ${userName} did not leave /account/login within ${timeout} ms`, {
      cause: error,
    });
  }
}

/** A file-name-safe version of a test or file name. */
export function safeName(name) {
  return (
    String(name)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/[^\w.-]+/g, '_')
      .replace(/^[_.]+|[_.]+$/g, '')
      .slice(0, 120) || 'unnamed'
  );
}

/**
 * Saves a full-page screenshot to test-results/<name>.png and returns its path.
 * @param {import('playwright-core').Page} page
 */
export async function screenshot(page, name) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${safeName(String(name).replace(/\.png$/i, ''))}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
