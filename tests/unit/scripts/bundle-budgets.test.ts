// @vitest-environment node
/**
 * The route budgets of `npm run build:check` (scripts/bundle-report.mjs) on a made-up build: every route of the real
 * route table gets small chunks; budgets are goals as ratios to a bare page of 10 000 bytes. The login page's chunk
 * grows past its goal and the check fails naming the route, the budget and the chunk that grew; a route with an
 * allowance is held to the allowance instead of its goal.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { readRoutes } from '../../../scripts/bundle-budgets.mjs';
import { present } from '../../../src/lib/at';

interface Route {
  path: string;
  page: string;
  mockOnly: boolean;
}

let dir: string;
let routes: Route[];
beforeAll(async () => {
  routes = await readRoutes('.');
});

/** Goals: the login page 2× a bare page of 10 000 bytes (19.5 kB), every other route 1.5× (14.6 kB). */
function budgets(allowances: Record<string, number>): void {
  writeFileSync(
    join(dir, 'budgets.json'),
    JSON.stringify({ bare: 10_000, goals: { '/account/login': 2, '*': 1.5 }, allowances }),
  );
}

/**
 * A build whose files are random (incompressible) bytes of the given sizes, with Vite's manifest. The HTTP client
 * (src/lib/api-client.ts) is a dynamic entry that nothing imports statically, as in the real build.
 */
function fakeBuild(loginPageBytes: number, apiClientBytes = 1000): void {
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist', '.vite'), { recursive: true });
  const manifest: Record<string, { file: string; imports?: string[] }> = {};
  const chunk = (key: string, name: string, bytes: number, imports?: string[]) => {
    const file = `assets/${name}-Ab3dE6gH.js`;
    writeFileSync(join(dir, 'dist', file), randomBytes(bytes));
    manifest[key] = { file, imports };
  };
  chunk('_vendor.js', 'vendor', 4000);
  chunk('index.html', 'index', 2000, ['_vendor.js']);
  chunk('src/app/App.tsx', 'App', 2000, ['_vendor.js']);
  chunk('src/features/shell/AccountLayout.tsx', 'AccountLayout', 1000);
  chunk('src/app/AdminLayout.tsx', 'AdminLayout', 1000);
  chunk('_axios.js', 'axios', apiClientBytes);
  chunk('src/lib/api-client.ts', 'api-client', 500, ['_axios.js', '_vendor.js']);
  for (const route of routes) {
    if (route.mockOnly || manifest[route.page]) continue;
    const name = route.page.replace(/^.*\//, '').replace(/\.tsx$/, '');
    chunk(route.page, name, name === 'LoginPage' ? loginPageBytes : 1000);
  }
  writeFileSync(join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
}

function check(): { rc: number; out: string } {
  try {
    const out = execFileSync(
      'node',
      [
        'scripts/bundle-report.mjs',
        '--dist',
        join(dir, 'dist'),
        '--budgets',
        join(dir, 'budgets.json'),
        '--baseline',
        join(dir, 'baseline.json'),
      ],
      { encoding: 'utf8', stdio: 'pipe' },
    );
    return { rc: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { rc: err.status, out: err.stdout + err.stderr };
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bundle-budgets-'));
  budgets({});
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('route budgets (npm run build:check)', () => {
  it('passes when every route is within its budget', () => {
    fakeBuild(2000);
    const { rc, out } = check();
    expect(out).toContain('Every route is within its budget.');
    expect(rc).toBe(0);
  });

  it('fails on purpose when the login page grows: names the route, the budget and the chunk that grew', () => {
    fakeBuild(2000);
    // The baseline as recorded before the change.
    execFileSync('node', [
      'scripts/bundle-report.mjs',
      ...['--dist', join(dir, 'dist'), '--budgets', join(dir, 'budgets.json')],
      ...['--baseline', join(dir, 'baseline.json'), '--update-baseline'],
    ]);
    fakeBuild(30_000);
    const { rc, out } = check();
    expect(rc).toBe(1);
    expect(out).toMatch(
      /\/account\/login: [\d.]+ kB gzip is over its budget of 19\.5 kB \(2× the bare page\); chunks that grew: LoginPage 29\.\d kB \(\+27\.\d kB\)/,
    );
    // Other routes are untouched by the change and stay quiet.
    expect(out).not.toMatch(/\/admin\/home: .* over its budget/);
  });

  it('counts the HTTP client (loaded dynamically) on signed-in routes only', () => {
    fakeBuild(2000, 1000);
    execFileSync('node', [
      'scripts/bundle-report.mjs',
      ...['--dist', join(dir, 'dist'), '--budgets', join(dir, 'budgets.json')],
      ...['--baseline', join(dir, 'baseline.json'), '--update-baseline'],
    ]);
    const baseline = JSON.parse(readFileSync(join(dir, 'baseline.json'), 'utf8')) as Record<
      string,
      { chunks: Record<string, number> }
    >;
    // Signed-in routes (home, the user list) fetch the client and its closure; sign-in and public pages do not.
    for (const path of ['/admin/home', '/admin/user-list']) {
      expect(Object.keys(present(baseline[path], `the baseline of ${path}`).chunks)).toEqual(
        expect.arrayContaining(['api-client', 'axios']),
      );
    }
    for (const path of ['/account/login', '/v/:userName']) {
      expect(Object.keys(present(baseline[path], `the baseline of ${path}`).chunks)).not.toContain(
        'api-client',
      );
      expect(Object.keys(present(baseline[path], `the baseline of ${path}`).chunks)).not.toContain('axios');
    }

    // The client grows: every signed-in route goes over its goal (14.6 kB), naming the client's chunk.
    fakeBuild(2000, 12_000);
    const { rc, out } = check();
    expect(rc).toBe(1);
    expect(out).toMatch(
      /\/admin\/home: [\d.]+ kB gzip is over its budget of 14\.6 kB \(1\.5× the bare page\); chunks that grew: axios 11\.\d kB \(\+10\.\d kB\)/,
    );
    expect(out).not.toMatch(/\/account\/login: .* over its budget/);
  });

  it('holds a route that does not meet its goal yet to its allowance, and fails when it grows past it', () => {
    fakeBuild(30_000);
    budgets({ '/account/login': 40 });
    let { rc, out } = check();
    expect(out).toMatch(/\/account\/login +[\d.]+ kB +[\d.]+× \/ +40\.0 kB\* .* goal 2× not met/);
    expect(out).toContain('1 route(s) do not meet their goal yet.');
    expect(rc).toBe(0);

    fakeBuild(50_000);
    ({ rc, out } = check());
    expect(rc).toBe(1);
    expect(out).toMatch(
      /\/account\/login: [\d.]+ kB gzip is over its budget of 40\.0 kB \(an allowance above its goal of 2× the bare page, 19\.5 kB\)/,
    );
  });
});
