#!/usr/bin/env node
// Builds the app for a real API (VITE_API_BASE_URL set) into dist-real/ and checks that:
//  - no MSW / in-browser-server code is in the bundle;
//  - every route's first-load JS (gzip) stays within its budget (scripts/bundle-budgets.json, kB). A route over
//    budget fails with the route, its size, the budget and the chunks that grew against the recorded baseline
//    (scripts/bundle-baseline.json).
// Usage: npm run build:check                      build, report every route, exit 1 on a leak or a blown budget
//        npm run build:check -- --dist <dir>      check an existing build (with a .vite/manifest.json) instead
//        npm run build:check -- --update-baseline record the current per-route chunk sizes as the baseline
//        (--budgets <file>, --baseline <file> point at other budget/baseline files; used by the script's test)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkBudgets, kb, measureRoutes, readRoutes } from './bundle-budgets.mjs';

const { values: opts } = parseArgs({
  options: {
    dist: { type: 'string' },
    budgets: { type: 'string', default: 'scripts/bundle-budgets.json' },
    baseline: { type: 'string', default: 'scripts/bundle-baseline.json' },
    'update-baseline': { type: 'boolean', default: false },
  },
});

const out = opts.dist ?? 'dist-real';
if (!opts.dist) {
  execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--manifest'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: 'https://api.example.invalid' },
  });
}

const assets = join(out, 'assets');
const forbidden = ['mockServiceWorker', 'setupWorker', '__portalMock', 'msw/data', 'portal-mock-db'];
const leaks = [];
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join(assets, file), 'utf8');
  for (const word of forbidden) if (text.includes(word)) leaks.push(`${file}: ${word}`);
}

const measured = measureRoutes(out, readRoutes('.'));
const budgets = JSON.parse(readFileSync(opts.budgets, 'utf8'));
const baseline = existsSync(opts.baseline) ? JSON.parse(readFileSync(opts.baseline, 'utf8')) : {};

console.log('\nFirst-load JS per route (gzip) against its budget:');
for (const [path, { total, chunks }] of Object.entries(measured)) {
  const budget = budgets.routes[path] ?? budgets.routes['*'];
  const flag = total > budget * 1024 ? '  OVER' : '';
  console.log(
    `  ${path.padEnd(36)} ${kb(total).padStart(9)} / ${`${budget} kB`.padStart(7)}  ${Object.keys(chunks).length} files${flag}`,
  );
}

if (opts['update-baseline']) {
  writeFileSync(opts.baseline, `${JSON.stringify(measured, null, 1)}\n`);
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
