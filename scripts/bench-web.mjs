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
// Served as a deployment serves them: gzip (deploy/nginx.conf) over HTTPS with HTTP/2 (what a browser gets from the
// TLS-terminating front of a production site; a self-signed certificate made with openssl, which the browsers here
// are told to accept). BENCH_HTTP1=1 serves plain HTTP/1.1 instead (six connections per origin; tests/bench/RESULTS.md
// has both).
//
// Env: BENCH_RUNS (default 5; 0: Lighthouse only), BENCH_PORT (first of three ports, default 6610), CHROME_PATH (default
// /usr/bin/chromium), BENCH_SKIP_BUILD=1 (reuse the last builds), BENCH_LIGHTHOUSE=0 (skip Lighthouse), BENCH_HTTP1=1.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { readRoutes } from './bundle-budgets.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 6610);
const HTTP2 = process.env.BENCH_HTTP1 !== '1';
const HOST = `${HTTP2 ? 'https' : 'http'}://127.0.0.1`;
const origin = (port) => `${HOST}:${port}`;
const SERVED = HTTP2 ? 'HTTPS + HTTP/2, gzip' : 'HTTP/1.1, gzip';
/** Chromium's flags; a self-signed certificate is accepted. */
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', ...(HTTP2 ? ['--ignore-certificate-errors'] : [])];
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

/** A self-signed certificate for 127.0.0.1, made once with openssl (node_modules/.cache/bench-web/tls). */
function certificate() {
  const dir = join(OUT, 'tls');
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '3650',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Types nginx compresses (deploy/nginx.conf, gzip_types; its gzip_min_length is 1024 bytes). */
const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json']);

/**
 * A static server with the SPA fallback and gzip (what nginx does in deploy/nginx.conf: Lighthouse's simulated
 * network then times the bytes a deployment sends), no caching.
 */
function serve(dir, port) {
  const handler = (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = join(dir, path);
    if (path === '/config.json') {
      // A deployment writes one (README, "Deploying"); `{}` keeps the build's defaults. Without it the browser logs
      // the 404, which Lighthouse counts against best practices.
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{}');
      return;
    }
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      if (extname(path)) {
        res.writeHead(404).end();
        return;
      }
      file = join(dir, 'index.html');
    }
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    };
    const size = statSync(file).size;
    if (
      COMPRESSED.has(extname(file)) &&
      size >= 1024 &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    ) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
      res.end(gzipSync(readFileSync(file)));
      return;
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  };
  const server = HTTP2
    ? createSecureServer({ ...certificate(), allowHTTP1: true }, handler)
    : createServer(handler);
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function loadOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'tr-TR',
    ignoreHTTPSErrors: HTTP2,
  });
  const page = await context.newPage();
  const scripts = new Map();
  let requests = 0;
  let usable = false;
  page.on('request', () => {
    if (!usable) requests++;
  });
  page.on('response', async (res) => {
    if (usable || res.request().resourceType() !== 'script' || !res.url().startsWith(HOST)) return;
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

// The screens Lighthouse audits in the mock build, signed in (the real-API build has no server behind it): every
// screen of the route table (src/config/routeTable.tsx) behind the sign-in, so a new screen is audited without a change
// here. Members reach the `signedIn` ones; administrators those and the ones that need a permission.
const SCREENS = (await readRoutes(ROOT)).filter((r) => !r.mockOnly && !r.path.includes(':'));
const MAIN_SCREENS = SCREENS.filter((r) => r.access === 'signedIn').map((r) => r.path);
const ADMIN_SCREENS = SCREENS.filter((r) => r.access === 'permission').map((r) => r.path);
const AUDIENCES = [
  { name: 'member', userName: 'influencer', routes: MAIN_SCREENS },
  { name: 'administrator', userName: 'admin', routes: [...MAIN_SCREENS, ...ADMIN_SCREENS] },
];

/**
 * Lighthouse (mobile preset) through its Node API on a page of a Chromium that puppeteer-core (Lighthouse's own
 * dependency) starts. Not the CLI through spawnSync: that blocked this process's event loop, so the static servers
 * above never answered and the CLI's Chromium gave up on the navigation ("Target closed").
 * Visitor pages: a fresh context each, storage reset by Lighthouse (a first visit). Signed-in pages: one context per
 * audience, signed in with the mock's QA hook (`__portalMock.signInAs`), storage kept between the audits.
 * Prints one row per page with the audits of accessibility and best practices that did not pass.
 */
async function lighthouseAll(visitorRows, mockOrigin) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const only = process.env.BENCH_LH_PAGES ? new RegExp(process.env.BENCH_LH_PAGES) : null;
  const reports = join(OUT, 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: [...CHROME_ARGS, '--disable-dev-shm-usage'],
  });
  const failing = (lhr, category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
  const audit = async (page, build, audience, route, url, disableStorageReset) => {
    const label = `${build} ${audience} ${route}`;
    if (only && !only.test(label)) return;
    const { lhr } = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset,
      },
      undefined,
      page,
    );
    const file = `${build}-${audience}${route.replaceAll('/', '_')}.json`;
    writeFileSync(join(reports, file), JSON.stringify(lhr));
    const score = (id) =>
      lhr.categories[id].score === null ? '–' : Math.round(lhr.categories[id].score * 100);
    const notes = [
      lhr.runtimeError ? `error: ${lhr.runtimeError.code}` : '',
      ...failing(lhr, 'accessibility'),
      ...failing(lhr, 'best-practices'),
    ].filter(Boolean);
    console.log(
      `| ${build} | ${audience} | ${route} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${notes.join(', ')} |`,
    );
  };
  console.log(
    `\nLighthouse ${JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version} (mobile preset), served over ${SERVED}, one run each; reports in ${reports}\n`,
  );
  console.log('| build | audience | route | performance | accessibility | best practices | not passing |');
  console.log('|---|---|---|---|---|---|---|');
  try {
    for (const r of visitorRows) {
      const context = await browser.createBrowserContext();
      await audit(await context.newPage(), r.build, 'visitor', r.route, r.url, false);
      await context.close();
    }
    for (const who of AUDIENCES) {
      if (only && !who.routes.some((route) => only.test(`mock ${who.name} ${route}`))) continue;
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.goto(`${mockOrigin}/account/login`);
      await page.waitForFunction(() => window.__portalMock, { timeout: 60_000 });
      await Promise.all([
        page.waitForNavigation(),
        page.evaluate((userName) => window.__portalMock.signInAs(userName), who.userName),
      ]);
      await page.waitForFunction(() => location.pathname === '/admin/home', { timeout: 60_000 });
      for (const route of who.routes) await audit(page, 'mock', who.name, route, mockOrigin + route, true);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1') build();
const servers = await Promise.all(BUILDS.map((b, i) => serve(b.dir, PORT + i)));
const rows = [];
// BENCH_RUNS=0: Lighthouse only (no timing table).
const browser = RUNS > 0 ? await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS }) : null;
if (!browser)
  for (const [i, b] of BUILDS.entries())
    for (const route of b.routes) rows.push({ build: b.name, route, url: `${origin(PORT + i)}${route}` });
else
  try {
    for (const [i, b] of BUILDS.entries()) {
      for (const route of b.routes) {
        const url = `${origin(PORT + i)}${route}`;
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

if (browser) printTimings();

function printTimings() {
  const bare = rows[0];
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(
    `\nFirst load, cold, median of ${RUNS}, served over ${SERVED} (Chromium ${execFileSync(CHROME, ['--version']).toString().trim()})\n`,
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
}

if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const mockIndex = BUILDS.findIndex((b) => b.name === 'mock');
  await lighthouseAll(rows, origin(PORT + mockIndex));
}
for (const s of servers) s.close();
