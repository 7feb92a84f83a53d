// The e2e web server (see playwright.config.ts): builds dist/ with `vite build` only when dist/index.html is
// missing, then serves it with `vite preview` on 127.0.0.1:$E2E_PORT (default 4173) until Playwright stops it.
// Env: E2E_PORT, E2E_DIST (directory to serve, default dist).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIST = path.resolve(ROOT, process.env.E2E_DIST || 'dist');
const PORT = String(process.env.E2E_PORT || 4173);
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`e2e: ${DIST}/index.html is missing, running vite build`);
  const build = spawnSync(process.execPath, [VITE, 'build', '--outDir', DIST], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error(`e2e: vite build failed (exit ${build.status ?? build.signal})`);
    process.exit(1);
  }
}

const preview = spawn(
  process.execPath,
  [VITE, 'preview', '--host', '127.0.0.1', '--port', PORT, '--strictPort', '--outDir', DIST],
  { cwd: ROOT, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => preview.kill(signal));
preview.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
