// @vitest-environment node
/**
 * npm run api:probe against `npm run mock-server`: it passes read-only and with --writes over all 102
 * operations, and a deliberately broken server in front of it (tests/support/breaking-proxy.ts) is caught, each
 * violation named with its operation or rule. The CLI itself: --help, the exit code and --junit.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProbe } from '../../../scripts/probe/run';
import type { ProbeOptions } from '../../../scripts/probe/probe';
import { startHttpMockServer, tsEntry, type RunningMockServer } from '../../support/mock-server';
import { startBreakingProxy, type Breakage, type BreakingProxy } from '../../support/breaking-proxy';
import { DEMO } from '@mocks/seed';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const ORIGIN = 'http://localhost:5173';
let dataDir = '';
let server: RunningMockServer;
let proxy: BreakingProxy;

const options = (base: string, extra: Partial<ProbeOptions> = {}): ProbeOptions => ({
  base,
  origin: ORIGIN,
  admin: { user: DEMO.admin.userName, password: DEMO.admin.password },
  member: { user: DEMO.member.userName, password: DEMO.member.password },
  writes: false,
  nonce: `probe${Date.now().toString(36)}`,
  ...extra,
});

function cli(args: string[]): Promise<{ code: number; out: string }> {
  const entry = tsEntry('scripts/api-probe.ts', args);
  return new Promise((done) =>
    execFile(process.execPath, entry.args, { cwd: ROOT, env: entry.env }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    ),
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-probe-'));
  server = await startHttpMockServer({ dataDir, reset: true });
  proxy = await startBreakingProxy(server.url);
}, 90_000);

afterAll(async () => {
  await proxy?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('api:probe against npm run mock-server', () => {
  it('passes read-only (every operation but the one that changes every row) and with --writes (all 102)', async () => {
    const readOnly = await runProbe(options(server.url));
    expect(readOnly.violations, readOnly.text).toBe(0);
    expect(readOnly.text).toMatch(/read-only: 101 of 102 operations exercised .* 0 failed.*→ PASS/);
    expect(readOnly.text).toMatch(/updatePaymentTrackingForAll .*SKIP \(changes every open row/);

    const writes = await runProbe(options(server.url, { writes: true }));
    expect(writes.violations, writes.text).toBe(0);
    expect(writes.text).toMatch(/--writes: 102 of 102 operations exercised .* 102 ok, 0 failed.*→ PASS/);
    // The users it made are deactivated afterwards.
    const nonce = writes.probe.options.nonce;
    const res = await fetch(`${server.url}/api/users?filter=${nonce}&pageSize=100000000`, {
      headers: { Authorization: `Bearer ${writes.probe.tokens.admin}` },
    });
    const users: { userName: string; isActive: boolean }[] = (await res.json()).content.items;
    expect(users.map((u) => u.userName).sort()).toEqual([nonce, `${nonce}r`, `${nonce}u`]);
    expect(users.filter((u) => u.isActive)).toEqual([]);
  }, 120_000);

  const broken: [Breakage, RegExp[]][] = [
    [
      'drop-list-field',
      [/getUsers .*FAIL\n.*getUsers 200 body does not match: .*must have required property 'userName'/],
    ],
    ['html-500', [/getRoles .*FAIL\n.*does not document status 500.*\n?.*<html>/]],
    [
      'no-cors-preflight',
      [
        /FAIL +CORS preflight.*\n.*preflight answered 403|FAIL +CORS preflight.*\n.*Access-Control-Allow-Headers does not name authorization|FAIL +CORS preflight.*\n.*Access-Control-Allow-Origin is missing/,
      ],
    ],
    [
      'exact-case',
      [
        /FAIL +paths match whatever the letter case\n.*GET \/API\/PROFILE answered 404/,
        /POST \/api\/confirmemail answered 404/,
      ],
    ],
    [
      'plain-401',
      [/FAIL +a missing token gets 401 with the Unauthorized envelope\n.*no envelope: "Unauthorized"/],
    ],
    ['wrong-type', [/getRoles .*FAIL\n.*getRoles 200 body does not match: .*totalCount must be integer/]],
    [
      'no-disposition',
      [/downloadTaxPdf .*FAIL\n.*download without Content-Disposition/, /getTrackingExcel .*FAIL/],
    ],
  ];
  it.each(broken)(
    'catches a server that breaks the contract: %s',
    async (mode, patterns) => {
      proxy.mode = mode;
      try {
        // The operations the case names (the rules always run): a run of seconds, not of every operation.
        const only = patterns.flatMap((p) => /^(\w+) \./.exec(p.source)?.[1] ?? []);
        const run = await runProbe(options(proxy.url, { only: only.length > 0 ? only : ['getProfile'] }));
        expect(run.violations).toBeGreaterThan(0);
        for (const pattern of patterns) expect(run.text).toMatch(pattern);
      } finally {
        proxy.mode = 'none';
      }
    },
    60_000,
  );

  it('warns about an error name outside the catalogue without failing the run', async () => {
    proxy.mode = 'unknown-error-name';
    try {
      const run = await runProbe(options(proxy.url, { only: ['login'] }));
      expect(run.violations, run.text).toBe(0);
      expect(run.text).toMatch(
        /login .*WARN\n.*! error name WrongPassword is not in x-error-catalogue: the app will show it raw/,
      );
      expect(run.text).toMatch(/1 warnings.*→ PASS/);
    } finally {
      proxy.mode = 'none';
    }
  }, 60_000);
});

describe('the api:probe command', () => {
  it('documents every flag in --help and refuses an unknown one', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    for (const flag of [
      '--only',
      '--user',
      '--password',
      '--member-user',
      '--member-password',
      '--no-member',
      '--origin',
      '--writes',
      '--junit',
      '--quiet',
      '--help',
    ])
      expect(help.out).toContain(flag);
    const bad = await cli([server.url, '--frobnicate']);
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('unknown option --frobnicate');
  }, 60_000);

  it('exits 1 on a violation and writes JUnit XML naming the failing operation', async () => {
    proxy.mode = 'no-disposition';
    const junit = join(dataDir, 'probe.xml');
    try {
      const run = await cli([
        proxy.url,
        '--origin',
        ORIGIN,
        '--quiet',
        '--only',
        'downloadTaxPdf',
        '--junit',
        junit,
      ]);
      expect(run.code, run.out).toBe(1);
      expect(run.out).toMatch(/→ FAIL \(\d+ violations\)/);
      const xml = await readFile(junit, 'utf8');
      expect(xml).toMatch(
        /<testcase classname="api-probe.operations" name="downloadTaxPdf \(GET \/api\/definitions\/DownloadTaxPdf\)" time="[\d.]+"><failure message="[^"]*download without Content-Disposition/,
      );
    } finally {
      proxy.mode = 'none';
    }
  }, 60_000);
});
