#!/usr/bin/env node
// Builds the app for a real API (VITE_API_BASE_URL set) into dist-real/ and checks that:
//  - no MSW / in-browser-server code is in the bundle;
//  - the JS that /account/login loads (entry + the app chunk + their imports + the account layout and login page chunks)
//    is reported gzipped.
// Usage: npm run build:check   (exit 1 when mock code leaks into the real-API bundle)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const out = 'dist-real';
execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--manifest'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: 'https://api.example.invalid' },
});

const assets = join(out, 'assets');
const forbidden = ['mockServiceWorker', 'setupWorker', '__portalMock', 'msw/data', 'portal-mock-db'];
const leaks = [];
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join(assets, file), 'utf8');
  for (const word of forbidden) if (text.includes(word)) leaks.push(`${file}: ${word}`);
}

const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8'));
const seen = new Set();
const collect = (key) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep);
};
collect('index.html');
// src/main.tsx imports the app once /config.json is applied: part of the first render too.
collect('src/app/App.tsx');
const initial = new Set(seen);
collect('src/features/shell/AccountLayout.tsx');
collect('src/features/auth/LoginPage.tsx');
const size = (files) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(out, f))).length, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  `\nJS loaded by /account/login: ${seen.size} files, ${kb(size(seen))} gzip (initial entry ${kb(size(initial))} gzip)`,
);

if (leaks.length > 0) {
  console.error(`Mock code found in the real-API build:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log('No mock code in the real-API build.');
