#!/usr/bin/env node
// npm run bench:web — the first load of the app's routes against a bare reference page, in Debian's Chromium.
//
// Builds three things side by side: the real-API build (VITE_API_BASE_URL set), the mock build (in-browser MSW),
// and the bare page of tests/bench/bare (antd ConfigProvider trTR + Button + DatePicker + a formik/yup form with one
// react-imask input). Serves each from a small static server (SPA fallback) and loads every route cold (a new
// browser context each time, no cache) RUNS times, printing medians of:
//   JS gzip   gzip byte count of every JS file fetched until the page is usable
//   requests  requests sent until then
//   usable    ms from navigation start until the form's submit button is visible and enabled
//   FCP, LCP  from the browser's paint timing
// and the ratio of JS and usable time to the bare page. Then Lighthouse (mobile preset) scores side by side.
// Timings belong here only: no test asserts on them.
//
// Env: BENCH_RUNS (default 5), BENCH_PORT (first of three ports, default 6610), CHROME_PATH (default
// /usr/bin/chromium), BENCH_SKIP_BUILD=1 (reuse the last builds), BENCH_LIGHTHOUSE=0 (skip Lighthouse).
import { execFileSync, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 6610);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const OUT = join(ROOT, 'node_modules/.cache/bench-web');
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

const BUILDS = [
  { name: 'bare', dir: join(OUT, 'bare'), routes: ['/'] },
  { name: 'real-API', dir: join(OUT, 'real'), routes: ['/account/login', '/account/register'] },
  { name: 'mock', dir: join(OUT, 'mock'), routes: ['/account/login', '/account/register'] },
];

function build() {
  const vite = (args, env = {}) =>
    execFileSync(process.execPath, [VITE, 'build', '--logLevel', 'error', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  console.log('building the bare page, the real-API build and the mock build…');
  vite(['--config', 'tests/bench/bare/vite.config.ts', '--outDir', BUILDS[0].dir]);
  vite(['--outDir', BUILDS[1].dir, '--emptyOutDir'], { VITE_API_BASE_URL: 'https://api.example.invalid' });
  vite(['--outDir', BUILDS[2].dir, '--emptyOutDir'], { VITE_API_BASE_URL: '' });
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static server with the SPA fallback (what nginx does in deploy/nginx.conf), no compression, no caching. */
function serve(dir, port) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      if (path === '/config.json' || extname(path)) {
        res.writeHead(404).end();
        return;
      }
      file = join(dir, 'index.html');
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'tr-TR' });
  const page = await context.newPage();
  const scripts = new Map();
  let requests = 0;
  let usable = false;
  page.on('request', () => {
    if (!usable) requests++;
  });
  page.on('response', async (res) => {
    if (usable || res.request().resourceType() !== 'script' || !res.url().startsWith('http://127.0.0.1'))
      return;
    try {
      scripts.set(res.url(), gzipSync(await res.body()).length);
    } catch {
      /* a worker script or a redirect: no body */
    }
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const b = document.querySelector('button[type="submit"]');
      return !!b && !b.disabled && b.getBoundingClientRect().height > 0;
    },
    null,
    { timeout: 60_000, polling: 'raf' },
  );
  const at = await page.evaluate(() => performance.now());
  usable = true;
  await page.waitForTimeout(300);
  const paint = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: window.__lcp,
  }));
  await context.close();
  const js = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { js, files: scripts.size, requests, usable: at, ...paint };
}

function lighthouse(url) {
  const r = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (r.status !== 0) return { error: (r.stderr || '').split('\n').slice(-3).join(' ') };
  const report = JSON.parse(r.stdout);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
  };
}

if (process.env.BENCH_SKIP_BUILD !== '1') build();
const servers = await Promise.all(BUILDS.map((b, i) => serve(b.dir, PORT + i)));
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
const rows = [];
try {
  for (const [i, b] of BUILDS.entries()) {
    for (const route of b.routes) {
      const url = `http://127.0.0.1:${PORT + i}${route}`;
      const runs = [];
      await loadOnce(browser, url); // warm the server and the OS file cache, not measured
      for (let n = 0; n < RUNS; n++) runs.push(await loadOnce(browser, url));
      const m = (k) => median(runs.map((r) => r[k]));
      rows.push({
        build: b.name,
        route,
        url,
        js: m('js'),
        files: m('files'),
        requests: m('requests'),
        usable: m('usable'),
        fcp: m('fcp'),
        lcp: m('lcp'),
      });
    }
  }
} finally {
  await browser.close();
}

const bare = rows[0];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n) => `${Math.round(n)} ms`;
console.log(
  `\nFirst load, cold, median of ${RUNS} (Chromium ${execFileSync(CHROME, ['--version']).toString().trim()})\n`,
);
console.log('| build | route | JS gzip (files) | × bare | requests | usable | × bare | FCP | LCP |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.build} | ${r.route} | ${kb(r.js)} (${r.files}) | ${(r.js / bare.js).toFixed(2)} | ${r.requests} | ${ms(r.usable)} | ${(r.usable / bare.usable).toFixed(2)} | ${ms(r.fcp)} | ${ms(r.lcp)} |`,
  );
const real = rows.find((r) => r.build === 'real-API' && r.route === '/account/login');
const mock = rows.find((r) => r.build === 'mock' && r.route === '/account/login');
console.log(
  `\nmock login usable / real-API login usable: ${(mock.usable / real.usable).toFixed(2)} (goal ≤ 1.3)`,
);

if (process.env.BENCH_LIGHTHOUSE !== '0') {
  console.log('\nLighthouse (mobile preset), one run each:\n');
  console.log('| build | route | performance | accessibility | best practices |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    const s = lighthouse(r.url);
    console.log(
      s.error
        ? `| ${r.build} | ${r.route} | failed: ${s.error} | | |`
        : `| ${r.build} | ${r.route} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} |`,
    );
  }
}
for (const s of servers) s.close();
