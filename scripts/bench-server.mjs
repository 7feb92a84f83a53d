// `npm run bench:server`: the load `npm run mock-server` holds. Starts the server (its own port and a fresh data
// folder), signs in the administrator and members through the admin API, then drives it with autocannon: 50
// connections for 60 s over a mix of list, detail, write and upload operations as the administrator and as
// members, each operation its own share of the connections. Prints requests/s, p50/p99 latency and errors per
// operation, and the server's resident memory: after a warm-up under the same load (V8 has grown its heap to what
// this load needs), every 5 s of the run, at its end and after 10 s idle. What to read: the end and the idle figure
// against the warm-up's. The samples between them climb until V8 collects, so a climb alone is no leak, and an end
// at the warm-up's level within one run does not rule out a slow one (a longer --seconds does).
//
//   npm run bench:server [-- --connections 50] [-- --seconds 60] [-- --warmup 20]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const ROOT = join(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg('--connections', 50);
const SECONDS = arg('--seconds', 60);
const WARMUP_SECONDS = arg('--warmup', 20);

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The server's resident memory (MB), from /proc. */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-server-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts', '--reset'], {
  cwd: ROOT,
  env: {
    ...process.env,
    TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.app.json'),
    PORT: String(port),
    HOST: '127.0.0.1',
    MOCK_DATA_DIR: dataDir,
    MOCK_SERVER_QUIET: '1',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
await new Promise((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (out.includes(`127.0.0.1:${port}`)) resolve();
  });
  child.once('exit', (code) => reject(new Error(`the mock server exited (${code}):\n${out}`)));
});
// Mail lines are not read: keep the pipe drained.
child.stdout.resume();

async function json(method, path, { token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(parsed).slice(0, 300)}`);
  return parsed;
}
const signInAs = async (userName) => (await json('POST', '/__mock/sign-in-as', { body: { userName } })).token;

try {
  const admin = await signInAs('admin');
  const users = (await json('GET', '/api/users?pageIndex=0&pageSize=50', { token: admin })).content.items;
  const memberNames = users
    .filter((u) => u.userName !== 'admin' && u.isActive !== false && u.emailConfirmed !== false)
    .map((u) => u.userName)
    .slice(0, 5);
  const members = [];
  for (const name of memberNames) {
    try {
      members.push(await signInAs(name));
    } catch {
      // A passive user cannot sign in: not one of the members here.
    }
  }
  if (members.length === 0) throw new Error('no member could sign in');
  const userIds = users.map((u) => u.id);
  const role = (
    await json('POST', '/api/roles', {
      token: admin,
      body: { role: { name: 'Bench role' }, grantedPermissionIds: [] },
    })
  ).content;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const boundary = '----portal-bench';
  const upload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="petition.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  let turn = 0;
  const member = () => members[turn++ % members.length];
  const auth = (token) => ({ Authorization: `Bearer ${token}` });
  /** Each operation: its share of the connections and the request it repeats (a function: a new one each time). */
  const operations = [
    {
      name: 'list users (admin)',
      share: 0.2,
      request: () => ({ method: 'GET', path: '/api/users?pageIndex=0&pageSize=20', headers: auth(admin) }),
    },
    {
      name: 'list payments (member)',
      share: 0.2,
      request: () => ({
        method: 'GET',
        path: '/api/paymentTrackings?pageIndex=0&pageSize=20',
        headers: auth(member()),
      }),
    },
    {
      name: 'detail user (admin)',
      share: 0.15,
      request: () => ({
        method: 'GET',
        path: `/api/users/${userIds[turn++ % userIds.length]}`,
        headers: auth(admin),
      }),
    },
    {
      name: 'detail profile (member)',
      share: 0.15,
      request: () => ({ method: 'GET', path: '/api/profile', headers: auth(member()) }),
    },
    {
      name: 'write role (admin)',
      share: 0.15,
      request: () => ({
        method: 'PUT',
        path: '/api/roles',
        headers: { ...auth(admin), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          role: { id: role.id, name: `Bench role ${turn++ % 100}` },
          grantedPermissionIds: [],
        }),
      }),
    },
    {
      name: 'upload petition (member)',
      share: 0.15,
      request: () => ({
        method: 'POST',
        path: '/api/profile/UploadMemberLegislationFile',
        headers: { ...auth(member()), 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: upload,
      }),
    },
  ];

  /** The mix for `seconds`: each operation its own share of the connections. */
  const load = (seconds) => {
    let left = CONNECTIONS;
    return Promise.all(
      operations.map((op, i) => {
        const connections =
          i === operations.length - 1 ? Math.max(1, left) : Math.max(1, Math.round(CONNECTIONS * op.share));
        left -= connections;
        return autocannon({
          url: base,
          connections,
          duration: seconds,
          requests: [{ setupRequest: (req) => ({ ...req, ...op.request() }) }],
        }).then((result) => ({ op, connections, result }));
      }),
    );
  };

  // Warm-up under the same load, then the memory the run starts from.
  const started = rssMb(child.pid);
  await load(WARMUP_SECONDS);
  await json('DELETE', '/__mock/requests');
  const before = rssMb(child.pid);
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMb(child.pid)), 5000);
  const results = await load(SECONDS);
  clearInterval(sampler);
  const after = rssMb(child.pid);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idle = rssMb(child.pid);

  const rows = results.map(({ op, connections, result }) => ({
    operation: op.name,
    connections,
    'req/s': Math.round(result.requests.average),
    requests: result.requests.total,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }));
  const total = rows.reduce((sum, r) => sum + r['req/s'], 0);
  console.log(`\nbench:server: ${CONNECTIONS} connections for ${SECONDS} s against ${base}`);
  console.table(rows);
  console.log(`total: ${total} req/s, ${rows.reduce((s, r) => s + r.errors, 0)} errors`);
  console.log(
    `server memory (RSS): ${started} MB at start, ${before} MB after the ${WARMUP_SECONDS} s warm-up, ` +
      `${after} MB at the end (${after - before >= 0 ? '+' : ''}${after - before} MB), ${idle} MB after 10 s idle; ` +
      `every 5 s: ${samples.join(', ')} MB`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
