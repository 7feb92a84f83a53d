#!/usr/bin/env node
// Builds the app for a real API (VITE_API_BASE_URL set) into dist-real/ and checks that:
//  - no MSW / in-browser-server code is in the bundle;
//  - every route's first-load JS (gzip) stays within its budget (scripts/bundle-budgets.json): its goal, a ratio to
//    the bare reference page of tests/bench/bare (whose gzip byte count is stored there as "bare"), or an explicit
//    allowance while a route does not meet its goal yet. A route over budget fails with the route, its size, the
//    budget and the chunks that grew against the recorded baseline (scripts/bundle-baseline.json).
// Usage: npm run build:check                      build, report every route, exit 1 on a leak or a blown budget
//        npm run build:check -- --dist <dir>      check an existing build (with a .vite/manifest.json) instead
//        npm run build:check -- --update-baseline record the current per-route chunk sizes as the baseline
//        npm run build:check -- --update-bare     rebuild the bare reference page and store its gzip bytes as "bare"
//        (--budgets <file>, --baseline <file> point at other budget/baseline files; used by the script's test)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { budgetOf, checkBudgets, kb, measureRoutes, readRoutes, sizer } from './bundle-budgets.mjs';

const { values: opts } = parseArgs({
  options: {
    dist: { type: 'string' },
    budgets: { type: 'string', default: 'scripts/bundle-budgets.json' },
    baseline: { type: 'string', default: 'scripts/bundle-baseline.json' },
    'update-baseline': { type: 'boolean', default: false },
    'update-bare': { type: 'boolean', default: false },
  },
});

if (opts['update-bare']) {
  // The same Vite and the same measure as the routes (gzip of every JS file; the bare page has one).
  const dir = 'node_modules/.cache/bare-reference';
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'tests/bench/bare/vite.config.ts', '--outDir', resolve(dir)],
    {
      stdio: 'inherit',
    },
  );
  const files = readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'));
  const bare = files.reduce((sum, f) => sum + sizer(dir)(join('assets', f)), 0);
  const json = JSON.parse(readFileSync(opts.budgets, 'utf8'));
  writeFileSync(opts.budgets, `${JSON.stringify({ ...json, bare }, null, 2)}\n`);
  console.log(
    `The bare reference page is ${kb(bare)} gzip in ${files.length} file(s); stored in ${opts.budgets}.`,
  );
}

const out = opts.dist ?? 'dist-real';
if (!opts.dist) {
  execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--manifest'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: 'https://api.example.invalid' },
  });
}

const assets = join(out, 'assets');
// The last one is the lazy mock start's message in src/main.tsx (with the gate of src/lib/mock-gate.ts).
const forbidden = [
  'mockServiceWorker',
  'setupWorker',
  '__portalMock',
  'msw/data',
  'portal-mock-db',
  'the in-browser server did not start',
];
const leaks = [];
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join(assets, file), 'utf8');
  for (const word of forbidden) if (text.includes(word)) leaks.push(`${file}: ${word}`);
}

const measured = measureRoutes(out, await readRoutes('.'));
const budgets = JSON.parse(readFileSync(opts.budgets, 'utf8'));
const baseline = existsSync(opts.baseline) ? JSON.parse(readFileSync(opts.baseline, 'utf8')) : {};

console.log(
  `\nFirst-load JS per route (gzip) against its budget; the bare reference page is ${kb(budgets.bare)}:`,
);
const notMet = [];
for (const [path, { total, chunks }] of Object.entries(measured)) {
  const { bytes, goalBytes, ratio, allowance } = budgetOf(path, budgets);
  const x = (total / budgets.bare).toFixed(2);
  const flag = total > bytes ? '  OVER BUDGET' : total > goalBytes ? `  goal ${ratio}× not met` : '';
  if (total > goalBytes) notMet.push(path);
  const budget = `${kb(bytes)}${allowance === undefined ? '' : '*'}`;
  console.log(
    `  ${path.padEnd(36)} ${kb(total).padStart(9)} ${`${x}×`.padStart(6)} / ${budget.padStart(9)}  ${Object.keys(chunks).length} files${flag}`,
  );
}
console.log(
  notMet.length === 0
    ? 'Every route meets its goal.'
    : `* an allowance above the route's goal; ${notMet.length} route(s) do not meet their goal yet.`,
);

if (opts['update-baseline']) {
  writeFileSync(opts.baseline, `${JSON.stringify(measured, null, 2)}\n`);
  console.log(`Baseline written to ${opts.baseline}.`);
}

let failed = false;
if (leaks.length > 0) {
  console.error(`Mock code found in the real-API build:\n  ${leaks.join('\n  ')}`);
  failed = true;
} else {
  console.log('No mock code in the real-API build.');
}
const failures = checkBudgets(measured, budgets, baseline);
if (failures.length > 0) {
  console.error(`Route budgets exceeded:\n  ${failures.join('\n  ')}`);
  failed = true;
} else {
  console.log('Every route is within its budget.');
}
if (failed) process.exit(1);
