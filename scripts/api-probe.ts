/**
 * `npm run api:probe -- <baseUrl> [--user <name>] [--password <password>] [--origin <app origin>]`
 *
 * Checks a server (the .NET API, or `npm run mock-server`) against openapi.yaml without changing its data: every
 * public operation (with inputs it must refuse or cannot find, so nothing is registered or mailed), a refused and
 * a successful login with the given credentials (PROBE_USER / PROBE_PASSWORD, default the demo administrator),
 * the token's claims, one signed-in call (also with the path in other letter case), a 401, and the CORS preflight
 * the app's origin needs. Every answer is validated with tests/support/contract.ts; mismatches are listed and the
 * exit code is 1.
 */
import { validateResponse } from '../tests/support/contract';

const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const positional = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
const base = (positional[0] ?? '').replace(/\/+$/, '');
if (!/^https?:\/\//.test(base)) {
  console.error(
    'usage: npm run api:probe -- <baseUrl> [--user <name>] [--password <password>] [--origin <app origin>]',
  );
  process.exit(2);
}
const user = option('--user', process.env.PROBE_USER ?? 'admin');
const password = option('--password', process.env.PROBE_PASSWORD ?? 'Admin123!');
const origin = option('--origin', process.env.PROBE_ORIGIN ?? 'https://portal.example');
const nonce = `probe${Date.now().toString(36)}`;

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

async function call(
  method: string,
  path: string,
  init: { json?: unknown; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Origin: origin };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const type = res.headers.get('Content-Type');
  const text = await res.text();
  let body: unknown = null;
  if (type?.startsWith('application/json')) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${res.status} answered invalid JSON: ${text.slice(0, 200)}`);
    }
  }
  validateResponse(method, path, res.status, type, body);
  if (!res.headers.get('Access-Control-Allow-Origin'))
    throw new Error(`${res.status} has no Access-Control-Allow-Origin for Origin ${origin}`);
  return { status: res.status, headers: res.headers, body };
}

const errorNames = (a: Answer) => (a.body?.errors ?? []).map((e: { name: string }) => e.name);
function expectStatus(a: Answer, ...statuses: number[]) {
  if (!statuses.includes(a.status))
    throw new Error(
      `status ${a.status}, expected ${statuses.join(' or ')}: ${JSON.stringify(a.body).slice(0, 300)}`,
    );
}

function claimsOf(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  } catch {
    throw new Error('the token is not a JWT');
  }
}

const results: { name: string; error?: string }[] = [];
async function check(name: string, run: () => Promise<void>) {
  try {
    await run();
    results.push({ name });
    console.log(`  ok    ${name}`);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    results.push({ name, error });
    console.log(`  FAIL  ${name}\n        ${error.replace(/\n/g, '\n        ')}`);
  }
}

console.log(`api:probe ${base} (user ${user}, origin ${origin})`);
let token = '';
let userName = user;

await check('CORS preflight allows the Authorization and Content-Type headers', async () => {
  const res = await fetch(`${base}/api/login`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });
  if (res.status < 200 || res.status > 299) throw new Error(`preflight answered ${res.status}`);
  const allowOrigin = res.headers.get('Access-Control-Allow-Origin');
  if (allowOrigin !== '*' && allowOrigin !== origin)
    throw new Error(`Access-Control-Allow-Origin: ${allowOrigin}`);
  const allowHeaders = (res.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase();
  // A wildcard does not cover Authorization (Fetch standard): it must be named.
  for (const h of ['authorization', 'content-type'])
    if (!allowHeaders.split(/\s*,\s*/).includes(h))
      throw new Error(`Access-Control-Allow-Headers lacks ${h}`);
});

await check('login refuses a wrong password (UserNameOrPasswordIncorrect)', async () => {
  const a = await call('POST', '/api/login', {
    json: { userNameOrEmail: user, password: `${password}-wrong` },
  });
  expectStatus(a, 400);
  if (!errorNames(a).includes('UserNameOrPasswordIncorrect')) throw new Error(`errors ${errorNames(a)}`);
});

await check('login with the given credentials; token has the name-identifier and sub claims', async () => {
  const a = await call('POST', '/api/login', { json: { userNameOrEmail: user, password } });
  expectStatus(a, 200);
  token = a.body.content.token;
  const claims = claimsOf(token);
  if (typeof claims[NAME_IDENTIFIER_CLAIM] !== 'string') throw new Error(`no ${NAME_IDENTIFIER_CLAIM} claim`);
  if (typeof claims.sub !== 'string') throw new Error('no sub claim (the user name)');
  userName = claims.sub;
});

await check(
  'a signed-in call (getProfile) with the token, and with the path in other letter case',
  async () => {
    if (!token) throw new Error('no token (login failed)');
    expectStatus(await call('GET', '/api/profile', { token }), 200);
    expectStatus(await call('GET', '/API/Profile', { token }), 200);
  },
);

await check('no token → 401 with the Unauthorized envelope', async () => {
  const a = await call('GET', '/api/profile');
  expectStatus(a, 401);
  if (!errorNames(a).includes('Unauthorized')) throw new Error(`errors ${errorNames(a)}`);
});

await check('register refuses an empty form', async () => {
  expectStatus(await call('POST', '/api/register', { json: {} }), 400);
});

await check('forgotPassword for an unknown user', async () => {
  const json = { userNameOrEmail: `${nonce}@example.invalid`, clientDomain: origin };
  expectStatus(await call('POST', '/api/forgotPassword', { json }), 400, 404);
});

await check('resetPassword with an invalid token', async () => {
  const json = { userNameOrEmail: user, password: 'Probe1234!', passwordRepeat: 'Probe1234!', token: nonce };
  expectStatus(await call('POST', '/api/resetPassword', { json }), 400, 404);
});

await check('ConfirmEmail for an unknown user', async () => {
  expectStatus(
    await call('POST', '/api/ConfirmEmail', {
      json: { token: nonce, userNameOrEmail: `${nonce}@example.invalid` },
    }),
    400,
    404,
  );
});

await check('SendEmailConfirmation for an unknown address', async () => {
  const json = { email: `${nonce}@example.invalid`, clientDomain: origin };
  expectStatus(await call('POST', '/api/SendEmailConfirmation', { json }), 400, 404);
});

await check("the signed-in user's public collections", async () => {
  const a = await call('GET', `/api/collections/getCollectionsWithUserName/${encodeURIComponent(userName)}`);
  expectStatus(a, 200, 404);
});

await check('an unknown public collection → 404', async () => {
  expectStatus(await call('GET', `/api/collections/getCollection/${nonce}/${nonce}`), 404);
});

const failed = results.filter((r) => r.error);
console.log(
  failed.length === 0
    ? `api:probe: all ${results.length} checks passed`
    : `api:probe: ${failed.length} of ${results.length} checks failed: ${failed.map((f) => f.name).join('; ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
