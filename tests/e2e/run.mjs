// End-to-end runner (`npm run test:e2e`).
//
// Serves the production build (dist/, built first with `vite build` when dist/index.html is missing) with
// `vite preview`, launches one headless Chromium (Debian's /usr/bin/chromium, or $CHROMIUM_PATH) and runs every
// tests/e2e/**/*.e2e.mjs file in order. Each file default-exports an array of
// `{ name, run: async ({ page, baseUrl, context }) => {} }`; every test gets a fresh browser context and 60 s.
// A failing test leaves test-results/<file>-<test>.png and .log (page console and errors).
//
// Usage: node tests/e2e/run.mjs [file.e2e.mjs | substring of a file path]...
// Env: CHROMIUM_PATH, E2E_DIST (directory to serve, default dist), E2E_GREP (substring of test names),
//      E2E_TEST_TIMEOUT (ms, default 60000), E2E_HEADED=1 (show the browser, for local debugging).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ROOT, RESULTS_DIR, safeName } from './lib.mjs';

const E2E_DIR = path.join(ROOT, 'tests/e2e');
const DIST_DIR = path.resolve(ROOT, process.env.E2E_DIST || 'dist');
const TEST_TIMEOUT = Number(process.env.E2E_TEST_TIMEOUT || 60_000);
const HOST = '127.0.0.1';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

function log(message = '') {
  process.stdout.write(`${message}\n`);
}

function findTestFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findTestFiles(full));
    else if (entry.isFile() && entry.name.endsWith('.e2e.mjs')) found.push(full);
  }
  return found.sort();
}

function selectFiles(args) {
  if (args.length === 0) return findTestFiles(E2E_DIR);
  const all = findTestFiles(E2E_DIR);
  const selected = new Set();
  for (const arg of args) {
    const asPath = path.resolve(arg);
    if (existsSync(asPath) && statSync(asPath).isFile()) selected.add(asPath);
    else all.filter((f) => path.relative(ROOT, f).includes(arg)).forEach((f) => selected.add(f));
  }
  return [...selected];
}

function ensureBuild() {
  if (existsSync(path.join(DIST_DIR, 'index.html'))) return;
  log(`e2e: ${DIST_DIR}/index.html is missing, running vite build`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', DIST_DIR], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function choosePort() {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  return (await portIsFree(4173)) ? 4173 : anyFreePort();
}

async function startPreview(port) {
  const viteBin = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const args = [
    viteBin,
    'preview',
    '--host',
    HOST,
    '--port',
    String(port),
    '--strictPort',
    '--outDir',
    DIST_DIR,
  ];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = null;
  child.once('exit', (code, signal) => (exited = code ?? signal));

  const baseUrl = `http://${HOST}:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`vite preview exited (${exited}) before it was ready:\n${output}`);
    try {
      const response = await fetch(baseUrl + '/');
      if (response.ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`vite preview did not answer at ${baseUrl} within 30 s:\n${output}`);
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function formatError(error) {
  let text = error?.stack || String(error);
  for (let cause = error?.cause; cause; cause = cause.cause) {
    text += `\nCaused by: ${cause.stack || String(cause)}`;
  }
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}

async function runTest(browser, baseUrl, fileLabel, test) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 900 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.setDefaultNavigationTimeout(30_000);
  const consoleLines = [];
  const stamp = () => new Date().toISOString().slice(11, 23);
  page.on('console', (msg) => consoleLines.push(`${stamp()} [${msg.type()}] ${msg.text()}`));
  page.on('pageerror', (err) => consoleLines.push(`${stamp()} [pageerror] ${err.stack || err.message}`));
  page.on('requestfailed', (req) =>
    consoleLines.push(
      `${stamp()} [requestfailed] ${req.method()} ${req.url()} ${req.failure()?.errorText ?? ''}`,
    ),
  );
  page.on('crash', () => consoleLines.push(`${stamp()} [crash] page crashed`));

  const started = Date.now();
  let error = null;
  try {
    await withTimeout(
      Promise.resolve().then(() => test.run({ page, baseUrl, context })),
      TEST_TIMEOUT,
      'test',
    );
  } catch (e) {
    error = e;
  }
  const ms = Date.now() - started;

  if (error) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const base = path.join(RESULTS_DIR, `${safeName(fileLabel)}-${safeName(test.name)}`);
    try {
      await withTimeout(page.screenshot({ path: `${base}.png`, fullPage: true }), 10_000, 'screenshot');
    } catch (e) {
      consoleLines.push(`(screenshot failed: ${e.message})`);
    }
    writeFileSync(
      `${base}.log`,
      [
        `test: ${fileLabel} › ${test.name}`,
        `url: ${page.url()}`,
        '',
        formatError(error),
        '',
        '--- console ---',
        ...consoleLines,
        '',
      ].join('\n'),
    );
  }
  await context.close().catch(() => {});
  return {
    error,
    ms,
    artifacts: error ? path.join('test-results', `${safeName(fileLabel)}-${safeName(test.name)}`) : null,
  };
}

async function main() {
  const files = selectFiles(process.argv.slice(2));
  const grep = process.env.E2E_GREP || '';
  if (files.length === 0) throw new Error('no *.e2e.mjs files found');

  ensureBuild();
  const port = await choosePort();
  const { child: server, baseUrl } = await startPreview(port);
  const stopServer = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.once('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopServer();
      process.exit(130);
    });
  }
  log(`e2e: serving ${DIST_DIR} at ${baseUrl}`);

  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const headed = process.env.E2E_HEADED === '1';
  const browser = await chromium.launch({
    executablePath,
    headless: !headed,
    args: headed ? CHROMIUM_ARGS.filter((a) => a !== '--headless') : CHROMIUM_ARGS,
  });
  log(`e2e: ${executablePath} ${browser.version()}`);

  let passed = 0;
  let failed = 0;
  const failures = [];
  try {
    for (const file of files) {
      const rel = path.relative(E2E_DIR, file);
      const fileLabel = (rel.startsWith('..') ? path.basename(file) : rel).replace(/\.e2e\.mjs$/, '');
      log(`\n${rel.startsWith('..') ? file : path.relative(ROOT, file)}`);
      let tests;
      try {
        tests = (await import(pathToFileURL(file).href)).default;
        if (!Array.isArray(tests)) throw new Error('default export is not an array of { name, run }');
        tests.forEach((t, i) => {
          if (!t || typeof t.name !== 'string' || typeof t.run !== 'function') {
            throw new Error(`test #${i} is not { name: string, run: function }`);
          }
        });
      } catch (error) {
        failed += 1;
        failures.push({ title: `${fileLabel} (loading the file)`, error });
        log(`  ✗ could not load: ${error.message}`);
        continue;
      }
      for (const test of tests) {
        if (grep && !test.name.includes(grep)) continue;
        const { error, ms, artifacts } = await runTest(browser, baseUrl, fileLabel, test);
        if (error) {
          failed += 1;
          failures.push({ title: `${fileLabel} › ${test.name}`, error, artifacts });
          log(`  ✗ ${test.name} (${ms} ms)`);
        } else {
          passed += 1;
          log(`  ✓ ${test.name} (${ms} ms)`);
        }
      }
    }
  } finally {
    await browser.close().catch(() => {});
    stopServer();
  }

  for (const { title, error, artifacts } of failures) {
    log(`\nFAILED ${title}\n${formatError(error)}`);
    if (artifacts) log(`  screenshot and console log: ${artifacts}.png / ${artifacts}.log`);
  }
  log('');
  log(`${passed} passed, ${failed} failed`);
  if (passed + failed === 0) {
    log('e2e: no test ran');
    return 1;
  }
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`e2e: ${formatError(error)}`);
    process.exit(1);
  },
);
