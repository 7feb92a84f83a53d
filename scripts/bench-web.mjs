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
// and the ratio of JS and usable time to the bare page. Then Lighthouse (mobile preset): the visitor pages, and the
// signed-in screens of a member and an administrator (AUDIENCES below) in the real-API build and the mock build, each
// beside the bare page audited in the same run: cold cache, median of BENCH_LH_RUNS, as ratios to the bare page's
// score (goals: a member's screens 0.9, an administrator's 0.8) and, for the mock build, to the real-API build's (0.8).
// Timings belong here only: no test asserts on them.
//
// The timing table's pages come from a small static server (gzip, as deploy/nginx.conf) over HTTPS with HTTP/2 (a
// self-signed certificate made with openssl, which the browsers here are told to accept). Lighthouse's pages come as
// a deployment serves them: Debian's nginx through deploy/nginx.conf (listening with TLS and HTTP/2), /api proxied to
// `npm run mock-server`. BENCH_HTTP1=1 serves plain HTTP/1.1 instead (six connections per origin).
//
// Env: BENCH_RUNS (default 5; 0: Lighthouse only), BENCH_PORT (first of seven ports, default 6610), CHROME_PATH (default
// /usr/bin/chromium), BENCH_SKIP_BUILD=1 (reuse the last builds), BENCH_LIGHTHOUSE=0 (skip Lighthouse), BENCH_HTTP1=1,
// BENCH_LH_RUNS (Lighthouse runs per page, default 2), BENCH_LH_PAGES (a regular expression over "build audience
// route", e.g. "^real-API member"), BENCH_LH_TRACES=1 (save the trace of each audit of the bare page and the
// signed-in screens beside its report, for Chromium's performance panel), BENCH_API_DIR (another checkout to run the
// mock server from), NGINX_PATH.
import { execFileSync, spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BUSY } from '../tests/support/busy.mjs';

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

// The signed-in screens Lighthouse audits, per audience: a member's everyday screens and an administrator's busiest.
const AUDIENCES = [
  {
    name: 'member',
    userName: 'influencer',
    password: 'Member123!',
    routes: [
      '/admin/home',
      '/admin/payment-tracking-list',
      '/admin/ticket-list',
      '/admin/profile',
      '/admin/coupon',
      '/admin/collection-list',
    ],
    goal: 0.9,
  },
  {
    name: 'administrator',
    userName: 'admin',
    password: 'Admin123!',
    routes: ['/admin/home', '/admin/payment-tracking-list', '/admin/user-list', '/admin/company-list'],
    goal: 0.8,
  },
];
const LH_RUNS = Number(process.env.BENCH_LH_RUNS || 2);

/**
 * The three builds served as a deployment serves them: Debian's nginx through deploy/nginx.conf (gzip, caching and
 * security headers as they are; its listen line made HTTPS + HTTP/2 with the self-signed certificate, or plain
 * HTTP/1.1 with BENCH_HTTP1=1), /api proxied to `npm run mock-server` (a fresh data folder). The real-API build gets
 * a config.json pointing the API at its own origin (`"apiBaseUrl": ""`), as README's "Deploying" describes.
 */
async function startDeployment(firstPort) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const apiPort = firstPort + BUILDS.length;
  const entry = ['--import', 'tsx', 'mocks/server/main.ts', '--reset'];
  // BENCH_API_DIR: another checkout to run the mock server from (default: this one).
  const apiRoot = resolve(process.env.BENCH_API_DIR || ROOT);
  const api = spawn(process.execPath, entry, {
    cwd: apiRoot,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: join(apiRoot, 'tsconfig.app.json'),
      PORT: String(apiPort),
      MOCK_DATA_DIR: join(dir, 'data'),
      MOCK_SERVER_QUIET: '1',
      MOCK_ALLOWED_ORIGINS: BUILDS.map((_, i) => origin(firstPort + i)).join(','),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { key, cert } = certificate();
  writeFileSync(join(dir, 'key.pem'), key);
  writeFileSync(join(dir, 'cert.pem'), cert);
  const template = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const sites = BUILDS.map((b, i) => {
    const port = firstPort + i;
    const root = join(dir, `site-${b.name}`);
    mkdirSync(root);
    for (const entry of readdirSync(b.dir))
      if (entry !== 'config.json') symlinkSync(join(b.dir, entry), join(root, entry));
    writeFileSync(join(root, 'config.json'), JSON.stringify(b.name === 'real-API' ? { apiBaseUrl: '' } : {}));
    const listen = HTTP2
      ? `listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${dir}/cert.pem;\n    ssl_certificate_key ${dir}/key.pem;`
      : `listen 127.0.0.1:${port};`;
    let text = template.replace(/^upstream portal_api \{[\s\S]*?^\}\n/m, '');
    for (const [from, to] of [
      [/^(\s*)listen 8080;$/m, `$1${listen}`],
      [/^(\s*)root \/usr\/share\/nginx\/html;$/m, `$1root ${root};`],
      [/^map \$uri \$portal_cache_control/m, i === 0 ? '$&' : `map $uri $portal_cache_control_${i}`],
      [
        /add_header Cache-Control \$portal_cache_control;/,
        `add_header Cache-Control $portal_cache_control${i === 0 ? '' : `_${i}`};`,
      ],
    ]) {
      if (!from.test(text)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
      text = text.replace(from, to);
    }
    return text;
  });
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, t));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${dir}/${t};`,
      ),
      `  upstream portal_api { server 127.0.0.1:${apiPort}; keepalive 16; }`,
      ...sites,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = spawn(
    process.env.NGINX_PATH || '/usr/sbin/nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // tsx compiles the server first: slow on a busy machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${apiPort}/api/permissions`);
      if (res.status > 0) break;
    } catch {
      if (Date.now() > deadline || api.exitCode !== null || nginx.exitCode !== null) {
        nginx.kill('SIGTERM');
        api.kill('SIGTERM');
        throw new Error('the mock server or nginx did not start');
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const exited = (child) =>
    new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
  return {
    origins: BUILDS.map((_, i) => origin(firstPort + i)),
    api: `http://127.0.0.1:${apiPort}`,
    async stop() {
      nginx.kill('SIGTERM');
      api.kill('SIGTERM');
      await Promise.all([exited(nginx), exited(api)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse (mobile preset) through its Node API on a page of a Chromium that puppeteer-core (Lighthouse's own
 * dependency) starts. Not the CLI through spawnSync: that blocked this process's event loop, so the static servers
 * above never answered and the CLI's Chromium gave up on the navigation ("Target closed").
 * Every audit in a new browser context: a cold cache. Visitor pages: storage reset by Lighthouse (a first visit).
 * Signed-in pages: the audience's localStorage (the token; the mock build's signing key too) written before the app's
 * scripts run, nothing else kept. The bare page, the real-API build and the mock build's signed-in screens are each
 * audited LH_RUNS times, interleaved, and the medians compared: to the bare page of the same run, and the mock build
 * to the real-API build.
 * Prints one row per page with the audits of accessibility and best practices that did not pass.
 */
async function lighthouseAll(visitorRows, deployment) {
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
  const score = (lhr, id) =>
    lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100);
  const audit = async (build, audience, route, url, prepare) => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    if (prepare) await prepare(page);
    try {
      const { lhr, artifacts } = await lighthouse(
        url,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: !!prepare,
        },
        undefined,
        page,
      );
      const n = (id) => lhr.audits[id]?.numericValue ?? 0;
      const js = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((r) => r.resourceType === 'Script')
        .reduce((a, r) => a + (r.transferSize ?? 0), 0);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      return {
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        lcp: n('largest-contentful-paint'),
        tbt: n('total-blocking-time'),
        js,
        notes: [
          lhr.runtimeError ? `error: ${lhr.runtimeError.code}` : '',
          landed !== new URL(url).pathname ? `landed on ${landed}` : '',
          ...failing(lhr, 'accessibility'),
          ...failing(lhr, 'best-practices'),
        ].filter(Boolean),
        lhr,
        trace: artifacts.Trace,
      };
    } finally {
      await context.close();
    }
  };
  const version = JSON.parse(
    readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  const kb = (n) => `${Math.round(n / 1024)} kB`;
  const s = (n) => `${(n / 1000).toFixed(1)} s`;
  const ms = (n) => `${Math.round(n).toLocaleString('en')} ms`;
  try {
    console.log(
      `\nLighthouse ${version} (mobile preset), served over ${SERVED}, one run each; reports in ${reports}\n`,
    );
    console.log('| build | audience | route | performance | accessibility | best practices | not passing |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of visitorRows) {
      const label = `${r.build} visitor ${r.route}`;
      if (only && !only.test(label)) continue;
      const a = await audit(r.build, 'visitor', r.route, r.url, null);
      writeFileSync(
        join(reports, `${r.build}-visitor${r.route.replaceAll('/', '_')}.json`),
        JSON.stringify(a.lhr),
      );
      console.log(
        `| ${r.build} | visitor | ${r.route} | ${a.performance ?? '–'} | ${a.accessibility ?? '–'} | ${a.bestPractices ?? '–'} | ${a.notes.join(', ')} |`,
      );
    }

    // Signed in. The real-API build: the token of POST /api/login written before the app's scripts run. The mock
    // build: signed in with its QA hook in the audit's own context (the in-browser server's signing key and database
    // live in that context's IndexedDB), then the browser's cache cleared, so the audit still loads cold.
    const [bareOrigin, realOrigin, mockOrigin] = deployment.origins;
    const tokens = new Map();
    const tokenOf = async (who) => {
      if (!tokens.has(who.userName)) {
        const res = await fetch(`${deployment.api}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userNameOrEmail: who.userName, password: who.password }),
        });
        tokens.set(who.userName, (await res.json()).content.token);
      }
      return tokens.get(who.userName);
    };
    const signIn = {
      'real-API': (who) => async (page) => {
        const token = await tokenOf(who);
        await page.evaluateOnNewDocument((t) => {
          try {
            localStorage.setItem('token', t);
          } catch {
            /* about:blank has no storage */
          }
        }, token);
      },
      mock: (who) => async (page) => {
        await page.goto(`${mockOrigin}/account/login`);
        await page.waitForFunction(() => window.__portalMock, { timeout: 60_000 });
        await Promise.all([
          page.waitForNavigation(),
          page.evaluate((userName) => window.__portalMock.signInAs(userName), who.userName),
        ]);
        await page.waitForFunction(() => location.pathname === '/admin/home', { timeout: 60_000 });
        // The home page's calls answered before it is left: a call still open as the page unloads is no longer the
        // in-browser server's (MSW lets it through to nginx's /api, whose 401 would sign the audience out).
        await page.waitForFunction(
          (busy) =>
            !!window.__portalMock && !!document.querySelector('main') && !document.querySelector(busy),
          { timeout: 60_000 },
          BUSY,
        );
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        await page.goto('about:blank');
      },
    };
    const jobs = [{ build: 'bare', audience: '', route: '/', url: `${bareOrigin}/`, prepare: null }];
    for (const who of AUDIENCES)
      for (const [build, base] of [
        ['real-API', realOrigin],
        ['mock', mockOrigin],
      ]) {
        const routes = who.routes.filter((route) => !only || only.test(`${build} ${who.name} ${route}`));
        if (routes.length === 0) continue;
        for (const route of routes)
          jobs.push({
            build,
            audience: who.name,
            route,
            url: base + route,
            prepare: signIn[build](who),
            goal: who.goal,
          });
      }
    const results = new Map(jobs.map((j) => [j, []]));
    for (let run = 0; run < LH_RUNS; run++)
      for (const j of jobs) {
        // A failed audit (Chromium lost its page on a busy machine) is reported in its row; the others go on.
        const a = await audit(j.build, j.audience, j.route, j.url, j.prepare).catch((e) => ({
          notes: [`error: ${e.message.split('\n')[0]}`],
        }));
        if (a.performance === undefined) {
          console.error(`${j.build} ${j.audience} ${j.route}: ${a.notes[0]}`);
          continue;
        }
        results.get(j).push(a);
        const file = `${j.build}-${j.audience || 'visitor'}${j.route.replaceAll('/', '_')}-${run + 1}.json`;
        writeFileSync(join(reports, file), JSON.stringify(a.lhr));
        if (process.env.BENCH_LH_TRACES === '1')
          writeFileSync(join(reports, file.replace(/\.json$/, '.trace.json')), JSON.stringify(a.trace));
        delete a.lhr;
        delete a.trace;
      }
    const med = (j, k) => median(results.get(j).map((a) => a[k] ?? 0));
    const bare = jobs[0];
    const real = (j) =>
      jobs.find((x) => x.build === 'real-API' && x.audience === j.audience && x.route === j.route);
    console.log(
      `\nSigned in, Lighthouse ${version} (mobile preset), cold cache, median of ${LH_RUNS}, served by nginx (deploy/nginx.conf) over ${SERVED}, /api proxied to npm run mock-server\n`,
    );
    console.log(
      '| build | audience | route | performance | × bare | goal | LCP | TBT | JS (transfer) | × real-API | accessibility | not passing |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const j of jobs) {
      const perf = med(j, 'performance');
      const ratio = perf / med(bare, 'performance');
      const goal = j.build === 'real-API' ? j.goal : j.build === 'mock' ? 0.8 : undefined;
      const vsReal = j.build === 'mock' && real(j) ? perf / med(real(j), 'performance') : null;
      const met = j.build === 'real-API' ? ratio >= goal : j.build === 'mock' ? vsReal >= goal : true;
      const notes = [...new Set(results.get(j).flatMap((a) => a.notes))];
      console.log(
        `| ${j.build} | ${j.audience || '–'} | ${j.route} | ${perf} | ${ratio.toFixed(2)} | ${goal ? `${j.build === 'mock' ? '× real-API ' : ''}≥ ${goal}${met ? '' : ' ✗'}` : ''} | ${s(med(j, 'lcp'))} | ${ms(med(j, 'tbt'))} | ${kb(med(j, 'js'))} | ${vsReal === null ? '' : vsReal.toFixed(2)} | ${med(j, 'accessibility')} | ${notes.join(', ')} |`,
      );
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
  const deployment = await startDeployment(PORT + BUILDS.length);
  try {
    await lighthouseAll(rows, deployment);
  } finally {
    await deployment.stop();
  }
}
for (const s of servers) s.close();
