/**
 * `npm run api:probe -- <baseUrl> [options]`: checks a server (the .NET API on staging, or `npm run mock-server`)
 * against openapi.yaml and the rules the app relies on (README, "What the real server must do"). `--help` lists
 * the options. Every operation is called (read-only by default; `--writes` for the writing ones on data of the
 * probe's own) as administrator, member and anonymous, and every answer validated; the report is a table per
 * operation, the rules, a summary line; exit 1 on any violation. Modules: scripts/probe/.
 */
import { writeFileSync } from 'node:fs';
import { runProbe } from './probe/run';
import type { ProbeOptions } from './probe/probe';
import { junitReport } from './probe/report';

const HELP = `usage: npm run api:probe -- <baseUrl> [options]

Checks a server against openapi.yaml: every operation's answer (documented status, content type, envelope,
schema, error names in x-error-catalogue; downloads with Content-Disposition and a body) and the rules of
README "What the real server must do" (CORS, letter case in paths, 401 with the envelope, paging).

  <baseUrl>                  the server, e.g. https://api.staging.example or http://127.0.0.1:9090
  --user <name>              administrator user name      (env PROBE_USER, default admin)
  --password <password>      administrator password       (env PROBE_PASSWORD, default Admin123!)
  --member-user <name>       member user name             (env PROBE_MEMBER_USER, default influencer)
  --member-password <pw>     member password              (env PROBE_MEMBER_PASSWORD, default Member123!)
  --no-member                skip the member's calls
  --origin <origin>          the app's origin, e.g. https://portal.example: checks CORS (the preflight and
                             Access-Control-Allow-Origin on every answer); without it CORS is not checked
                             (env PROBE_ORIGIN)
  --writes                   also call the writing operations for real: creates a user, role, ticket, brand,
                             report rows, collection, setting and payment row named after the run
                             (probe<time>…), and removes or deactivates them afterwards; without it, writing
                             operations get requests the contract makes them refuse, so nothing changes
  --only <ids>               only these operationIds (comma-separated; login always runs), e.g. to re-check
                             what failed; the rules always run
  --junit <file>             also write the report as JUnit XML
  --quiet                    print only the failures and the summary line
  --help                     this text

Exit code: 0 when nothing breaks the contract, 1 on any violation, 2 on bad usage. Warnings (an error name
outside the catalogue: the app shows it raw) do not fail the run.`;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(name);
const VALUED = new Set([
  '--user',
  '--password',
  '--member-user',
  '--member-password',
  '--origin',
  '--junit',
  '--only',
]);

if (flag('--help') || flag('-h')) {
  console.log(HELP);
  process.exit(0);
}
const args = process.argv.slice(2);
const unknown = args.filter(
  (a, i) =>
    a.startsWith('--') &&
    !VALUED.has(a) &&
    !['--writes', '--no-member', '--quiet'].includes(a) &&
    !VALUED.has(args[i - 1] ?? ''),
);
const positional = args.filter((a, i) => !a.startsWith('--') && !VALUED.has(args[i - 1] ?? ''));
const base = (positional[0] ?? '').replace(/\/+$/, '');
if (!/^https?:\/\//.test(base) || unknown.length > 0) {
  console.error(`${unknown.length > 0 ? `unknown option ${unknown.join(' ')}\n` : ''}${HELP}`);
  process.exit(2);
}

const options: ProbeOptions = {
  base,
  origin: option('--origin') ?? process.env.PROBE_ORIGIN ?? null,
  admin: {
    user: option('--user') ?? process.env.PROBE_USER ?? 'admin',
    password: option('--password') ?? process.env.PROBE_PASSWORD ?? 'Admin123!',
  },
  member: flag('--no-member')
    ? null
    : {
        user: option('--member-user') ?? process.env.PROBE_MEMBER_USER ?? 'influencer',
        password: option('--member-password') ?? process.env.PROBE_MEMBER_PASSWORD ?? 'Member123!',
      },
  writes: flag('--writes'),
  nonce: `probe${Date.now().toString(36)}`,
  only: option('--only')
    ?.split(',')
    .map((id) => id.trim()),
};

console.log(
  `api:probe ${base} (${options.writes ? 'with --writes' : 'read-only'}, origin ${options.origin ?? 'not checked'})`,
);
const { probe, text, violations } = await runProbe(options);
console.log(
  flag('--quiet')
    ? text
        .split('\n')
        .filter((l) => /^\s+[✗!]|FAIL|^api:probe/.test(l))
        .join('\n')
    : text,
);
const junit = option('--junit');
if (junit) writeFileSync(junit, junitReport(probe));
process.exit(violations === 0 ? 0 : 1);
