// Per-route JS budgets on the built output (used by scripts/bundle-report.mjs = `npm run build:check`).
//
// A route's JS is what its first load fetches, read from Vite's manifest: the entry (index.html) and the app
// (src/main.tsx imports it once /config.json is applied), the route's layout and its page, each with every chunk it
// imports statically. A signed-in route (access neither 'public' nor 'publicOnly') also loads the HTTP client
// (src/lib/api-client.ts, imported dynamically by src/lib/typed-api.ts) on every first load: the guard asks for the
// user's permissions before the page shows, so that chunk and its closure count too. Sizes are gzip byte counts of
// the built files (deterministic for a given build).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const LAYOUTS = {
  account: ['src/features/shell/AccountLayout.tsx'],
  admin: ['src/app/AdminLayout.tsx'],
  none: [],
};

/**
 * The route table (ROUTE_LIST of src/config/routeTable.tsx) joined with the pages (PAGES of src/app/pages.ts), both
 * imported as modules (through tsx): `{ id, path, layout, access, page, mockOnly }` (access: 'public', 'publicOnly',
 * 'signedIn' or 'permission'), page being the source path of the page module (the manifest key of its chunk), taken
 * from the module its PAGES loader imports. Memoised per root (importing the table takes about a second).
 */
export function readRoutes(root = '.') {
  const key = resolve(root);
  if (!routesOf.has(key)) routesOf.set(key, loadRoutes(key));
  return routesOf.get(key);
}
const routesOf = new Map();

async function loadRoutes(root) {
  const load = (file) =>
    tsImport(pathToFileURL(join(root, file)).href, {
      parentURL: import.meta.url,
      tsconfig: join(root, 'tsconfig.app.json'),
    });
  // pages.ts reads Vite's compile-time constant `__MOCK__`: read as in a mock build, where every page exists.
  globalThis.__MOCK__ ??= true;
  const [{ ROUTE_LIST }, { PAGES }] = await Promise.all([
    load('src/config/routeTable.tsx'),
    load('src/app/pages.ts'),
  ]);
  const routes = ROUTE_LIST.map(({ id, path, layout, access, mockOnly }) => ({
    id,
    path,
    layout,
    access: typeof access === 'object' ? 'permission' : access,
    page: pageFile(root, id, PAGES[id]),
    mockOnly: mockOnly === true,
  }));
  if (routes.length === 0) throw new Error('no route in src/config/routeTable.tsx');
  return routes;
}

/** The source file (relative to root) of the module a PAGES loader imports: `() => import('@/x/Page')` → src/x/Page.tsx. */
function pageFile(root, id, loader) {
  const specifier = String(loader ?? '').match(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/)?.[1];
  if (!specifier) throw new Error(`no page for route '${id}' in src/app/pages.ts`);
  const base = specifier.replace(/^@\//, 'src/');
  const file = ['.tsx', '.ts', ''].map((ext) => base + ext).find((f) => existsSync(join(root, f)));
  if (!file) throw new Error(`route '${id}': the page module ${specifier} is not a file under src/`);
  return file;
}

/** The chunk's name without its content hash (`assets/LoginPage-B1x2c3d4.js` → `LoginPage`). */
export function chunkName(file) {
  return file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
}

/** Chunks a signed-in route always loads although nothing imports them statically (see the top of this file). */
export const SIGNED_IN_CHUNKS = ['src/lib/api-client.ts'];

/** Whether the route is only for signed-in users (its first load asks the server for the user's permissions). */
export const isSignedIn = (route) => route.access !== 'public' && route.access !== 'publicOnly';

/**
 * Every JS file the route's first load fetches: the manifest closure over static imports of the entry, the app, the
 * layout and the page, plus, for a signed-in route, the HTTP client's closure (SIGNED_IN_CHUNKS).
 */
export function routeFiles(manifest, route) {
  const files = new Set();
  const collect = (key, required) => {
    const chunk = manifest[key];
    if (!chunk) {
      if (required) throw new Error(`${key} is not in the build manifest (route ${route.path})`);
      return;
    }
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) collect(dep, true);
  };
  collect('index.html', true);
  collect('src/app/App.tsx', true);
  for (const layout of LAYOUTS[route.layout] ?? []) collect(layout, true);
  collect(route.page, true);
  if (isSignedIn(route)) for (const key of SIGNED_IN_CHUNKS) collect(key, true);
  return [...files].filter((f) => f.endsWith('.js'));
}

/** gzip byte count of each file, memoised per directory. */
export function sizer(dist) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return cache.get(file);
  };
}

/** `{ [path]: { total, chunks: { [name]: bytes } } }` for every route that exists in this build. */
export function measureRoutes(dist, routes) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const size = sizer(dist);
  const out = {};
  for (const route of routes) {
    if (!manifest[route.page]) {
      if (route.mockOnly) continue; // compiled out of a real-API build
      throw new Error(`${route.page} (route ${route.path}) is not in the build manifest`);
    }
    const chunks = {};
    for (const file of routeFiles(manifest, route)) {
      let name = chunkName(file);
      for (let n = 2; name in chunks; n++) name = `${chunkName(file)}#${n}`;
      chunks[name] = size(file);
    }
    out[route.path] = { total: Object.values(chunks).reduce((a, b) => a + b, 0), chunks };
  }
  return out;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * A route's budget from scripts/bundle-budgets.json: its goal is a ratio to the bare reference page (`bare`, gzip bytes
 * of tests/bench/bare's JS; `goals[path]`, else `goals['*']`), so the budget is ratio × bare. A route that does not
 * meet its goal yet has an allowance (`allowances[path]`, kB) instead: that is its budget until it gets lighter.
 * Returns `{ bytes, goalBytes, ratio, allowance }`.
 */
export function budgetOf(path, budgets) {
  const ratio = budgets.goals?.[path] ?? budgets.goals?.['*'];
  if (ratio === undefined || typeof budgets.bare !== 'number')
    throw new Error(
      `no goal for ${path}: scripts/bundle-budgets.json needs "bare" and "goals" (with a '*' entry)`,
    );
  const goalBytes = Math.round(ratio * budgets.bare);
  const allowance = budgets.allowances?.[path];
  return { bytes: allowance === undefined ? goalBytes : allowance * 1024, goalBytes, ratio, allowance };
}

/**
 * Compares measured routes with their budgets (see budgetOf). Returns one message per route over budget: the route,
 * its size, the budget (and the goal it stands for), and the chunks that grew against the baseline (or are new),
 * largest growth first.
 */
export function checkBudgets(measured, budgets, baseline = {}) {
  const failures = [];
  for (const [path, { total, chunks }] of Object.entries(measured)) {
    const { bytes, goalBytes, ratio, allowance } = budgetOf(path, budgets);
    if (total <= bytes) continue;
    const before = baseline[path]?.chunks ?? {};
    const grown = Object.entries(chunks)
      .map(([name, size]) => ({ name, size, delta: size - (before[name] ?? 0), isNew: !(name in before) }))
      .filter((c) => c.delta > 0)
      .sort((a, b) => b.delta - a.delta)
      .slice(0, 8)
      .map((c) => `${c.name} ${kb(c.size)} (${c.isNew ? 'new' : `+${kb(c.delta)}`})`);
    const budget =
      allowance === undefined
        ? `${kb(bytes)} (${ratio}× the bare page)`
        : `${kb(bytes)} (an allowance above its goal of ${ratio}× the bare page, ${kb(goalBytes)})`;
    failures.push(
      `${path}: ${kb(total)} gzip is over its budget of ${budget}` +
        (grown.length > 0 ? `; chunks that grew: ${grown.join(', ')}` : ''),
    );
  }
  return failures;
}
